// @vitest-environment jsdom
// Signing out without the network: supabase-js revokes the session on the server first and keeps
// it when that call fails; the session on this device must end anyway.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './useAuth';

function fakeSession(): Session {
  return {
    access_token: 'a',
    refresh_token: 'r',
    expires_in: 3600,
    token_type: 'bearer',
    user: {
      id: 'user-1',
      email: 'jane@example.com',
      app_metadata: {},
      user_metadata: {},
      aud: 'authenticated',
      created_at: '',
    },
  } as Session;
}

function fakeClient(signOutAnswer: () => Promise<{ error: unknown }>) {
  let listener: (event: string, session: Session | null) => void = () => {};
  const auth = {
    storageKey: 'sb-signout-auth-token',
    getSession: vi.fn(async () => ({ data: { session: fakeSession() }, error: null })),
    onAuthStateChange: vi.fn((callback: typeof listener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    signOut: vi.fn(signOutAnswer),
    // GoTrueClient's own "session gone" step: storage cleared, SIGNED_OUT to listeners.
    _removeSession: vi.fn(async () => listener('SIGNED_OUT', null)),
  };
  return { client: { auth } as unknown as SupabaseClient, auth };
}

async function signedIn(client: SupabaseClient) {
  const hook = renderHook(() => useAuth(), {
    wrapper: ({ children }) => <AuthProvider client={client}>{children}</AuthProvider>,
  });
  await waitFor(() => expect(hook.result.current.user?.id).toBe('user-1'));
  return hook;
}

describe('AuthProvider sign-out without the network', () => {
  it('ends the session on this device when the server cannot be reached', async () => {
    const networkError = Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 });
    const { client, auth } = fakeClient(async () => ({ error: networkError }));
    const { result } = await signedIn(client);
    await act(() => result.current.signOut());
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(auth._removeSession).toHaveBeenCalledTimes(1);
    expect(result.current.user).toBeNull();
  });

  it('offline, does not wait for the network at all', async () => {
    const { client, auth } = fakeClient(() => new Promise(() => {}));
    const { result } = await signedIn(client);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await act(() => result.current.signOut());
    } finally {
      onLine.mockRestore();
    }
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(auth._removeSession).toHaveBeenCalledTimes(1);
    expect(result.current.user).toBeNull();
  });

  it('a refusal by the server (not the network) is still an error', async () => {
    const refused = Object.assign(new Error('Internal error'), { name: 'AuthApiError', status: 500 });
    const { client, auth } = fakeClient(async () => ({ error: refused }));
    const { result } = await signedIn(client);
    await expect(act(() => result.current.signOut())).rejects.toThrow('Internal error');
    expect(auth._removeSession).not.toHaveBeenCalled();
  });
});
