// Reading the creator's conversation from the local store: the draft's message rows in
// (created_at, id) order. Used by the commands (inside their transactions) and the live queries.
import type { CompanyDb } from '@/db';
import { creatorMessagesFromRows, type CreatorMessage } from '../model/creatorMessage';

export async function readCreatorMessages(db: CompanyDb, draftId: string): Promise<CreatorMessage[]> {
  return creatorMessagesFromRows(await db.jobDraftMessages.where('draft_id').equals(draftId).toArray());
}

/** Whether the recruiter has said anything in the draft yet. */
export async function hasUserMessages(db: CompanyDb, draftId: string): Promise<boolean> {
  return (
    (await db.jobDraftMessages
      .where('draft_id')
      .equals(draftId)
      .filter((m) => m.role === 'user')
      .count()) > 0
  );
}
