// Pull: read each table's change feed (`sync_pull`) from the stored cursor, page by page.
//
// The cursor is (change_xid, id), never a timestamp: `sync_pull` only returns rows whose
// transaction id is below the oldest transaction still running, so no row can later commit
// "behind" the cursor (timestamps are taken at statement time and commit out of order).
import { rebaseRow } from '../src/db/rebase.ts';
import {
  localTableName,
  SYNCED_TABLES,
  type CompanyDb,
  type Job,
  type PublicDb,
  type SyncCursor,
  type SyncDb,
  type SyncedRow,
  type SyncedTable,
} from '../src/db/schema.ts';
import { throwIfCancelled } from './push.ts';
import type { SyncTransport } from './transport.ts';

export { SyncCallError } from './transport.ts';
export type { PullPage } from './contract.ts';

export const PULL_PAGE_SIZE = 500;

const cursorKey = (table: SyncedTable) => `cursor:${table}` as const;

export async function readCursor(db: SyncDb, table: SyncedTable): Promise<SyncCursor | null> {
  return ((await db.syncState.get(cursorKey(table))) as SyncCursor | undefined) ?? null;
}

export interface PullOptions {
  pageSize?: number;
  /** Cancels the pull: no page is fetched after it fires, and a page in flight is not applied. */
  signal?: AbortSignal;
  /** Re-checked before every page: throws when this user's session is gone. */
  guard?: () => Promise<void>;
}

/** How a scope turns one pulled row into local state. */
export interface PullTarget {
  tables: readonly SyncedTable[];
  /** Applies one page; runs inside the page's transaction. */
  applyRows(table: SyncedTable, rows: SyncedRow[]): Promise<void>;
  /** Dexie tables the page's transaction must cover (rows, outbox for rebasing, cursors). */
  transactionTables(table: SyncedTable): string[];
}

/** Pulls every table of the target until the feed is drained. Returns the number of rows applied. */
export async function pullAll(
  db: SyncDb,
  transport: SyncTransport,
  target: PullTarget,
  options: PullOptions = {},
): Promise<number> {
  const pageSize = options.pageSize ?? PULL_PAGE_SIZE;
  const signal = options.signal ?? new AbortController().signal;
  let applied = 0;
  for (const table of target.tables) {
    let cursor = await readCursor(db, table);
    for (;;) {
      throwIfCancelled(signal);
      await options.guard?.();
      const page = await transport.pull(table, cursor, pageSize, signal);
      const next = page.next;
      // One transaction per page: the rows and the cursor that covers them commit together. If the
      // tab dies mid-page, neither is saved and the page is pulled again; the cursor can never run
      // ahead of the rows it claims, and other tabs' live queries never see half a page. A page that
      // arrives after the cycle was cancelled (stop, sign-out) is dropped: the cursor stays put.
      await db.transaction('rw', target.transactionTables(table), async () => {
        throwIfCancelled(signal);
        await target.applyRows(table, page.rows);
        if (next)
          await db.syncState.put({
            key: cursorKey(table),
            xid: next.xid,
            id: next.id,
          } as SyncCursor);
      });
      applied += page.rows.length;
      if (next) cursor = { key: cursorKey(table), xid: next.xid, id: next.id };
      if (!page.has_more || !next) break;
    }
  }
  return applied;
}

/**
 * The company scope: the recruiter's own rows. `jobs` RLS also lets anyone read published jobs
 * of other companies; those are not this company's data and are skipped. Rows with writes still
 * in the outbox are rebased (server row underneath, pending patches on top).
 */
export function companyPullTarget(db: CompanyDb): PullTarget {
  return {
    tables: SYNCED_TABLES,
    transactionTables: (table) => [localTableName(table), 'outbox', 'syncState'],
    async applyRows(table, rows) {
      for (const row of rows) {
        if (row.company_id !== db.userId) continue;
        await rebaseRow(db, table, row.id, row);
      }
    },
  };
}

/**
 * The public scope: published jobs only. Whoever is signed in, a row that is not published (or
 * is deleted) leaves the public store, so the job board never shows a recruiter's drafts.
 */
export function publicPullTarget(db: PublicDb): PullTarget {
  return {
    tables: ['jobs'],
    transactionTables: () => ['jobs', 'syncState'],
    async applyRows(_table, rows) {
      for (const row of rows as Job[]) {
        if (row.status === 'published' && !row.deleted_at) await db.jobs.put(row);
        else await db.jobs.delete(row.id);
      }
    },
  };
}

/**
 * Anonymous visitors cannot read a job once it is unpublished; the feed tells them with a bare
 * tombstone, and this reconcile catches a public store whose cursor was set before that (or a job
 * whose tombstone predates the store). It pages by key (`id > last`), never by offset: a job
 * unpublished between two pages would shift every later job one place back, and one of them would
 * vanish from the board for good (D8).
 */
export async function reconcilePublicJobs(
  db: PublicDb,
  transport: SyncTransport,
  signal: AbortSignal = new AbortController().signal,
): Promise<number> {
  const published = new Set<string>();
  const pageSize = 1000;
  let after: string | null = null;
  for (;;) {
    throwIfCancelled(signal);
    const ids = await transport.publishedJobIds(after, pageSize, signal);
    for (const id of ids) published.add(id);
    if (ids.length < pageSize) break;
    after = ids[ids.length - 1];
  }
  throwIfCancelled(signal);
  return db.transaction('rw', db.jobs, async () => {
    const gone = (await db.jobs.toCollection().primaryKeys()).filter((id) => !published.has(id));
    await db.jobs.bulkDelete(gone);
    return gone.length;
  });
}
