// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import Dexie, { type EntityTable } from 'dexie';
import { useRevisitedLiveQuery } from './useRevisitedLiveQuery';

interface Item {
  id: string;
  group: string;
}

class Store extends Dexie {
  items!: EntityTable<Item, 'id'>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ items: 'id, group' });
  }
}

const stores: Store[] = [];
async function storeWith(items: Item[]): Promise<Store> {
  const store = new Store(`revisited-${Math.random()}`);
  stores.push(store);
  await store.items.bulkAdd(items);
  return store;
}

afterEach(async () => {
  cleanup();
  for (const store of stores.splice(0)) await store.delete();
});

const idsIn = (store: Store, group: string) => async () =>
  (await store.items.where('group').equals(group).primaryKeys()).sort();

function mount(store: Store, group: string, screen = 'list') {
  return renderHook(({ g }) => useRevisitedLiveQuery(store, screen, idsIn(store, g), [g]), {
    initialProps: { g: group },
  });
}

describe('useRevisitedLiveQuery', () => {
  it('reads the store on a first visit, and shows the last result at once when opened again', async () => {
    const store = await storeWith([
      { id: 'a', group: 'x' },
      { id: 'b', group: 'x' },
    ]);
    const first = mount(store, 'x');
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual(['a', 'b']));
    first.unmount();

    const again = mount(store, 'x');
    expect(again.result.current).toEqual(['a', 'b']);
  });

  it('replaces the remembered result with the live one when the store changed meanwhile', async () => {
    const store = await storeWith([{ id: 'a', group: 'x' }]);
    const first = mount(store, 'x');
    await waitFor(() => expect(first.result.current).toEqual(['a']));
    first.unmount();
    await store.items.add({ id: 'c', group: 'x' });

    const again = mount(store, 'x');
    expect(again.result.current).toEqual(['a']);
    await waitFor(() => expect(again.result.current).toEqual(['a', 'c']));
  });

  it('never shows one store’s result in another (another member, or after signing in again)', async () => {
    const mine = await storeWith([{ id: 'mine', group: 'x' }]);
    const theirs = await storeWith([{ id: 'theirs', group: 'x' }]);
    const first = mount(mine, 'x');
    await waitFor(() => expect(first.result.current).toEqual(['mine']));
    first.unmount();

    const other = mount(theirs, 'x');
    expect(other.result.current).toBeUndefined();
    await waitFor(() => expect(other.result.current).toEqual(['theirs']));
  });

  it('remembers a result only under the arguments it was read with', async () => {
    const store = await storeWith([
      { id: 'a', group: 'x' },
      { id: 'b', group: 'y' },
    ]);
    const view = mount(store, 'x');
    await waitFor(() => expect(view.result.current).toEqual(['a']));
    // Changing the arguments keeps the previous result until the new one comes (as useLiveQuery)...
    view.rerender({ g: 'y' });
    await waitFor(() => expect(view.result.current).toEqual(['b']));
    view.unmount();

    // ...but that previous result was not remembered as 'y''s: opened with 'y', it shows 'y''s.
    expect(mount(store, 'y').result.current).toEqual(['b']);
    cleanup();
    // One result per screen: 'x' was replaced by 'y', so 'x' reads the store again.
    expect(mount(store, 'x').result.current).toBeUndefined();
  });

  it('keeps screens apart', async () => {
    const store = await storeWith([{ id: 'a', group: 'x' }]);
    const view = mount(store, 'x', 'dashboard');
    await waitFor(() => expect(view.result.current).toEqual(['a']));
    view.unmount();
    expect(mount(store, 'x', 'jobs').result.current).toBeUndefined();
  });
});
