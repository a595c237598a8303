import type { Session, SupabaseClient } from '@supabase/supabase-js';

/**
 * The session supabase-js persisted in localStorage, read directly.
 *
 * Why: opened offline with an expired access token, `auth.getSession()` tries a refresh, fails
 * with a network error and answers "no session" — while keeping the stored session, because a
 * retryable failure must not sign anyone out. An offline-first app still knows who the recruiter
 * is from that stored session, so the shell opens with it and sync refreshes the token when the
 * network is back.
 */
export function readCachedSession(client: SupabaseClient): Session | null {
  try {
    // `storageKey` is protected in GoTrueClient's types but is the documented key of the
    // persisted session (`sb-<project ref>-auth-token` unless the client sets its own).
    const { storageKey } = client.auth as unknown as { storageKey: string };
    const raw = globalThis.localStorage?.getItem(storageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session> & { currentSession?: Session };
    const session = (parsed.currentSession ?? parsed) as Session;
    return session?.user?.id ? session : null;
  } catch {
    return null;
  }
}

/** A failure that says "the network is not there", as opposed to "the server said no". */
export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const name = (error as { name?: string }).name ?? '';
  const status = (error as { status?: number }).status;
  return (
    name === 'AuthRetryableFetchError' ||
    (typeof navigator !== 'undefined' && navigator.onLine === false) ||
    status === 0
  );
}
