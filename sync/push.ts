// Push: drain the outbox in `seq` order. Row writes (upsert/delete) go in `sync_push` batches;
// rpc/insert/upload/invoke entries are sent one by one. Every entry carries a mutation id, so a
// batch whose acknowledgement was lost can be sent again and the server applies it only once.
//
// What an answer may do to an entry (issue #9 D2, D3):
//   - a per-mutation `applied` removes it; `rejected` marks it failed with the server's reason;
//     `retry` (a deadlock, a serialization failure...) keeps it pending with backoff;
//   - an error about the whole call never fails the writes in it: `auth` refreshes or waits for a
//     sign-in, `too-large` splits the batch in halves down to one write, `identity` stops at once,
//     anything else backs off and retries;
//   - an answer that arrives after the cycle was cancelled (stop, sign-out) is dropped unread.
import { baseAfterApplied, rebaseRow } from '../src/db/rebase.ts';
import { isRowWrite, type OutboxEntry, type RowWriteEntry, type SingleEntry } from '../src/db/outbox.ts';
import {
  localTableName,
  SYNCED_TABLES,
  type CompanyDb,
  type SyncDb,
  type SyncedRow,
  type SyncedTable,
} from '../src/db/schema.ts';
import type { MutationResult, PushMutation } from './contract.ts';
import { backoffDelay, type Failure } from './errors.ts';
import { SyncCallError, type SyncTransport } from './transport.ts';

// Writes per `sync_push` call: 1 000 offline writes drain in 5 round trips. A batch over the
// server's body limit (413) is split in halves, so large rows still get through.
export const PUSH_BATCH_SIZE = 200;

export interface PushContext {
  db: SyncDb;
  transport: SyncTransport;
  /** Identifies this device to `sync_push` (bookkeeping only). */
  clientId: string;
  /** Send entries even if their backoff time has not come (syncNow). */
  ignoreBackoff?: boolean;
  /** Cancels the drain: nothing is sent after it fires, and no answer is applied. */
  signal?: AbortSignal;
  /** Re-checked before every batch: throws (SyncCallError identity/auth) when this user's session is gone. */
  guard?: () => Promise<void>;
  now?: () => number;
  random?: () => number;
  batchSize?: number;
}

export interface PushResult {
  sent: number;
  /** When the next entry becomes due, if one is waiting for its backoff. */
  retryAt: number | null;
  /** The failure that stopped the drain (offline, 5xx, auth, identity). */
  failure: Failure | null;
}

/** The drain was cancelled: whatever was in flight is left exactly as it was. */
export class CycleCancelled extends Error {
  constructor() {
    super('Sync cycle cancelled');
  }
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new CycleCancelled();
}

const NEVER = new AbortController().signal;

/** Drains the outbox until it is empty, a whole-call failure stops it, or the rest must wait. */
export async function pushOutbox(ctx: PushContext): Promise<PushResult> {
  const now = ctx.now ?? Date.now;
  let sent = 0;
  let refreshedOnce = false;
  // Lowered for the rest of this drain once the server answered 413 (a batch over its body limit).
  let batchSize = ctx.batchSize ?? PUSH_BATCH_SIZE;
  for (;;) {
    throwIfCancelled(ctx.signal);
    await ctx.guard?.();
    const batch = await nextBatch(ctx.db, batchSize);
    if (batch.length === 0) return { sent, retryAt: null, failure: null };
    const due = Math.max(...batch.map((e) => e.nextAttemptAt));
    if (!ctx.ignoreBackoff && due > now()) return { sent, retryAt: due, failure: null };

    const limit = { size: batchSize };
    const outcome = isRowWrite(batch[0])
      ? await pushRowBatch(ctx, batch as RowWriteEntry[], limit)
      : await pushSingle(ctx, batch[0] as SingleEntry);
    batchSize = limit.size;
    if (outcome.failure) {
      if (outcome.failure.kind === 'auth' && !refreshedOnce) {
        refreshedOnce = true;
        if (await ctx.transport.refreshSession()) continue;
      }
      const retryAt =
        outcome.failure.kind === 'identity' ? null : await scheduleRetry(ctx, outcome.unsent, outcome.failure);
      return { sent: sent + outcome.sent, retryAt, failure: outcome.failure };
    }
    sent += outcome.sent;
    if (outcome.retryAt !== null) return { sent, retryAt: outcome.retryAt, failure: null };
  }
}

interface BatchOutcome {
  sent: number;
  /** Entries not settled because of `failure` (they stay pending, with backoff). */
  unsent: OutboxEntry[];
  failure: Failure | null;
  /** Set when the server answered `retry` for some entries (they were given a backoff). */
  retryAt: number | null;
}

/**
 * The next entries to send: the oldest pending entry not blocked by a failed member of its group,
 * plus (for row writes) the following row writes, up to the batch size. A row id appears once per
 * batch so each entry's base version is the version the previous entry produced.
 */
async function nextBatch(db: SyncDb, batchSize: number): Promise<OutboxEntry[]> {
  const failed = await db.outbox.where('status').equals('failed').toArray();
  const failedGroups = new Set(failed.flatMap((e) => (e.group ? [e.group] : [])));
  // Walk in seq order and stop as soon as a batch is full (no full scan of a long outbox).
  const sendable = await db.outbox
    .orderBy('seq')
    .filter((e) => e.status === 'pending' && !(e.group && failedGroups.has(e.group)))
    .limit(batchSize)
    .toArray();
  const first = sendable[0];
  if (!first) return [];
  if (!isRowWrite(first)) return [first];
  const batch: OutboxEntry[] = [];
  const rows = new Set<string>();
  for (const entry of sendable) {
    if (!isRowWrite(entry)) break;
    const key = `${entry.table}:${entry.rowId}`;
    if (rows.has(key)) break;
    rows.add(key);
    batch.push(entry);
  }
  return batch;
}

const toMutation = (e: RowWriteEntry): PushMutation => ({
  mutation_id: e.mutationId,
  table: e.table,
  op: e.op,
  row_id: e.rowId,
  patch: e.op === 'upsert' ? e.patch : {},
  base_version: e.baseVersion,
});

async function pushRowBatch(ctx: PushContext, batch: RowWriteEntry[], limit: { size: number }): Promise<BatchOutcome> {
  // Known to be over the server's limit (an earlier 413 in this drain): send it in parts.
  if (batch.length > limit.size) return pushInParts(ctx, batch, limit);
  let results: MutationResult[];
  try {
    results = await ctx.transport.push(ctx.clientId, batch.map(toMutation), ctx.signal ?? NEVER);
  } catch (error) {
    throwIfCancelled(ctx.signal);
    const failure = failureOf(error);
    if (failure.kind === 'too-large') {
      if (batch.length === 1) {
        // One write alone is over the limit: that write is refused, and says why.
        await markFailed(ctx.db, batch, {
          ...failure,
          message: `This change is too large to send (${failure.message})`,
        });
        return { sent: 0, unsent: [], failure: null, retryAt: null };
      }
      limit.size = Math.min(limit.size, Math.ceil(batch.length / 2));
      return pushInParts(ctx, batch, limit);
    }
    return { sent: 0, unsent: batch, failure, retryAt: null };
  }
  // The answer came back after the cycle was cancelled (sign-out, stop): it is not applied.
  throwIfCancelled(ctx.signal);
  return settleBatch(ctx, batch, results);
}

/** Sends `batch` in consecutive parts of at most `limit.size`, stopping at the first failure. */
async function pushInParts(ctx: PushContext, batch: RowWriteEntry[], limit: { size: number }): Promise<BatchOutcome> {
  let sent = 0;
  for (let start = 0; start < batch.length;) {
    const part = batch.slice(start, start + limit.size);
    start += part.length;
    const outcome = await pushRowBatch(ctx, part, limit);
    sent += outcome.sent;
    if (outcome.failure || outcome.retryAt !== null)
      return { ...outcome, sent, unsent: [...outcome.unsent, ...batch.slice(start)] };
  }
  return { sent, unsent: [], failure: null, retryAt: null };
}

async function pushSingle(ctx: PushContext, entry: SingleEntry): Promise<BatchOutcome> {
  try {
    const file = entry.op === 'upload' ? await ctx.db.blobs.get(entry.upload.blobKey) : undefined;
    await ctx.transport.send(entry, file, ctx.signal ?? NEVER);
  } catch (error) {
    throwIfCancelled(ctx.signal);
    const failure = failureOf(error);
    // For a single entry the call's answer is the write's answer: a refusal (or a file over the
    // server's limit) fails this entry, and the drain goes on with the next ones.
    if (failure.kind === 'rejected' || failure.kind === 'too-large') {
      await markFailed(ctx.db, [entry], failure);
      return { sent: 0, unsent: [], failure: null, retryAt: null };
    }
    return { sent: 0, unsent: [entry], failure, retryAt: null };
  }
  throwIfCancelled(ctx.signal);
  await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.blobs, async () => {
    await ctx.db.outbox.delete(entry.seq!);
    if (entry.op === 'upload') await ctx.db.blobs.delete(entry.upload.blobKey);
  });
  return { sent: 1, unsent: [], failure: null, retryAt: null };
}

function failureOf(error: unknown): Failure {
  if (error instanceof SyncCallError) return error.failure;
  if (error instanceof CycleCancelled) throw error;
  // A thrown fetch (aborted, reset) is transient too.
  return { kind: 'transient', network: true, message: error instanceof Error ? error.message : String(error) };
}

async function markFailed(db: SyncDb, entries: OutboxEntry[], failure: Failure): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const entry of entries)
      await db.outbox.update(entry.seq!, {
        status: 'failed',
        attempts: entry.attempts + 1,
        error: { code: failure.code, message: failure.message },
      });
  });
}

/** Keeps `entries` pending with a backoff; returns the earliest time one is due again. */
async function scheduleRetry(ctx: PushContext, entries: OutboxEntry[], failure: Failure): Promise<number> {
  const now = (ctx.now ?? Date.now)();
  let retryAt = now + backoffDelay(1, ctx.random);
  await ctx.db.transaction('rw', ctx.db.outbox, async () => {
    let first = true;
    for (const entry of entries) {
      const current = await ctx.db.outbox.get(entry.seq!);
      if (!current || current.status !== 'pending') continue;
      const attempts = current.attempts + 1;
      // A failure the server answered backs off by the server's own answers only: attempts made
      // while the network was down say nothing of it, and counting them made one deadlock with
      // another device's push, just after reconnecting, wait up to a minute and a half.
      const serverRetries = (current.serverRetries ?? 0) + (failure.network ? 0 : 1);
      const nextAttemptAt = now + backoffDelay(failure.network ? attempts : serverRetries, ctx.random);
      if (first) retryAt = nextAttemptAt;
      first = false;
      retryAt = Math.min(retryAt, nextAttemptAt);
      await ctx.db.outbox.update(entry.seq!, {
        attempts,
        serverRetries,
        nextAttemptAt,
        error: { code: failure.code, message: failure.message },
      });
    }
  });
  return retryAt;
}

/**
 * Records the server's answers: applied entries leave the outbox, rejected ones are kept as
 * failed, `retry` ones stay pending with backoff. One transaction: each entry's removal and the
 * row rebased on the server's answer commit together, so a row is never shown without its pending
 * marker while an entry still waits, and a tab dying here leaves the whole batch to be resent
 * (the server answers the repeats as duplicates).
 */
async function settleBatch(ctx: PushContext, batch: RowWriteEntry[], results: MutationResult[]): Promise<BatchOutcome> {
  const db = ctx.db as CompanyDb;
  const rejected: { entry: RowWriteEntry; row: SyncedRow | null }[] = [];
  const retry: RowWriteEntry[] = [];
  let sent = 0;
  await db.transaction('rw', ['outbox', ...SYNCED_TABLES.map(localTableName)], async () => {
    for (const [i, entry] of batch.entries()) {
      const result = results[i];
      const table = entry.table as SyncedTable;
      if (result.status === 'applied') {
        sent++;
        await db.outbox.delete(entry.seq!);
        if (!result.row) {
          await refreshPendingMarker(db, table, entry.rowId);
          continue;
        }
        let rowId = entry.rowId;
        if (result.row.id !== entry.rowId && table === 'profiles') {
          // The server already had a live profile with this email: it answered that one, and
          // this device's id is now an alias of it (D11).
          await mergeProfileInto(db, entry.rowId, result.row.id);
          rowId = result.row.id;
        }
        // A later pending edit of this row keeps the base it was made on, unless this answer
        // proves nobody else wrote in between (D6: the next edit must not overwrite merged text).
        await db.outbox
          .where('[table+rowId]')
          .equals([table, rowId])
          .modify((later) => {
            if (later.status === 'pending' && isRowWrite(later))
              later.baseVersion = baseAfterApplied(later.baseVersion, toMutation(entry), result.row!);
          });
        await rebaseRow(db, table, rowId, result.row);
      } else if (result.status === 'retry') {
        retry.push(entry);
      } else {
        await db.outbox.update(entry.seq!, {
          status: 'failed',
          attempts: entry.attempts + 1,
          error: { code: result.error?.code ?? undefined, message: result.error?.message ?? 'Rejected by the server' },
        });
        rejected.push({ entry, row: result.row });
      }
    }
  });
  let retryAt: number | null = null;
  if (retry.length > 0) {
    const reason = results[batch.indexOf(retry[0])].error;
    retryAt = await scheduleRetry(ctx, retry, {
      kind: 'transient',
      code: reason?.code ?? undefined,
      message: reason?.message ?? 'The server asked to retry',
    });
  }
  for (const { entry, row } of rejected) await revertToServerRow(ctx, entry, row);
  return { sent, unsent: [], failure: null, retryAt };
}

async function refreshPendingMarker(db: CompanyDb, table: SyncedTable, rowId: string): Promise<void> {
  const rows = db.table(localTableName(table));
  const row = await rows.get(rowId);
  if (!row) return;
  const stillPending = await db.outbox
    .where('[table+rowId]')
    .equals([table, rowId])
    .filter((e) => e.status === 'pending')
    .count();
  if (!stillPending && row._pending) {
    delete row._pending;
    await rows.put(row);
  }
}

/**
 * The profile this device created as `aliasId` is `profileId` on the server: move everything
 * local that names the alias (the row, pending writes, applications, notes) onto the real one.
 * The server resolves the alias too, so writes already queued with the old id still land right.
 */
async function mergeProfileInto(db: CompanyDb, aliasId: string, profileId: string): Promise<void> {
  await db.profiles.delete(aliasId);
  await db.outbox
    .where('[table+rowId]')
    .equals(['profiles', aliasId])
    .modify((entry) => {
      if (isRowWrite(entry)) entry.rowId = profileId;
    });
  await db.applications.where('applicant_id').equals(aliasId).modify({ applicant_id: profileId });
  await db.notes.where('candidate_id').equals(aliasId).modify({ candidate_id: profileId });
  await db.outbox
    .filter((e) => e.op === 'upsert' && (e.patch.applicant_id === aliasId || e.patch.candidate_id === aliasId))
    .modify((entry) => {
      if (entry.op !== 'upsert') return;
      if (entry.patch.applicant_id === aliasId) entry.patch = { ...entry.patch, applicant_id: profileId };
      if (entry.patch.candidate_id === aliasId) entry.patch = { ...entry.patch, candidate_id: profileId };
    });
}

/**
 * A rejected write is no longer shown as if it had happened: the local row goes back to the
 * server's row (with other pending writes still on top). The row comes with the answer when the
 * server sent it; otherwise it is read under this engine's user. Best effort: offline, the next
 * pull or a retry of the entry settles it. Never on another identity's answer: a failed read
 * (including a lost session) leaves the row as it is.
 */
async function revertToServerRow(ctx: PushContext, entry: RowWriteEntry, answered: SyncedRow | null): Promise<void> {
  const table = entry.table as SyncedTable;
  let row = answered;
  if (!row) {
    try {
      throwIfCancelled(ctx.signal);
      await ctx.guard?.();
      row = await ctx.transport.fetchRow(table, entry.rowId, ctx.signal ?? NEVER);
      throwIfCancelled(ctx.signal);
    } catch {
      return;
    }
  }
  const db = ctx.db as CompanyDb;
  await db.transaction('rw', [localTableName(table), 'outbox'], () => rebaseRow(db, table, entry.rowId, row));
}
