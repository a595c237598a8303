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

/** The index's jobs and profiles by id with their searched fields lowercased, once per version. */
interface SearchTable<T> {
  entries: readonly T[];
  fields: string[][];
}
let tablesCache: {
  index: LocalIndex;
  version: number;
  jobs: SearchTable<JobEntry>;
  profiles: SearchTable<ProfileEntry>;
} | null = null;

function table<T>(entries: readonly T[], fields: (entry: T) => (string | null)[]): SearchTable<T> {
  return { entries, fields: entries.map((entry) => fields(entry).map((field) => (field ?? '').toLowerCase())) };
}

function searchTables(index: LocalIndex) {
  if (!tablesCache || tablesCache.index !== index || tablesCache.version !== index.version) {
    tablesCache = {
      index,
      version: index.version,
      jobs: table(index.sorted('jobs', 'byId'), (job) => [job.title, job.location, ...job.skills]),
      profiles: table(index.sorted('profiles', 'byId'), (profile) => [candidateName(profile), profile.email]),
    };
  }
  return tablesCache;
}

function firstMatches<T>({ entries, fields }: SearchTable<T>, needle: string): T[] {
  const found: T[] = [];
  for (let i = 0; i < entries.length && found.length < SEARCH_LIMIT_PER_KIND; i++) {
    if (fields[i].some((field) => field.includes(needle))) found.push(entries[i]);
  }
  return found;
}

/** The search over a loaded index (synchronous: a keystroke's answer in the same frame). */
export function searchIndex(index: LocalIndex, query: string): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const { jobs, profiles } = searchTables(index);
  return [...firstMatches(jobs, needle).map(jobResult), ...firstMatches(profiles, needle).map(candidateResult)];
}
