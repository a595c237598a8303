// The status page's writes: a reply to the hiring team and a withdrawal. Each is ONE Dexie
// transaction that records the write on the page's stored record (so the page shows it at once,
// offline too) and queues the RPC in the public outbox (so it reaches the server once the
// connection is back, and only once: both RPCs are idempotent, on the reply's id and on the
// application). The outbox entry is the only place the raw token is stored, and only until it is
// sent; the public engine (sync/) sends it like the apply chat's `submit_application`.
import { discardFailed, enqueue, newId, retryFailed, type PublicDb, type StatusPageRecord } from '@/db';
import { replyProblem, STATUS_REPLY_RPC, STATUS_WITHDRAW_RPC, statusWrites } from '../model/statusPageView';

export interface StatusLink {
  /** The token of the link (from the URL). */
  token: string;
  /** statusPageKey(token): the stored record's key. */
  key: string;
}

/**
 * Queues `body` as a reply and shows it at once ("Sending…"). Returns the reply's id, or throws
 * when the body is not a valid reply or the page has not been loaded on this device.
 */
export async function sendStatusReply(
  db: PublicDb,
  link: StatusLink,
  body: string,
  now: Date = new Date(),
): Promise<string> {
  const problem = replyProblem(body);
  if (problem) throw new Error(problem);
  const text = body.trim();
  const id = newId();
  await db.transaction('rw', db.statusPages, db.outbox, async () => {
    const record = await pageRecord(db, link.key);
    await db.statusPages.put({
      ...record,
      localReplies: [...record.localReplies, { id, body: text, created_at: now.toISOString() }],
    });
    await enqueue(db, {
      table: '',
      op: 'rpc',
      // A group of its own: one refused write never holds the others back.
      group: `status-reply:${id}`,
      rpc: { fn: STATUS_REPLY_RPC, args: { p_token: link.token, p_message_id: id, p_body: text } },
    });
  });
  return id;
}

/**
 * Queues the withdrawal of `applicationId` and shows it at once. A second tap (or a second tab)
 * finds it already written and changes nothing.
 */
export async function withdrawApplication(
  db: PublicDb,
  link: StatusLink,
  applicationId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction('rw', db.statusPages, db.outbox, async () => {
    const record = await pageRecord(db, link.key);
    const application = record.page?.applications.find((a) => a.id === applicationId);
    if (!application) throw new Error('This application is not on the page.');
    if (application.withdrawn_at) return;
    if (record.localWithdrawals.some((withdrawal) => withdrawal.applicationId === applicationId)) return;
    await db.statusPages.put({
      ...record,
      localWithdrawals: [...record.localWithdrawals, { applicationId, at: now.toISOString() }],
    });
    await enqueue(db, {
      table: '',
      op: 'rpc',
      group: `status-withdraw:${applicationId}`,
      rpc: { fn: STATUS_WITHDRAW_RPC, args: { p_token: link.token, p_application_id: applicationId } },
    });
  });
}

/** Sends a refused reply or withdrawal again. */
export async function retryStatusWrite(db: PublicDb, seq: number): Promise<void> {
  await retryFailed(db, seq);
}

/**
 * Gives up a refused write: its outbox entry goes, and so does what the page showed for it (the
 * reply leaves the list; the application shows its own status again, with Withdraw).
 */
export async function discardStatusWrite(db: PublicDb, key: string, seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.status !== 'failed') return;
    const { replies, withdrawals } = statusWrites([entry]);
    await discardFailed(db, seq);
    const record = await db.statusPages.get(key);
    if (!record) return;
    await db.statusPages.put({
      ...record,
      localReplies: record.localReplies.filter((reply) => !replies.has(reply.id)),
      localWithdrawals: record.localWithdrawals.filter((withdrawal) => !withdrawals.has(withdrawal.applicationId)),
    });
  });
}

async function pageRecord(db: PublicDb, key: string): Promise<StatusPageRecord> {
  const record = await db.statusPages.get(key);
  if (!record?.page || record.invalid) throw new Error('This page has not loaded yet.');
  return record;
}
