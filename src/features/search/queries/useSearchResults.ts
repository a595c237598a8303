import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import { globalSearch, type SearchResult } from '../model/globalSearch';

/** Search results for the query, recomputed from the local store as it changes. */
export function useSearchResults(query: string): SearchResult[] {
  const db = useCompanyDb();
  return (
    useLiveQuery(async () => {
      if (!query.trim()) return [];
      const [jobs, profiles] = await Promise.all([db.jobs.toArray(), db.profiles.toArray()]);
      return globalSearch(
        query,
        jobs.filter((j) => !j.deleted_at),
        profiles.filter((p) => !p.deleted_at),
      );
    }, [db, query]) ?? []
  );
}
