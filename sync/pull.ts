// Pull: read each table's change feed (`sync_pull`) from the stored cursor, page by page.
//
// The cursor is (change_xid, id), never a timestamp: `sync_pull` only returns rows whose
// transaction id is below the oldest transaction still running, so no row can later commit
// "behind" the cursor (timestamps are taken at statement time and commit out of order).
import type { SupabaseClient } from '@supabase/supabase-js';
import { rebaseRow } from '../src/db/rebase.ts';
import {
  localTableName,
  type CompanyDb,
  type Job,
  type PublicDb,
  type SyncCursor,
  type SyncDb,
  type SyncedRow,
  type SyncedTable,
} from '../src/db/schema.ts';
import { classifyFailure, type Failure } from './errors.ts';

export const PULL_PAGE_SIZE = 500;

export interface PullPage {
  rows: SyncedRow[];
  next: { xid: string; id: string } | null;
  has_more: boolean;
}

export class SyncCallError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

const cursorKey = (table: SyncedTable) => `cursor:${table}` as const;

export async function readCursor(db: SyncDb, table: SyncedTable): Promise<SyncCursor | null> {
  return ((await db.syncState.get(cursorKey(table))) as SyncCursor | undefined) ?? null;
}

async function fetchPage(
  client: SupabaseClient,
  table: SyncedTable,
  cursor: SyncCursor | null,
  limit: number,
): Promise<PullPage> {
  const { data, error, status } = await client.rpc('sync_pull', {
    p_table: table,
    p_after_xid: cursor?.xid ?? null,
    p_after_id: cursor?.id ?? null,
    p_limit: limit,
  });
  if (error) throw new SyncCallError(classifyFailure(error, status));
  return data as PullPage;
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
  client: SupabaseClient,
  target: PullTarget,
  pageSize = PULL_PAGE_SIZE,
): Promise<number> {
  let applied = 0;
  for (const table of target.tables) {
    let cursor = await readCursor(db, table);
    for (;;) {
      const page = await fetchPage(client, table, cursor, pageSize);
      const next = page.next;
      // One transaction per page: the rows and the cursor that covers them commit together. If the
      // tab dies mid-page, neither is saved and the page is pulled again; the cursor can never run
      // ahead of the rows it claims, and other tabs' live queries never see half a page.
      await db.transaction('rw', target.transactionTables(table), async () => {
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
    tables: ['jobs', 'profiles', 'applications', 'notes', 'job_drafts'],
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
 * Anonymous visitors cannot see a job once it is unpublished, so its change never reaches them
 * through the feed. Reconcile by id: every local job the server no longer lists as published
 * is removed.
 */
export async function reconcilePublicJobs(db: PublicDb, client: SupabaseClient): Promise<number> {
  const published = new Set<string>();
  const pageSize = 1000;
  for (let from = 0; ; from += pageSize) {
    const { data, error, status } = await client
      .from('jobs')
      .select('id')
      .eq('status', 'published')
      .is('deleted_at', null)
      .order('id')
      .range(from, from + pageSize - 1);
    if (error) throw new SyncCallError(classifyFailure(error, status));
    for (const { id } of data as { id: string }[]) published.add(id);
    if (data.length < pageSize) break;
  }
  return db.transaction('rw', db.jobs, async () => {
    const gone = (await db.jobs.toCollection().primaryKeys()).filter((id) => !published.has(id));
    await db.jobs.bulkDelete(gone);
    return gone.length;
  });
}
