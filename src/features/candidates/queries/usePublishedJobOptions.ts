// Jobs offered by the Add Candidate dialog, live (spec §7).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { readPublishedJobOptions } from './candidateReads';

export function usePublishedJobOptions(): { value: string; label: string }[] {
  const db = useCompanyDb();
  return useLiveQuery(() => readPublishedJobOptions(db), [db]) ?? [];
}
