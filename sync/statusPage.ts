// The applicant status page's read (issue 25 §4, docs/messaging.md "Status page"). The page is a
// live query over the public store; this fetches `status_page` for the link's token through the
// public engine's client (the anon key, or whatever session the browser has) and writes the answer
// into the store, keyed by a hash of the token. The page's writes (replies, withdrawals) are
// ordinary `rpc` entries of the public outbox, sent by the public engine; when one of them leaves
// the outbox (sent), the page is fetched again so the server's own copy replaces the local one.
import type { SupabaseClient } from '@supabase/supabase-js';
import { liveQuery } from 'dexie';
import * as v from 'valibot';
import type { OutboxEntry, PublicDb, StatusPage, StatusPageRecord } from '../src/db/schema.ts';
import { parseAnswer } from './contract.ts';
import { classifyFailure } from './errors.ts';

/**
 * The fields the page may show. `v.object` drops every other key of the answer: whatever the
 * server might add later, nothing but these reaches the store (no rating, note, stage, panel).
 */
export const StatusPageSchema = v.object({
  candidate: v.object({ first_name: v.string() }),
  company: v.object({ name: v.string() }),
  applications: v.array(
    v.object({
      id: v.string(),
      job_id: v.string(),
      job_title: v.string(),
      status_label: v.string(),
      applied_at: v.string(),
      withdrawn_at: v.nullable(v.string()),
      can_withdraw: v.boolean(),
    }),
  ),
  interviews: v.array(
    v.object({
      id: v.string(),
      job_title: v.string(),
      starts_at: v.string(),
      duration_minutes: v.number(),
      location: v.nullable(v.string()),
      video_url: v.nullable(v.string()),
      ics_sequence: v.number(),
      status: v.string(),
    }),
  ),
  messages: v.array(v.object({ id: v.string(), body: v.string(), created_at: v.string() })),
});

/** SQLSTATE of "This link is no longer valid." (an unknown or revoked token: one answer for both). */
export const INVALID_LINK_CODE = 'P0002';
const STATUS_RPCS = new Set(['status_reply', 'status_withdraw']);
const OFFLINE = "You're offline.";

export interface StatusLink {
  token: string;
  /** statusPageKey(token) (src/features/status-page/model/statusPageKey.ts) */
  key: string;
}

export type RefreshResult = 'ok' | 'invalid' | 'failed';

/** Fetches the page once and stores what the server said (the page, "no longer valid", or the failure). */
export async function refreshStatusPage(
  db: PublicDb,
  client: SupabaseClient,
  link: StatusLink,
): Promise<RefreshResult> {
  let data: unknown;
  try {
    const answer = await client.rpc('status_page', { p_token: link.token });
    if (answer.error) {
      const failure = classifyFailure(answer.error, answer.status);
      if (failure.code === INVALID_LINK_CODE) {
        await storeInvalid(db, link);
        return 'invalid';
      }
      await storeFetchFailure(db, link.key, failure.network ? OFFLINE : "The page couldn't be refreshed.");
      return 'failed';
    }
    data = answer.data;
  } catch {
    await storeFetchFailure(db, link.key, OFFLINE);
    return 'failed';
  }
  let page: StatusPage;
  try {
    page = parseAnswer(StatusPageSchema, data, 'status_page');
  } catch {
    await storeFetchFailure(db, link.key, "The page couldn't be refreshed.");
    return 'failed';
  }
  await storePage(db, link.key, page);
  return 'ok';
}

const emptyRecord = (key: string): StatusPageRecord => ({
  key,
  page: null,
  invalid: false,
  fetchedAt: null,
  fetchError: null,
  localReplies: [],
  localWithdrawals: [],
});

/**
 * The server's page replaces the stored one. What this device wrote stays shown until the server's
 * page has it: a reply until its id is among the messages, a withdrawal until the application has
 * `withdrawn_at` (a page fetched before the write arrived must not hide it). One transaction, so a
 * reply written meanwhile is never lost between the read and the put.
 */
export async function storePage(db: PublicDb, key: string, page: StatusPage, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.statusPages, async () => {
    const record = (await db.statusPages.get(key)) ?? emptyRecord(key);
    const replied = new Set(page.messages.map((message) => message.id));
    const withdrawn = new Set(page.applications.filter((a) => a.withdrawn_at).map((a) => a.id));
    await db.statusPages.put({
      ...record,
      page,
      invalid: false,
      fetchedAt: now,
      fetchError: null,
      localReplies: record.localReplies.filter((reply) => !replied.has(reply.id)),
      localWithdrawals: record.localWithdrawals.filter((w) => !withdrawn.has(w.applicationId)),
    });
  });
}

export async function storeFetchFailure(db: PublicDb, key: string, error: string): Promise<void> {
  await db.transaction('rw', db.statusPages, async () => {
    const record = (await db.statusPages.get(key)) ?? emptyRecord(key);
    await db.statusPages.put({ ...record, fetchError: error });
  });
}

/**
 * The link is unknown or revoked: nothing of the page stays on this device (revoking a link also
 * removes what it showed, once the device is online), and the writes still queued with its token
 * go too: the server would refuse them all, and the token is no longer kept anywhere.
 */
export async function storeInvalid(db: PublicDb, link: StatusLink): Promise<void> {
  await db.transaction('rw', db.statusPages, db.outbox, async () => {
    await db.statusPages.put({ ...emptyRecord(link.key), invalid: true, fetchedAt: Date.now() });
    const seqs = (await db.outbox.toArray()).filter((e) => carriesToken(e, link.token)).map((e) => e.seq!);
    await db.outbox.bulkDelete(seqs);
  });
}

const carriesToken = (entry: OutboxEntry, token: string) =>
  entry.op === 'rpc' && STATUS_RPCS.has(entry.rpc.fn) && entry.rpc.args.p_token === token;

export interface WatchOptions {
  /** Re-fetch this often while the page is visible (ms; 0: never). */
  pollMs?: number;
}

/**
 * Keeps the stored page fresh while it is open: fetched now, when the connection returns, when the
 * tab becomes visible, every `pollMs`, and after one of its writes left the outbox (was sent).
 * One fetch at a time; a request meanwhile runs once after it. Returns the stop function.
 */
export function watchStatusPage(
  db: PublicDb,
  client: SupabaseClient,
  link: StatusLink,
  options: WatchOptions = {},
): () => void {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  let again = false;
  const refresh = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = refreshStatusPage(db, client, link).finally(() => {
      running = null;
      if (again) {
        again = false;
        refresh();
      }
    });
  };
  const handleVisibility = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  // Sent writes: the entries of this link leave the outbox when the server took them.
  let queued = -1;
  const subscription = liveQuery(
    async () => (await db.outbox.toArray()).filter((e) => carriesToken(e, link.token)).length,
  ).subscribe({
    next: (count) => {
      if (queued >= 0 && count < queued) refresh();
      queued = count;
    },
    error: () => undefined,
  });
  const pollMs = options.pollMs ?? 60_000;
  const timer = pollMs > 0 ? setInterval(() => document.visibilityState === 'visible' && refresh(), pollMs) : null;
  window.addEventListener('online', refresh);
  document.addEventListener('visibilitychange', handleVisibility);
  refresh();
  return () => {
    stopped = true;
    subscription.unsubscribe();
    if (timer) clearInterval(timer);
    window.removeEventListener('online', refresh);
    document.removeEventListener('visibilitychange', handleVisibility);
  };
}
