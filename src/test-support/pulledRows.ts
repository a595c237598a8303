// Rows for unit tests, as the sync engine stores them after a pull: server defaults, `version` 1
// (seen by the server), no pending marker.
import { newId } from '@/db/commands.ts';
import { newLocalRow } from '@/db/rowDefaults.ts';
import { syncedTable, type CompanyDb, type SyncedRow, type SyncedRowByTable, type SyncedTable } from '@/db/schema.ts';

export const TEST_COMPANY = '44444444-4444-4444-8444-444444444444';

/** A pulled row of `table` with the patch on top; a fresh id unless the patch names one. */
export function pulledRow<T extends SyncedTable>(
  table: T,
  patch: Partial<SyncedRowByTable[T]> = {},
  companyId = TEST_COMPANY,
): SyncedRowByTable[T] {
  const id = (patch as { id?: string }).id ?? newId();
  return { ...newLocalRow(table, id, companyId, patch as Record<string, unknown>), version: 1 };
}

/** Puts pulled rows (see pulledRow) into a company store, table by table. */
export async function putPulledRows(
  db: CompanyDb,
  rows: { [T in SyncedTable]?: Partial<SyncedRowByTable[T]>[] },
): Promise<void> {
  for (const [table, patches] of Object.entries(rows) as [SyncedTable, Partial<SyncedRow>[]][]) {
    await syncedTable(db, table).bulkPut(patches.map((patch) => pulledRow(table, patch)));
  }
}
