// The in-memory index of the company store (issue 12, B4): a small projection of every job,
// profile and application, enough to answer the screens' searches and the candidates list's
// filters without reading the store per keystroke. The searches themselves (the spec's
// case-insensitive substring rules) live with their features and run over these entries.
//
// Why a projection and not a full-text library: the spec's searches are SUBSTRING matches
// ("ngel" finds "Angela", "a l" finds "Ada Lovelace"); word-based indexes (MiniSearch, FlexSearch)
// match words or prefixes and would answer differently. A scan over ~100 000 short projected
// strings in memory takes a few milliseconds and is the scan's answer by construction.
//
// Kept up to date, never rebuilt per change:
// - this tab's writes (commands, the sync pull's pages, rebasing) arrive as committed rows from
//   the store middleware (storeMiddleware.ts), so a first sync fills the index page by page
//   without reading anything back;
// - another tab's writes arrive as Dexie's `storagemutated` parts: the changed keys are read
//   back; a change given only as a range (a bulk write of 50 rows or more, a clear) marks the
//   table stale and the next search reloads it.
// Changes that arrive while a table loads are replayed on top of it, in commit order, so a load
// racing with the pull never leaves a stale entry.
import Dexie, { type ObservabilitySet } from 'dexie';
import type { CompanyDb } from './schema.ts';
import { INDEXED_TABLES, type CommittedChanges, type IndexedTable } from './storeMiddleware.ts';

export interface JobEntry {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  skills: readonly string[];
  status: string;
  created_at: string;
}

export interface ProfileEntry {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

export interface ApplicationEntry {
  id: string;
  job_id: string;
  applicant_id: string | null;
  status: string | null;
  created_at: string;
}

interface EntryOf {
  jobs: JobEntry;
  profiles: ProfileEntry;
  applications: ApplicationEntry;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- rows arrive untyped from the middleware */
const PROJECT: { [T in IndexedTable]: (row: any) => EntryOf[T] } = {
  jobs: (row) => ({
    id: row.id,
    title: row.title ?? '',
    description: row.description ?? null,
    location: row.location ?? null,
    skills: Array.isArray(row.skills) ? row.skills : [],
    status: row.status,
    created_at: row.created_at,
  }),
  profiles: (row) => ({
    id: row.id,
    first_name: row.first_name ?? null,
    last_name: row.last_name ?? null,
    email: row.email ?? null,
  }),
  applications: (row) => ({
    id: row.id,
    job_id: row.job_id,
    applicant_id: row.applicant_id ?? null,
    status: row.status ?? null,
    created_at: row.created_at,
  }),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Rows read per load step: small steps keep each step's work on the main thread short (~20 ms). */
const LOAD_CHUNK = 500;

type Change =
  { kind: 'put'; table: IndexedTable; rows: unknown[] } | { kind: 'delete'; table: IndexedTable; keys: string[] };

/** Newest first, ties by id descending: the order of a reverse walk of the `created_at` index. */
export function newestFirst(a: { id: string; created_at: string }, b: { id: string; created_at: string }): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** By id ascending: the order of a table's primary key (what `toArray()` gives). */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export class LocalIndex {
  private readonly maps: { [T in IndexedTable]: Map<string, EntryOf[T]> } = {
    jobs: new Map(),
    profiles: new Map(),
    applications: new Map(),
  };
  /** Tables whose entries must be (re)loaded from the store before the next answer. */
  private readonly stale = new Set<IndexedTable>(INDEXED_TABLES);
  private loading: Promise<void> | null = null;
  /** Changes seen while a load runs, replayed after it. */
  private buffered: Change[] | null = null;
  /** Tables marked stale while a load ran: they stay stale after it. */
  private readonly staleDuringLoad = new Set<IndexedTable>();
  private readonly sortedCache = new Map<string, { version: number; entries: unknown[] }>();
  private readonly listeners = new Set<() => void>();
  private disposers: (() => void)[] = [];
  /** Other tabs' changed rows being read back. */
  private readonly remoteReads = new Set<Promise<unknown>>();
  /** Bumped on every change: caches and subscribers key on it. */
  version = 0;

  constructor(private readonly db: CompanyDb) {
    this.disposers.push(db.store.onCommitted((changes) => this.applyCommitted(changes)));
    const onStorageMutated = (parts: ObservabilitySet) => this.applyRemote(parts);
    Dexie.on('storagemutated', onStorageMutated);
    this.disposers.push(() => Dexie.on.storagemutated.unsubscribe(onStorageMutated));
  }

  /** Stops following the store (the database is closed or deleted). */
  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    this.listeners.clear();
  }

  /** Resolves once every table's entries reflect the store (loads what is stale). */
  async ready(): Promise<this> {
    while (this.stale.size > 0 || this.remoteReads.size > 0) {
      await Promise.all(this.remoteReads);
      if (this.stale.size === 0) continue;
      this.loading ??= this.load().finally(() => (this.loading = null));
      await this.loading;
    }
    return this;
  }

  /** True when an answer can be given now, without loading. */
  get isReady(): boolean {
    return this.stale.size === 0 && this.remoteReads.size === 0;
  }

  entries<T extends IndexedTable>(table: T): ReadonlyMap<string, EntryOf[T]> {
    return this.maps[table];
  }

  /** A table's entries in an order, sorted once per version of the index. */
  sorted<T extends IndexedTable>(table: T, order: 'newestFirst' | 'byId'): readonly EntryOf[T][] {
    const cacheKey = `${table}:${order}`;
    const cached = this.sortedCache.get(cacheKey);
    if (cached && cached.version === this.version) return cached.entries as EntryOf[T][];
    const compare = (order === 'byId' ? byId : newestFirst) as (a: EntryOf[T], b: EntryOf[T]) => number;
    const entries = [...this.maps[table].values()].sort(compare);
    this.sortedCache.set(cacheKey, { version: this.version, entries });
    return entries;
  }

  /** Called after every change (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  private async load(): Promise<void> {
    const tables = [...this.stale];
    this.buffered = [];
    try {
      for (const table of tables) {
        // Cleared first: the loaded rows replace everything (a stale table may hold deleted rows).
        const fresh = new Map<string, EntryOf[typeof table]>();
        let last: string | null = null;
        for (;;) {
          const from =
            last === null ? this.db.table(table).toCollection() : this.db.table(table).where(':id').above(last);
          const rows = (await from.limit(LOAD_CHUNK).toArray()) as { id: string }[];
          for (const row of rows) fresh.set(row.id, PROJECT[table](row) as never);
          if (rows.length < LOAD_CHUNK) break;
          last = rows[rows.length - 1].id;
        }
        (this.maps as Record<IndexedTable, Map<string, unknown>>)[table] = fresh;
        this.stale.delete(table);
      }
    } finally {
      const replay = this.buffered ?? [];
      this.buffered = null;
      for (const table of this.staleDuringLoad) this.stale.add(table);
      this.staleDuringLoad.clear();
      for (const change of replay) this.applyChange(change);
      this.changed();
    }
  }

  private applyChange(change: Change): void {
    const map = this.maps[change.table] as Map<string, unknown>;
    if (change.kind === 'put') {
      for (const row of change.rows) map.set((row as { id: string }).id, PROJECT[change.table](row));
    } else {
      for (const key of change.keys) map.delete(key);
    }
  }

  private push(change: Change): void {
    if (this.buffered) this.buffered.push(change);
    else if (!this.stale.has(change.table)) this.applyChange(change);
  }

  /** This tab's committed writes, in the order the transaction made them. */
  private applyCommitted(changes: CommittedChanges): void {
    for (const change of changes) {
      if (change.kind === 'range') this.markStale(change.table);
      else this.push(change);
    }
    this.changed();
  }

  private markStale(table: IndexedTable): void {
    this.stale.add(table);
    if (this.loading) this.staleDuringLoad.add(table);
  }

  /** Another tab's writes: read the changed rows back, or reload a table changed by range. */
  private applyRemote(parts: ObservabilitySet): void {
    if (this.db.store.isLocalParts(parts)) return;
    const reads: Promise<void>[] = [];
    for (const table of INDEXED_TABLES) {
      const part = 'all' in parts ? { whole: true, keys: [] } : keysOf(parts[`idb://${this.db.name}/${table}/`]);
      if (!part) continue;
      if (part.whole) {
        this.markStale(table);
        continue;
      }
      reads.push(
        this.db
          .table(table)
          .bulkGet(part.keys)
          .then((rows: unknown[]) => {
            const present = rows.filter((row): row is { id: string } => row !== undefined);
            const gone = part.keys.filter((_, i) => rows[i] === undefined);
            if (gone.length) this.push({ kind: 'delete', table, keys: gone });
            if (present.length) this.push({ kind: 'put', table, rows: present });
          }),
      );
    }
    if (reads.length === 0) {
      this.changed();
      return;
    }
    const done = Promise.all(reads)
      .catch(() => INDEXED_TABLES.forEach((table) => this.markStale(table)))
      .finally(() => {
        this.remoteReads.delete(done);
        this.changed();
      });
    this.remoteReads.add(done);
  }
}

interface TreeNode {
  d?: number;
  from?: unknown;
  to?: unknown;
  l?: TreeNode | null;
  r?: TreeNode | null;
}

/** The single keys of a changed-range tree; `whole` when it holds a range (read it all again). */
function keysOf(tree: TreeNode | undefined): { whole: boolean; keys: string[] } | null {
  if (!tree || !tree.d) return null;
  const keys: string[] = [];
  let whole = false;
  const visit = (node: TreeNode | null | undefined) => {
    if (!node || !node.d) return;
    visit(node.l);
    if (typeof node.from === 'string' && node.from === node.to) keys.push(node.from);
    else whole = true;
    visit(node.r);
  };
  visit(tree);
  return { whole, keys };
}

const indexes = new WeakMap<CompanyDb, LocalIndex>();

/** The index of a company store: one per database instance, following it from first use. */
export function localIndexOf(db: CompanyDb): LocalIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new LocalIndex(db);
    indexes.set(db, index);
  }
  return index;
}
