import { useMemo } from 'react';
import { useLocalIndex } from '@/db/react';
import type { SearchResult } from '../model/globalSearch';
import { searchIndex } from './searchResults';

/**
 * Search results for the query from the in-memory index, recomputed when the index changes
 * (writes here, the pull, other tabs). Empty until the index has loaded.
 */
export function useSearchResults(query: string): SearchResult[] {
  const { index, version, ready } = useLocalIndex();
  return useMemo(
    () => (ready ? searchIndex(index, query) : []),
    // `version` is the index's content: a change re-runs the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [index, version, ready, query],
  );
}
