import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, initialAuthState, type AuthContextValue, type AuthState } from './authContext';
import { authMessages } from './authMessages';
import { isNetworkFailure, readCachedSession } from './cachedSession';

/** How long the first session check may take online before the stored session is used. */
const SESSION_CHECK_GRACE_MS = 3_000;

/** How long sign-out waits for the server before ending the session on this device alone. */
const SIGN_OUT_NETWORK_MS = 5_000;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The promise's value, or null when it takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Ends the session on this device without the network: what supabase-js does after the server
 * revoked it (stored session removed, SIGNED_OUT to this tab's and other tabs' listeners).
 * `_removeSession` is internal to GoTrueClient (pinned 2.109); should it ever be missing, the
 * stored session is removed by its documented key instead.
 */
async function endLocalSession(client: SupabaseClient): Promise<void> {
  const auth = client.auth as unknown as { _removeSession?: () => Promise<void>; storageKey?: string };
  if (typeof auth._removeSession === 'function') {
    await auth._removeSession();
    return;
  }
  const key = auth.storageKey;
  if (!key) return;
  for (const suffix of ['', '-user', '-code-verifier']) globalThis.localStorage?.removeItem(key + suffix);
}

function isAlreadyRegistered(error: { code?: string; message?: string }): boolean {
  return error.code === 'user_already_exists' || /already (been )?registered/i.test(error.message ?? '');
}

export interface AuthProviderProps {
  client: SupabaseClient;
  children: ReactNode;
}

/**
 * Spec §4 "Auth state": starts loading with no user and no session; after the initial session
 * check, or any auth state change, user and session are set or cleared and loading ends.
 */
export function AuthProvider({ client, children }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>(initialAuthState);

  useEffect(() => {
    let active = true;
    let settled = false;
    // With an expired access token and no network, supabase-js keeps retrying the refresh (with
    // backoff, for up to ~30 s) before getSession() answers. An offline-first app does not make the
    // recruiter wait: offline at once, otherwise after a short grace period, the stored session
    // lets them in; getSession()'s answer, when it comes, still has the last word.
    const fallback = setTimeout(
      () => {
        if (!active || settled) return;
        const cached = readCachedSession(client);
        if (cached) setState({ user: cached.user, session: cached, loading: false });
      },
      typeof navigator !== 'undefined' && navigator.onLine === false ? 0 : SESSION_CHECK_GRACE_MS,
    );
    void client.auth.getSession().then(({ data, error }) => {
      settled = true;
      clearTimeout(fallback);
      if (!active) return;
      const session = data.session ?? (isNetworkFailure(error) ? readCachedSession(client) : null);
      setState({ user: session?.user ?? null, session, loading: false });
    });
    const { data } = client.auth.onAuthStateChange((event, session) => {
      if (!active) return;
      // Offline, a failed refresh may surface as "no session" although the stored one is kept:
      // stay signed in with it; only an explicit sign-out (or a server refusal) signs out.
      if (!session && event !== 'SIGNED_OUT' && typeof navigator !== 'undefined' && !navigator.onLine) {
        const cached = readCachedSession(client);
        if (cached) return setState({ user: cached.user, session: cached, loading: false });
      }
      setState({ user: session?.user ?? null, session, loading: false });
    });
    return () => {
      active = false;
      clearTimeout(fallback);
      data.subscription.unsubscribe();
    };
  }, [client]);

  const signIn = useCallback<AuthContextValue['signIn']>(
    async (email, password) => {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) return { error: error.message || authMessages.genericFailure };
      // Set at once so a navigation right after sign-in sees the user (the event follows).
      setState({ user: data.user, session: data.session, loading: false });
      return { error: null };
    },
    [client],
  );

  const signUp = useCallback<AuthContextValue['signUp']>(
    async (email, password) => {
      const { data, error } = await client.auth.signUp({ email, password });
      // With confirmations off, GoTrue refuses a registered email outright ('user_already_exists')
      // instead of the obfuscated answer below; both get the spec's message.
      if (error && isAlreadyRegistered(error)) return { error: authMessages.alreadyRegistered, signedIn: false };
      if (error) return { error: error.message || authMessages.genericFailure, signedIn: false };
      // Supabase answers an already-registered email with a user that has no identities
      // (so it does not reveal which emails exist); the spec names that case.
      if (data.user && (data.user.identities?.length ?? 0) === 0) {
        return { error: authMessages.alreadyRegistered, signedIn: false };
      }
      if (data.session) {
        // Someone invited to a team (issue 13) already has an account without a password: the
        // auth service signs them in but leaves the account as it was, so the password they just
        // chose is set on it here, or their next sign-in would fail.
        if (data.user?.invited_at) {
          const updated = await client.auth.updateUser({ password });
          if (updated.error && updated.error.code !== 'same_password')
            return { error: updated.error.message || authMessages.genericFailure, signedIn: false };
        }
        setState({ user: data.session.user, session: data.session, loading: false });
      }
      return { error: null, signedIn: Boolean(data.session) };
    },
    [client],
  );

  const signOut = useCallback<AuthContextValue['signOut']>(async () => {
    // scope 'local': this device's session ends; the recruiter's other devices stay signed in.
    // supabase-js revokes the session on the server first and, when that call cannot be made
    // (offline), keeps the session and answers an error. Signing out must work offline too: the
    // session on this device ends at once, and the server's copy expires on its own.
    if (!isOffline()) {
      const answer = await withTimeout(client.auth.signOut({ scope: 'local' }), SIGN_OUT_NETWORK_MS);
      if (answer && !answer.error) {
        setState({ user: null, session: null, loading: false });
        return;
      }
      if (answer?.error && !isNetworkFailure(answer.error)) throw answer.error;
    }
    await endLocalSession(client);
    setState({ user: null, session: null, loading: false });
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signOut }),
    [state, signIn, signUp, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
