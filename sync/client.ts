// The one place the app makes a supabase-js client. The backend address is read at run time from
// /config.json (written by `npm start`, cached by the service worker), so one build can point at
// any stack, and an installed app opened offline still starts.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { takeEarlyConfig } from './earlyFetch.ts';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface CreateSupabaseOptions {
  /** Fetch used for every request (tests wrap it to simulate lost responses or offline). */
  fetch?: typeof fetch;
  /** WebSocket constructor for realtime; Node 20 has none, pass `ws`. */
  realtimeTransport?: unknown;
  /** Auth storage; defaults to localStorage in the browser (the session survives offline starts). */
  storage?: SupabaseClientOptions<'public'>['auth'] extends infer A
    ? A extends { storage?: infer S }
      ? S
      : never
    : never;
  /** Storage key for the session (tests with several clients in one process keep them apart). */
  storageKey?: string;
  autoRefreshToken?: boolean;
  persistSession?: boolean;
}

let runtimeConfig: RuntimeConfig | null = null;
let client: SupabaseClient | null = null;

/** Fetches /config.json once; call before `getSupabase()`. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (runtimeConfig) return runtimeConfig;
  // The answer index.html's script fetched early, when it is a usable one (sync/earlyFetch.ts).
  const early = url === '/config.json' ? ((await takeEarlyConfig()) as Partial<RuntimeConfig> | null) : null;
  if (early?.supabaseUrl && early.supabaseAnonKey) {
    runtimeConfig = { supabaseUrl: early.supabaseUrl, supabaseAnonKey: early.supabaseAnonKey };
    return runtimeConfig;
  }
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  if (!config.supabaseUrl || !config.supabaseAnonKey) throw new Error(`${url} lacks supabaseUrl or supabaseAnonKey`);
  runtimeConfig = { supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey };
  return runtimeConfig;
}

/** The app's client, created once from the runtime config. */
export function getSupabase(): SupabaseClient {
  if (client) return client;
  if (!runtimeConfig) throw new Error('getSupabase() called before loadRuntimeConfig() finished');
  client = createSupabase(runtimeConfig.supabaseUrl, runtimeConfig.supabaseAnonKey);
  return client;
}

/**
 * A client for an explicit backend (tests, scripts). Sessions persist in localStorage when there
 * is one (the supabase-js default), so `getSession()` answers offline with the cached session.
 */
export function createSupabase(url: string, anonKey: string, options: CreateSupabaseOptions = {}): SupabaseClient {
  const client = createClient(url, anonKey, {
    auth: {
      persistSession: options.persistSession ?? true,
      autoRefreshToken: options.autoRefreshToken ?? true,
      detectSessionInUrl: false,
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.storageKey ? { storageKey: options.storageKey } : {}),
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    realtime: options.realtimeTransport
      ? ({ transport: options.realtimeTransport } as SupabaseClientOptions<'public'>['realtime'])
      : undefined,
  });
  made.set(client, { url, anonKey, options });
  return client;
}

/** How each client of `createSupabase` was made, so a user-bound twin can be made from it. */
const made = new WeakMap<SupabaseClient, { url: string; anonKey: string; options: CreateSupabaseOptions }>();

/** Thrown by a user-bound client's token source when the session is no longer that user's. */
export class IdentityLostError extends Error {
  constructor(readonly expectedUserId: string) {
    super('Signed in as another user');
    this.name = 'IdentityLostError';
  }
}

export interface UserBinding {
  /** Set when a request was stopped because the session was not the bound user's. */
  lost: boolean;
}

/**
 * A client whose every request (REST, RPC, Storage, Functions, Realtime) carries `userId`'s token
 * and nothing else. The token is read from `authClient`'s session at each request; when that session
 * belongs to someone else (or nobody), the request is not sent at all: supabase-js would otherwise
 * fall back to the anon key, or send the new user's token on the old user's behalf (issue #9 D1).
 * A client not made by `createSupabase` (tests' fixed-token clients) is already bound: returned as is.
 */
export function userBoundClient(
  authClient: SupabaseClient,
  userId: string,
): { client: SupabaseClient; binding: UserBinding } {
  const binding: UserBinding = { lost: false };
  const origin = made.get(authClient);
  if (!origin) return { client: authClient, binding };
  const { url, anonKey, options } = origin;
  const client = createClient(url, anonKey, {
    accessToken: async () => {
      const { data } = await authClient.auth.getSession();
      const session = data.session;
      if (!session || session.user.id !== userId) {
        binding.lost = true;
        throw new IdentityLostError(userId);
      }
      return session.access_token;
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
    realtime: options.realtimeTransport
      ? ({ transport: options.realtimeTransport } as SupabaseClientOptions<'public'>['realtime'])
      : undefined,
  });
  return { client, binding };
}
