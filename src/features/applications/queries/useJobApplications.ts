// A job's applications with their candidates' profiles, live (see readJobApplications).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { readJobApplications, type JobApplications } from './jobApplications';

export type { JobApplications } from './jobApplications';

export function useJobApplications(jobId: string): JobApplications | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readJobApplications(db, jobId), [db, jobId]);
}
