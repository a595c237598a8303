// Inviting a colleague (issue 13, docs/teams.md "Invite mail"), pinned from outside:
//
//   1. the local auth service's POST /auth/v1/invite, as GoTrue's (internal/api/invite.go): service
//      role only; a new address becomes an invited user (unconfirmed, no password) and gets the
//      invite mail; an address that has not confirmed yet gets a new mail; a confirmed user is
//      refused (422 email_exists), so invite-member mails such a person a sign-in link
//      (POST /auth/v1/otp, create_user false) instead. Following the invite link confirms and signs
//      in. A later signUp of the invited address works as GoTrue's does: it signs in (confirmations
//      off) but does NOT store the password it was given ("we can't be sure of their claimed
//      identity"), so the app sets the password with updateUser in that session.
//   2. the local mailbox: every mail the auth service sends, at GET /mailbox (HTML) and
//      GET /mailbox/api/messages (JSON, newest first), kept in <data dir>/mailbox.json.
//   3. the invite-member function: the invitation is made as the caller (the database decides who
//      may invite), the mail goes out through the auth service, and a mail that fails leaves the
//      invitation standing with email_sent false.
import { AuthApiError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import type { MailMessage } from '../../supabase/local/mailbox.ts';
import {
  accessTokenFor,
  anonClient,
  createUser,
  getTestStack,
  serviceClient,
  signedInClient,
  sql,
  type TestUser,
} from '../support/stack-env.ts';

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};
const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@partii.test`;
const PASSWORD = 'correct-horse-1';
/** The site URL of supabase/config.toml (loopback, so any loopback origin is allowed too). */
const SITE = 'http://127.0.0.1:5173';

async function mails(to: string, stackUrl = getTestStack().url): Promise<MailMessage[]> {
  const res = await fetch(`${stackUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailMessage[];
}

/** The only mail to `to` (fails when there is none or more than one). */
async function onlyMail(to: string, stackUrl?: string): Promise<MailMessage> {
  const list = await mails(to, stackUrl);
  expect(list, `mails to ${to}`).toHaveLength(1);
  return list[0];
}

/** Follows a mailed link like a browser would, without following the redirect: where it leads. */
async function follow(link: string): Promise<{ status: number; url: URL; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  await res.body?.cancel();
  const location = res.headers.get('location') ?? '';
  const url = new URL(location);
  return { status: res.status, url, fragment: new URLSearchParams(url.hash.slice(1)) };
}

async function authPost(pathAndQuery: string, key: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${getTestStack().url}/auth/v1${pathAndQuery}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const userRow = async (email: string) =>
  (
    await sql<{ id: string; encrypted_password: string | null; email_confirmed_at: Date | null }>(
      'select id, encrypted_password, email_confirmed_at from auth.users where email = $1',
      [email],
    )
  )[0];

// ─── 1. POST /auth/v1/invite ────────────────────────────────────────────────────────────────────

describe('auth: POST /invite (service role)', () => {
  it('creates an invited user (unconfirmed, no password) and mails an invite link that leads to redirect_to', async () => {
    const email = newEmail('invitee');
    const redirectTo = `${SITE}/invite/some-token`;
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email.toUpperCase(), {
      data: { invited_by: 'test' },
      redirectTo,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { invited_by: 'test' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data.user?.invited_at).toEqual(expect.any(String));
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);

    const row = await userRow(email);
    expect(row.id).toBe(data.user?.id);
    expect(row.encrypted_password).toBeNull();
    expect(row.email_confirmed_at).toBeNull();

    const mail = await onlyMail(email);
    expect(mail).toMatchObject({ to: email, subject: "You've been invited", type: 'invite' });
    const link = new URL(mail.links[0]);
    expect(link.origin + link.pathname).toBe(`${getTestStack().url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe(redirectTo);
  });

  it('following the invite link confirms the user and signs them in at redirect_to (type=invite)', async () => {
    const email = newEmail('follow');
    const redirectTo = `${SITE}/invite/abc`;
    await serviceClient().auth.admin.inviteUserByEmail(email, { redirectTo });
    const { status, url, fragment } = await follow((await onlyMail(email)).links[0]);
    expect(status).toBe(303);
    expect(url.origin + url.pathname).toBe(redirectTo);
    expect(fragment.get('type')).toBe('invite');
    const accessToken = fragment.get('access_token')!;
    expect(accessToken).toBeTruthy();
    expect((await userRow(email)).email_confirmed_at).not.toBeNull();

    // the session is real: the user endpoint knows it, and the invitee can set a password in it
    const client = createClient(getTestStack().url, getTestStack().anonKey, clientOptions);
    await client.auth.setSession({ access_token: accessToken, refresh_token: fragment.get('refresh_token')! });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();

    // the link works once
    const again = await follow((await onlyMail(email)).links[0]);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
  });

  it('a later signUp of the invited address signs in as that user; the password is not stored (GoTrue), updateUser sets it', async () => {
    const email = newEmail('signup-after-invite');
    const invited = await serviceClient().auth.admin.inviteUserByEmail(email, { redirectTo: SITE });
    const { data, error } = await anonClient().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(invited.data.user?.id);
    expect(data.session?.access_token).toBeTruthy();
    expect((await userRow(email)).email_confirmed_at).not.toBeNull();

    // GoTrue's Signup leaves an existing unconfirmed user as it is, password included
    const early = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const client = createClient(getTestStack().url, getTestStack().anonKey, clientOptions);
    await client.auth.setSession(data.session!);
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(invited.data.user?.id);
    // the old invite link no longer signs anyone in (the user confirmed another way)
    expect((await follow((await onlyMail(email)).links[0])).fragment.get('error_code')).toBe('otp_expired');
  });

  it('re-invites an address that has not confirmed yet: a new mail, the old link stops working', async () => {
    const email = newEmail('twice');
    const first = await serviceClient().auth.admin.inviteUserByEmail(email, { redirectTo: SITE });
    const second = await serviceClient().auth.admin.inviteUserByEmail(email, { redirectTo: SITE });
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    const [newest, oldest] = await mails(email);
    expect(newest.links[0]).not.toBe(oldest.links[0]);
    expect((await follow(oldest.links[0])).fragment.get('error_code')).toBe('otp_expired');
    expect((await follow(newest.links[0])).fragment.get('access_token')).toBeTruthy();
  });

  it('refuses a confirmed user with 422 email_exists and sends nothing', async () => {
    const user = await createUser(newEmail('member'));
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(user.email);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect(data.user).toBeNull();
    expect(await mails(user.email)).toEqual([]);
  });

  it.each([
    ['not-an-email', 400, 'validation_failed'],
    ['', 400, 'validation_failed'],
    ['someone@localhost', 400, 'email_address_invalid'],
  ])(
    'refuses the address %j with %i %s (GoTrue answers 400 for a malformed address), JSON',
    async (email, status, code) => {
      const { error } = await serviceClient().auth.admin.inviteUserByEmail(email);
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status, code });
    },
  );

  it('answers bad JSON with 400 bad_json', async () => {
    const { serviceRoleKey } = getTestStack();
    expect(await authPost('/invite', serviceRoleKey, '{"email":')).toMatchObject({
      status: 400,
      body: { error_code: 'bad_json' },
    });
    expect(await authPost('/invite', serviceRoleKey, { email: 42 })).toMatchObject({
      status: 400,
      body: { error_code: 'bad_json' },
    });
  });

  it('is for the service role only: anon and a signed-in user get 403 not_admin, and no user is made', async () => {
    const email = newEmail('not-admin');
    const { anonKey } = getTestStack();
    const member = await createUser();
    const token = await accessTokenFor(member);
    for (const key of [anonKey, token]) {
      const res = await fetch(`${getTestStack().url}/auth/v1/invite`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error_code: 'not_admin' });
    }
    expect(await userRow(email)).toBeUndefined();
    expect(await mails(email)).toEqual([]);
  });

  it('takes redirect_to from the query or a redirect_to header; a foreign one falls back to the site URL', async () => {
    const { serviceRoleKey } = getTestStack();
    const byHeader = newEmail('header');
    await authPost('/invite', serviceRoleKey, { email: byHeader }, { redirect_to: 'http://localhost:4173/invite/h' });
    expect(new URL((await onlyMail(byHeader)).links[0]).searchParams.get('redirect_to')).toBe(
      'http://localhost:4173/invite/h',
    );
    const foreign = newEmail('foreign');
    const q = new URLSearchParams({ redirect_to: 'https://evil.example/steal' });
    expect((await authPost(`/invite?${q}`, serviceRoleKey, { email: foreign })).status).toBe(200);
    expect(new URL((await onlyMail(foreign)).links[0]).searchParams.get('redirect_to')).toBe(SITE);
  });
});

describe('auth: POST /otp (a sign-in link, how an existing user is reached)', () => {
  it('mails a confirmed user a one-time sign-in link that leads to redirect_to', async () => {
    const user = await createUser(newEmail('otp'));
    const redirectTo = `${SITE}/invite/xyz`;
    const { error } = await anonClient().auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
    });
    expect(error).toBeNull();
    const mail = await onlyMail(user.email);
    expect(mail).toMatchObject({ subject: 'Your sign-in link', type: 'magic_link' });
    expect(new URL(mail.links[0]).searchParams.get('type')).toBe('magiclink');
    const { url, fragment } = await follow(mail.links[0]);
    expect(url.origin + url.pathname).toBe(redirectTo);
    expect(fragment.get('type')).toBe('magiclink');
    const session = createClient(getTestStack().url, getTestStack().anonKey, {
      ...clientOptions,
      accessToken: async () => fragment.get('access_token')!,
    });
    expect((await session.from('jobs').select('id').limit(1)).error).toBeNull();
    expect((await follow(mail.links[0])).fragment.get('error_code')).toBe('otp_expired');
  });

  it('with create_user false refuses an unknown address (422 otp_disabled) and creates no one', async () => {
    const email = newEmail('nobody');
    const { error } = await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
    expect(await userRow(email)).toBeUndefined();
    expect(await mails(email)).toEqual([]);
  });
});

// ─── 2. the mailbox ─────────────────────────────────────────────────────────────────────────────

describe('mailbox: GET /mailbox and /mailbox/api/messages', () => {
  it('lists mails newest first as JSON, filters by recipient, and shows them on a page with clickable links', async () => {
    const first = newEmail('box-a');
    const second = newEmail('box-b');
    await serviceClient().auth.admin.inviteUserByEmail(first, { redirectTo: SITE });
    await serviceClient().auth.admin.inviteUserByEmail(second, { redirectTo: SITE });

    const all = await fetch(`${getTestStack().url}/mailbox/api/messages`);
    expect(all.headers.get('content-type')).toMatch(/application\/json/);
    // the API is for this machine's tools, not for other sites open in the developer's browser
    expect(all.headers.get('access-control-allow-origin')).toBeNull();
    const list = (await all.json()) as MailMessage[];
    const firstAt = list.findIndex((m) => m.to === first);
    const secondAt = list.findIndex((m) => m.to === second);
    expect(secondAt).toBeGreaterThanOrEqual(0);
    expect(secondAt).toBeLessThan(firstAt); // newest first
    for (const m of list) {
      expect(m).toMatchObject({
        id: expect.any(String),
        to: expect.any(String),
        subject: expect.any(String),
        text: expect.any(String),
        created_at: expect.any(String),
        links: expect.any(Array),
      });
    }
    const limited = (await (await fetch(`${getTestStack().url}/mailbox/api/messages?limit=1`)).json()) as MailMessage[];
    expect(limited).toHaveLength(1);
    const one = await fetch(`${getTestStack().url}/mailbox/api/messages/${list[firstAt].id}`);
    expect(await one.json()).toEqual(list[firstAt]);

    const page = await fetch(`${getTestStack().url}/mailbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain(first);
    expect(html).toContain('You&#39;ve been invited');
    const link = list[firstAt].links[0].replace(/&/g, '&amp;');
    expect(html).toContain(`<a href="${link}">`);
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));
  });

  it('needs no API key, and answers JSON 404 for an unknown message', async () => {
    const res = await fetch(`${getTestStack().url}/mailbox/api/messages/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('mailbox and auth with email confirmations on (a second stack)', () => {
  let stack: Stack;
  let dataDir: string;
  let pool: pg.Pool;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'partii-invite-confirm-'));
    stack = await startStack({
      dataDir,
      apiPort: 0,
      quiet: true,
      seedDemo: false,
      env: { PARTII_AUTH_CONFIRMATIONS: 'true' },
    });
    pool = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  });

  afterAll(async () => {
    await pool?.end();
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a sign-up confirmation lands in the mailbox (and in <data dir>/mailbox.json); its link confirms and signs in', async () => {
    const client = createClient(stack.url, stack.anonKey, clientOptions);
    const email = newEmail('confirm');
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:5173/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const mail = await onlyMail(email, stack.url);
    expect(mail).toMatchObject({ subject: 'Confirm your email address', type: 'confirmation' });
    const stored = JSON.parse(await readFile(path.join(dataDir, 'mailbox.json'), 'utf8')) as MailMessage[];
    expect(stored.map((m) => m.id)).toContain(mail.id);

    const { url, fragment } = await follow(mail.links[0]);
    expect(url.origin + url.pathname).toBe('http://localhost:5173/welcome');
    expect(fragment.get('type')).toBe('signup');
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('a signUp of an invited address shows no identities nor the invite metadata, and mails a confirmation', async () => {
    const admin = createClient(stack.url, stack.serviceRoleKey, clientOptions);
    const email = newEmail('invited-confirm');
    await admin.auth.admin.inviteUserByEmail(email, { data: { secret: 'company plans' } });
    const { data, error } = await createClient(stack.url, stack.anonKey, clientOptions).auth.signUp({
      email,
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.user_metadata).toEqual({});
    const [confirmation, invite] = await mails(email, stack.url);
    expect(invite.type).toBe('invite');
    expect(confirmation.type).toBe('confirmation');
    // following the confirmation signs the invitee in; the password given at sign-up was not stored
    expect((await follow(confirmation.links[0])).fragment.get('access_token')).toBeTruthy();
    const signIn = await createClient(stack.url, stack.anonKey, clientOptions).auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    expect(signIn.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });
});

// ─── 3. the invite-member function ──────────────────────────────────────────────────────────────

/** invite-member as whoever `token` is (none: no Authorization header). */
async function inviteMember(token: string | null, body: unknown) {
  const { url, anonKey } = getTestStack();
  const res = await fetch(`${url}/functions/v1/invite-member`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> | null = null;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    parsed = { unparsable: text };
  }
  return { status: res.status, body: parsed };
}

const invitationsOf = (companyId: string) =>
  sql<{ id: string; email: string; role: string; token_hash: string; expires_at: Date; invited_by: string | null }>(
    'select id, email, role, token_hash, expires_at, invited_by from public.company_invitations where company_id = $1 order by created_at',
    [companyId],
  );

/** Makes `user` a live member of `companyId` with `role`, as the database superuser. */
async function addMember(companyId: string, user: TestUser, role: string): Promise<void> {
  await sql(`insert into public.company_members (company_id, user_id, role, name, email) values ($1, $2, $3, $4, $5)`, [
    companyId,
    user.id,
    role,
    user.email.split('@')[0],
    user.email,
  ]);
}

describe('function invite-member', () => {
  let owner: { client: SupabaseClient; user: TestUser; accessToken: string };
  let companyId: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signedInClient();
    companyId = owner.user.id; // a sign-up owns the company whose id is its user id
    for (const role of ['admin', 'recruiter', 'interviewer']) {
      const user = await createUser(newEmail(role));
      await addMember(companyId, user, role);
      tokens[role] = await accessTokenFor(user);
    }
    tokens.owner = owner.accessToken;
    tokens.outsider = (await signedInClient()).accessToken;
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    company_id: companyId,
    email: newEmail('new-colleague'),
    role: 'recruiter',
    redirect_to: `${SITE}/settings/team`,
    ...overrides,
  });

  it('an owner invites a new address: the invitation row, the link, and the invite mail that leads to it', async () => {
    const request = body();
    const { status, body: answer } = await inviteMember(tokens.owner, request);
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer).toEqual({
      id: expect.any(String),
      link: expect.stringMatching(new RegExp(`^${SITE}/invite/[^/?#]+$`)),
      expires_at: expect.any(String),
      email_sent: true,
    });
    const token = decodeURIComponent(String(answer!.link).split('/invite/')[1]);
    const [row] = (await invitationsOf(companyId)).filter((r) => r.id === answer!.id);
    expect(row).toMatchObject({ email: request.email, role: 'recruiter', invited_by: owner.user.id });
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const days = (new Date(String(answer!.expires_at)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const mail = await onlyMail(request.email);
    expect(mail.type).toBe('invite');
    const { url, fragment } = await follow(mail.links[0]);
    expect(url.origin + url.pathname).toBe(answer!.link);
    expect(fragment.get('type')).toBe('invite');

    // the invitee, signed in by the link, accepts and becomes a recruiter of the company
    const invitee = createClient(getTestStack().url, getTestStack().anonKey, {
      ...clientOptions,
      accessToken: async () => fragment.get('access_token')!,
    });
    const accepted = await invitee.rpc('accept_company_invitation', { p_token: token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ company_id: companyId, role: 'recruiter' });
  });

  it('an admin invites someone who already has an account: a sign-in link mail leads to the invitation', async () => {
    const existing = await createUser(newEmail('has-account'));
    const { status, body: answer } = await inviteMember(
      tokens.admin,
      body({ email: existing.email, role: 'interviewer' }),
    );
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({ email_sent: true });
    const mail = await onlyMail(existing.email);
    expect(mail.type).toBe('magic_link');
    const { url } = await follow(mail.links[0]);
    expect(url.origin + url.pathname).toBe(answer!.link);
  });

  it('the link keeps the origin of redirect_to (another loopback port), never its path', async () => {
    const { body: answer } = await inviteMember(
      tokens.owner,
      body({ redirect_to: 'http://localhost:4173/some/where?x=1#y' }),
    );
    expect(String(answer!.link)).toMatch(/^http:\/\/localhost:4173\/invite\/[^/?#]+$/);
  });

  it('a mail the auth service refuses leaves the invitation standing: email_sent false, the link still works', async () => {
    // valid for the function and the database, but GoTrue's address check refuses a 64-character label
    const email = `x@${'a'.repeat(64)}.com`;
    const { status, body: answer } = await inviteMember(tokens.owner, body({ email }));
    expect(status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({ email_sent: false, link: expect.stringContaining('/invite/') });
    expect((await invitationsOf(companyId)).some((r) => r.id === answer!.id)).toBe(true);
    const token = decodeURIComponent(String(answer!.link).split('/invite/')[1]);
    const preview = await anonClient().rpc('invitation_preview', { p_token: token });
    expect(preview.data).toMatchObject({ email, status: 'pending' });
  });

  it.each([
    ['recruiter', 403],
    ['interviewer', 403],
    ['outsider', 403],
  ])(
    'refuses a %s (the database decides, as the caller): %i with its message, nothing created or sent',
    async (who, status) => {
      const request = body();
      const before = (await invitationsOf(companyId)).length;
      const { status: got, body: answer } = await inviteMember(tokens[who], request);
      expect(got, JSON.stringify(answer)).toBe(status);
      expect(answer).toMatchObject({ message: expect.any(String) });
      expect(String(answer!.message).length).toBeGreaterThan(0);
      expect((await invitationsOf(companyId)).length).toBe(before);
      expect(await mails(request.email)).toEqual([]);
    },
  );

  it('refuses an admin inviting an owner (owners only make owners) without creating anything', async () => {
    const request = body({ role: 'owner' });
    const before = (await invitationsOf(companyId)).length;
    const { status, body: answer } = await inviteMember(tokens.admin, request);
    expect(status).toBe(403);
    expect(answer).toMatchObject({ error: 'Only an owner can invite an owner.' });
    expect((await invitationsOf(companyId)).length).toBe(before);
  });

  it('answers 401 without a signed-in caller', async () => {
    expect((await inviteMember(null, body())).status).toBe(401);
    expect((await inviteMember(getTestStack().anonKey, body())).status).toBe(401);
  });

  it.each([
    ['not JSON', '{"company_id":'],
    ['an array', [1, 2]],
    ['a string', '"hello"'],
    ['no fields', '{}'],
    ['a company id that is no uuid', { company_id: 'acme' }],
    ['a malformed email', { email: 'not an email' }],
    ['an email of the wrong type', { email: { $ne: '' } }],
    ['an unknown role', { role: 'superuser' }],
    ['no redirect_to', { redirect_to: undefined }],
    ['a redirect_to that is no URL', { redirect_to: 'invite' }],
    ['a foreign redirect_to (no open redirect)', { redirect_to: 'https://evil.example/phish' }],
    ['a javascript: redirect_to', { redirect_to: 'javascript:alert(1)' }],
    ['a look-alike of the site', { redirect_to: 'http://127.0.0.1.evil.example:5173/' }],
  ])('answers 400 JSON for %s, and creates nothing', async (_what, override) => {
    const before = (await invitationsOf(companyId)).length;
    const request =
      typeof override === 'string' || Array.isArray(override) ? override : JSON.parse(JSON.stringify(body(override)));
    const { status, body: answer } = await inviteMember(tokens.owner, request);
    expect(status, JSON.stringify(answer)).toBe(400);
    expect(answer).toMatchObject({ message: expect.any(String) });
    expect((await invitationsOf(companyId)).length).toBe(before);
  });

  it("answers 400 with the database's sentence when the input is at fault (already a member)", async () => {
    const member = await createUser(newEmail('already'));
    await addMember(companyId, member, 'recruiter');
    const { status, body: answer } = await inviteMember(tokens.owner, body({ email: member.email }));
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: `${member.email} is already a member of this company.` });
    expect(await mails(member.email)).toEqual([]);
  });

  it('refuses an unknown company id as the database does (not a member), never a 500', async () => {
    const { status, body: answer } = await inviteMember(tokens.owner, body({ company_id: randomUUID() }));
    expect([400, 403]).toContain(status);
    expect(answer).toMatchObject({ message: expect.any(String) });
  });
});
