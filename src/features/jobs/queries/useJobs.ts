// Read side of the jobs list: every job of the company, newest first, straight from the local store.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { type Job } from '@/db';
import { readJob, readJobs } from './jobReads';

/** Live list of the company's jobs, newest first; undefined while the first read runs. */
export function useJobs(): Job[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readJobs(db), [db]);
}

/** One job; null when it does not exist (or was deleted), undefined while loading. */
export function useJob(jobId: string): Job | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readJob(db, jobId), [db, jobId]);
}
