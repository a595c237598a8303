// Notes as plain reads of the company store (useNotes runs them in a live query).
import type { CompanyDb, Note } from '@/db';

/** Notes on a candidate, newest first (by the candidate_id index). */
export async function readNotes(db: CompanyDb, candidateId: string): Promise<Note[]> {
  const notes = await db.notes.where('candidate_id').equals(candidateId).toArray();
  return notes.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
