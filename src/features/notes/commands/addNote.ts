// Adds a note on a candidate: stored locally at once and queued, so it survives offline and
// reaches the other devices (spec: browser only; here: synced). The members it @mentions travel
// with it (`mentioned_ids`); the server notifies each one that is a member of the company.
import { newId, upsertRow, type CompanyDb } from '@/db';

export async function addNote(
  db: CompanyDb,
  candidateId: string,
  content: string,
  /** The author's user id, shown until the server's own stamp (the same id) comes back. */
  createdBy: string | null,
  /** The members the text still names (see survivingMentionIds). */
  mentionedIds: readonly string[] = [],
): Promise<string> {
  const id = newId();
  await upsertRow(db, 'notes', id, {
    candidate_id: candidateId,
    content: content.trim(),
    created_by: createdBy,
    // Only when there are some: a note without mentions is written exactly as before.
    ...(mentionedIds.length > 0 ? { mentioned_ids: [...mentionedIds] } : {}),
  });
  return id;
}
