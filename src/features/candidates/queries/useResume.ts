// A resume for download: the copy kept in `resumeCache` (filled while online) so it opens offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { type ResumeCacheEntry } from '@/db';
import { readCachedResume } from './candidateReads';

/** The cached resume of an application (key = cv_url); null when not cached, undefined while loading. */
export function useCachedResume(cvUrl: string | null): ResumeCacheEntry | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (cvUrl ? readCachedResume(db, cvUrl) : null), [db, cvUrl]);
}
