// The top bar's search over the local store: jobs (title, location, skills) and candidates (name,
// email), case-insensitive substring matches like every search of the spec (§5).
import { candidateName } from '@/features/applications/model/candidateIdentity';

export interface SearchResult {
  kind: 'job' | 'candidate';
  id: string;
  label: string;
  detail: string;
  href: string;
}

export const SEARCH_LIMIT_PER_KIND = 5;

export interface SearchedJob {
  id: string;
  title: string;
  location: string | null;
  skills: readonly string[];
  status: string;
}

export interface SearchedProfile {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export function jobResult(job: SearchedJob): SearchResult {
  return {
    kind: 'job',
    id: job.id,
    label: job.title,
    detail: [job.location, job.status === 'published' ? 'Active' : job.status].filter(Boolean).join(' · '),
    href: `/app/jobs/${job.id}`,
  };
}

export function candidateResult(profile: SearchedProfile): SearchResult {
  return {
    kind: 'candidate',
    id: profile.id,
    label: candidateName(profile),
    detail: profile.email ?? '',
    href: `/app/candidates/${profile.id}`,
  };
}

export function globalSearch(
  query: string,
  jobs: readonly SearchedJob[],
  profiles: readonly SearchedProfile[],
  limit = SEARCH_LIMIT_PER_KIND,
): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const has = (value: string | null | undefined) => (value ?? '').toLowerCase().includes(needle);
  const jobResults = jobs
    .filter((job) => has(job.title) || has(job.location) || job.skills.some(has))
    .slice(0, limit)
    .map(jobResult);
  const candidateResults = profiles
    .filter((profile) => has(candidateName(profile)) || has(profile.email))
    .slice(0, limit)
    .map(candidateResult);
  return [...jobResults, ...candidateResults];
}
