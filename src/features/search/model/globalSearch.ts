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

export function globalSearch(
  query: string,
  jobs: readonly { id: string; title: string; location: string | null; skills: readonly string[]; status: string }[],
  profiles: readonly { id: string; first_name: string | null; last_name: string | null; email: string | null }[],
  limit = SEARCH_LIMIT_PER_KIND,
): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const has = (value: string | null | undefined) => (value ?? '').toLowerCase().includes(needle);
  const jobResults = jobs
    .filter((job) => has(job.title) || has(job.location) || job.skills.some(has))
    .slice(0, limit)
    .map<SearchResult>((job) => ({
      kind: 'job',
      id: job.id,
      label: job.title,
      detail: [job.location, job.status === 'published' ? 'Active' : job.status].filter(Boolean).join(' · '),
      href: `/app/jobs/${job.id}`,
    }));
  const candidateResults = profiles
    .filter((profile) => has(candidateName(profile)) || has(profile.email))
    .slice(0, limit)
    .map<SearchResult>((profile) => ({
      kind: 'candidate',
      id: profile.id,
      label: candidateName(profile),
      detail: profile.email ?? '',
      href: `/app/candidates/${profile.id}`,
    }));
  return [...jobResults, ...candidateResults];
}
