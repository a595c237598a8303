// The engine's triggers, with a stand-in for supabase-js that records calls (the real protocol is
// covered by tests/integration/sync-*.test.ts against the local stack).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from '../src/db/commands.ts';
import { CompanyDb, PULLED_TABLES, type SyncStatus } from '../src/db/schema.ts';
import { startCompanySync, type SyncHandle } from './index.ts';

const USER = '33333333-3333-4333-8333-333333333333';

type AuthListener = (event: string, session: { access_token: string; user: { id: string } } | null) => void;

function fakeClient() {
  const pokes: { table: string; callback: () => void }[] = [];
  let subscribed: ((status: string) => void) | null = null;
  let authListener: AuthListener | null = null;
  // supabase-js builders: `client.rpc(fn, args).abortSignal(signal)` is awaited.
  const rpc = vi.fn((fn: string, _args?: unknown) => ({
    abortSignal: async () =>
      fn === 'sync_pull'
        ? { data: { rows: [], next: null, has_more: false }, error: null, status: 200 }
        : { data: [], error: null, status: 200 },
  }));
  const setAuth = vi.fn(async () => {});
  const channel = {
    on: (_type: string, filter: { table: string }, callback: () => void) => {
      pokes.push({ table: filter.table, callback });
      return channel;
    },
    subscribe: (callback: (status: string) => void) => {
      subscribed = callback;
      return channel;
    },
  };
  const client = {
    rpc,
    channel: () => channel,
    removeChannel: async () => 'ok',
    realtime: { setAuth },
    auth: {
      getSession: async () => ({
        data: { session: { access_token: 't1', user: { id: USER } } },
        error: null,
      }),
      refreshSession: async () => ({ data: { session: null }, error: new Error('no') }),
      onAuthStateChange: (listener: AuthListener) => {
        authListener = listener;
        return { data: { subscription: { unsubscribe: () => (authListener = null) } } };
      },
    },
  };
  return {
    client: client as unknown as SupabaseClient,
    rpc,
    setAuth,
    pullRounds: () => rpc.mock.calls.filter(([fn]) => fn === 'sync_pull').length / PULLED_TABLES.length,
    poke: (table?: string) => pokes.filter((p) => !table || p.table === table).forEach((p) => p.callback()),
    pulledTables: () =>
      rpc.mock.calls.filter(([fn]) => fn === 'sync_pull').map((call) => (call as unknown[])[1] as { p_table: string }),
    joined: () => subscribed?.('SUBSCRIBED'),
    emitAuth: (event: string, token: string) => authListener?.(event, { access_token: token, user: { id: USER } }),
  };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until `check` holds (the machine may be busy), then a little longer so extra pulls would show. */
async function settled(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await wait(10);
  }
  await wait(100);
}
const handles: SyncHandle[] = [];
const dbs: CompanyDb[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.stop();
  for (const db of dbs.splice(0)) db.close();
  vi.unstubAllGlobals();
});

async function started(options: { window?: EventTarget; document?: EventTarget & { visibilityState: string } } = {}) {
  if (options.window) {
    vi.stubGlobal('addEventListener', options.window.addEventListener.bind(options.window));
    vi.stubGlobal('removeEventListener', options.window.removeEventListener.bind(options.window));
    vi.stubGlobal('document', options.document);
  }
  const fake = fakeClient();
  const db = new CompanyDb(USER, { name: `engine-${newId()}` });
  dbs.push(db);
  const handle = startCompanySync(db, fake.client, USER, {
    pollIntervalMs: 0,
    cacheResumes: false,
    pokeDebounceMs: 30,
  });
  handles.push(handle);
  await handle.syncNow();
  await wait(20);
  return { fake, db, handle, rounds: fake.pullRounds() };
}

describe('sync engine triggers', () => {
  it('pulls on start and writes its status', async () => {
    const { db, rounds } = await started();
    expect(rounds).toBeGreaterThanOrEqual(1);
    const status = (await db.syncState.get('status')) as SyncStatus;
    expect(status).toMatchObject({
      online: true,
      syncing: false,
      pending: 0,
      failed: 0,
      lastError: null,
    });
    expect(status.lastSyncedAt).toBeGreaterThan(Date.now() - 5000);
  });

  it('treats realtime events as a poke: a burst becomes one debounced pull', async () => {
    const { fake, rounds } = await started();
    for (let i = 0; i < 5; i++) fake.poke();
    await settled(() => fake.pullRounds() >= rounds + 1);
    expect(fake.pullRounds()).toBe(rounds + 1);
  });

  it('pulls only the table a realtime event named', async () => {
    const { fake } = await started();
    const before = fake.pulledTables().length;
    fake.poke('applications');
    fake.poke('notes');
    await settled(() => fake.pulledTables().length >= before + 2);
    expect(
      fake
        .pulledTables()
        .slice(before)
        .map((args) => args.p_table)
        .sort(),
    ).toEqual(['applications', 'notes']);
  });

  it('pulls again when realtime (re)joins, the network returns or the tab becomes visible', async () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const { fake, rounds } = await started({ window: win, document: doc });
    fake.joined();
    await settled(() => fake.pullRounds() >= rounds + 1);
    expect(fake.pullRounds()).toBe(rounds + 1);
    win.dispatchEvent(new Event('online'));
    await settled(() => fake.pullRounds() >= rounds + 2);
    expect(fake.pullRounds()).toBe(rounds + 2);
    doc.dispatchEvent(new Event('visibilitychange'));
    await settled(() => fake.pullRounds() >= rounds + 3);
    expect(fake.pullRounds()).toBe(rounds + 3);
  });

  it('after a token refresh, gives realtime the new token and syncs', async () => {
    const { fake, rounds } = await started();
    fake.emitAuth('TOKEN_REFRESHED', 'fresh-token');
    await settled(() => fake.pullRounds() >= rounds + 1);
    expect(fake.setAuth).toHaveBeenCalledWith('fresh-token');
    expect(fake.pullRounds()).toBe(rounds + 1);
  });

  it('stops: no more pulls after stop()', async () => {
    const { fake, handle } = await started();
    await handle.stop();
    const rounds = fake.pullRounds();
    fake.poke();
    fake.emitAuth('TOKEN_REFRESHED', 'x');
    await wait(80);
    expect(fake.pullRounds()).toBe(rounds);
  });
});
