// One published job, as a plain function (usePublicJob runs it in a live query).
import type { CompanyDb, Job, PublicDb } from '@/db';
import { isListedJob } from './publishedJobs';

/**
 * The job from the public store when it is listed; otherwise, for a signed-in recruiter opening
 * /app/apply for their own job, the job from their company store. null when neither has it.
 */
export async function readPublicJob(db: PublicDb, jobId: string, companyDb: CompanyDb | null): Promise<Job | null> {
  const published = await db.jobs.get(jobId);
  if (published && isListedJob(published)) return published;
  return (companyDb ? await companyDb.jobs.get(jobId) : undefined) ?? null;
}
