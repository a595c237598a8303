// The write side of the local store. Every write is local first: the row change and its outbox
// entry are committed in ONE Dexie transaction, so either both exist or neither does — a write is
// never shown without being queued for the server, and never queued without being shown.
import { liveQuery } from 'dexie';
import { applyPatches, baseForNewEdit, pendingEntriesFor } from './rebase.ts';
import { isRowWrite, type RowWriteEntry } from './outbox.ts';
import { newLocalRow, serverPatch } from './rowDefaults.ts';
import {
  localTableName,
  syncedTable,
  type CompanyDb,
  type NewOutboxEntry,
  type OutboxEntry,
  type OutboxResult,
  type SyncDb,
  type SyncedRowByTable,
  type SyncedTable,
} from './schema.ts';

/** A random UUID (v4). crypto.randomUUID needs a secure context; fall back to getRandomValues. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Appends an outbox entry and returns its mutation id. Call it inside your own
 * `db.transaction('rw', [...tables, db.outbox], ...)` to commit rows and entry together.
 */
export async function enqueue(db: SyncDb, entry: NewOutboxEntry): Promise<string> {
  const mutationId = entry.mutationId ?? newId();
  const full: OutboxEntry = {
    ...entry,
    mutationId,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    createdAt: Date.now(),
  };
  await db.outbox.add(full);
  return mutationId;
}

type Patch<T extends SyncedTable> = Partial<Omit<SyncedRowByTable[T], 'id' | '_pending'>>;

/**
 * Creates or updates a row of a synced table: the patch is applied to the local row at once and
 * queued for the server (`sync_push` upsert: only the columns in the patch are written there).
 * Returns the mutation id (pass it to `waitForOutbox` to learn the server's answer).
 */
export async function upsertRow<T extends SyncedTable>(
  db: CompanyDb,
  table: T,
  rowId: string,
  patch: Patch<T>,
): Promise<string> {
  const rows = syncedTable(db, table);
  const sent = serverPatch(patch as Record<string, unknown>);
  return db.transaction('rw', rows, db.outbox, async () => {
    const existing = await rows.get(rowId);
    const pending = await pendingEntriesFor(db, table, rowId);
    // A delete is final (as on the server): an edit of a row deleted here and not yet sent is
    // still queued (the server keeps the fields of deleted rows), but the row does not come back.
    const deletedHere = !existing && pending.some((e) => e.op === 'delete');
    if (!deletedHere) {
      const row = existing
        ? { ...existing, ...patch, id: rowId, _pending: 1 as const }
        : {
            ...newLocalRow(table, rowId, db.companyId, patch as Record<string, unknown>),
            _pending: 1 as const,
          };
      await rows.put(row as SyncedRowByTable[T]);
    }
    return enqueue(db, {
      table,
      op: 'upsert',
      rowId,
      patch: sent,
      baseVersion: baseForNewEdit(pending, existing?.version ?? null),
    });
  });
}

/**
 * Deletes a row: it leaves the local store at once; the server keeps a tombstone (`deleted_at`)
 * that other devices pull.
 */
export async function deleteRow(db: CompanyDb, table: SyncedTable, rowId: string): Promise<string> {
  const rows = syncedTable(db, table);
  return db.transaction('rw', rows, db.outbox, async () => {
    const existing = await rows.get(rowId);
    const pending = await pendingEntriesFor(db, table, rowId);
    await rows.delete(rowId);
    return enqueue(db, {
      table,
      op: 'delete',
      rowId,
      baseVersion: baseForNewEdit(pending, existing?.version ?? null),
    });
  });
}

/**
 * Resolves when the entry has left the outbox ('applied'), was rejected ('failed'), or the
 * timeout passed with it still queued ('pending', e.g. offline — the write is kept and sent later).
 */
export function waitForOutbox(db: SyncDb, mutationId: string, timeoutMs: number): Promise<OutboxResult> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: OutboxResult) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // Unsubscribing synchronously inside the first emission is not allowed before `subscribe` returns.
      queueMicrotask(() => subscription.unsubscribe());
      resolve(result);
    };
    const timer = setTimeout(() => finish('pending'), timeoutMs);
    const subscription = liveQuery(() => db.outbox.where('mutationId').equals(mutationId).first()).subscribe({
      next: (entry) => {
        if (!entry) finish('applied');
        else if (entry.status === 'failed') finish('failed');
      },
      error: () => finish('pending'),
    });
  });
}

/**
 * Sends a rejected write again: the entry becomes pending (keeping its place in the order) and
 * its change is shown locally again.
 */
export async function retryFailed(db: SyncDb, seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.status !== 'failed') return;
    await db.outbox.update(seq, {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: undefined,
    });
    if (isRowWrite(entry) && isCompanyDb(db)) await reapplyLocally(db, entry);
  });
}

/**
 * Gives up a rejected write: the entry (and a file waiting to be uploaded with it) is removed.
 * The local row already shows the server's version (the engine reverted it on rejection).
 */
export async function discardFailed(db: SyncDb, seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry || entry.status !== 'failed') return;
    await db.outbox.delete(seq);
    if (entry.op === 'upload' && entry.upload) await db.blobs.delete(entry.upload.blobKey);
  });
}

const isCompanyDb = (db: SyncDb): db is CompanyDb => 'userId' in db;

async function reapplyLocally(db: CompanyDb, entry: RowWriteEntry): Promise<void> {
  const table = entry.table as SyncedTable;
  const rows = db.table(localTableName(table));
  const current = await rows.get(entry.rowId);
  const pending = await pendingEntriesFor(db, table, entry.rowId);
  // The row already includes the other pending patches; re-apply just this one on top.
  const row = applyPatches(table, entry.rowId, db.companyId, current ?? null, [entry]);
  if (!row) await rows.delete(entry.rowId);
  else await rows.put({ ...row, _pending: pending.length > 0 ? 1 : undefined });
}
