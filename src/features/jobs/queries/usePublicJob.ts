// One published job from the public store. 'loading' while the store (or, on a first visit, the
// first pull) has not answered; null when the job does not exist or is not published.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Job } from '@/db';
import { useOptionalCompanyDb, usePublicDb } from '@/db/react';
import { useAwaitingFirstPull } from './useFirstPull';
import { readPublicJob } from './publicJob';

export function usePublicJob(jobId: string): Job | null | 'loading' {
  const db = usePublicDb();
  // A signed-in recruiter opening /app/apply for their own job may have it only in their store.
  const companyDb = useOptionalCompanyDb();
  const awaitingFirstPull = useAwaitingFirstPull();
  const job = useLiveQuery(() => readPublicJob(db, jobId, companyDb), [db, companyDb, jobId]);
  if (job === undefined) return 'loading';
  if (job === null && awaitingFirstPull) return 'loading';
  return job;
}
