// Fault scenarios against the real local stack with the app's own sync engine: every client talks
// to the gateway through a fault proxy (tests/support/fault-proxy.ts) that loses, duplicates,
// cuts, delays and refuses requests, and the stack itself is killed and restarted mid-sync
// (tests/support/stack-control.ts). Each `it` names what it tries. The common promise checked:
// a write committed to the local outbox reaches the server exactly once (sync_mutations has its
// id, the row's version counts each applied write once), none is marked failed because of a
// fault, and the devices end up showing the server's rows.
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { deleteRow, newId, upsertRow, waitForOutbox } from '../../src/db/commands.ts';
import { COMPANY_SCHEMA, CompanyDb, type OutboxEntry, type SyncedTable } from '../../src/db/schema.ts';
import { createSupabase } from '../../sync/client.ts';
import { startPublicSync, type SyncHandle } from '../../sync/index.ts';
import { anonymousClient, eventually, freshPublicDb, deleteTestDbs, tokenClient } from '../../sync/test-support.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import {
  appliedCounts,
  closeDevices,
  openDevice,
  startEngine,
  stopEngine,
  syncUntilDrained,
  versionMismatches,
  type Device,
} from '../support/sync-devices.ts';
import { restartGateway, startPostgres, stopPostgres } from '../support/stack-control.ts';
import { accessTokenFor, createUser, getTestStack, sql } from '../support/stack-env.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const extraHandles: SyncHandle[] = [];
const extraProxies: FaultProxy[] = [];

afterEach(async () => {
  for (const h of extraHandles.splice(0)) await h.stop().catch(() => undefined);
  for (const p of extraProxies.splice(0)) await p.stop().catch(() => undefined);
  await closeDevices();
  await deleteTestDbs();
});

/** A device of a new recruiter whose engine has synced once (nothing pending, the first pull done). */
async function syncedDevice(): Promise<Device> {
  const device = await openDevice(await createUser());
  await syncUntilDrained(device);
  return device;
}

/** Queues `n` new jobs on the device; answers their ids and mutation ids. */
async function queueJobs(device: Device, n: number, extra: Record<string, unknown> = {}) {
  const rowIds: string[] = [];
  const mutationIds: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    rowIds.push(id);
    mutationIds.push(await upsertRow(device.db, 'jobs', id, { title: `Job ${i}`, ...extra }));
  }
  return { rowIds, mutationIds };
}

/** Every mutation applied exactly once, every row's version = its applied writes, nothing left. */
async function expectExactlyOnce(
  device: Device,
  mutationIds: string[],
  rows: { table: SyncedTable; ids: string[]; baseVersion?: number }[],
) {
  const left = await device.db.outbox.toArray();
  expect(left.map((e) => `${e.status} ${e.table} ${e.error?.message ?? ''}`)).toEqual([]);
  const counts = await appliedCounts(mutationIds);
  expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
  for (const { table, ids, baseVersion } of rows) expect(await versionMismatches(table, ids, baseVersion)).toEqual([]);
}

/** The device's local rows equal the server's live rows (for these ids). */
async function expectLocalEqualsServer(
  device: Device,
  table: 'jobs' | 'profiles' | 'applications' | 'notes',
  ids: string[],
) {
  const server = await sql<{ id: string; version: string; deleted_at: Date | null }>(
    `select id::text, version::text, deleted_at from public.${table} where id = any($1::uuid[])`,
    [ids],
  );
  for (const row of server) {
    const local = (await device.db.table(table).get(row.id)) as { version: number; _pending?: 1 } | undefined;
    if (row.deleted_at) expect(local, `${table} ${row.id} deleted on the server`).toBeUndefined();
    else
      expect(local && { version: local.version, pending: local._pending }).toEqual({
        version: Number(row.version),
        pending: undefined,
      });
  }
}

describe('sync under network faults (fault proxy)', () => {
  it('a lost acknowledgement: the proxy drops the sync_push answer after the server applied it; applied once', async () => {
    const device = await syncedDevice();
    device.proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'lose-response' }, count: 1 });
    const { rowIds, mutationIds } = await queueJobs(device, 3);
    expect(await waitForOutbox(device.db, mutationIds[2], 20_000)).toBe('applied');
    await syncUntilDrained(device);
    expect(device.proxy.stats.byKind['lose-response']).toBe(1);
    await expectExactlyOnce(device, mutationIds, [{ table: 'jobs', ids: rowIds }]);
    await expectLocalEqualsServer(device, 'jobs', rowIds);
  });

  it('a duplicated request: sync_push sent twice (one after the other, then at once); each write applied once', async () => {
    const device = await syncedDevice();
    device.proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'duplicate' }, count: 1 });
    const first = await queueJobs(device, 3);
    await syncUntilDrained(device);
    device.proxy.addRule({
      path: '/rpc/sync_push',
      fault: { kind: 'duplicate', concurrent: true, answer: 'second' },
      count: 1,
    });
    const edits: string[] = [];
    for (const id of first.rowIds) edits.push(await upsertRow(device.db, 'jobs', id, { location: 'Remote' }));
    await syncUntilDrained(device);
    expect(device.proxy.stats.byKind.duplicate).toBe(2);
    await expectExactlyOnce(device, [...first.mutationIds, ...edits], [{ table: 'jobs', ids: first.rowIds }]);
    const rows = await sql<{ version: string }>('select version::text from jobs where id = any($1::uuid[])', [
      first.rowIds,
    ]);
    expect(rows.map((r) => Number(r.version))).toEqual([2, 2, 2]);
    await expectLocalEqualsServer(device, 'jobs', first.rowIds);
  });

  it('a response cut halfway (a push answer, then a pull page): applied once, no row skipped', async () => {
    const device = await syncedDevice();
    device.proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'cut' }, count: 1 });
    const mine = await queueJobs(device, 4);
    await syncUntilDrained(device);
    expect(device.proxy.stats.byKind.cut).toBe(1);
    await expectExactlyOnce(device, mine.mutationIds, [{ table: 'jobs', ids: mine.rowIds }]);

    // Rows written elsewhere; the pull page that carries them is cut.
    const others = [newId(), newId(), newId()];
    for (const id of others)
      await sql('insert into jobs (id, company_id, title) values ($1, $2, $3)', [id, device.user.id, 'From elsewhere']);
    device.proxy.addRule({ path: '/rpc/sync_pull', fault: { kind: 'cut' }, count: 1 });
    await syncUntilDrained(device);
    expect(device.proxy.stats.byKind.cut).toBe(2);
    expect((await device.db.jobs.bulkGet(others)).map((j) => j?.title)).toEqual(others.map(() => 'From elsewhere'));
    await expectLocalEqualsServer(device, 'jobs', [...mine.rowIds, ...others]);
  });

  it('a 5xx storm (503/502 from the proxy, 500 after the server applied the batch): every write arrives once, none failed', async () => {
    const device = await syncedDevice();
    device.proxy.addRule({ path: '/rest/v1/', fault: { kind: 'status', status: 503 }, count: 4 });
    device.proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'status', status: 500, forward: true }, count: 2 });
    device.proxy.addRule({ path: '/rest/v1/', fault: { kind: 'status', status: 502 }, count: 2 });
    const { rowIds, mutationIds } = await queueJobs(device, 8);
    const edits: string[] = [];
    for (const id of rowIds.slice(0, 4)) edits.push(await upsertRow(device.db, 'jobs', id, { department: 'R&D' }));
    const left = await syncUntilDrained(device, 40_000);
    expect(left.filter((e) => e.status === 'failed').map((e) => e.error?.message)).toEqual([]);
    expect(device.proxy.stats.injected).toBe(8);
    await expectExactlyOnce(device, [...mutationIds, ...edits], [{ table: 'jobs', ids: rowIds }]);
    await expectLocalEqualsServer(device, 'jobs', rowIds);
  }, 60_000);

  it('a 413 on a big batch: the batch is split down until it fits, every write arrives once, none failed', async () => {
    const device = await syncedDevice();
    await stopEngine(device);
    // Each write carries ~1.5 kB; the proxy refuses any sync_push body over 6 kB with 413.
    const description = 'x'.repeat(1500);
    const { rowIds, mutationIds } = await queueJobs(device, 12, { description });
    device.proxy.addRule({ path: '/rpc/sync_push', minBodyBytes: 6000, fault: { kind: 'status', status: 413 } });
    startEngine(device);
    const left = await syncUntilDrained(device, 30_000);
    expect(device.proxy.stats.byKind.status ?? 0).toBeGreaterThan(0);
    expect(left.map((e) => `${e.status}: ${e.error?.message ?? ''}`)).toEqual([]);
    await expectExactlyOnce(device, mutationIds, [{ table: 'jobs', ids: rowIds }]);
  }, 45_000);

  it('a 413 for a single write over the limit: that write is rejected with the reason, the others arrive once', async () => {
    const device = await syncedDevice();
    await stopEngine(device);
    const before = await queueJobs(device, 3);
    const hugeId = newId();
    const huge = await upsertRow(device.db, 'jobs', hugeId, { title: 'Huge', description: 'y'.repeat(15_000) });
    const after = await queueJobs(device, 3);
    device.proxy.addRule({ path: '/rpc/sync_push', minBodyBytes: 12_000, fault: { kind: 'status', status: 413 } });
    startEngine(device);
    const left = await syncUntilDrained(device, 30_000);
    expect(left.map((e) => [e.mutationId, e.status])).toEqual([[huge, 'failed']]);
    expect(left[0].error?.message).toBeTruthy();
    const ok = [...before.mutationIds, ...after.mutationIds];
    expect([...(await appliedCounts(ok)).values()]).toEqual(ok.map(() => 1));
    expect([...(await appliedCounts([huge])).values()]).toEqual([0]);
  }, 45_000);

  it('a reload in the middle of a push: the store is closed with the push in flight, reopened, resumed; each write once', async () => {
    const device = await syncedDevice();
    await stopEngine(device);
    const { rowIds, mutationIds } = await queueJobs(device, 5);
    // The push reaches the server, its answer comes back only after the "tab" is gone.
    device.proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'delay', ms: 600 }, count: 1 });
    startEngine(device);
    await eventually(() => device.proxy.requests.some((r) => r.includes('/rpc/sync_push')), 5000, 10);
    // Reload: the page dies — the database closes under the running cycle, the engine is gone.
    device.db.close();
    const stopping = stopEngine(device);
    await sleep(800); // the server has applied the batch by now; its answer found no one
    await stopping.catch(() => undefined);
    expect(await appliedCounts(mutationIds)).toEqual(new Map(mutationIds.map((id) => [id, 1])));

    // The new page opens the same store and starts syncing again.
    device.db = new CompanyDb(device.user.id, { name: device.dbName });
    expect(await device.db.outbox.count()).toBe(5);
    startEngine(device);
    await syncUntilDrained(device);
    await expectExactlyOnce(device, mutationIds, [{ table: 'jobs', ids: rowIds }]);
    await expectLocalEqualsServer(device, 'jobs', rowIds);
  });

  it('answers reordered (one device learns of its write after another device wrote over it): both converge to the later write', async () => {
    const user = await createUser();
    const a = await openDevice(user, { start: false });
    const b = await openDevice(user, { start: false });
    // Both devices behind A's proxy, so one answer can be held until the other's has passed.
    const { anonKey } = getTestStack();
    b.client = tokenClient(a.proxy.url, anonKey, await accessTokenFor(user));
    const jobId = newId();
    await sql(`insert into jobs (id, company_id, title) values ($1, $2, 'Original')`, [jobId, user.id]);
    for (const d of [a, b]) {
      startEngine(d);
      await syncUntilDrained(d);
      await stopEngine(d);
    }
    const ma = await upsertRow(a.db, 'jobs', jobId, { title: 'From A' });
    const mb = await upsertRow(b.db, 'jobs', jobId, { title: 'From B' });
    a.proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'reorder', maxHoldMs: 3000 }, count: 1 });
    const aSync = startEngine(a).syncNow();
    await eventually(() => a.proxy.stats.byKind.reorder === 1, 5000, 10);
    // The rule counts when it takes the request, before the server has it: B must write only once
    // A's write is applied (its answer held), or on a loaded machine B's push arrived first.
    await eventually(async () => (await appliedCounts([ma])).get(ma) === 1, 5000, 10);
    startEngine(b);
    await syncUntilDrained(b);
    await aSync;
    await syncUntilDrained(a);
    await syncUntilDrained(b);
    expect([...(await appliedCounts([ma, mb])).values()]).toEqual([1, 1]);
    const [row] = await sql<{ title: string; version: string }>('select title, version::text from jobs where id = $1', [
      jobId,
    ]);
    expect(row).toEqual({ title: 'From B', version: '3' });
    for (const d of [a, b]) expect(await d.db.jobs.get(jobId)).toMatchObject({ title: 'From B', version: 3 });
  });

  it('realtime frames dropped, duplicated, reordered and the socket closed: pokes stay pokes, the other device converges', async () => {
    const user = await createUser();
    const writer = await openDevice(user);
    const reader = await openDevice(user);
    await Promise.all([syncUntilDrained(writer), syncUntilDrained(reader)]);
    reader.proxy.addWsRule({ direction: 'down', match: 'postgres_changes', fault: { kind: 'drop' }, count: 1 });
    reader.proxy.addWsRule({ direction: 'down', match: 'postgres_changes', fault: { kind: 'duplicate' }, count: 1 });
    reader.proxy.addWsRule({
      direction: 'down',
      match: 'postgres_changes',
      fault: { kind: 'reorder', maxHoldMs: 200 },
      count: 1,
    });
    const { rowIds } = await queueJobs(writer, 3);
    await syncUntilDrained(writer);
    // The reader never calls syncNow: only pokes (and the reconnect after the close) pull.
    await sleep(500);
    reader.proxy.addWsRule({ direction: 'down', fault: { kind: 'close' }, count: 1 });
    reader.proxy.dropWebsockets();
    await eventually(async () => (await reader.db.jobs.bulkGet(rowIds)).every(Boolean), 20_000);
    expect(reader.proxy.stats.byKind['ws-drop']).toBe(1);
    await expectLocalEqualsServer(reader, 'jobs', rowIds);
  }, 40_000);
});

/** A superuser transaction holding jobs row `id` (select for update): a push that writes it waits. */
async function lockJobRow(id: string): Promise<pg.Client> {
  const locker = new pg.Client({ connectionString: getTestStack().dbUrl });
  locker.on('error', () => undefined);
  await locker.connect();
  await locker.query('begin');
  await locker.query('select 1 from jobs where id = $1 for update', [id]);
  return locker;
}

describe('sync while the stack fails', () => {
  it('the gateway killed and restarted mid-sync (a push blocked in the database): every write arrives once, the engine carries on', async () => {
    const device = await syncedDevice();
    const { rowIds: existing, mutationIds: created } = await queueJobs(device, 1);
    await syncUntilDrained(device);
    // A superuser transaction holds the row, so the next push waits inside PostgreSQL while the
    // gateway in front of it dies: the write may commit after its answer has nowhere to go.
    const locker = await lockJobRow(existing[0]);
    const edit = await upsertRow(device.db, 'jobs', existing[0], { location: 'Written while the gateway died' });
    const { rowIds, mutationIds } = await queueJobs(device, 6);
    await eventually(() => device.proxy.requests.some((r) => r.includes('/rpc/sync_push')), 5000, 10);
    await sleep(300);
    await restartGateway();
    await locker.query('commit');
    await locker.end();
    const more = await queueJobs(device, 3);
    await syncUntilDrained(device, 30_000);
    await expectExactlyOnce(
      device,
      [...created, edit, ...mutationIds, ...more.mutationIds],
      [{ table: 'jobs', ids: [...existing, ...rowIds, ...more.rowIds] }],
    );
    await expectLocalEqualsServer(device, 'jobs', [...existing, ...rowIds, ...more.rowIds]);
  }, 45_000);

  it('PostgreSQL killed (immediate shutdown) in the middle of a push and started again: every write arrives once', async () => {
    const device = await syncedDevice();
    const { rowIds: existing } = await queueJobs(device, 1);
    await syncUntilDrained(device);
    // A superuser transaction holds the row, so the next push blocks inside PostgreSQL.
    const locker = await lockJobRow(existing[0]);
    const edit = await upsertRow(device.db, 'jobs', existing[0], { location: 'Blocked, then killed' });
    const { rowIds, mutationIds } = await queueJobs(device, 4);
    await eventually(() => device.proxy.requests.some((r) => r.includes('/rpc/sync_push')), 5000, 10);
    await sleep(1200); // also lets the test helpers' idle pool connections close
    await stopPostgres('immediate');
    await locker.end().catch(() => undefined);
    const meanwhile = await queueJobs(device, 2); // written while the database is down
    await device.handle!.syncNow(); // fails: nothing may be marked failed for it
    expect(await device.db.outbox.where('status').equals('failed').count()).toBe(0);
    await startPostgres();
    const all = [edit, ...mutationIds, ...meanwhile.mutationIds];
    await syncUntilDrained(device, 30_000);
    await expectExactlyOnce(device, all, [
      { table: 'jobs', ids: [...rowIds, ...meanwhile.rowIds] },
      { table: 'jobs', ids: existing },
    ]);
    expect(
      (await sql<{ location: string }>('select location from jobs where id = $1', [existing[0]]))[0].location,
    ).toBe('Blocked, then killed');
    await expectLocalEqualsServer(device, 'jobs', [...existing, ...rowIds, ...meanwhile.rowIds]);
  }, 60_000);
});

/** localStorage stand-in for a real supabase-js session. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('sessions and stores', () => {
  /**
   * A device signed in through the auth service (a real refresh token) whose access token lives
   * `ttlSeconds` only; `claimedExpiry` is what the client believes (e.g. far in the future).
   */
  async function shortLivedSession(ttlSeconds: number, claimedExpirySeconds: number) {
    const { url, anonKey } = getTestStack();
    const user = await createUser();
    const proxy = await startFaultProxy(url);
    extraProxies.push(proxy);
    const storage = new MemoryStorage();
    const storageKey = `sb-test-${newId()}`;
    const client = createSupabase(proxy.url, anonKey, {
      storage,
      storageKey,
      realtimeTransport: WebSocket,
      autoRefreshToken: false,
    });
    const signIn = await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signIn.error).toBeNull();
    const short = await accessTokenFor(user, ttlSeconds);
    const stored = JSON.parse(storage.getItem(storageKey)!);
    const now = Math.floor(Date.now() / 1000);
    storage.setItem(
      storageKey,
      JSON.stringify({
        ...stored,
        access_token: short,
        expires_in: ttlSeconds,
        expires_at: now + claimedExpirySeconds,
      }),
    );
    const device: Device = {
      user,
      dbName: `test-company-${newId()}`,
      db: null as unknown as CompanyDb,
      client,
      proxy,
      handle: null,
    };
    device.db = new CompanyDb(user.id, { name: device.dbName });
    return { device, short };
  }

  /** Starts the device's engine with its network cut off (stopped after the test). */
  function startOffline(device: Device): SyncHandle {
    device.proxy.partition(true);
    const handle = startEngine(device);
    extraHandles.push(handle);
    return handle;
  }

  it('an offline session that outlives the JWT lifetime: writes wait, the session refreshes when back, each arrives once', async () => {
    const { device } = await shortLivedSession(3, 3);
    const handle = startOffline(device);
    const first = await queueJobs(device, 2);
    await sleep(4000); // the token is now expired, the device still offline
    const second = await queueJobs(device, 2);
    await handle.syncNow();
    expect(await device.db.outbox.where('status').equals('pending').count()).toBe(4);
    device.proxy.partition(false);
    const left = await syncUntilDrained(device, 30_000);
    expect(left).toEqual([]);
    const ids = [...first.mutationIds, ...second.mutationIds];
    expect([...(await appliedCounts(ids)).values()]).toEqual(ids.map(() => 1));
    const rows = await sql<{ company_id: string }>('select company_id::text from jobs where id = any($1::uuid[])', [
      [...first.rowIds, ...second.rowIds],
    ]);
    expect(rows.map((r) => r.company_id)).toEqual(rows.map(() => device.user.id));
    device.db.close();
    await CompanyDb.delete(device.dbName);
  }, 45_000);

  it('a token that expired offline although the client believes it valid: 401, refresh, each write arrives once', async () => {
    const { device } = await shortLivedSession(2, 3600);
    startOffline(device);
    const queued = await queueJobs(device, 3);
    await sleep(3000);
    device.proxy.partition(false);
    const left = await syncUntilDrained(device, 30_000);
    expect(left.map((e) => `${e.status} ${e.error?.message}`)).toEqual([]);
    expect([...(await appliedCounts(queued.mutationIds)).values()]).toEqual([1, 1, 1]);
    expect(device.proxy.requests.some((r) => r.includes('/auth/v1/token'))).toBe(true);
    device.db.close();
    await CompanyDb.delete(device.dbName);
  }, 45_000);

  it('a 401 answered by the proxy (the token refused mid-session): the session refreshes, the writes arrive once, none failed', async () => {
    const { device } = await shortLivedSession(3600, 3600);
    device.proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'status', status: 401 }, count: 2 });
    device.proxy.addRule({ path: '/rpc/sync_pull', fault: { kind: 'status', status: 401 }, count: 1 });
    const handle = startEngine(device);
    extraHandles.push(handle);
    const queued = await queueJobs(device, 4);
    const left = await syncUntilDrained(device, 30_000);
    expect(left.map((e) => `${e.status} ${e.error?.message}`)).toEqual([]);
    expect(device.proxy.stats.byKind.status).toBe(3);
    expect([...(await appliedCounts(queued.mutationIds)).values()]).toEqual([1, 1, 1, 1]);
    expect(await versionMismatches('jobs', queued.rowIds)).toEqual([]);
    expect(device.proxy.requests.some((r) => r.includes('/auth/v1/token?grant_type=refresh_token'))).toBe(true);
    device.db.close();
    await CompanyDb.delete(device.dbName);
  }, 45_000);

  const latest = COMPANY_SCHEMA.at(-1)!.version;
  for (const old of COMPANY_SCHEMA.filter((s) => s.version < latest).map((s) => s.version)) {
    it(`a Dexie schema upgrade (v${old} → v${latest}) with a pending outbox: the queued writes arrive once`, async () => {
      const user = await createUser();
      const device = await openDevice(user, { start: false });
      device.db.close();
      const jobId = newId();
      const profileId = newId();
      const mutationIds = [newId(), newId(), newId()];
      // The store as that version of the app left it: rows and their outbox entries, v1-shaped.
      const olddb = new CompanyDb(user.id, { name: device.dbName, upTo: old });
      await olddb.open();
      const now = new Date().toISOString();
      const common = {
        company_id: user.id,
        created_at: now,
        updated_at: now,
        deleted_at: null,
        version: 0,
        change_xid: null,
      };
      await olddb
        .table('jobs')
        .put({ id: jobId, ...common, title: 'Queued before the upgrade', status: 'draft', _pending: 1 });
      await olddb.table('profiles').put({ id: profileId, ...common, first_name: 'Ada', _pending: 1 });
      const entries: Partial<OutboxEntry>[] = [
        {
          mutationId: mutationIds[0],
          table: 'jobs',
          op: 'upsert',
          rowId: jobId,
          patch: { title: 'Queued before the upgrade', status: 'draft' },
          baseVersion: null,
        },
        {
          mutationId: mutationIds[1],
          table: 'profiles',
          op: 'upsert',
          rowId: profileId,
          patch: { first_name: 'Ada' },
          baseVersion: null,
        },
        {
          mutationId: mutationIds[2],
          table: 'jobs',
          op: 'upsert',
          rowId: jobId,
          patch: { location: 'Lisbon' },
          baseVersion: null,
        },
      ];
      for (const entry of entries)
        await olddb
          .table('outbox')
          .add(
            old >= 2 ? { ...entry, attempts: 0, nextAttemptAt: 0, status: 'pending', createdAt: Date.now() } : entry,
          );
      olddb.close();

      device.db = new CompanyDb(user.id, { name: device.dbName });
      expect(await device.db.outbox.count()).toBe(3);
      startEngine(device);
      const left = await syncUntilDrained(device);
      expect(left).toEqual([]);
      expect([...(await appliedCounts(mutationIds)).values()]).toEqual([1, 1, 1]);
      expect(await sql('select title, location from jobs where id = $1', [jobId])).toEqual([
        { title: 'Queued before the upgrade', location: 'Lisbon' },
      ]);
      expect(await device.db.jobs.get(jobId)).toMatchObject({ location: 'Lisbon', version: 2 });
      expect((await device.db.profiles.get(profileId))?._pending).toBeUndefined();
    });
  }

  it('access revoked (public store): a published job that is unpublished leaves the visitor store after the next pull', async () => {
    const owner = await createUser();
    const { url, anonKey } = getTestStack();
    const proxy = await startFaultProxy(url);
    extraProxies.push(proxy);
    const db = freshPublicDb();
    const handle = startPublicSync(db, anonymousClient(proxy.url, anonKey), { pollIntervalMs: 0 });
    extraHandles.push(handle);
    const [kept, unpublished, deleted] = [newId(), newId(), newId()];
    for (const id of [kept, unpublished, deleted])
      await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Public', 'published')`, [
        id,
        owner.id,
      ]);
    await handle.syncNow();
    expect((await db.jobs.bulkGet([kept, unpublished, deleted])).every(Boolean)).toBe(true);
    await sql(`update jobs set status = 'draft' where id = $1`, [unpublished]);
    await sql(`update jobs set deleted_at = now() where id = $1`, [deleted]);
    await handle.syncNow();
    expect((await db.jobs.bulkGet([kept, unpublished, deleted])).map(Boolean)).toEqual([true, false, false]);
  });

  it('access revoked (company store): a row moved out of the company leaves its store after the next pull', async () => {
    const first = await createUser();
    const second = await createUser();
    const device = await openDevice(first);
    const otherDevice = await openDevice(second);
    const jobId = newId();
    const profileId = newId();
    await sql(`insert into jobs (id, company_id, title) values ($1, $2, 'Moving job')`, [jobId, first.id]);
    await sql(`insert into profiles (id, company_id, first_name) values ($1, $2, 'Moving')`, [profileId, first.id]);
    await syncUntilDrained(device);
    expect(await device.db.jobs.get(jobId)).toBeDefined();
    expect(await device.db.profiles.get(profileId)).toBeDefined();
    // An operator moves both rows to another company (triggers off: company_id is otherwise kept;
    // version and change_xid stamped by hand, as the stamp trigger would).
    await sql(
      `begin;
       set local session_replication_role = replica;
       update jobs set company_id = '${second.id}', version = version + 1, change_xid = pg_current_xact_id() where id = '${jobId}';
       update profiles set company_id = '${second.id}', version = version + 1, change_xid = pg_current_xact_id() where id = '${profileId}';
       commit;`,
    );
    await syncUntilDrained(device);
    await syncUntilDrained(otherDevice);
    expect(await otherDevice.db.jobs.get(jobId)).toBeDefined();
    expect(await otherDevice.db.profiles.get(profileId)).toBeDefined();
    expect({ job: await device.db.jobs.get(jobId), profile: await device.db.profiles.get(profileId) }).toEqual({
      job: undefined,
      profile: undefined,
    });
  });
});

// The conflict matrix of architecture §4, per entity: last writer wins per field in server order,
// notes never lose text, a delete is final; and a row created and deleted before any sync stays gone.
type Entity = 'jobs' | 'profiles' | 'applications' | 'notes';
/** The field both devices edit, each device's value, and a second field only device B edits. */
interface Edits {
  field: string;
  a: string;
  b: string;
  other: string;
  /** A value for `other`; made in the company when it must exist there (a note's second candidate). */
  otherValue: string | ((company: string) => Promise<string>);
}

const EDITS: Record<Entity, Edits> = {
  jobs: { field: 'title', a: 'Title from A', b: 'Title from B', other: 'location', otherValue: 'Porto' },
  profiles: { field: 'first_name', a: 'Alice', b: 'Beatriz', other: 'phone', otherValue: '+351 000' },
  applications: { field: 'status', a: 'screening', b: 'interview', other: 'resume_filename', otherValue: 'cv.pdf' },
  notes: {
    field: 'content',
    a: 'Text written on device A',
    b: 'Text written on device B',
    // created_by is the server's (issue 13: the author, stamped from the caller), so the second
    // field is the note's candidate: B moves the note to another candidate of the company.
    other: 'candidate_id',
    otherValue: async (company) => {
      const id = newId();
      await sql(`insert into profiles (id, company_id, first_name) values ($1, $2, 'Other')`, [id, company]);
      return id;
    },
  },
};

/** Makes the row (and its parents) on the server; answers extra patch fields for a new row. */
const FIXTURES: Record<Entity, (company: string, id: string) => Promise<Record<string, unknown>>> = {
  async jobs(company, id) {
    await sql(`insert into jobs (id, company_id, title) values ($1, $2, 'Original')`, [id, company]);
    return { title: 'New job' };
  },
  async profiles(company, id) {
    await sql(`insert into profiles (id, company_id, first_name) values ($1, $2, 'Original')`, [id, company]);
    return { first_name: 'New' };
  },
  async applications(company, id) {
    const jobId = newId();
    await sql(`insert into jobs (id, company_id, title) values ($1, $2, 'Parent job')`, [jobId, company]);
    await sql(`insert into applications (id, company_id, job_id) values ($1, $2, $3)`, [id, company, jobId]);
    return { job_id: jobId };
  },
  async notes(company, id) {
    const profileId = newId();
    await sql(`insert into profiles (id, company_id, first_name) values ($1, $2, 'Parent')`, [profileId, company]);
    await sql(`insert into notes (id, company_id, candidate_id, content) values ($1, $2, $3, 'Original')`, [
      id,
      company,
      profileId,
    ]);
    return { candidate_id: profileId, content: 'New note' };
  },
};

describe.each(Object.keys(EDITS) as Entity[])('conflict matrix: %s', (entity) => {
  const spec = { ...EDITS[entity], fixture: FIXTURES[entity] };
  const otherValueIn = (company: string) =>
    typeof spec.otherValue === 'function' ? spec.otherValue(company) : Promise.resolve(spec.otherValue);

  async function twoDevices() {
    const user = await createUser();
    const a = await openDevice(user, { start: false });
    const b = await openDevice(user, { start: false });
    return { user, a, b };
  }
  /** Both devices pull the fixtures, then go quiet (their writes queue until they sync again). */
  async function pullThenPause(...devices: Device[]) {
    for (const d of devices) {
      startEngine(d);
      await syncUntilDrained(d);
      await stopEngine(d);
    }
  }
  const serverRow = async (id: string) =>
    (await sql<Record<string, unknown>>(`select * from public.${entity} where id = $1`, [id]))[0];

  it(`edit/edit on two devices: last writer wins per field in server order${entity === 'notes' ? ', and no text is lost' : ''}`, async () => {
    const { user, a, b } = await twoDevices();
    const id = newId();
    await spec.fixture(user.id, id);
    await pullThenPause(a, b);
    const ma = await upsertRow(a.db, entity, id, { [spec.field]: spec.a });
    const otherValue = await otherValueIn(user.id);
    const mb = await upsertRow(b.db, entity, id, { [spec.field]: spec.b, [spec.other]: otherValue });
    for (const d of [a, b, a]) {
      startEngine(d);
      expect(await syncUntilDrained(d)).toEqual([]);
      await stopEngine(d);
    }
    expect([...(await appliedCounts([ma, mb])).values()]).toEqual([1, 1]);
    const row = await serverRow(id);
    if (entity === 'notes') {
      expect(row.content).toContain(spec.a);
      expect(row.content).toContain(spec.b);
    } else expect(row[spec.field]).toBe(spec.b);
    expect(row[spec.other]).toBe(otherValue);
    expect(Number(row.version)).toBe(3);
    for (const d of [a, b]) {
      const local = (await d.db.table(entity).get(id)) as Record<string, unknown>;
      expect({ [spec.field]: local[spec.field], [spec.other]: local[spec.other], version: local.version }).toEqual({
        [spec.field]: row[spec.field],
        [spec.other]: row[spec.other],
        version: 3,
      });
    }
  });

  it('delete/edit on two devices (either order reaches the server first): a delete is final', async () => {
    const { user, a, b } = await twoDevices();
    const deleteFirst = newId();
    const editFirst = newId();
    await spec.fixture(user.id, deleteFirst);
    await spec.fixture(user.id, editFirst);
    await pullThenPause(a, b);
    const mutations = [
      await deleteRow(a.db, entity, deleteFirst),
      await upsertRow(b.db, entity, deleteFirst, { [spec.other]: await otherValueIn(user.id) }),
      await deleteRow(b.db, entity, editFirst),
      await upsertRow(a.db, entity, editFirst, { [spec.other]: await otherValueIn(user.id) }),
    ];
    // A first: deleteFirst is deleted before B's edit, editFirst is edited before B's delete.
    for (const d of [a, b, a]) {
      startEngine(d);
      expect(await syncUntilDrained(d)).toEqual([]);
      await stopEngine(d);
    }
    expect([...(await appliedCounts(mutations)).values()]).toEqual([1, 1, 1, 1]);
    for (const id of [deleteFirst, editFirst]) {
      const row = await serverRow(id);
      expect(row.deleted_at, `${entity} ${id === deleteFirst ? 'deleted first' : 'edited first'}`).not.toBeNull();
      for (const d of [a, b]) expect(await d.db.table(entity).get(id)).toBeUndefined();
    }
  });

  it('create-then-delete before sync: the row never shows on another device, the server keeps only a tombstone', async () => {
    const { user, a, b } = await twoDevices();
    const parent = newId();
    const extra = await spec.fixture(user.id, parent); // parents (a job, a candidate) for the new row
    await pullThenPause(a, b);
    const id = newId();
    const created = await upsertRow(a.db, entity, id, { ...extra, [spec.other]: await otherValueIn(user.id) });
    const edited = await upsertRow(a.db, entity, id, { [spec.field]: spec.a });
    const deleted = await deleteRow(a.db, entity, id);
    expect(await a.db.table(entity).get(id)).toBeUndefined();
    startEngine(b); // B is syncing all along
    startEngine(a);
    expect(await syncUntilDrained(a)).toEqual([]);
    expect(await syncUntilDrained(b)).toEqual([]);
    expect([...(await appliedCounts([created, edited, deleted])).values()]).toEqual([1, 1, 1]);
    const row = await serverRow(id);
    if (row) expect(row.deleted_at).not.toBeNull();
    expect(await a.db.table(entity).get(id)).toBeUndefined();
    expect(await b.db.table(entity).get(id)).toBeUndefined();
  });
});
