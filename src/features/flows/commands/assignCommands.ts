// Where plans meet jobs and applications: a job uses one plan (`jobs.interview_plan_id`), an
// application is at one stage (`applications.stage_id`). Each is one field, queued like any write.
import { upsertRow, type CompanyDb } from '@/db';

/** The job page's "Interview plan" select and the plan's Jobs tab; null: no plan. */
export function assignPlanToJob(db: CompanyDb, jobId: string, planId: string | null): Promise<string> {
  return upsertRow(db, 'jobs', jobId, { interview_plan_id: planId });
}

/** Move to stage (the candidates list, the kanban grouped by stage); null: no stage. */
export function moveApplicationToStage(db: CompanyDb, applicationId: string, stageId: string | null): Promise<string> {
  return upsertRow(db, 'applications', applicationId, { stage_id: stageId });
}
