// Reads of the public store's jobs, as plain functions. The public pull keeps only published,
// live jobs there (sync/pull.ts publicPullTarget deletes every other row), so no read filters
// `deleted_at`.
import type { Job, PublicDb } from '@/db';

/** Whether a job belongs on the public board and pages: published. */
export function isListedJob(job: Job): boolean {
  return job.status === 'published';
}

/** The job board: published jobs, newest first. */
export async function readPublishedJobs(db: PublicDb): Promise<Job[]> {
  const rows = await db.jobs.where('status').equals('published').toArray();
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
