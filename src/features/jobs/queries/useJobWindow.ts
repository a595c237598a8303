// The jobs list's window, live (see readJobWindow); while searching it also follows the index.
import { useCallback, useSyncExternalStore } from 'react';
import { useCompanyDb } from '@/db/react';
import { localIndexOf } from '@/db/localIndex';
import { useRevisitedLiveQuery } from '@/db/useRevisitedLiveQuery';
import type { JobTab } from '../model/jobFilters';
import { JOB_WINDOW_PAGE, readJobWindow, type JobWindow } from './jobWindow';

export function useJobWindow(
  query: string,
  tab: JobTab,
  start: number,
  end: number,
  planId = '',
): JobWindow | undefined {
  const db = useCompanyDb();
  const searching = query.trim() !== '';
  const index = localIndexOf(db);
  const subscribe = useCallback(
    (listener: () => void) => (searching ? index.subscribe(listener) : () => undefined),
    [index, searching],
  );
  const version = useSyncExternalStore(subscribe, () => (searching ? index.version : 0));
  const offset = Math.floor(start / JOB_WINDOW_PAGE) * JOB_WINDOW_PAGE;
  const limit = Math.max(JOB_WINDOW_PAGE, Math.ceil(end / JOB_WINDOW_PAGE) * JOB_WINDOW_PAGE - offset);
  // Opened again, it shows what it showed last while it reads the store (useRevisitedLiveQuery).
  return useRevisitedLiveQuery(db, 'jobs', () => readJobWindow(db, query, tab, offset, limit, planId), [
    query,
    tab,
    offset,
    limit,
    planId,
    version,
  ]);
}
