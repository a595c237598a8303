// Simulated devices for the sync fault tests (tests/integration/sync-faults.test.ts and
// sync-property.test.ts): each device is its own fake-indexeddb Dexie store, its own supabase-js
// client talking to the stack through its own fault proxy, and the app's own sync engine.
// Also the server-side checks those tests share ("applied exactly once").
import type { SupabaseClient } from '@supabase/supabase-js';
import { newId } from '../../src/db/commands.ts';
import { CompanyDb, type OutboxEntry } from '../../src/db/schema.ts';
import { startCompanySync, type SyncHandle, type SyncOptions } from '../../sync/index.ts';
import { tokenClient } from '../../sync/test-support.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { accessTokenFor, getTestStack, sql, type TestUser } from './stack-env.ts';

export const ENGINE_OPTIONS: SyncOptions = {
  pollIntervalMs: 0,
  cacheResumes: false,
  pokeDebounceMs: 50,
  sessionCheckTimeoutMs: 1000,
};

export interface Device {
  user: TestUser;
  /** Dexie name, so a "reload" can open the same store again. */
  dbName: string;
  db: CompanyDb;
  client: SupabaseClient;
  proxy: FaultProxy;
  handle: SyncHandle | null;
}

const live: Device[] = [];

/** A device of `user`: its own store, a client with a fixed token, through its own fault proxy. */
export async function openDevice(
  user: TestUser,
  options: { seed?: number; token?: string; start?: boolean; dbName?: string } = {},
): Promise<Device> {
  const { url, anonKey } = getTestStack();
  const proxy = await startFaultProxy(url, { seed: options.seed });
  const token = options.token ?? (await accessTokenFor(user));
  const dbName = options.dbName ?? `test-company-${newId()}`;
  const device: Device = {
    user,
    dbName,
    db: new CompanyDb(user.id, { name: dbName }),
    client: tokenClient(proxy.url, anonKey, token),
    proxy,
    handle: null,
  };
  live.push(device);
  if (options.start !== false) startEngine(device);
  return device;
}

export function startEngine(device: Device): SyncHandle {
  if (device.db.hasBeenClosed()) device.db = new CompanyDb(device.user.id, { name: device.dbName });
  device.handle = startCompanySync(device.db, device.client, device.user.id, ENGINE_OPTIONS);
  return device.handle;
}

export async function stopEngine(device: Device): Promise<void> {
  const handle = device.handle;
  device.handle = null;
  await handle?.stop();
}

/** Stops every device's engine and proxy and deletes their stores. */
export async function closeDevices(): Promise<void> {
  for (const device of live.splice(0)) {
    await stopEngine(device).catch(() => undefined);
    await device.client.removeAllChannels().catch(() => undefined);
    await device.proxy.stop().catch(() => undefined);
    device.db.close();
    await CompanyDb.delete(device.dbName).catch(() => undefined);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs sync cycles (ignoring backoff) until nothing is pending, then one more for the pull.
 * Answers the entries still in the outbox (failed ones, or pending ones at the timeout).
 */
export async function syncUntilDrained(device: Device, timeoutMs = 20_000): Promise<OutboxEntry[]> {
  const deadline = Date.now() + timeoutMs;
  const handle = device.handle ?? startEngine(device);
  for (;;) {
    await handle.syncNow();
    const pending = await device.db.outbox.where('status').equals('pending').count();
    if (pending === 0) break;
    if (Date.now() > deadline) break;
    await sleep(100);
  }
  await handle.syncNow();
  return device.db.outbox.toArray();
}

/** How many times each mutation id is recorded as applied on the server (0 = never arrived). */
export async function appliedCounts(mutationIds: string[]): Promise<Map<string, number>> {
  const rows = await sql<{ mutation_id: string; n: string }>(
    `select mutation_id::text, count(*)::text as n from sync_mutations where mutation_id = any($1::uuid[]) group by 1`,
    [mutationIds],
  );
  const counts = new Map(mutationIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.mutation_id, Number(row.n));
  return counts;
}

/**
 * Rows whose version is not the number of mutations recorded for them: every applied mutation
 * bumps the version once (an insert makes version 1), so a write applied twice, or applied
 * without being recorded, shows here. Answers `table:id version≠n` strings (empty = fine).
 */
export async function versionMismatches(table: string, rowIds: string[], baseVersion = 0): Promise<string[]> {
  if (rowIds.length === 0) return [];
  const rows = await sql<{ id: string; version: string; n: string }>(
    `select t.id::text, t.version::text,
            (select count(*) from sync_mutations m where m.table_name = $2 and m.row_id = t.id)::text as n
       from public.${table === 'jobs' || table === 'profiles' || table === 'applications' || table === 'notes' ? table : 'jobs'} t
      where t.id = any($1::uuid[])`,
    [rowIds, table],
  );
  return rows
    .filter((r) => Number(r.version) !== Number(r.n) + baseVersion)
    .map((r) => `${table}:${r.id} version ${r.version} ≠ ${baseVersion} + ${r.n} mutations`);
}
