// Chat messages of the creator (spec §3 "Chat message"). Each message is one insert-only row of
// `job_draft_messages`, so turns written on two devices at once are all kept; the conversation is
// those rows in (created_at, id) order. (Drafts of older builds held one `messages` array.)
export interface CreatorMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

/** The columns of a `job_draft_messages` row the conversation reads. */
export interface CreatorMessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  deleted_at?: string | null;
}

/** The conversation's order: by time written (as instants, whatever the ISO spelling), then id. */
export function compareCreatorMessages(
  a: Pick<CreatorMessageRow, 'id' | 'created_at'>,
  b: Pick<CreatorMessageRow, 'id' | 'created_at'>,
): number {
  const byTime = instant(a.created_at) - instant(b.created_at);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function instant(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return 0;
  // Date.parse keeps milliseconds only; the server may answer microseconds (legacy backfill).
  const micros = /\.\d{3}(\d{1,3})/.exec(iso)?.[1];
  return ms + (micros ? Number(micros.padEnd(3, '0')) / 1000 : 0);
}

/**
 * The conversation from its rows: live rows only, in order, each answer right after its question.
 *
 * Time order alone is not enough: a device stamps its question and answer a millisecond apart,
 * and another device's question written in that same millisecond would sort between them by id.
 * So an answer (its id is `replyIdFor(question.id)`) takes its question's place in the order and
 * follows it; an answer whose question is gone keeps its own place.
 */
export function creatorMessagesFromRows(rows: readonly CreatorMessageRow[]): CreatorMessage[] {
  const live = rows.filter((row) => !row.deleted_at);
  const questionOfReply = new Map(live.map((row) => [replyIdFor(row.id), row]));
  const placed = live.map((row) => {
    const question = row.role === 'assistant' ? questionOfReply.get(row.id) : undefined;
    return { row, place: question ?? row, answer: question ? 1 : 0 };
  });
  placed.sort((a, b) => compareCreatorMessages(a.place, b.place) || a.answer - b.answer);
  return placed.map(({ row }) => ({ id: row.id, role: row.role, content: row.content, timestamp: row.created_at }));
}

/**
 * Times for `count` new messages: now, but always after the latest message already in the
 * conversation (a millisecond apart), so a device whose clock is behind still adds its messages
 * after the ones it has seen, and a question and its answer written together keep their order.
 */
export function nextMessageTimes(latest: string | null, count: number, now = new Date()): string[] {
  let at = Math.max(now.getTime(), latest ? Math.floor(instant(latest)) + 1 : Number.NEGATIVE_INFINITY);
  const times: string[] = [];
  for (let i = 0; i < count; i++, at++) times.push(new Date(at).toISOString());
  return times;
}

/**
 * The id of the assistant's answer to a message: derived from the message's id, so two devices
 * (or tabs) answering the same message write the same row, and the chat shows one answer.
 */
export function replyIdFor(messageId: string): string {
  return derivedId(`${messageId}:reply`);
}

/** A UUID-shaped id (version 8, "custom") derived from `seed` by a 128-bit hash. Pure. */
export function derivedId(seed: string): string {
  let h1 = 0x6a09e667;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const hex = [h1, h2, h3, h4].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function creatorMessage(role: CreatorMessage['role'], content: string, now = new Date()): CreatorMessage {
  return { id: crypto.randomUUID(), role, content, timestamp: now.toISOString() };
}

export function creatorMessagesFrom(stored: unknown[] | null | undefined): CreatorMessage[] {
  return (stored ?? []).flatMap((m) => {
    if (!m || typeof m !== 'object') return [];
    const message = m as Partial<CreatorMessage>;
    if ((message.role !== 'user' && message.role !== 'assistant') || typeof message.content !== 'string') return [];
    return [
      {
        id: typeof message.id === 'string' ? message.id : crypto.randomUUID(),
        role: message.role,
        content: message.content,
        timestamp: typeof message.timestamp === 'string' ? message.timestamp : new Date(0).toISOString(),
      },
    ];
  });
}

/**
 * The assistant owes a reply when the last message is the user's. The screen answers it after the
 * 1 s delay — also after a reload or on another device, which is how a draft resumes mid-turn.
 */
export function awaitingReply(messages: readonly CreatorMessage[]): CreatorMessage | null {
  const last = messages.at(-1);
  return last?.role === 'user' ? last : null;
}

export const CREATOR_DOCUMENT_TYPES = ['.pdf', '.doc', '.docx', '.txt'] as const;

export function isCreatorDocument(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return CREATOR_DOCUMENT_TYPES.some((ext) => lower.endsWith(ext));
}

export const uploadedMessage = (fileName: string) => `Uploaded: ${fileName}`;

/**
 * How long before this device answers a user message (issue #9 D5, two devices on one draft).
 * The device where the recruiter typed it answers after the spec's reply delay. Another device
 * that sees it through sync waits until the message is `graceMs` old, so the device that wrote it
 * answers first: two devices answering at once would each move the draft's step. If the writing
 * device never answers (closed, offline), this one does after the grace. Pure.
 */
export function replyDelayMs(writtenHere: boolean, ageMs: number, replyDelay: number, graceMs: number): number {
  if (writtenHere) return replyDelay;
  return Math.max(replyDelay, graceMs - ageMs);
}
