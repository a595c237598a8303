// The order of a thread. Messages the server has acknowledged go by the server's time (author and
// time are the server's, so every device shows one order). The device's own messages not yet
// acknowledged go after them, in the order they were written: the device's clock cannot be
// compared with the server's, and putting them last keeps a message where it was typed until the
// server's row arrives. A message the server refused (its row has left the store) stays last too,
// with the reason, until it is retried or discarded.
import type { ConversationMessage } from '@/db';

export interface ThreadMessage {
  id: string;
  authorId: string | null;
  body: string;
  mentionedIds: readonly string[];
  /** The server's time once acknowledged; the device's time of writing before. */
  createdAt: string;
  edited: boolean;
  /** Written (or changed) here and not yet acknowledged: "Sending…". */
  pending: boolean;
  /** Never acknowledged by the server (a new message), so it goes after the acknowledged ones. */
  unsent: boolean;
  /** The server refused this write: its reason, and the outbox entry to retry or discard. */
  refused: { seq: number; reason: string } | null;
}

/** A message row as the thread shows it (`refused` when a write of it was refused). */
export function threadMessage(row: ConversationMessage, refused: ThreadMessage['refused'] = null): ThreadMessage {
  return {
    id: row.id,
    authorId: row.author_id,
    body: row.body,
    mentionedIds: row.mentioned_ids,
    createdAt: row.created_at,
    edited: Boolean(row.edited_at),
    pending: Boolean(row._pending),
    // version 0: the row was made here and the server has not answered for it yet
    unsent: !row.version,
    refused,
  };
}

const byTimeThenId = (a: ThreadMessage, b: ThreadMessage) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Acknowledged messages by the server's time, then the device's unsent ones in the order written. */
export function threadOrder(messages: readonly ThreadMessage[]): ThreadMessage[] {
  const acknowledged = messages.filter((m) => !m.unsent).sort(byTimeThenId);
  const unsent = messages.filter((m) => m.unsent).sort(byTimeThenId);
  return [...acknowledged, ...unsent];
}

/** The newest acknowledged message's time: how far opening the thread reads it. */
export function newestAcknowledged(messages: readonly ThreadMessage[]): string | null {
  let newest: string | null = null;
  for (const m of messages) if (!m.unsent && (newest === null || m.createdAt > newest)) newest = m.createdAt;
  return newest;
}
