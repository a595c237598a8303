// Read side of the job board: published jobs from the public store (synced by the public scope),
// so a visitor who loaded the board once can keep browsing offline.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Job } from '../../../db';
import { usePublicDb } from '../../../db/react';
import { useAwaitingFirstPull } from './useFirstPull';

export function isListedJob(job: Job): boolean {
  return job.status === 'published' && !job.deleted_at;
}

/** Newest first; undefined while loading (the store, or the very first pull of an empty store). */
export function usePublishedJobs(): Job[] | undefined {
  const db = usePublicDb();
  const awaitingFirstPull = useAwaitingFirstPull();
  const jobs = useLiveQuery(async () => {
    const rows = await db.jobs.where('status').equals('published').toArray();
    return rows.filter(isListedJob).sort((a, b) => b.created_at.localeCompare(a.created_at));
  }, [db]);
  if (jobs && jobs.length === 0 && awaitingFirstPull) return undefined;
  return jobs;
}
