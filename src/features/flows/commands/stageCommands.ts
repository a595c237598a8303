// Editing a plan's stages (Flow manage → Stages). A reorder or an insert writes the one stage
// that moves (stageOrder.ts), so two people reordering different stages never undo each other.
import { deleteRow, newId, upsertRow, type CompanyDb, type InterviewStage } from '@/db';
import { appendStage, moveStage as moveWrites } from '../model/stageOrder';

export type StagePatch = Partial<
  Pick<InterviewStage, 'name' | 'type' | 'duration_minutes' | 'focus_attributes' | 'questions'>
>;

/** Adds a stage at the end of the plan; returns its id. */
export async function addStage(
  db: CompanyDb,
  planId: string,
  fields: { name: string; type: InterviewStage['type'] },
): Promise<string> {
  const stageId = newId();
  await db.transaction('rw', db.interviewStages, db.outbox, async () => {
    const stages = await db.interviewStages.where('plan_id').equals(planId).toArray();
    for (const write of appendStage(stages, stageId)) {
      const patch = write.id === stageId ? { plan_id: planId, ...fields } : {};
      await upsertRow(db, 'interview_stages', write.id, { ...patch, position: write.position });
    }
  });
  return stageId;
}

/** Rename, type, length, focus attributes, questions: the fields that changed only. */
export function updateStage(db: CompanyDb, stageId: string, patch: StagePatch): Promise<string> {
  return upsertRow(db, 'interview_stages', stageId, patch);
}

/** Moves a stage one place up or down; false when it cannot move further. */
export async function moveStage(db: CompanyDb, stageId: string, direction: 'up' | 'down'): Promise<boolean> {
  return db.transaction('rw', db.interviewStages, db.outbox, async () => {
    const stage = await db.interviewStages.get(stageId);
    if (!stage) return false;
    const stages = await db.interviewStages.where('plan_id').equals(stage.plan_id).toArray();
    const writes = moveWrites(stages, stageId, direction);
    for (const write of writes) await upsertRow(db, 'interview_stages', write.id, { position: write.position });
    return writes.length > 0;
  });
}

/**
 * Removes a stage. Applications and interviews that point to it keep the id (the server keeps
 * the stage as a tombstone); screens show them without a stage.
 */
export function removeStage(db: CompanyDb, stageId: string): Promise<string> {
  return deleteRow(db, 'interview_stages', stageId);
}
