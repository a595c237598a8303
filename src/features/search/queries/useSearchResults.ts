import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import type { SearchResult } from '../model/globalSearch';
import { readSearchResults } from './searchResults';

/** Search results for the query, recomputed from the local store as it changes. */
export function useSearchResults(query: string): SearchResult[] {
  const db = useCompanyDb();
  return useLiveQuery(() => readSearchResults(db, query), [db, query]) ?? [];
}
