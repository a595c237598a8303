// Push: drain the outbox in `seq` order. Row writes (upsert/delete) go in `sync_push` batches;
// rpc/insert/upload/invoke entries are sent one by one. Every entry carries a mutation id, so a
// batch whose acknowledgement was lost can be sent again and the server applies it only once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { rebaseRow } from '../src/db/rebase.ts';
import {
  localTableName,
  SYNCED_TABLES,
  type CompanyDb,
  type OutboxEntry,
  type OutboxError,
  type SyncDb,
  type SyncedRow,
  type SyncedTable,
} from '../src/db/schema.ts';
import { refreshAfterUnauthorized } from './auth.ts';
import { backoffDelay, classifyFailure, type Failure } from './errors.ts';

export const PUSH_BATCH_SIZE = 50;

interface MutationResult {
  mutation_id: string;
  status: 'applied' | 'rejected';
  row: SyncedRow | null;
  error: { code?: string; message: string } | null;
  duplicate?: boolean;
}

type SendOutcome = { ok: true; results?: MutationResult[] } | { ok: false; failure: Failure };

export interface PushContext {
  db: SyncDb;
  client: SupabaseClient;
  /** Identifies this device to `sync_push` (bookkeeping only). */
  clientId: string;
  /** Send entries even if their backoff time has not come (syncNow). */
  ignoreBackoff?: boolean;
  now?: () => number;
  random?: () => number;
}

export interface PushResult {
  sent: number;
  /** When the next entry becomes due, if one is waiting for its backoff. */
  retryAt: number | null;
  /** The transient failure that stopped the drain (offline, 5xx, auth). */
  failure: Failure | null;
}

const isRowOp = (e: OutboxEntry) => e.op === 'upsert' || e.op === 'delete';

/** Drains the outbox until it is empty, a transient failure stops it, or the rest must wait. */
export async function pushOutbox(ctx: PushContext): Promise<PushResult> {
  const now = ctx.now ?? Date.now;
  let sent = 0;
  let refreshedOnce = false;
  for (;;) {
    const batch = await nextBatch(ctx.db);
    if (batch.length === 0) return { sent, retryAt: null, failure: null };
    const due = Math.max(...batch.map((e) => e.nextAttemptAt));
    if (!ctx.ignoreBackoff && due > now()) return { sent, retryAt: due, failure: null };

    const outcome = await send(ctx, batch);
    if (!outcome.ok && outcome.failure.kind === 'rejected') {
      // The server refused this entry (only single entries get here; a sync_push batch answers
      // per mutation). Keep it, marked failed with the reason, and go on with the next ones.
      await markFailed(ctx.db, batch, outcome.failure);
      continue;
    }
    if (!outcome.ok) {
      if (outcome.failure.kind === 'auth' && !refreshedOnce) {
        refreshedOnce = true;
        if (await refreshAfterUnauthorized(ctx.client)) continue;
      }
      const retryAt = await scheduleRetry(ctx, batch, outcome.failure);
      return { sent, retryAt, failure: outcome.failure };
    }
    await settle(ctx, batch, outcome);
    sent += batch.length;
  }
}

/**
 * The next entries to send: the oldest pending entry not blocked by a failed member of its group,
 * plus (for row writes) the following row writes, up to the batch size. A row id appears once per
 * batch so each entry's base version is the version the previous entry produced.
 */
async function nextBatch(db: SyncDb): Promise<OutboxEntry[]> {
  const failed = await db.outbox.where('status').equals('failed').toArray();
  const failedGroups = new Set(failed.filter((e) => e.group).map((e) => e.group!));
  // Walk in seq order and stop as soon as a batch is full (no full scan of a long outbox).
  const sendable = await db.outbox
    .orderBy('seq')
    .filter((e) => e.status === 'pending' && !(e.group && failedGroups.has(e.group)))
    .limit(PUSH_BATCH_SIZE)
    .toArray();
  const first = sendable[0];
  if (!first) return [];
  if (!isRowOp(first)) return [first];
  const batch: OutboxEntry[] = [];
  const rows = new Set<string>();
  for (const entry of sendable) {
    if (!isRowOp(entry) || batch.length >= PUSH_BATCH_SIZE) break;
    const key = `${entry.table}:${entry.rowId}`;
    if (rows.has(key)) break;
    rows.add(key);
    batch.push(entry);
  }
  return batch;
}

async function send(ctx: PushContext, batch: OutboxEntry[]): Promise<SendOutcome> {
  const { client } = ctx;
  const entry = batch[0];
  try {
    switch (entry.op) {
      case 'upsert':
      case 'delete': {
        const mutations = batch.map((e) => ({
          mutation_id: e.mutationId,
          table: e.table,
          op: e.op,
          row_id: e.rowId,
          patch: e.op === 'upsert' ? (e.patch ?? {}) : {},
          base_version: e.baseVersion ?? null,
        }));
        const { data, error, status } = await client.rpc('sync_push', {
          p_client_id: ctx.clientId,
          p_mutations: mutations,
        });
        if (error) return { ok: false, failure: classifyFailure(error, status) };
        const results = data as MutationResult[];
        if (!Array.isArray(results) || results.length !== batch.length)
          return {
            ok: false,
            failure: { kind: 'transient', message: 'sync_push answered an unexpected shape' },
          };
        return { ok: true, results };
      }
      case 'rpc': {
        const { error, status } = await client.rpc(entry.rpc!.fn, entry.rpc!.args);
        return error ? failed(classifyFailure(error, status)) : { ok: true };
      }
      case 'insert': {
        // A plain insert: `upsert(..., { ignoreDuplicates })` would need a SELECT policy on
        // write-only tables (ON CONFLICT reads the arbiter index under RLS). With `onConflict` set,
        // a unique violation means the row is already there (a repeat, or a lost acknowledgement),
        // which counts as applied.
        const { error, status } = await client.from(entry.table).insert(entry.patch ?? {});
        if (error && entry.insert?.onConflict && error.code === '23505') return { ok: true };
        return error ? failed(classifyFailure(error, status)) : { ok: true };
      }
      case 'upload': {
        const { bucket, path, blobKey } = entry.upload!;
        const file = await ctx.db.blobs.get(blobKey);
        if (!file)
          return failed({
            kind: 'rejected',
            message: `The file for ${path} is no longer stored on this device`,
          });
        const { error } = await client.storage
          .from(bucket)
          .upload(path, file.blob, { upsert: false, contentType: file.type || undefined });
        // A retry after a lost acknowledgement finds the object already there: that is success.
        if (error && !isAlreadyExists(error)) return failed(classifyFailure(error));
        return { ok: true };
      }
      case 'invoke': {
        const { error } = await client.functions.invoke(entry.invoke!.fn, {
          body: entry.invoke!.body,
        });
        return error ? failed(classifyFailure(error)) : { ok: true };
      }
    }
  } catch (error) {
    // supabase-js reports network failures as errors, but a thrown one (e.g. aborted) is transient too.
    return failed({
      kind: 'transient',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

const failed = (failure: Failure): SendOutcome => ({ ok: false, failure });

function isAlreadyExists(error: unknown): boolean {
  const e = error as { status?: unknown; statusCode?: unknown; message?: unknown };
  return (
    e.status === 409 ||
    e.statusCode === '409' ||
    (typeof e.message === 'string' && /already exists|duplicate/i.test(e.message))
  );
}

async function markFailed(db: SyncDb, batch: OutboxEntry[], failure: Failure): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const entry of batch)
      await db.outbox.update(entry.seq!, {
        status: 'failed',
        attempts: entry.attempts + 1,
        error: { code: failure.code, message: failure.message },
      });
  });
}

async function scheduleRetry(
  ctx: PushContext,
  batch: OutboxEntry[],
  failure: Failure,
): Promise<number> {
  const now = (ctx.now ?? Date.now)();
  let retryAt = Infinity;
  await ctx.db.transaction('rw', ctx.db.outbox, async () => {
    for (const entry of batch) {
      const attempts = entry.attempts + 1;
      const nextAttemptAt = now + backoffDelay(attempts, ctx.random);
      retryAt = Math.min(retryAt, nextAttemptAt);
      await ctx.db.outbox.update(entry.seq!, {
        attempts,
        nextAttemptAt,
        error: { code: failure.code, message: failure.message },
      });
    }
  });
  return retryAt;
}

/** Records the server's answer: applied entries leave the outbox, rejected ones are kept as failed. */
async function settle(
  ctx: PushContext,
  batch: OutboxEntry[],
  outcome: Extract<SendOutcome, { ok: true }>,
): Promise<void> {
  const { db } = ctx;
  if (!outcome.results) {
    await db.transaction('rw', db.outbox, db.blobs, async () => {
      const entry = batch[0];
      await db.outbox.delete(entry.seq!);
      if (entry.op === 'upload' && entry.upload) await db.blobs.delete(entry.upload.blobKey);
    });
    return;
  }
  const companyDb = db as CompanyDb;
  const rejected: OutboxEntry[] = [];
  // One transaction: each entry's removal and the row rebased on the server's answer commit
  // together, so a row is never shown without its pending marker while an entry still waits.
  await db.transaction('rw', ['outbox', ...SYNCED_TABLES.map(localTableName)], async () => {
    for (const [i, entry] of batch.entries()) {
      const result = outcome.results![i];
      const table = entry.table as SyncedTable;
      if (result.status === 'applied') {
        await db.outbox.delete(entry.seq!);
        if (result.row) {
          // Later writes to this row were made on top of this one: their base is the new version.
          await db.outbox
            .where('[table+rowId]')
            .equals([table, entry.rowId!])
            .modify((later) => {
              if (later.status === 'pending') later.baseVersion = result.row!.version;
            });
          await rebaseRow(companyDb, table, entry.rowId!, result.row);
        } else {
          await refreshPendingMarker(companyDb, table, entry.rowId!);
        }
      } else {
        const error: OutboxError = {
          code: result.error?.code,
          message: result.error?.message ?? 'Rejected by the server',
        };
        await db.outbox.update(entry.seq!, { status: 'failed', error });
        rejected.push(entry);
      }
    }
  });
  for (const entry of rejected) await revertToServerRow(ctx, entry);
}

async function refreshPendingMarker(
  db: CompanyDb,
  table: SyncedTable,
  rowId: string,
): Promise<void> {
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
 * A rejected write is no longer shown as if it had happened: the local row goes back to the
 * server's row (with other pending writes still on top). Best effort: offline, the next pull or
 * a retry of the entry settles it.
 */
async function revertToServerRow(ctx: PushContext, entry: OutboxEntry): Promise<void> {
  const table = entry.table as SyncedTable;
  const { data, error } = await ctx.client
    .from(table)
    .select('*')
    .eq('id', entry.rowId!)
    .maybeSingle();
  if (error) return;
  const db = ctx.db as CompanyDb;
  await db.transaction('rw', [localTableName(table), 'outbox'], () =>
    rebaseRow(db, table, entry.rowId!, (data as SyncedRow | null) ?? null),
  );
}
