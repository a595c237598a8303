// A DBCore middleware on the company store that keeps two things right on EVERY write, whoever
// makes it (commands, the sync pull's bulk pages, rebasing, upgrades, this tab or another):
//
// 1. The `counts` store (counts.ts). Each mutation of `applications` reads the rows it replaces
//    and writes the count changes in the SAME transaction: the middleware adds `counts` to every
//    readwrite transaction that covers `applications`, so a count can never disagree with the
//    rows it counts, not even after a crash between two writes. Mutations of one transaction are
//    handled one after the other (a queue per transaction): two puts of the same row issued in
//    parallel would otherwise both read the same "before" row and count it twice.
// 2. Change notices for the in-memory search index (localIndex.ts): the rows this tab put or
//    deleted, handed over once their transaction has committed (never for an aborted one), so
//    the index follows the pull page by page without reading anything back.
import type {
  DBCore,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreTable,
  DBCoreTransaction,
  Middleware,
} from 'dexie';
import { ALL_JOBS_KEY, CountsDelta, type ApplicationCounts, type CountedApplication } from './counts.ts';

export const COUNTS_STORE = 'counts';
const APPLICATIONS = 'applications';

/** The tables the search index follows. */
export const INDEXED_TABLES = ['jobs', 'profiles', 'applications'] as const;
export type IndexedTable = (typeof INDEXED_TABLES)[number];

/** One write to an indexed table; a transaction's writes are handed over in the order they ran. */
export type CommittedChange =
  | { kind: 'put'; table: IndexedTable; rows: unknown[] }
  | { kind: 'delete'; table: IndexedTable; keys: string[] }
  /** A range was deleted (clear()): the index reloads the table. */
  | { kind: 'range'; table: IndexedTable };

/** What one committed transaction changed in the indexed tables, in order. */
export type CommittedChanges = readonly CommittedChange[];

export type CommittedChangesListener = (changes: CommittedChanges) => void;

export interface StoreMiddleware {
  middleware: Middleware<DBCore>;
  /** Called after each of this tab's committed transactions that changed an indexed table. */
  onCommitted(listener: CommittedChangesListener): () => void;
  /** True for the `mutatedParts` of this tab's own transactions (Dexie's storagemutated payload). */
  isLocalParts(parts: unknown): boolean;
}

const isIndexed = (name: string): name is IndexedTable => (INDEXED_TABLES as readonly string[]).includes(name);

function storeNamesOf(trans: DBCoreTransaction): DOMStringList | undefined {
  return (trans as unknown as IDBTransaction).objectStoreNames;
}

/** Failed operations of a mutate response, by position. */
function failedPositions(res: DBCoreMutateResponse): Set<number> {
  return new Set(Object.keys(res.failures ?? {}).map(Number));
}

/**
 * Count changes of writes to `keys` in order, from the rows they replaced (`before`, read before
 * any of them ran): a key written twice replaces its own first write. `after` null: deletes.
 */
function applyInOrder(
  delta: CountsDelta,
  keys: readonly string[],
  before: readonly (CountedApplication | undefined)[],
  after: readonly CountedApplication[] | null,
  failed: ReadonlySet<number>,
): void {
  const current = new Map<string, CountedApplication | undefined>();
  keys.forEach((key, i) => current.has(key) || current.set(key, before[i]));
  keys.forEach((key, i) => {
    if (failed.has(i)) return;
    const value = after ? after[i] : undefined;
    delta.change(current.get(key), value);
    current.set(key, value);
  });
}

/** The add's response, with the positions retried as a put answered by the put. */
function mergeRetried(
  added: DBCoreMutateResponse,
  retried: readonly number[],
  put: DBCoreMutateResponse,
): DBCoreMutateResponse {
  const failures: Record<number, Error> = {};
  for (const [i, error] of Object.entries(added.failures ?? {})) failures[Number(i)] = error;
  const results = [...(added.results ?? [])];
  retried.forEach((position, j) => {
    delete failures[position];
    if (put.failures?.[j]) failures[position] = put.failures[j];
    else results[position] = put.results?.[j];
  });
  return {
    numFailures: Object.keys(failures).length,
    failures,
    results,
    lastResult: results[results.length - 1],
  };
}

/** The count rows new values go to: their jobs' and the company's. */
function countKeysOf(values: readonly CountedApplication[]): string[] {
  const keys = new Set<string>([ALL_JOBS_KEY]);
  for (const value of values) if (typeof value?.job_id === 'string') keys.add(value.job_id);
  return [...keys];
}

/** A write issued without waiting for it: if it fails, its transaction must not commit. */
function abortOnFailure(trans: DBCoreTransaction, write: Promise<DBCoreMutateResponse>): void {
  const abort = () => {
    try {
      (trans as unknown as IDBTransaction).abort();
    } catch {
      // Already finished: aborted by the failure itself.
    }
  };
  write.then((res) => res.numFailures > 0 && abort(), abort);
}

export function createStoreMiddleware(): StoreMiddleware {
  const listeners = new Set<CommittedChangesListener>();
  const pendingByTrans = new WeakMap<DBCoreTransaction, CommittedChange[]>();
  const queueByTrans = new WeakMap<DBCoreTransaction, Promise<unknown>>();
  const localParts = new WeakSet<object>();

  function changesOf(trans: DBCoreTransaction): CommittedChange[] {
    let changes = pendingByTrans.get(trans);
    if (!changes) {
      changes = [];
      pendingByTrans.set(trans, changes);
      (trans as unknown as IDBTransaction).addEventListener?.('complete', () => {
        if (listeners.size === 0) return;
        for (const listener of listeners) listener(changes!);
      });
    }
    return changes;
  }

  function remember(trans: DBCoreTransaction): void {
    const parts = (trans as { mutatedParts?: object }).mutatedParts;
    if (parts) localParts.add(parts);
  }

  /** Records a successful mutation for the change notices. */
  function record(tableName: IndexedTable, req: DBCoreMutateRequest, res: DBCoreMutateResponse) {
    const changes = changesOf(req.trans);
    const failed = failedPositions(res);
    if (req.type === 'deleteRange') changes.push({ kind: 'range', table: tableName });
    else if (req.type === 'delete')
      changes.push({ kind: 'delete', table: tableName, keys: req.keys.filter((_, i) => !failed.has(i)) as string[] });
    else changes.push({ kind: 'put', table: tableName, rows: req.values.filter((_, i) => !failed.has(i)) });
  }

  /**
   * Applies a mutation of `applications` and its count changes, in the request's transaction.
   * A put is tried as an add first: an add needs no "before" row (there is none), and during a
   * first sync every pulled row is new, so reading 50 000 missing rows back (a third of the
   * pull's IndexedDB time, measured) is skipped. The rows that already exist refuse the add
   * (ConstraintError, its transaction kept alive) and are read and put as before.
   */
  async function mutateApplications(
    table: DBCoreTable,
    counts: DBCoreTable,
    req: DBCoreMutateRequest,
  ): Promise<DBCoreMutateResponse> {
    const { trans } = req;
    const extractKey = table.schema.primaryKey.extractKey!;
    const delta = new CountsDelta();
    // Count rows asked for ahead (see below), and their keys.
    let aheadKeys: string[] = [];
    let ahead: Promise<unknown[]> | null = null;
    let res: DBCoreMutateResponse;
    if (req.type === 'deleteRange') {
      const existing = await table.query({
        trans,
        values: true,
        query: { index: table.schema.primaryKey, range: req.range },
      });
      const before = existing.result as CountedApplication[];
      res = await table.mutate(req);
      if (!res.numFailures) for (const row of before) delta.change(row, undefined);
    } else if (req.type === 'delete') {
      const keys = req.keys as string[];
      const before = (await table.getMany({ trans, keys, cache: 'immutable' })) as (CountedApplication | undefined)[];
      res = await table.mutate(req);
      applyInOrder(delta, keys, before, null, failedPositions(res));
    } else {
      const keys: string[] = req.keys ?? req.values.map((v) => extractKey(v));
      // The count rows of the new values' jobs are asked for together with the writes, not once
      // they are done: a transaction runs its requests in order, so IndexedDB goes on from the
      // writes to these reads without waiting on this thread (a first sync's pages did, twice each).
      aheadKeys = countKeysOf(req.values as CountedApplication[]);
      ahead = counts.getMany({ trans, keys: aheadKeys });
      // Awaited below; if the writes fail first, its failure must not surface as unhandled.
      ahead.catch(() => undefined);
      const added = await table.mutate({ ...req, type: 'add' });
      const existing = Object.entries(added.failures ?? {}).flatMap(([i, error]) =>
        (error as { name?: string } | undefined)?.name === 'ConstraintError' ? [Number(i)] : [],
      );
      const refused = failedPositions(added);
      const values = req.values as CountedApplication[];
      // The added rows were new.
      keys.forEach((_, i) => refused.has(i) || delta.change(undefined, values[i]));
      res = added;
      if (req.type === 'put' && existing.length > 0) {
        const existingKeys = existing.map((i) => keys[i]);
        // `cache: 'immutable'` leaves the rows in the transaction's cache, where Dexie's own
        // observability layer finds them instead of reading them a second time.
        const before = (await table.getMany({ trans, keys: existingKeys, cache: 'immutable' })) as (
          CountedApplication | undefined
        )[];
        const put = await table.mutate({
          ...req,
          keys: req.keys ? existingKeys : undefined,
          values: existing.map((i) => values[i]),
        });
        const putFailed = failedPositions(put);
        applyInOrder(
          delta,
          existingKeys,
          before,
          existing.map((i) => values[i]),
          putFailed,
        );
        res = mergeRetried(added, existing, put);
      }
    }
    const countKeys = delta.keys;
    if (countKeys.length > 0) {
      // Count rows read so far, by key (undefined: there is none yet). Dexie's own promises are
      // awaited directly, never through a helper of ours: its zone (the transaction the hooks
      // look up) follows only those.
      const stored = new Map<string, ApplicationCounts | undefined>();
      if (ahead) {
        const rows = (await ahead) as (ApplicationCounts | undefined)[];
        aheadKeys.forEach((key, i) => stored.set(key, rows[i]));
      }
      const missing = countKeys.filter((key) => !stored.has(key));
      if (missing.length > 0) {
        const rows = (await counts.getMany({ trans, keys: missing })) as (ApplicationCounts | undefined)[];
        missing.forEach((key, i) => stored.set(key, rows[i]));
      }
      const next = delta.apply(countKeys.map((key) => stored.get(key)));
      const puts = next.filter((row): row is ApplicationCounts => row !== null);
      const deletes = countKeys.filter((_, i) => next[i] === null);
      // Issued, not awaited: the next request of this transaction (the next mutation, which reads
      // these rows, or the pull's cursor) is queued behind them. A count that fails to be written
      // takes the whole transaction down, rows included.
      if (puts.length > 0) abortOnFailure(trans, counts.mutate({ type: 'put', trans, values: puts }));
      if (deletes.length > 0) abortOnFailure(trans, counts.mutate({ type: 'delete', trans, keys: deletes }));
    }
    return res;
  }

  const middleware: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'partii-store',
    create(down) {
      // A store opened at an older version (tests, an upgrade in progress) has no counts yet.
      const hasCounts = down.schema.tables.some((table) => table.name === COUNTS_STORE);
      return {
        ...down,
        transaction(stores, mode, options) {
          // Every readwrite transaction that may write applications also covers their counts.
          const withCounts =
            hasCounts && mode === 'readwrite' && stores.includes(APPLICATIONS) && !stores.includes(COUNTS_STORE)
              ? [...stores, COUNTS_STORE]
              : stores;
          return down.transaction(withCounts, mode, options);
        },
        table(name) {
          const table = down.table(name);
          if (!isIndexed(name)) return table;
          const counted = name === APPLICATIONS;
          return {
            ...table,
            mutate(req) {
              const run = async () => {
                const keepsCounts = counted && storeNamesOf(req.trans)?.contains(COUNTS_STORE) === true;
                const res = keepsCounts
                  ? await mutateApplications(table, down.table(COUNTS_STORE), req)
                  : await table.mutate(req);
                record(name, req, res);
                remember(req.trans);
                return res;
              };
              if (!counted) return run();
              // One mutation of applications at a time per transaction (see the header).
              const previous = queueByTrans.get(req.trans) ?? Promise.resolve();
              const result = previous.then(run, run);
              queueByTrans.set(
                req.trans,
                result.catch(() => undefined),
              );
              return result;
            },
          };
        },
      };
    },
  };

  return {
    middleware,
    onCommitted(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isLocalParts: (parts) => typeof parts === 'object' && parts !== null && localParts.has(parts),
  };
}
