// The email feature's live reads.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import {
  readCandidateTimeline,
  readEmailTarget,
  readTemplates,
  type EmailTarget,
  type TemplateItem,
  type TimelineEntry,
} from './emailReads';

export function useTemplates(): TemplateItem[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readTemplates(db), [db]);
}

/** null: no such candidate; undefined while loading. */
export function useEmailTarget(candidateId: string): EmailTarget | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readEmailTarget(db, candidateId), [db, candidateId]);
}

export function useCandidateTimeline(candidateId: string): TimelineEntry[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readCandidateTimeline(db, candidateId), [db, candidateId]);
}
