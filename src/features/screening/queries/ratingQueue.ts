// Which applications the auto-screening still has to rate, as a plain read of the company store
// (useAutoScreening runs it in a live query and rates when the answer changes).
import { ALL_JOBS_KEY, type CompanyDb } from '@/db';
import { needsRating } from '../commands/rateApplications';

/**
 * The ids, sorted, of applications that need a rating and can get one now (their job is in the
 * store too). Sorted ids make a stable key: a run that rates some of them changes the answer once.
 *
 * The live query re-runs after every write of an application (a pull page, a stage move), so it
 * must not walk the whole table: the kept counts say how many applications are unrated, company
 * wide and per job (db/counts.ts), and only the jobs that have some are read, by their index.
 * With everything rated — the usual state — it is one point read.
 */
export async function readApplicationIdsToRate(db: CompanyDb): Promise<string[]> {
  const company = await db.counts.get(ALL_JOBS_KEY);
  if (!company || company.unrated === 0) return [];
  const jobIds = (await db.counts.filter((c) => c.key !== ALL_JOBS_KEY && c.unrated > 0).toArray()).map((c) => c.key);
  const unrated = await db.applications
    .where('job_id')
    .anyOf(jobIds)
    .filter((a) => a.ai_rating === null || a.ai_rating === undefined)
    .toArray();
  if (unrated.length === 0) return [];
  const jobs = await db.jobs.bulkGet([...new Set(unrated.map((a) => a.job_id))]);
  const jobById = new Map(jobs.flatMap((j) => (j ? [[j.id, j] as const] : [])));
  return unrated
    .filter((a) => needsRating(a, jobById.get(a.job_id)))
    .map((a) => a.id)
    .sort();
}
