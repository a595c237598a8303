// Dexie's global query cache must not keep entries that no live query uses (issue 12, B5). Two
// ways it did in Dexie 4.4.7, both mended in patches/dexie+4.4.7.patch (patch-package, applied on
// npm install):
//  1. A read subscribes to its cache entry until its live query's AbortSignal fires. A querier
//     that awaits between reads keeps running after its live query is cancelled (a screen left, a
//     change that re-ran it): its later reads subscribed with a signal that had already fired, and
//     stayed subscribed for good, results and all — the navigation soak's leak (56 → 120 MB).
//  2. Another tab's write replaced the cache's entry lists with filtered copies, while each
//     entry's pending deletion held the list it was added to: once unsubscribed, an entry was
//     deleted from that stale list and stayed in the live one for good.
import Dexie, { liveQuery, type EntityTable } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyDb, PublicDb, newId } from '@/db';
import { deleteStoresAfterEach, putPulledJob } from '@/test-support/localStores';

const keep = deleteStoresAfterEach();

interface Item {
  id: string;
  group: number;
}
class Store extends Dexie {
  items!: EntityTable<Item, 'id'>;
  constructor() {
    super(`query-cache-${newId()}`);
    this.version(1).stores({ items: 'id, group' });
  }
}

interface CacheEntry {
  subscribers: Set<unknown>;
}
interface TableCache {
  queries: { query: Record<string, CacheEntry[]> };
}
/** Dexie's cache entries of one database. */
function cacheEntries(db: Dexie): CacheEntry[] {
  const cache = (Dexie as unknown as { cache: Record<string, TableCache> }).cache;
  return Object.entries(cache)
    .filter(([key]) => key.startsWith(`idb://${db.name}/`))
    .flatMap(([, table]) => Object.values(table.queries.query).flat());
}
const cachedQueries = (db: Dexie) => cacheEntries(db).length;
/** The entries some live query still subscribes to. */
const subscribedEntries = (db: Dexie) => cacheEntries(db).filter((entry) => entry.subscribers.size > 0).length;

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
/** Dexie deletes an entry 3 s after its last subscriber leaves. */
const DEXIE_GRACE_MS = 3_200;

/**
 * Subscribes to a querier that reads, waits, then reads again, and cancels it between the two
 * reads (a screen left while its data loads). Resolves once the second read has answered.
 */
async function cancelBetweenReads(read: () => Promise<unknown>): Promise<void> {
  let firstDone!: () => void;
  const afterFirstRead = new Promise<void>((resolve) => (firstDone = resolve));
  let secondDone!: () => void;
  const afterSecondRead = new Promise<void>((resolve) => (secondDone = resolve));
  const subscription = liveQuery(async () => {
    await read();
    firstDone();
    await tick(5);
    try {
      return await read();
    } finally {
      secondDone();
    }
  }).subscribe({ next: () => {}, error: () => {} });
  await afterFirstRead;
  subscription.unsubscribe();
  await afterSecondRead;
  await tick(5);
}

describe("Dexie's query cache (patched)", () => {
  it('keeps no entry subscribed by a read its cancelled live query made, and drops it after the grace', async () => {
    const db = keep(new Store());
    await db.items.bulkAdd([{ id: 'a', group: 1 }]);
    for (let i = 0; i < 5; i++) await cancelBetweenReads(() => db.items.where('group').above(i).toArray());
    expect(subscribedEntries(db)).toBe(0);
    await tick(DEXIE_GRACE_MS);
    expect(cachedQueries(db)).toBe(0);
  });

  it('on both stores the app opens', async () => {
    const company = keep(new CompanyDb(newId()));
    const job = await putPulledJob(company, { title: 'Engineer' });
    await cancelBetweenReads(() => company.jobs.where('id').equals(job).toArray());
    expect(subscribedEntries(company)).toBe(0);

    const publicDb = keep(new PublicDb(`partii-public-${newId()}`));
    await cancelBetweenReads(() => publicDb.jobs.toArray());
    expect(subscribedEntries(publicDb)).toBe(0);
  });

  it('leaves a live query that is not cancelled as it was: first result and every change', async () => {
    const db = keep(new Store());
    await db.items.bulkAdd([{ id: 'a', group: 1 }]);
    const seen: string[][] = [];
    const subscription = liveQuery(async () => {
      const first = await db.items.where('group').equals(1).primaryKeys();
      await tick(1);
      const all = await db.items.orderBy('id').primaryKeys();
      return all.filter((id) => first.includes(id));
    }).subscribe((ids) => seen.push(ids));
    await expect.poll(() => seen.at(-1)).toEqual(['a']);
    await db.items.add({ id: 'b', group: 1 });
    await expect.poll(() => seen.at(-1)).toEqual(['a', 'b']);
    subscription.unsubscribe();
    await tick(5);
    expect(subscribedEntries(db)).toBe(0);
  });

  describe('another tab', () => {
    // Dexie's own channel between tabs (its STORAGE_MUTATED_DOM_EVENT_NAME).
    const otherTab = new BroadcastChannel('x-storagemutated-1');
    afterEach(() => {
      otherTab.onmessage = null;
    });

    it("drops an unused query's cache entry also after another tab's write", async () => {
      const db = keep(new Store());
      await db.items.bulkAdd([{ id: 'a', group: 1 }]);
      // What a write to another row tells the other tabs, as another tab would send it to this one.
      const parts = new Promise<unknown>(
        (resolve) =>
          (otherTab.onmessage = (event: MessageEvent) => {
            if (JSON.stringify(event.data).includes('"b"')) resolve(event.data);
          }),
      );
      await db.items.add({ id: 'b', group: 2 });
      const anotherTabsWrite = await parts;

      const seen: Item[][] = [];
      const subscription = liveQuery(() => db.items.where('group').equals(1).toArray()).subscribe((rows) =>
        seen.push(rows),
      );
      await expect.poll(() => seen.length).toBe(1);
      expect(cachedQueries(db)).toBe(1);

      otherTab.postMessage(anotherTabsWrite);
      await tick(20);
      expect(seen).toHaveLength(1); // that write did not touch this query: it stays cached
      expect(cachedQueries(db)).toBe(1);

      subscription.unsubscribe();
      await tick(DEXIE_GRACE_MS);
      expect(cachedQueries(db)).toBe(0);
    });
  });
});
