// Notes on a candidate, newest first (synced: they follow the recruiter to every device).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import { type Note } from '../../../db';

export function useNotes(candidateId: string): Note[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(
    async () =>
      (await db.notes.where('candidate_id').equals(candidateId).toArray())
        .filter((n) => !n.deleted_at)
        .sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [db, candidateId],
  );
}
