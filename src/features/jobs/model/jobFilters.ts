// The jobs list's search and tabs (spec §2, §5).
import type { JobStatus } from './jobStatus';

export interface SearchableJob {
  title: string;
  description: string | null;
  location: string | null;
  skills: readonly string[];
  status: JobStatus;
}

/** Case-insensitive substring on title, description, location or any skill (spec §5). */
export function matchesJobSearch(job: SearchableJob, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [job.title, job.description, job.location, ...job.skills].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

export const JOB_TABS = [
  { value: 'all', label: 'All Jobs' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'archived', label: 'Archived' },
] as const;

export type JobTab = (typeof JOB_TABS)[number]['value'];

const TAB_STATUS: Record<JobTab, JobStatus | null> = {
  all: null,
  active: 'published',
  draft: 'draft',
  archived: 'archived',
};

export function matchesJobTab(job: { status: JobStatus }, tab: JobTab): boolean {
  const status = TAB_STATUS[tab];
  return status === null || job.status === status;
}

export function filterJobs<T extends SearchableJob>(jobs: readonly T[], query: string, tab: JobTab): T[] {
  return jobs.filter((job) => matchesJobTab(job, tab) && matchesJobSearch(job, query));
}
