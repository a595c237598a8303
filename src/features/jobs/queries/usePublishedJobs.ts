// Read side of the job board: published jobs from the public store (synced by the public scope),
// so a visitor who loaded the board once can keep browsing offline.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Job } from '@/db';
import { usePublicDb } from '@/db/react';
import { readPublishedJobs } from './publishedJobs';
import { useAwaitingFirstPull } from './useFirstPull';

/** Newest first; undefined while loading (the store, or the very first pull of an empty store). */
export function usePublishedJobs(): Job[] | undefined {
  const db = usePublicDb();
  const awaitingFirstPull = useAwaitingFirstPull();
  const jobs = useLiveQuery(() => readPublishedJobs(db), [db]);
  if (jobs && jobs.length === 0 && awaitingFirstPull) return undefined;
  return jobs;
}
