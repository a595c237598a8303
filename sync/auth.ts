// Session handling for the engine. A recruiter whose token expires while offline keeps working:
// writes stay in the outbox, and nothing is sent until a valid session is back (sending with the
// anon key would make RLS refuse the writes and the pull would skip the company's rows).
import type { SupabaseClient } from '@supabase/supabase-js';

type Auth = SupabaseClient['auth'];

/**
 * The client's auth API, or null when the client was made with the `accessToken` option (a
 * third-party token source; supabase-js then forbids touching `client.auth`).
 */
export function authOf(client: SupabaseClient): Auth | null {
  try {
    const auth = client.auth;
    return typeof auth.getSession === 'function' ? auth : null;
  } catch {
    return null;
  }
}

import type { SessionCheck } from './transport.ts';

/** Is there a usable session for `userId`? Refreshes it when it has expired (needs the network). */
export async function ensureSession(client: SupabaseClient, userId: string, timeoutMs = 5000): Promise<SessionCheck> {
  const auth = authOf(client);
  if (!auth) return { ok: true };
  if ((globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false)
    return { ok: false, reason: 'Offline', network: true };
  // getSession() refreshes an expired session itself; offline it answers no session and an error,
  // while the stored session (and its refresh token) stays in storage for the next attempt. Its
  // refresh retries with backoff for up to ~30 s, so do not wait that long: the refresh goes on in
  // the background and announces itself with TOKEN_REFRESHED, which triggers a new cycle.
  const answer = await Promise.race([
    auth.getSession(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
  if (!answer) return { ok: false, reason: 'Session refresh is taking long (offline?)', network: true };
  const { data, error } = answer;
  const session = data.session;
  if (session && session.user.id === userId) return { ok: true };
  if (session) return { ok: false, reason: 'Signed in as another user', network: false, identity: true };
  // AuthRetryableFetchError: the refresh could not reach the server (offline).
  const network = !!error && (error.name === 'AuthRetryableFetchError' || (error as { status?: number }).status === 0);
  return {
    ok: false,
    reason: error ? `Session refresh failed: ${error.message}` : 'Not signed in',
    network,
  };
}

/** Refreshes the session after a 401. True when a new token is in place. */
export async function refreshAfterUnauthorized(client: SupabaseClient): Promise<boolean> {
  const auth = authOf(client);
  if (!auth) return false;
  const { data, error } = await auth.refreshSession();
  return !error && !!data.session;
}
