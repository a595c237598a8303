// The top bar's search as a plain read of the company store (useSearchResults runs it live).
import type { CompanyDb } from '@/db';
import { globalSearch, type SearchResult } from '../model/globalSearch';

/** Jobs and candidates matching the query; none for a blank query (nothing is read then). */
export async function readSearchResults(db: CompanyDb, query: string): Promise<SearchResult[]> {
  if (!query.trim()) return [];
  const [jobs, profiles] = await Promise.all([db.jobs.toArray(), db.profiles.toArray()]);
  return globalSearch(query, jobs, profiles);
}
