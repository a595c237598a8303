// The candidates list's window, live: re-read when the store changes and, while searching, when
// the search index does (a pulled page can add matches).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useCompanyDb } from '@/db/react';
import { localIndexOf } from '@/db/localIndex';
import { useRevisitedLiveQuery } from '@/db/useRevisitedLiveQuery';
import type { CandidateFilters } from '../model/candidateFilters';
import {
  CANDIDATE_WINDOW_PAGE,
  prepareCandidateSearch,
  readCandidateWindow,
  type CandidateWindow,
} from './candidateWindow';

/** The window covering [start, end) (rounded out to whole pages); undefined until the first read. */
export function useCandidateWindow(filters: CandidateFilters, start: number, end: number): CandidateWindow | undefined {
  const db = useCompanyDb();
  useEffect(() => prepareCandidateSearch(db), [db]);
  const searching = filters.query.trim() !== '';
  const index = localIndexOf(db);
  const subscribe = useCallback(
    (listener: () => void) => (searching ? index.subscribe(listener) : () => undefined),
    [index, searching],
  );
  const version = useSyncExternalStore(subscribe, () => (searching ? index.version : 0));
  const offset = Math.floor(start / CANDIDATE_WINDOW_PAGE) * CANDIDATE_WINDOW_PAGE;
  const limit = Math.max(
    CANDIDATE_WINDOW_PAGE,
    Math.ceil(end / CANDIDATE_WINDOW_PAGE) * CANDIDATE_WINDOW_PAGE - offset,
  );
  const { query, stage, tab } = filters;
  // Opened again, it shows what it showed last while it reads the store (useRevisitedLiveQuery).
  return useRevisitedLiveQuery(db, 'candidates', () => readCandidateWindow(db, { query, stage, tab }, offset, limit), [
    query,
    stage,
    tab,
    offset,
    limit,
    version,
  ]);
}
