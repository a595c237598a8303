// The one place the app makes a supabase-js client. The backend address is read at run time from
// /config.json (written by `npm start`, cached by the service worker), so one build can point at
// any stack, and an installed app opened offline still starts.
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';

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
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  if (!config.supabaseUrl || !config.supabaseAnonKey)
    throw new Error(`${url} lacks supabaseUrl or supabaseAnonKey`);
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
export function createSupabase(
  url: string,
  anonKey: string,
  options: CreateSupabaseOptions = {},
): SupabaseClient {
  return createClient(url, anonKey, {
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
}
