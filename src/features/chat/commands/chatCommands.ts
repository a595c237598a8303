// What a member does in Chat, each through the outbox like every other write (docs/chat.md): it
// shows at once, goes out once, and is answered by the server's own row (author, time).
import { deleteRow, newId, upsertRow, type CompanyDb, type Conversation } from '@/db';
import { conversationReadId } from '../model/conversationIds';

/** What a conversation is about: enough to open it (its id is derived from this; channels aside). */
export type ConversationAbout = Pick<Conversation, 'id' | 'kind' | 'name' | 'candidate_id' | 'job_id' | 'member_ids'>;

/**
 * Sends a message, opening the conversation first if this device has not got it (a candidate's,
 * a job's or a direct conversation is listed in Chat once it has a message). Returns its id.
 */
export async function sendMessage(
  db: CompanyDb,
  conversation: ConversationAbout,
  body: string,
  mentionedIds: readonly string[] = [],
): Promise<string> {
  const id = newId();
  await db.transaction('rw', db.conversations, db.conversationMessages, db.conversationReads, db.outbox, async () => {
    if (!(await db.conversations.get(conversation.id))) {
      await upsertRow(db, 'conversations', conversation.id, {
        kind: conversation.kind,
        name: conversation.name,
        candidate_id: conversation.candidate_id,
        job_id: conversation.job_id,
        member_ids: [...conversation.member_ids],
      });
    }
    await upsertRow(db, 'conversation_messages', id, {
      conversation_id: conversation.id,
      body: body.trim(),
      mentioned_ids: [...mentionedIds],
      // server-set; kept locally so the message reads as the writer's before the push
      author_id: db.userId,
    });
  });
  return id;
}

export async function editMessage(
  db: CompanyDb,
  id: string,
  body: string,
  mentionedIds: readonly string[],
): Promise<void> {
  await upsertRow(db, 'conversation_messages', id, { body: body.trim(), mentioned_ids: [...mentionedIds] });
}

export async function deleteMessage(db: CompanyDb, id: string): Promise<void> {
  await deleteRow(db, 'conversation_messages', id);
}

/** Moves the member's read mark of a conversation forward to `readAt` (never back). */
export async function markConversationRead(db: CompanyDb, conversationId: string, readAt: string): Promise<void> {
  const id = conversationReadId(db.companyId, conversationId, db.userId);
  await db.transaction('rw', db.conversationReads, db.outbox, async () => {
    const mark = await db.conversationReads.get(id);
    if (mark && mark.read_at >= readAt) return;
    await upsertRow(db, 'conversation_reads', id, {
      conversation_id: conversationId,
      read_at: readAt,
      user_id: db.userId,
    });
  });
}

/** A new channel (owners and admins; the server refuses other roles in words). */
export async function addChannel(db: CompanyDb, name: string): Promise<string> {
  const id = newId();
  await upsertRow(db, 'conversations', id, {
    kind: 'channel',
    name: name.trim().replace(/^#+/, '').trim(),
    candidate_id: null,
    job_id: null,
    member_ids: [],
  });
  return id;
}
