// Rebasing: a local row = the latest server row underneath + every still-pending local patch on
// top, in the order the patches were made. Used when a pulled row or a push acknowledgement
// arrives while the row has writes waiting in the outbox, so a pull never undoes an edit the
// server has not seen yet.
import { newLocalRow } from './rowDefaults.ts';
import { isRowWrite, type RowWriteEntry } from './outbox.ts';
import { localTableName, type CompanyDb, type SyncedRow, type SyncedTable } from './schema.ts';

/** Pending entries for one row, oldest first. Must run inside a transaction over `outbox`. */
export async function pendingEntriesFor(db: CompanyDb, table: SyncedTable, rowId: string): Promise<RowWriteEntry[]> {
  const entries = await db.outbox.where('[table+rowId]').equals([table, rowId]).toArray();
  return entries
    .filter((e): e is RowWriteEntry => e.status === 'pending' && isRowWrite(e))
    .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/**
 * The base version of a new edit of a row: the base of the row's latest pending edit when there
 * is one, else the row's version. The local row shows the server row with pending edits on top;
 * while they wait, what the user edits is grounded in their base, not in whatever newer server
 * version was rebased underneath (which may hold another device's text this device never showed
 * as the user's starting point).
 */
export function baseForNewEdit(pending: RowWriteEntry[], rowVersion: number | null): number | null {
  const latest = pending.at(-1);
  if (latest) return latest.baseVersion;
  return rowVersion !== null && rowVersion > 0 ? rowVersion : null;
}

/**
 * A pending edit's base after an earlier edit of the same row was applied (issue #9 D6). It moves
 * to the answered version only when the answer proves that version is exactly "the base + the
 * earlier edit": same base, the version one above it (1 for a row this device created), and every
 * sent field stored as sent (no merge with another device's text). Otherwise it keeps the base it
 * was made on, so the server merges instead of overwriting text this device never saw. Pure.
 */
export function baseAfterApplied(
  laterBase: number | null,
  applied: { base_version: number | null; patch: Record<string, unknown> },
  answered: { version?: number; [column: string]: unknown } | SyncedRow,
): number | null {
  if (laterBase !== applied.base_version || typeof answered.version !== 'number') return laterBase;
  const expected = (applied.base_version ?? 0) + 1;
  if (answered.version !== expected) return laterBase;
  const storedAsSent = Object.entries(applied.patch).every(([key, value]) =>
    sameValue((answered as Record<string, unknown>)[key], value),
  );
  return storedAsSent ? answered.version : laterBase;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a == b;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Applies patches on top of a base row (null = no row / deleted). Pure. */
export function applyPatches(
  table: SyncedTable,
  rowId: string,
  companyId: string,
  base: SyncedRow | null,
  entries: RowWriteEntry[],
): SyncedRow | null {
  // Mirrors sync_push: a delete is final (an upsert on a deleted row updates fields but the row
  // stays deleted), and an upsert of a row that does not exist creates it from the defaults.
  if (base?.deleted_at) return null;
  let row: SyncedRow | null = base ? { ...base } : null;
  let deleted = false;
  for (const entry of entries) {
    if (entry.op === 'delete') {
      row = null;
      deleted = true;
    } else if (entry.op === 'upsert' && !deleted) {
      row = row ? ({ ...row, ...entry.patch } as SyncedRow) : newLocalRow(table, rowId, companyId, entry.patch);
    }
  }
  return row;
}

/**
 * Writes the rebased row for `rowId` given the server's row (or null when the server has none or
 * it is no longer visible). Must run inside a rw transaction over the row's table and `outbox`,
 * so the outbox cannot change between reading the pending patches and writing the result.
 */
export async function rebaseRow(
  db: CompanyDb,
  table: SyncedTable,
  rowId: string,
  serverRow: SyncedRow | null,
): Promise<void> {
  const rows = db.table(localTableName(table));
  const pending = await pendingEntriesFor(db, table, rowId);
  const base = serverRow ? stripLocalMarkers(serverRow) : null;
  const row = applyPatches(table, rowId, db.companyId, base, pending);
  if (!row) {
    await rows.delete(rowId);
    return;
  }
  await rows.put(pending.length > 0 ? { ...row, _pending: 1 } : stripLocalMarkers(row));
}

function stripLocalMarkers<T extends { _pending?: 1 }>(row: T): T {
  if (!('_pending' in row)) return row;
  const { _pending: _ignored, ...rest } = row;
  return rest as T;
}
