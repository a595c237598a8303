// The top bar's search over the in-memory index of the company store (db/localIndex.ts): no
// store read per keystroke. The answer is `globalSearch` over the store's jobs and profiles
// (the same fields, the same case-insensitive substring rule, the same first five of each kind in
// the store's order); this walk stops at the fifth match and lowercases each field once per row.
import type { CompanyDb } from '@/db';
import { localIndexOf, type JobEntry, type LocalIndex, type ProfileEntry } from '@/db/localIndex';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { SEARCH_LIMIT_PER_KIND, candidateResult, jobResult, type SearchResult } from '../model/globalSearch';

/** Jobs and candidates matching the query; none for a blank query. */
export async function readSearchResults(db: CompanyDb, query: string): Promise<SearchResult[]> {
  if (!query.trim()) return [];
  return searchIndex(await localIndexOf(db).ready(), query);
}

const fieldCache = new WeakMap<object, string[]>();
function lowered<T extends object>(entry: T, fields: (entry: T) => (string | null)[]): string[] {
  let cached = fieldCache.get(entry);
  if (!cached) fieldCache.set(entry, (cached = fields(entry).map((field) => (field ?? '').toLowerCase())));
  return cached;
}
const jobFields = (job: JobEntry) => [job.title, job.location, ...job.skills];
const profileFields = (profile: ProfileEntry) => [candidateName(profile), profile.email];

function firstMatches<T extends object>(
  entries: readonly T[],
  fields: (entry: T) => (string | null)[],
  needle: string,
) {
  const found: T[] = [];
  for (const entry of entries) {
    if (lowered(entry, fields).some((field) => field.includes(needle))) found.push(entry);
    if (found.length === SEARCH_LIMIT_PER_KIND) break;
  }
  return found;
}

/** The search over a loaded index (synchronous: a keystroke's answer in the same frame). */
export function searchIndex(index: LocalIndex, query: string): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return [
    ...firstMatches(index.sorted('jobs', 'byId'), jobFields, needle).map(jobResult),
    ...firstMatches(index.sorted('profiles', 'byId'), profileFields, needle).map(candidateResult),
  ];
}
