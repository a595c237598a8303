// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';
import { authMessages } from './authMessages';

type AuthListener = (event: string, session: Session | null) => void;

function fakeSession(email = 'jane.doe@example.com'): Session {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: 'user-1', email, app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' },
  } as Session;
}

/** The slice of supabase-js the provider uses, with the answers a test needs. */
function fakeClient(options: {
  getSession: () => Promise<{ data: { session: Session | null }; error: unknown }>;
  signUp?: () => Promise<unknown>;
  storageKey?: string;
}) {
  let listener: AuthListener = () => {};
  const auth = {
    storageKey: options.storageKey ?? 'sb-test-auth-token',
    getSession: vi.fn(options.getSession),
    onAuthStateChange: vi.fn((callback: AuthListener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    signInWithPassword: vi.fn(),
    signUp: vi.fn(options.signUp ?? (async () => ({ data: { user: null, session: null }, error: null }))),
    signOut: vi.fn(async () => ({ error: null })),
  };
  return {
    client: { auth } as unknown as SupabaseClient,
    emit: (event: string, s: Session | null) => listener(event, s),
  };
}

function AuthProbe() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'loading' : (user?.email ?? 'signed out')}</p>;
}

/** The probe under a provider over `client`. */
const renderProbe = (client: SupabaseClient) =>
  render(
    <AuthProvider client={client}>
      <AuthProbe />
    </AuthProvider>,
  );

/**
 * Opens the provider with `stored` kept where supabase-js keeps it (under `storageKey`) and a
 * session check answered by `getSession`; waits for `shown`, then removes the stored session.
 */
async function openWithStoredSession(
  storageKey: string,
  stored: Session,
  getSession: Parameters<typeof fakeClient>[0]['getSession'],
  shown: string,
) {
  localStorage.setItem(storageKey, JSON.stringify(stored));
  renderProbe(fakeClient({ storageKey, getSession }).client);
  await screen.findByText(shown);
  localStorage.removeItem(storageKey);
}

describe('useAuth', () => {
  it('throws outside an AuthProvider with the spec message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('AuthProvider', () => {
  it('starts loading, then sets the user from the initial session check', async () => {
    let resolve!: (value: { data: { session: Session | null }; error: null }) => void;
    const { client } = fakeClient({ getSession: () => new Promise((r) => (resolve = r)) });
    renderProbe(client);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve({ data: { session: fakeSession() }, error: null }));
    expect(screen.getByText('jane.doe@example.com')).toBeTruthy();
  });

  it('follows auth state changes (sign-out clears the user)', async () => {
    const { client, emit } = fakeClient({
      getSession: async () => ({ data: { session: fakeSession() }, error: null }),
    });
    renderProbe(client);
    await screen.findByText('jane.doe@example.com');
    act(() => emit('SIGNED_OUT', null));
    expect(screen.getByText('signed out')).toBeTruthy();
  });

  it('opened offline with an expired token, keeps the recruiter signed in with the stored session', async () => {
    const networkError = Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 });
    await openWithStoredSession(
      'sb-offline-auth-token',
      fakeSession('offline.recruiter@example.com'),
      async () => ({ data: { session: null }, error: networkError }),
      'offline.recruiter@example.com',
    );
  });

  it('does not wait for a refresh that keeps retrying offline: the stored session lets the recruiter in', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openWithStoredSession(
      'sb-slow-auth-token',
      fakeSession('waiting@example.com'),
      // supabase-js retries a failed refresh with backoff before answering; here it never does.
      () => new Promise(() => {}),
      'waiting@example.com',
    );
    onLine.mockRestore();
  });

  it('a server refusal (not a network failure) signs out even with a stored session', async () => {
    const refused = Object.assign(new Error('Invalid Refresh Token'), { name: 'AuthApiError', status: 400 });
    await openWithStoredSession(
      'sb-refused-auth-token',
      fakeSession(),
      async () => ({ data: { session: null }, error: refused }),
      'signed out',
    );
  });

  it('sign-up answered with a user without identities means the email is registered', async () => {
    const { client } = fakeClient({
      getSession: async () => ({ data: { session: null }, error: null }),
      signUp: async () => ({ data: { user: { id: 'x', identities: [] }, session: null }, error: null }),
    });
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider client={client}>{children}</AuthProvider>,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const answer = await result.current.signUp('taken@example.com', 'password');
    expect(answer).toEqual({ error: authMessages.alreadyRegistered, signedIn: false });
  });
});
