import { describe, expect, it } from 'vitest';
import { CompanyDb, newId, upsertRow } from '@/db';
import { createPlan, setPlanFavorite } from '../commands/planCommands';
import { assignPlanToJob } from '../commands/assignCommands';
import { readPlanCalendar, readPlanDetail, readPlanList } from './planReads';
import { deleteStoresAfterEach, putPulledApplication, putPulledJob } from '@/test-support/localStores';

const USER = '55555555-5555-4555-8555-555555555555';
const keep = deleteStoresAfterEach();
const freshDb = () => keep(new CompanyDb(USER, { name: `test-plan-reads-${newId()}` }));

describe('plan reads', () => {
  it('lists plans with their stages, jobs, applicants and the member’s favourite', async () => {
    const db = freshDb();
    const planId = await createPlan(db, { name: 'Engineering', description: null, job_type: 'technical' });
    const otherId = await createPlan(db, { name: 'Design', description: null, job_type: 'design' });
    const jobA = await putPulledJob(db, { title: 'Backend Engineer' });
    const jobB = await putPulledJob(db, { title: 'Frontend Engineer' });
    const jobC = await putPulledJob(db, { title: 'Designer' });
    await assignPlanToJob(db, jobA, planId);
    await assignPlanToJob(db, jobB, planId);
    for (const job of [jobA, jobA, jobB, jobC]) await putPulledApplication(db, job, { status: 'applied' });
    await setPlanFavorite(db, planId, true);

    const list = await readPlanList(db);
    const plan = list.find((p) => p.id === planId)!;
    expect(plan.jobs.map((j) => j.title)).toEqual(['Backend Engineer', 'Frontend Engineer']);
    expect(plan.applicants).toBe(3);
    expect(plan.favorite).toBe(true);
    expect(plan.stages[0]!.name).toBe('Application Review');
    const other = list.find((p) => p.id === otherId)!;
    expect(other).toMatchObject({ jobs: [], applicants: 0, favorite: false });
    expect(await readPlanDetail(db, newId())).toBeNull();
  });

  it('lists the plan’s interviews newest first with candidate, job and stage', async () => {
    const db = freshDb();
    const planId = await createPlan(db, { name: 'Sales', description: null, job_type: 'sales' });
    const detail = (await readPlanDetail(db, planId))!;
    const jobId = await putPulledJob(db, { title: 'Account Executive' });
    await assignPlanToJob(db, jobId, planId);
    const profileId = newId();
    await upsertRow(db, 'profiles', profileId, { first_name: 'Ada', last_name: 'Lovelace' });
    const applicationId = await putPulledApplication(db, jobId, { applicant_id: profileId });
    const interview = (startsAt: string, stageId: string | null) =>
      upsertRow(db, 'interviews', newId(), {
        application_id: applicationId,
        stage_id: stageId,
        starts_at: startsAt,
        duration_minutes: 45,
        interviewer_ids: [USER],
      });
    await interview('2026-05-01T09:00:00Z', detail.stages[0]!.id);
    await interview('2026-05-03T09:00:00Z', null);
    const calendar = await readPlanCalendar(db, planId);
    expect(calendar.map((e) => [e.interview.starts_at, e.candidateName, e.jobTitle, e.stageName])).toEqual([
      ['2026-05-03T09:00:00Z', 'Ada Lovelace', 'Account Executive', null],
      ['2026-05-01T09:00:00Z', 'Ada Lovelace', 'Account Executive', 'Phone Screen'],
    ]);
  });
});
