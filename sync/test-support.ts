// Helpers for the sync engine's integration tests (tests/integration/sync-*.test.ts): clients
// whose network can be switched off or lose a response, and throw-away local databases.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import Dexie from 'dexie';
import WebSocket from 'ws';
import { newId } from '../src/db/commands.ts';
import { CompanyDb, PublicDb, type SyncDb } from '../src/db/schema.ts';
import { supabaseTransport } from './supabaseTransport.ts';
import type { SyncTransport } from './transport.ts';

/**
 * The engine's transport over `client` for `db`'s scope: a company database binds every call to
 * its user (the server checks `p_expected_user`), the public one is unbound.
 */
export function transportFor(db: SyncDb, client: SupabaseClient): SyncTransport {
  return db instanceof CompanyDb
    ? supabaseTransport({ data: client, userId: db.userId, companyId: db.companyId })
    : supabaseTransport({ data: client });
}

/**
 * A fetch that can be taken offline, or told to drop the response of the next matching request
 * after the server has handled it (a lost acknowledgement).
 */
export class FlakyNetwork {
  online = true;
  private dropNext: ((url: string) => boolean) | null = null;
  readonly requests: string[] = [];
  dropped = 0;

  readonly fetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    this.requests.push(url);
    if (!this.online) throw new TypeError('fetch failed (test network is offline)');
    const response = await fetch(input, init);
    if (this.dropNext?.(url)) {
      this.dropNext = null;
      this.dropped++;
      await response.arrayBuffer(); // the server has answered; the client never sees it
      throw new TypeError('fetch failed (test network lost the response)');
    }
    return response;
  };

  /** The next request whose URL contains `fragment` is delivered, but its answer is lost. */
  loseNextResponse(fragment: string): void {
    this.dropNext = (url) => url.includes(fragment);
  }
}

/** supabase-js for a recruiter with a fixed access token (no auth round trips), over `network`. */
export function tokenClient(url: string, anonKey: string, accessToken: string, network?: FlakyNetwork): SupabaseClient {
  return createClient(url, anonKey, {
    accessToken: async () => accessToken,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    ...(network ? { global: { fetch: network.fetch } } : {}),
  });
}

/** supabase-js with the anon key, over `network`. */
export function anonymousClient(url: string, anonKey: string, network?: FlakyNetwork): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    ...(network ? { global: { fetch: network.fetch } } : {}),
  });
}

const opened: Dexie[] = [];

export function freshCompanyDb(userId: string): CompanyDb {
  const db = new CompanyDb(userId, { name: `test-company-${newId()}` });
  opened.push(db);
  return db;
}

export function freshPublicDb(): PublicDb {
  const db = new PublicDb(`test-public-${newId()}`);
  opened.push(db);
  return db;
}

/** Closes and deletes every database made by the helpers above. */
export async function deleteTestDbs(): Promise<void> {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000, stepMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('eventually: condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** localStorage stand-in: the session lives here, as it would in the browser. */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
