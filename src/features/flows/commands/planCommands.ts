// Writing interview plans (docs/interviews.md): each command is local first, its rows and their
// outbox entries committed in ONE transaction, so a plan never shows (or reaches the server)
// without its stages, nor a clone half made.
import { newId, upsertRow, type CompanyDb, type InterviewPlan, type InterviewStage } from '@/db';
import { favoriteId } from '@/db/interviewIds';
import { templateForJobType, type PlanTemplateStage } from '../model/planTemplates';
import { cloneName, type PlanFields } from '../model/planForm';
import type { PlanStatus } from '../model/flowTexts';
import { initialPositions, sortStages } from '../model/stageOrder';

type StageFields = Pick<InterviewStage, 'name' | 'type' | 'duration_minutes' | 'focus_attributes' | 'questions'>;

const stageOfTemplate = (stage: PlanTemplateStage): StageFields => ({
  name: stage.name,
  type: stage.type,
  duration_minutes: stage.durationMinutes,
  focus_attributes: stage.focusAttributes.map((a) => ({ ...a })),
  questions: [...stage.questions],
});

async function writeStages(db: CompanyDb, planId: string, stages: readonly StageFields[]): Promise<void> {
  const positions = initialPositions(stages.length);
  for (const [i, stage] of stages.entries()) {
    await upsertRow(db, 'interview_stages', newId(), { plan_id: planId, position: positions[i]!, ...stage });
  }
}

/**
 * New Flow (spec §2, §5): a draft plan from the form, its stages copied from the job type's
 * starting template. Returns the new plan's id.
 */
export async function createPlan(db: CompanyDb, fields: PlanFields): Promise<string> {
  const template = templateForJobType(fields.job_type);
  const planId = newId();
  await db.transaction('rw', db.interviewPlans, db.interviewStages, db.outbox, async () => {
    await upsertRow(db, 'interview_plans', planId, { ...fields, status: 'draft', template: template.key });
    await writeStages(db, planId, template.stages.map(stageOfTemplate));
  });
  return planId;
}

export type PlanPatch = Partial<Pick<InterviewPlan, 'name' | 'description' | 'job_type' | 'status'>>;

/** Settings tab: the fields that changed only (last writer wins per field on the server). */
export function updatePlan(db: CompanyDb, planId: string, patch: PlanPatch): Promise<string> {
  return upsertRow(db, 'interview_plans', planId, patch);
}

/** Archive (the card's menu) and the Settings tab's status. */
export function setPlanStatus(db: CompanyDb, planId: string, status: PlanStatus): Promise<string> {
  return upsertRow(db, 'interview_plans', planId, { status });
}

/**
 * Clone: a draft copy named "{name} (copy)" with copies of its stages (new ids, same order, same
 * attributes and questions). Jobs and favourites stay with the original. Returns the copy's id,
 * or null when the plan is gone.
 */
export async function clonePlan(db: CompanyDb, planId: string): Promise<string | null> {
  return db.transaction('rw', db.interviewPlans, db.interviewStages, db.outbox, async () => {
    const plan = await db.interviewPlans.get(planId);
    if (!plan) return null;
    const stages = sortStages(await db.interviewStages.where('plan_id').equals(planId).toArray());
    const copyId = newId();
    await upsertRow(db, 'interview_plans', copyId, {
      name: cloneName(plan.name),
      description: plan.description,
      job_type: plan.job_type,
      status: 'draft',
      template: plan.template,
    });
    await writeStages(
      db,
      copyId,
      stages.map((s) => ({
        name: s.name,
        type: s.type,
        duration_minutes: s.duration_minutes,
        focus_attributes: s.focus_attributes.map((a) => ({ ...a })),
        questions: [...s.questions],
      })),
    );
    return copyId;
  });
}

/**
 * The member's favourite flag: one row per (plan, member) with a deterministic id, so two devices
 * toggling converge on one row; a toggle writes `favorite` only (plus the plan, which never changes).
 */
export function setPlanFavorite(db: CompanyDb, planId: string, favorite: boolean): Promise<string> {
  return upsertRow(db, 'interview_plan_favorites', favoriteId(planId, db.userId), { plan_id: planId, favorite });
}
