// Spec §5 "Search": a case-insensitive substring match on title, description, location and any skill.

export interface SearchableJob {
  title: string;
  description: string | null;
  location: string | null;
  skills: string[];
}

export function jobMatchesSearch(job: SearchableJob, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const fields = [job.title, job.description ?? '', job.location ?? '', ...job.skills];
  return fields.some((field) => field.toLowerCase().includes(needle));
}

export function searchJobs<T extends SearchableJob>(jobs: readonly T[], query: string): T[] {
  return jobs.filter((job) => jobMatchesSearch(job, query));
}
