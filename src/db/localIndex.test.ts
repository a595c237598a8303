// The search index's load is shared: whichever search or list first asks for the index starts it,
// the others await the same load. The live query that started it may be cancelled mid-load (a
// search typed on, a screen left); the others must still get the index.
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { localIndexOf } from './localIndex';

const keep = deleteStoresAfterEach();
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('localIndex.ready', () => {
  it('loads for the live queries still waiting when the one that started the load is cancelled', async () => {
    const db = keep(new CompanyDb(TEST_COMPANY));
    // More rows than one load step (500), so the load reads again after the cancellation.
    await putPulledRows(db, {
      profiles: Array.from({ length: 1_200 }, (_, i) => ({ id: newId(), first_name: `Ada ${i}` })),
    });

    let started!: () => void;
    const firstAsked = new Promise<void>((resolve) => (started = resolve));
    const first = liveQuery(async () => {
      const loading = localIndexOf(db).ready();
      started();
      return (await loading).entries('profiles').size;
    }).subscribe({ next: () => {}, error: () => {} });
    await firstAsked;

    const sizes: number[] = [];
    const errors: unknown[] = [];
    const second = liveQuery(async () => (await localIndexOf(db).ready()).entries('profiles').size).subscribe({
      next: (size) => sizes.push(size),
      error: (error) => errors.push(error),
    });
    await tick(0);
    first.unsubscribe(); // the screen that started the load is left mid-load

    await expect.poll(() => sizes.at(-1), { timeout: 5_000 }).toBe(1_200);
    expect(errors).toEqual([]);
    second.unsubscribe();
  }, 15_000);
});
