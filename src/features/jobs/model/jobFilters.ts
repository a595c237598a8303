// The jobs list's search and tabs (spec §2, §5).
import type { JobStatus } from './jobStatus';
import { labelledOptions, matchesQuery } from '@/ui/listFilters';

export interface SearchableJob {
  title: string;
  description: string | null;
  location: string | null;
  skills: readonly string[];
  status: JobStatus;
}

/** Case-insensitive substring on title, description, location or any skill (spec §5). */
export function matchesJobSearch(job: SearchableJob, query: string): boolean {
  return matchesQuery(query, [job.title, job.description, job.location, ...job.skills]);
}

export const JOB_TABS = labelledOptions({ all: 'All Jobs', active: 'Active', draft: 'Draft', archived: 'Archived' });

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
