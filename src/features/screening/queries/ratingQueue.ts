// Which applications the auto-screening still has to rate, as a plain read of the company store
// (useAutoScreening runs it in a live query and rates when the answer changes).
import type { CompanyDb } from '@/db';
import { needsRating } from '../commands/rateApplications';

/**
 * The ids, sorted, of applications that need a rating and can get one now (their job is in the
 * store too). Sorted ids make a stable key: a run that rates some of them changes the answer once.
 */
export async function readApplicationIdsToRate(db: CompanyDb): Promise<string[]> {
  const unrated = await db.applications.filter((a) => a.ai_rating === null || a.ai_rating === undefined).toArray();
  if (unrated.length === 0) return [];
  const jobs = await db.jobs.bulkGet([...new Set(unrated.map((a) => a.job_id))]);
  const jobById = new Map(jobs.flatMap((j) => (j ? [[j.id, j] as const] : [])));
  return unrated
    .filter((a) => needsRating(a, jobById.get(a.job_id)))
    .map((a) => a.id)
    .sort();
}
