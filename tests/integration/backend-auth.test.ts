// The local stack's auth service through supabase-js (auth-js), pinned to GoTrue's behaviour:
// sign-up in both confirmation modes, duplicate sign-ups, password and refresh-token grants with
// rotation, logout, expired and forged tokens (at /auth/v1 and at /rest/v1), admin endpoints.
import { AuthApiError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import { accessTokenFor, anonClient, createUser, getTestStack, serviceClient, sql } from '../support/stack-env.ts';

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@partii.test`;
const PASSWORD = 'correct-horse-1';

/** A client whose every request (rest, storage, ...) carries `token`, like a signed-in app. */
function clientWithToken(token: string): SupabaseClient {
  const { url, anonKey } = getTestStack();
  return createClient(url, anonKey, { ...clientOptions, accessToken: async () => token });
}

async function authFetch(pathAndQuery: string, init: RequestInit & { token?: string } = {}) {
  const { url, anonKey } = getTestStack();
  const headers: Record<string, string> = { apikey: anonKey, 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${url}/auth/v1${pathAndQuery}`, {
    ...init,
    headers: { ...headers, ...(init.headers as object) },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('auth: sign-up with confirmations off (the test stack)', () => {
  it('signs up and answers a session whose access token carries GoTrue claims', async () => {
    const email = newEmail('signup');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { company: 'Acme' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata).toEqual({ company: 'Acme' });
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);

    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: data.user!.id,
      email,
      is_anonymous: false,
      aal: 'aal1',
      user_metadata: { company: 'Acme' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    // The same token is accepted by PostgREST as that user.
    const { error: restError } = await clientWithToken(data.session!.access_token).from('jobs').select('id');
    expect(restError).toBeNull();
  });

  it('refuses a second sign-up of the same email with user_already_exists (422)', async () => {
    const email = newEmail('dup');
    expect((await anonClient().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const { data, error } = await anonClient().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ code: 'user_already_exists', status: 422, message: 'User already registered' });
    expect(data.user).toBeNull();
  });

  it.each([
    [{ email: 'not-an-email', password: PASSWORD }, 400, 'validation_failed'],
    [{ email: 'someone@localhost', password: PASSWORD }, 400, 'email_address_invalid'],
    [{ email: 'weak@partii.test', password: '12345' }, 422, 'weak_password'],
    [{ email: '', password: PASSWORD }, 400, 'validation_failed'],
  ])('refuses invalid sign-up %j with %i %s', async (credentials, status, code) => {
    const { error } = await anonClient().auth.signUp(credentials);
    expect(error).toMatchObject({ status, code });
  });
});

describe('auth: password grant', () => {
  it('signs in a user whose bcrypt hash was made by pgcrypto (the seeded demo user path)', async () => {
    const user = await createUser(newEmail('pgcrypto'), 'partii-demo');
    const { data, error } = await anonClient().auth.signInWithPassword({ email: user.email, password: 'partii-demo' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const [row] = await sql<{ last_sign_in_at: Date | null }>('select last_sign_in_at from auth.users where id = $1', [
      user.id,
    ]);
    expect(row.last_sign_in_at).not.toBeNull();
  });

  it('answers invalid_credentials (400) for a wrong password and for an unknown email alike', async () => {
    const user = await createUser(newEmail('wrongpw'), PASSWORD);
    for (const credentials of [
      { email: user.email, password: 'wrong-password' },
      { email: newEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(credentials);
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
      expect(data.session).toBeNull();
    }
  });
});

describe('auth: refresh tokens rotate', () => {
  it('issues a new refresh token per refresh; a reused old one revokes the whole session', async () => {
    const email = newEmail('rotate');
    await createUser(email, PASSWORD);
    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const tokenA = signIn.data.session!.refresh_token;

    const first = await client.auth.refreshSession({ refresh_token: tokenA });
    expect(first.error).toBeNull();
    const tokenB = first.data.session!.refresh_token;
    expect(tokenB).not.toBe(tokenA);
    expect(decodeJwt(first.data.session!.access_token).session_id).toBe(
      decodeJwt(signIn.data.session!.access_token).session_id,
    );

    const second = await anonClient().auth.refreshSession({ refresh_token: tokenB });
    const tokenC = second.data.session!.refresh_token;
    expect(tokenC).not.toBe(tokenB);
    const [rows] = await sql<{ revoked: boolean[] }>(
      'select array_agg(revoked order by id) as revoked from auth.refresh_tokens where token = any($1)',
      [[tokenA, tokenB, tokenC]],
    );
    expect(rows.revoked).toEqual([true, true, false]);

    // GoTrue lets a client that lost the last answer retry with the parent of the active token:
    // it gets the active token back, nothing new is issued.
    const retry = await anonClient().auth.refreshSession({ refresh_token: tokenB });
    expect(retry.error).toBeNull();
    expect(retry.data.session!.refresh_token).toBe(tokenC);

    // Older revoked tokens only work inside the reuse interval (10 s); move A past it.
    await sql(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [tokenA]);
    const reuse = await anonClient().auth.refreshSession({ refresh_token: tokenA });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Reuse means the token leaked: every token of the session is revoked, the active one too
    // (and, once past the reuse interval, it is refused like any spent token).
    const [active] = await sql<{ revoked: boolean }>('select revoked from auth.refresh_tokens where token = $1', [
      tokenC,
    ]);
    expect(active.revoked).toBe(true);
    await sql(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [tokenC]);
    const afterBreach = await anonClient().auth.refreshSession({ refresh_token: tokenC });
    expect(afterBreach.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('auth: user and logout', () => {
  it('reads and updates the signed-in user (metadata, password)', async () => {
    const email = newEmail('update');
    await createUser(email, PASSWORD);
    const client = anonClient();
    await client.auth.signInWithPassword({ email, password: PASSWORD });
    const got = await client.auth.getUser();
    expect(got.data.user?.email).toBe(email);

    const updated = await client.auth.updateUser({ data: { full_name: 'Ada Lovelace' }, password: 'new-password-2' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Ada Lovelace' });
    const same = await client.auth.updateUser({ password: 'new-password-2' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await anonClient().auth.signInWithPassword({ email, password: 'new-password-2' })).error).toBeNull();
  });

  it('logout revokes the refresh tokens and ends the session at /auth/v1', async () => {
    const email = newEmail('logout');
    await createUser(email, PASSWORD);
    const client = anonClient();
    const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const { access_token, refresh_token } = data.session!;
    expect((await client.auth.signOut()).error).toBeNull();

    const refresh = await anonClient().auth.refreshSession({ refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await authFetch('/user', { token: access_token });
    expect(user.status).toBe(403);
    expect(user.body.error_code).toBe('session_not_found');
  });

  it('logout with scope=local ends only that session', async () => {
    const email = newEmail('local');
    await createUser(email, PASSWORD);
    const one = (await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const two = (await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const res = await authFetch('/logout?scope=local', { method: 'POST', token: one.access_token });
    expect(res.status).toBe(204);
    expect((await authFetch('/user', { token: one.access_token })).status).toBe(403);
    expect((await authFetch('/user', { token: two.access_token })).status).toBe(200);
  });
});

describe('auth: expired and forged tokens', () => {
  it('rejects an expired access token at /auth/v1/user (403 bad_jwt) and at /rest/v1 (401)', async () => {
    const user = await createUser(newEmail('expired'), PASSWORD);
    const expired = await accessTokenFor(user, -60);

    const { data, error } = await anonClient().auth.getUser(expired);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error?.message).toMatch(/token is expired/);

    const rest = await clientWithToken(expired).from('jobs').select('id');
    expect(rest.status).toBe(401);
    expect(rest.error?.message).toMatch(/JWT expired/i);
  });

  it('rejects a token signed with another secret at /auth/v1 and /rest/v1', async () => {
    const user = await createUser(newEmail('forged'), PASSWORD);
    const forged = await new SignJWT({ role: 'authenticated', email: user.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-project-secret-but-32-characters-long'));
    const { error } = await anonClient().auth.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    const rest = await clientWithToken(forged).from('jobs').select('id');
    expect(rest.status).toBe(401);
  });

  it('answers 401 no_authorization without a bearer token', async () => {
    const { url, anonKey } = getTestStack();
    const res = await fetch(`${url}/auth/v1/user`, { headers: { apikey: anonKey } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error_code: 'no_authorization' });
    // The anon key is a valid JWT but names no user.
    const { error } = await anonClient().auth.getUser(anonKey);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('auth: admin endpoints (service_role)', () => {
  it('creates, reads and deletes a user with the service key; refuses the anon key', async () => {
    const admin = serviceClient().auth.admin;
    const email = newEmail('admin');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { seeded: true },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();

    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const again = await admin.createUser({ email, password: PASSWORD });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });

    const denied = await anonClient().auth.admin.getUserById(id);
    expect(denied.error).toMatchObject({ status: 403, code: 'not_admin' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('serves /settings and /health', async () => {
    const settings = await authFetch('/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ external: { email: true }, mailer_autoconfirm: true, disable_signup: false });
    const health = await authFetch('/health');
    expect(health.status).toBe(200);
    expect(health.body.name).toBe('GoTrue');
  });
});

describe('auth: sign-up with email confirmations on (a second stack)', () => {
  let stack: Stack;
  let dataDir: string;
  let pool: pg.Pool;
  let client: SupabaseClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'partii-auth-confirm-'));
    stack = await startStack({
      dataDir,
      apiPort: 0,
      quiet: true,
      seedDemo: false,
      env: { PARTII_AUTH_CONFIRMATIONS: 'true' },
    });
    pool = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
    client = createClient(stack.url, stack.anonKey, clientOptions);
  });

  afterAll(async () => {
    await pool?.end();
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const confirmationToken = async (email: string) =>
    (
      await pool.query<{ confirmation_token: string }>('select confirmation_token from auth.users where email = $1', [
        email,
      ])
    ).rows[0].confirmation_token;

  it('answers the user without a session, refuses sign-in until the link is followed, then signs in', async () => {
    const email = newEmail('confirm');
    const signUp = await client.auth.signUp({ email, password: PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.identities).toHaveLength(1);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    // The link the stack prints: /auth/v1/verify?token=...&type=signup → 303 to the site URL with
    // the session in the fragment (GoTrue's implicit flow).
    const token = await confirmationToken(email);
    const link = `${stack.url}/auth/v1/verify?token=${token}&type=signup&redirect_to=${encodeURIComponent('http://localhost:5173/login')}`;
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:5173/login');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(decodeJwt(fragment.get('access_token')!).email).toBe(email);

    // A used link is spent: it redirects with GoTrue's otp_expired error.
    const again = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    );

    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
  });

  it("answers a confirmed email's second sign-up with a user without identities and no error", async () => {
    const email = newEmail('taken');
    await client.auth.signUp({ email, password: PASSWORD });
    await fetch(`${stack.url}/auth/v1/verify?token=${await confirmationToken(email)}&type=signup`, {
      redirect: 'manual',
    });

    const { data, error } = await client.auth.signUp({ email, password: 'another-password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    // Nothing about the real account leaks: not even its id.
    const [real] = (await pool.query<{ id: string }>('select id from auth.users where email = $1', [email])).rows;
    expect(data.user?.id).not.toBe(real.id);
  });

  it('re-sends the confirmation for an unconfirmed email and keeps the first password', async () => {
    const email = newEmail('resend');
    await client.auth.signUp({ email, password: PASSWORD });
    const firstToken = await confirmationToken(email);
    const second = await client.auth.signUp({ email, password: 'another-password' });
    expect(second.error).toBeNull();
    expect(second.data.user?.identities).toHaveLength(1);
    const secondToken = await confirmationToken(email);
    expect(secondToken).not.toBe(firstToken);

    await fetch(`${stack.url}/auth/v1/verify?token=${secondToken}&type=signup`, { redirect: 'manual' });
    expect((await client.auth.signInWithPassword({ email, password: 'another-password' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('confirms through verifyOtp with the token hash', async () => {
    const email = newEmail('otp');
    await client.auth.signUp({ email, password: PASSWORD });
    const { data, error } = await client.auth.verifyOtp({ type: 'signup', token_hash: await confirmationToken(email) });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const bad = await client.auth.verifyOtp({ type: 'signup', token_hash: 'not-a-token' });
    expect(bad.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});
