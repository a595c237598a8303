// Rebasing: a local row = the latest server row underneath + every still-pending local patch on
// top, in the order the patches were made. Used when a pulled row or a push acknowledgement
// arrives while the row has writes waiting in the outbox, so a pull never undoes an edit the
// server has not seen yet.
import { newLocalRow } from './rowDefaults.ts';
import {
  localTableName,
  type CompanyDb,
  type OutboxEntry,
  type SyncedRow,
  type SyncedTable,
} from './schema.ts';

/** Pending entries for one row, oldest first. Must run inside a transaction over `outbox`. */
export async function pendingEntriesFor(
  db: CompanyDb,
  table: SyncedTable,
  rowId: string,
): Promise<OutboxEntry[]> {
  const entries = await db.outbox.where('[table+rowId]').equals([table, rowId]).toArray();
  return entries.filter((e) => e.status === 'pending').sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Applies patches on top of a base row (null = no row / deleted). Pure. */
export function applyPatches(
  table: SyncedTable,
  rowId: string,
  companyId: string,
  base: SyncedRow | null,
  entries: OutboxEntry[],
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
      row = row
        ? ({ ...row, ...entry.patch } as SyncedRow)
        : newLocalRow(table, rowId, companyId, entry.patch ?? {});
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
  const row = applyPatches(table, rowId, db.userId, base, pending);
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
