import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { favoriteId } from '@/db/interviewIds';
import { clonePlan, createPlan, setPlanFavorite, setPlanStatus, updatePlan } from './planCommands';
import { addStage, moveStage, removeStage, updateStage } from './stageCommands';
import { assignPlanToJob, moveApplicationToStage } from './assignCommands';
import { templateForJobType } from '../model/planTemplates';
import { sortStages } from '../model/stageOrder';
import { deleteStoresAfterEach, putPulledApplication, putPulledJob } from '@/test-support/localStores';

const USER = '44444444-4444-4444-8444-444444444444';
const keep = deleteStoresAfterEach();
const freshDb = () => keep(new CompanyDb(USER, { name: `test-flows-${newId()}` }));

const stagesOf = async (db: CompanyDb, planId: string) =>
  sortStages(await db.interviewStages.where('plan_id').equals(planId).toArray());
const outbox = (db: CompanyDb) => db.outbox.orderBy('seq').toArray();

describe('plan commands', () => {
  it('creates a draft plan with the job type’s template stages, in one transaction', async () => {
    const db = freshDb();
    const planId = await createPlan(db, { name: 'Backend loop', description: null, job_type: 'technical' });
    const plan = await db.interviewPlans.get(planId);
    expect(plan).toMatchObject({ name: 'Backend loop', status: 'draft', job_type: 'technical', _pending: 1 });
    expect(plan?.template).toBe('engineering-interview-process');
    const stages = await stagesOf(db, planId);
    const template = templateForJobType('technical');
    expect(stages.map((s) => s.name)).toEqual(template.stages.map((s) => s.name));
    expect(stages[1]!.focus_attributes.map((a) => a.id)).toEqual(template.stages[1]!.focusAttributes.map((a) => a.id));
    expect(stages[1]!.questions.length).toBeGreaterThanOrEqual(3);
    const entries = await outbox(db);
    // The plan first (its stages refer to it), then one upsert per stage.
    expect(entries.map((e) => e.table)).toEqual(['interview_plans', ...template.stages.map(() => 'interview_stages')]);
  });

  it('writes nothing when the transaction fails', async () => {
    const db = freshDb();
    await expect(createPlan(db, { name: 'X', description: null, job_type: 'nope' as 'technical' })).rejects.toThrow();
    expect(await db.interviewPlans.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('edits and archives with one field each', async () => {
    const db = freshDb();
    const planId = await createPlan(db, { name: 'A', description: null, job_type: 'design' });
    await db.outbox.clear();
    await updatePlan(db, planId, { name: 'B' });
    await setPlanStatus(db, planId, 'archived');
    expect(await db.interviewPlans.get(planId)).toMatchObject({ name: 'B', status: 'archived' });
    expect((await outbox(db)).map((e) => (e.op === 'upsert' ? e.patch : null))).toEqual([
      { name: 'B' },
      { status: 'archived' },
    ]);
  });

  it('clones a plan and its stages with new ids', async () => {
    const db = freshDb();
    const planId = await createPlan(db, { name: 'Sales', description: 'Fast', job_type: 'sales' });
    await setPlanStatus(db, planId, 'active');
    const copyId = (await clonePlan(db, planId))!;
    expect(copyId).not.toBe(planId);
    expect(await db.interviewPlans.get(copyId)).toMatchObject({
      name: 'Sales (copy)',
      description: 'Fast',
      job_type: 'sales',
      status: 'draft',
    });
    const [original, copy] = [await stagesOf(db, planId), await stagesOf(db, copyId)];
    expect(copy.map((s) => s.name)).toEqual(original.map((s) => s.name));
    expect(copy.some((s) => original.some((o) => o.id === s.id))).toBe(false);
    expect(await clonePlan(db, newId())).toBeNull();
  });

  it('toggles the member’s favourite on one deterministic row', async () => {
    const db = freshDb();
    const planId = newId();
    await setPlanFavorite(db, planId, true);
    await setPlanFavorite(db, planId, false);
    const rows = await db.interviewPlanFavorites.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: favoriteId(planId, USER), plan_id: planId, favorite: false });
    const entries = await outbox(db);
    expect(entries.every((e) => e.op === 'upsert' && e.rowId === favoriteId(planId, USER))).toBe(true);
    expect(entries.map((e) => (e.op === 'upsert' ? e.patch.favorite : null))).toEqual([true, false]);
  });
});

describe('stage commands', () => {
  it('adds at the end, renames, edits attributes and removes', async () => {
    const db = freshDb();
    const planId = await createPlan(db, { name: 'P', description: null, job_type: 'product' });
    const stageId = await addStage(db, planId, { name: 'Reference Check', type: 'interview' });
    let stages = await stagesOf(db, planId);
    expect(stages.at(-1)!.id).toBe(stageId);
    await updateStage(db, stageId, {
      name: 'References',
      focus_attributes: [{ id: 'integrity', name: 'Integrity', guidance: '4: … 1: …' }],
      questions: ['How did they handle pressure?'],
    });
    expect(await db.interviewStages.get(stageId)).toMatchObject({
      name: 'References',
      questions: ['How did they handle pressure?'],
    });
    await removeStage(db, stageId);
    stages = await stagesOf(db, planId);
    expect(stages.some((s) => s.id === stageId)).toBe(false);
    expect((await outbox(db)).at(-1)).toMatchObject({ op: 'delete', table: 'interview_stages', rowId: stageId });
  });

  it('reorders with one write', async () => {
    const db = freshDb();
    const planId = await createPlan(db, { name: 'P', description: null, job_type: 'design' });
    const before = await stagesOf(db, planId);
    await db.outbox.clear();
    expect(await moveStage(db, before[2]!.id, 'up')).toBe(true);
    const after = await stagesOf(db, planId);
    expect(after.map((s) => s.id)).toEqual([
      before[0]!.id,
      before[2]!.id,
      before[1]!.id,
      ...before.slice(3).map((s) => s.id),
    ]);
    const entries = await outbox(db);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ rowId: before[2]!.id, patch: { position: 1.5 } });
    expect(await moveStage(db, before[0]!.id, 'up')).toBe(false);
  });
});

describe('plans on jobs and applications', () => {
  it('assigns a plan to a job and moves an application to a stage, queued', async () => {
    const db = freshDb();
    const planId = await createPlan(db, { name: 'P', description: null, job_type: 'technical' });
    const [first] = await stagesOf(db, planId);
    const jobId = await putPulledJob(db, { title: 'Engineer' });
    const applicationId = await putPulledApplication(db, jobId, { status: 'screening' });
    await db.outbox.clear();
    await assignPlanToJob(db, jobId, planId);
    await moveApplicationToStage(db, applicationId, first!.id);
    expect((await db.jobs.get(jobId))?.interview_plan_id).toBe(planId);
    expect(await db.applications.get(applicationId)).toMatchObject({ stage_id: first!.id, status: 'screening' });
    expect((await outbox(db)).map((e) => [e.table, e.op === 'upsert' ? e.patch : null])).toEqual([
      ['jobs', { interview_plan_id: planId }],
      ['applications', { stage_id: first!.id }],
    ]);
    expect(await db.jobs.where('interview_plan_id').equals(planId).primaryKeys()).toEqual([jobId]);
  });
});
