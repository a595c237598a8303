// Notes on a candidate, newest first (synced: they follow the recruiter to every device).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { type Note } from '@/db';
import { readNotes } from './noteReads';

export function useNotes(candidateId: string): Note[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readNotes(db, candidateId), [db, candidateId]);
}
