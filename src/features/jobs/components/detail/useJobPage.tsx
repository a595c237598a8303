import type { ReactElement } from 'react';
import type { Job } from '@/db';
import { useJobApplications, type JobApplications } from '@/features/applications/queries/useJobApplications';
import { JobNotFound } from '@/ui/JobNotFound';
import { PageLoader } from '@/ui/PageLoader';
import type { SearchStateProps } from '@/ui/searchParams';
import { useJob } from '../../queries/useJobs';

/** A job's recruiter screens take the job's id and their URL search state. */
export type JobPageProps<TSearch> = SearchStateProps<TSearch> & { jobId: string };

export type JobPageState = { ready: true; job: Job; data: JobApplications } | { ready: false; fallback: ReactElement };

/** The job and its applications, or what the screen shows instead: the loader, or "job not found". */
export function useJobPage(jobId: string, loadingLabel: string): JobPageState {
  const job = useJob(jobId);
  const data = useJobApplications(jobId);
  if (job === undefined || data === undefined) return { ready: false, fallback: <PageLoader label={loadingLabel} /> };
  if (job === null) return { ready: false, fallback: <JobNotFound variant="recruiter" /> };
  return { ready: true, job, data };
}
