// One job, live (the jobs list reads windows: useJobWindow).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { type Job } from '@/db';
import { readJob } from './jobReads';

/** One job; null when it does not exist (or was deleted), undefined while loading. */
export function useJob(jobId: string): Job | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readJob(db, jobId), [db, jobId]);
}
