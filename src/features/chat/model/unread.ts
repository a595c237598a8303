// Unread messages of a conversation for one member: those others wrote after the member's read
// mark. A message of one's own is never unread; without a mark, everything others wrote is.
import type { ConversationMessage } from '@/db';

type Counted = Pick<ConversationMessage, 'author_id' | 'created_at'>;

export function unreadCount(messages: readonly Counted[], readAt: string | null, userId: string): number {
  let n = 0;
  for (const m of messages) if (m.author_id !== userId && (readAt === null || m.created_at > readAt)) n += 1;
  return n;
}

/** The read mark after reading `messages`: the newest message's time (never moving back). */
export function readMarkAfter(messages: readonly Counted[], current: string | null): string | null {
  let mark = current;
  for (const m of messages) if (mark === null || m.created_at > mark) mark = m.created_at;
  return mark;
}
