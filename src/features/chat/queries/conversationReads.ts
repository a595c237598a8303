// Chat's reads of the company store (the hooks run them in live queries). Every read of messages
// goes through the `[conversation_id+created_at]` index, one conversation at a time: the last
// message is the range's last key, the unread ones are the range after the read mark. Nothing
// scans the messages of the whole store, so the list stays fast however many there are.
import Dexie from 'dexie';
import type { CompanyDb, Conversation, ConversationMessage } from '@/db';
import { conversationReadId } from '../model/conversationIds';
import { conversationTitle } from '../model/conversationTitle';
import { threadMessage, threadOrder, type ThreadMessage } from '../model/threadOrder';

export interface ConversationListItem {
  id: string;
  kind: string;
  title: string;
  /** The newest message (acknowledged or not); null for a channel nobody has written in. */
  last: Pick<ConversationMessage, 'body' | 'author_id' | 'created_at'> | null;
  unread: number;
}

const range = (conversationId: string, from: unknown = Dexie.minKey) =>
  [
    [conversationId, from],
    [conversationId, Dexie.maxKey],
  ] as const;

function messagesOf(db: CompanyDb, conversationId: string, after?: string | null) {
  const [lower, upper] = range(conversationId, after ?? Dexie.minKey);
  // After the mark: the mark's own message has been read.
  return db.conversationMessages.where('[conversation_id+created_at]').between(lower, upper, !after, true);
}

/** The member's read mark of a conversation (the store holds only the member's own marks). */
export async function readMark(db: CompanyDb, conversationId: string): Promise<string | null> {
  const mark = await db.conversationReads.get(conversationReadId(db.companyId, conversationId, db.userId));
  return mark?.read_at ?? null;
}

/** Messages others wrote after the member's read mark. */
export async function unreadIn(db: CompanyDb, conversationId: string): Promise<number> {
  const mark = await readMark(db, conversationId);
  return messagesOf(db, conversationId, mark)
    .filter((m) => m.author_id !== db.userId)
    .count();
}

/** The conversations the member sees: channels always; the others once they hold a message. */
async function visibleConversations(db: CompanyDb): Promise<Conversation[]> {
  const all = await db.conversations.toArray();
  // A direct conversation is its two members' (the server gives no other; the store says so too).
  return all.filter((c) => c.kind !== 'direct' || c.member_ids.includes(db.userId));
}

/**
 * The list under "Hiring assistant": channels first (by name), then the candidate, job and direct
 * conversations that have a message, newest activity first.
 */
export async function readConversationList(db: CompanyDb): Promise<ConversationListItem[]> {
  const conversations = await visibleConversations(db);
  const members = await db.companyMembers.toArray();
  const items = await Promise.all(
    conversations.map(async (c): Promise<ConversationListItem | null> => {
      const last = (await messagesOf(db, c.id).last()) ?? null;
      if (!last && c.kind !== 'channel') return null;
      const [profile, job, unread] = await Promise.all([
        c.candidate_id ? db.profiles.get(c.candidate_id) : undefined,
        c.job_id ? db.jobs.get(c.job_id) : undefined,
        unreadIn(db, c.id),
      ]);
      return {
        id: c.id,
        kind: c.kind,
        title: conversationTitle(c, db.userId, { profile, job, members }),
        last: last && { body: last.body, author_id: last.author_id, created_at: last.created_at },
        unread,
      };
    }),
  );
  const listed = items.filter((i): i is ConversationListItem => i !== null);
  const channels = listed.filter((i) => i.kind === 'channel').sort((a, b) => a.title.localeCompare(b.title));
  const others = listed
    .filter((i) => i.kind !== 'channel')
    .sort((a, b) => (b.last!.created_at > a.last!.created_at ? 1 : b.last!.created_at < a.last!.created_at ? -1 : 0));
  return [...channels, ...others];
}

/** Everything unread in Chat: the side bar's count. */
export async function readTotalUnread(db: CompanyDb): Promise<number> {
  const conversations = await visibleConversations(db);
  const counts = await Promise.all(conversations.map((c) => unreadIn(db, c.id)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/**
 * A thread's messages in order (threadOrder), with the writes the server refused: a refused edit
 * marks its message, a refused new message (its row has left the store) is shown from the outbox.
 */
export async function readThread(db: CompanyDb, conversationId: string): Promise<ThreadMessage[]> {
  const [rows, failed] = await Promise.all([
    messagesOf(db, conversationId).toArray(),
    db.outbox.where('status').equals('failed').toArray(),
  ]);
  const refusedById = new Map<string, { seq: number; reason: string; body: unknown; at: number; conv: unknown }>();
  for (const e of failed) {
    if (e.table !== 'conversation_messages' || e.op !== 'upsert' || e.seq === undefined) continue;
    refusedById.set(e.rowId, {
      seq: e.seq,
      reason: e.error?.message ?? 'Rejected by the server',
      body: e.patch.body,
      at: e.createdAt,
      conv: e.patch.conversation_id,
    });
  }
  const messages = rows.map((row) => {
    const refused = refusedById.get(row.id);
    refusedById.delete(row.id);
    return threadMessage(row, refused ? { seq: refused.seq, reason: refused.reason } : null);
  });
  for (const [id, r] of refusedById) {
    if (r.conv !== conversationId || typeof r.body !== 'string') continue;
    messages.push({
      id,
      authorId: db.userId,
      body: r.body,
      mentionedIds: [],
      createdAt: new Date(r.at).toISOString(),
      edited: false,
      pending: false,
      unsent: true,
      refused: { seq: r.seq, reason: r.reason },
    });
  }
  return threadOrder(messages);
}

/**
 * A conversation's title for its thread's header, and whether it can be shown: a conversation on
 * this device always can; one an about link derives (not written in yet) only when what it is
 * about is here — the candidate, the job, the colleague.
 */
export async function readConversationTitle(
  db: CompanyDb,
  conversation: Pick<Conversation, 'id' | 'kind' | 'name' | 'member_ids' | 'candidate_id' | 'job_id'>,
): Promise<{ title: string; found: boolean }> {
  const [row, profile, job, members] = await Promise.all([
    db.conversations.get(conversation.id),
    conversation.candidate_id ? db.profiles.get(conversation.candidate_id) : undefined,
    conversation.job_id ? db.jobs.get(conversation.job_id) : undefined,
    db.companyMembers.toArray(),
  ]);
  const subjectHere =
    conversation.kind === 'candidate'
      ? Boolean(profile)
      : conversation.kind === 'job'
        ? Boolean(job)
        : conversation.kind === 'direct'
          ? conversation.member_ids.every((id) => members.some((m) => m.user_id === id))
          : true;
  return {
    title: conversationTitle(conversation, db.userId, { profile, job, members }),
    found: Boolean(row) || subjectHere,
  };
}
