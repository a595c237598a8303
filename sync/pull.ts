// Pull: read each table's change feed (`sync_pull`) from the stored cursor, page by page.
//
// The cursor is (change_xid, id), never a timestamp: `sync_pull` only returns rows whose
// transaction id is below the oldest transaction still running, so no row can later commit
// "behind" the cursor (timestamps are taken at statement time and commit out of order).
import Dexie from 'dexie';
import { isRowWrite, type RowWriteEntry } from '../src/db/outbox.ts';
import { rebaseRow } from '../src/db/rebase.ts';
import {
  localTableName,
  PULLED_TABLES,
  type CompanyDb,
  type Job,
  type PublicDb,
  type SyncCursor,
  type SyncDb,
  type PulledRow,
  type PulledTable,
  type SyncedRow,
  type SyncedTable,
} from '../src/db/schema.ts';
import { CycleCancelled, throwIfCancelled } from './push.ts';
import type { PullPage } from './contract.ts';
import type { SyncTransport } from './transport.ts';

export { SyncCallError } from './transport.ts';
export type { PullPage } from './contract.ts';

/**
 * The server's largest page (sync_pull caps p_limit at 5 000, migration 20261125000200). A first
 * sync waits on the browser's IndexedDB backend, and it writes a 5 000-row page as one bulk put
 * faster than five pages of 1 000 (bench B1: 14.4 -> 12.1 s for 100 000 rows). The price is one
 * longer task per page while the puts are issued (~0.2 s for 5 000 applications), during a first
 * sync only: later pulls bring a handful of rows.
 */
export const PULL_PAGE_SIZE = 5000;

const cursorKey = (table: PulledTable) => `cursor:${table}` as const;

export async function readCursor(db: SyncDb, table: PulledTable): Promise<SyncCursor | null> {
  return ((await db.syncState.get(cursorKey(table))) as SyncCursor | undefined) ?? null;
}

export interface PullOptions {
  pageSize?: number;
  /** Cancels the pull: no page is fetched after it fires, and a page in flight is not applied. */
  signal?: AbortSignal;
  /** Re-checked before every page: throws when this user's session is gone. */
  guard?: () => Promise<void>;
  /** Told after each page is written: its table and how many rows it held. */
  onPage?: (table: PulledTable, rows: number) => void;
}

/** How a scope turns one pulled page into local state. */
export interface PullTarget {
  tables: readonly PulledTable[];
  /** Applies one page (rows in feed order); runs inside the page's transaction. */
  applyRows(table: PulledTable, rows: PulledRow[]): Promise<void>;
  /** Dexie tables the page's transaction must cover (rows, outbox for rebasing, cursors). */
  transactionTables(table: PulledTable): string[];
}

/**
 * Tables pulled only after another one in the same cycle: a draft arrives before its messages,
 * so the creator never shows a conversation whose draft it does not have yet; the members before
 * their company's row, so a store that has the company has its roles (useMembership reads a
 * company without the member's row as "not a member").
 */
const PULLED_AFTER: Partial<Record<PulledTable, PulledTable>> = {
  job_draft_messages: 'job_drafts',
  companies: 'company_members',
  interview_stages: 'interview_plans',
  // Messaging's small tables share one lane (issue 25): a browser opens six connections to a
  // host, so more lanes would only queue; notifications keep a lane of their own.
  outgoing_emails: 'email_templates',
  notification_preferences: 'outgoing_emails',
  candidate_messages: 'notification_preferences',
  // Chat (issue 26): conversations before their messages (a thread is never shown without its
  // conversation), read marks after; messages get no lane of their own beside the six others.
  conversation_messages: 'conversations',
  conversation_reads: 'conversation_messages',
};

/** The tables in lanes: a lane's tables are pulled one after another, the lanes side by side. */
export function pullLanes(tables: readonly PulledTable[]): PulledTable[][] {
  const lanes: PulledTable[][] = [];
  for (const table of tables) {
    const before = PULLED_AFTER[table];
    const lane = before ? lanes.find((l) => l.includes(before)) : undefined;
    if (lane) lane.push(table);
    else lanes.push([table]);
  }
  return lanes;
}

/**
 * Pulls every table of the target until the feed is drained. Returns the number of rows applied.
 *
 * Two overlaps make a first sync cost about its slowest part instead of the sum of all parts:
 *  - tables are pulled side by side (in lanes, see pullLanes), so the server reads one table
 *    while the browser writes another;
 *  - within a table, the next page is asked for as soon as a page arrives, while that page is
 *    written. Pages of one table are still applied strictly in order, one transaction each.
 * The first failure stops every lane: no page is asked for after it, and pages already asked
 * ahead are aborted. Each table's cursor stays on the last page it wrote.
 */
export async function pullAll(
  db: SyncDb,
  transport: SyncTransport,
  target: PullTarget,
  options: PullOptions = {},
): Promise<number> {
  const pageSize = options.pageSize ?? PULL_PAGE_SIZE;
  const signal = options.signal ?? new AbortController().signal;
  // Aborts pages asked for ahead, and stops the other lanes, when this pull ends early (an error
  // in any lane, a cancelled cycle).
  const ahead = new AbortController();
  const stopAhead = () => ahead.abort();
  signal.addEventListener('abort', stopAhead, { once: true });
  const stopped = () => signal.aborted || ahead.signal.aborted;
  // Lanes asking at the same moment share one session check: concurrent checks of an expired
  // session would each start a token refresh.
  let checking: Promise<void> | null = null;
  const guard = () =>
    (checking ??= (options.guard?.() ?? Promise.resolve()).finally(() => {
      checking = null;
    }));
  const fetchPage = async (table: PulledTable, cursor: SyncCursor | null) => {
    if (stopped()) throw new CycleCancelled();
    await guard();
    return transport.pull(table, cursor, pageSize, ahead.signal);
  };

  const pullTable = async (table: PulledTable): Promise<number> => {
    let applied = 0;
    let inFlight: Promise<PullPage> | null = fetchPage(table, await readCursor(db, table));
    try {
      while (inFlight) {
        const page: PullPage = await inFlight;
        inFlight = null;
        const next = page.next;
        if (page.has_more && next) {
          inFlight = fetchPage(table, { key: cursorKey(table), xid: next.xid, id: next.id });
          // Awaited on the next turn; a failure before then must not surface as unhandled.
          inFlight.catch(() => undefined);
        }
        // One transaction per page: the rows and the cursor that covers them commit together. If
        // the tab dies mid-page, neither is saved and the page is pulled again; the cursor can never
        // run ahead of the rows it claims, and other tabs' live queries never see half a page. A
        // page that arrives after the cycle was cancelled (stop, sign-out) or after another lane
        // failed is dropped: the cursor stays put.
        await db.transaction('rw', target.transactionTables(table), async () => {
          if (stopped()) throw new CycleCancelled();
          await target.applyRows(table, page.rows);
          if (next)
            await db.syncState.put({
              key: cursorKey(table),
              xid: next.xid,
              id: next.id,
            } as SyncCursor);
        });
        applied += page.rows.length;
        if (page.rows.length > 0) options.onPage?.(table, page.rows.length);
      }
      return applied;
    } catch (error) {
      ahead.abort();
      throw error;
    }
  };

  try {
    const lanes = pullLanes(target.tables).map(async (lane) => {
      let applied = 0;
      for (const table of lane) applied += await pullTable(table);
      return applied;
    });
    const results = await Promise.allSettled(lanes);
    throwIfCancelled(signal);
    // The error that stopped the pull, not the cancellations it caused in the other lanes.
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    const cause = failures.find((e) => !(e instanceof CycleCancelled) && !isAbortOf(e)) ?? failures[0];
    if (failures.length > 0) throw cause;
    return results.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0);
  } finally {
    signal.removeEventListener('abort', stopAhead);
    ahead.abort();
  }
}

/** A transport call that failed because this pull aborted it (the other lanes' fallout). */
function isAbortOf(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || /abort/i.test(error.message));
}

/**
 * A page's rows by outcome: the last version of each row in feed order (a row can appear twice
 * in one page, e.g. a departure and a later return), split into rows to store and ids to remove.
 * Pure.
 */
export function splitPage<T extends { id: string; deleted_at?: string | null }>(
  rows: readonly T[],
  keep: (row: T) => boolean,
): { put: T[]; remove: string[] } {
  const latest = new Map<string, T>();
  for (const row of rows) {
    latest.delete(row.id);
    latest.set(row.id, row);
  }
  const put: T[] = [];
  const remove: string[] = [];
  for (const row of latest.values()) {
    if (keep(row)) put.push(row);
    else remove.push(row.id);
  }
  return { put, remove };
}

/**
 * The company scope: the company's own rows. A company's own pull carries no other company's jobs
 * (migration 20261127000200); a row of another company (an older server's feed) is skipped.
 *
 * A page is written with two bulk operations (put the live rows, delete the deleted ones), not a
 * write per row: only rows with writes still in the outbox — found through the outbox's
 * [table+rowId] index, a handful among a thousand — are rebased one by one (server row
 * underneath, pending patches on top).
 */
export function companyPullTarget(db: CompanyDb): PullTarget {
  return {
    tables: PULLED_TABLES,
    transactionTables: (table) => [localTableName(table), 'outbox', 'syncState'],
    async applyRows(table, rows) {
      const own = rows.filter((row) => companyOf(table, row) === db.companyId);
      if (own.length === 0) return;
      const pending = isTeamTable(table) ? new Set<string>() : await rowsWithPendingWrites(db, table);
      const { put, remove } = splitPage(
        own.filter((row) => !pending.has(row.id)),
        (row) => !row.deleted_at,
      );
      const local = db.table(localTableName(table));
      if (put.length > 0) await local.bulkPut(put.map(withoutLocalMarkers));
      if (remove.length > 0) await local.bulkDelete(remove);
      if (isTeamTable(table)) return;
      for (const row of own) if (pending.has(row.id)) await rebaseRow(db, table, row.id, row as SyncedRow);
    },
  };
}

/** The team tables are written by the server only: no outbox entry ever waits on their rows. */
function isTeamTable(table: PulledTable): table is Exclude<PulledTable, SyncedTable> {
  return (
    table === 'companies' || table === 'company_members' || table === 'company_invitations' || table === 'activity'
  );
}

/** The company a pulled row belongs to (a company row is its own company). */
function companyOf(table: PulledTable, row: PulledRow): string | undefined {
  return table === 'companies' ? row.id : (row as { company_id?: string }).company_id;
}

/** Ids of the table's rows that have an outbox write waiting; inside a transaction over `outbox`. */
async function rowsWithPendingWrites(db: CompanyDb, table: SyncedTable): Promise<Set<string>> {
  const entries = await db.outbox
    .where('[table+rowId]')
    .between([table, Dexie.minKey], [table, Dexie.maxKey])
    .toArray();
  return new Set(
    entries.filter((e): e is RowWriteEntry => e.status === 'pending' && isRowWrite(e)).map((e) => e.rowId),
  );
}

/** A pulled row never carries the local-only marker; a server answer that did is not trusted. */
function withoutLocalMarkers<T extends object>(row: T): T {
  if (!('_pending' in row)) return row;
  const { _pending: _ignored, ...rest } = row as T & { _pending?: 1 };
  return rest as T;
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
      const { put, remove } = splitPage(rows as Job[], (job) => job.status === 'published' && !job.deleted_at);
      if (put.length > 0) await db.jobs.bulkPut(put);
      if (remove.length > 0) await db.jobs.bulkDelete(remove);
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
