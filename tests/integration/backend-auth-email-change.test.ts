// An email change through supabase-js's auth.updateUser({ email }) on the local stack, pinned to
// GoTrue's behaviour (internal/api/user.go UserUpdate, mail.go sendEmailChange, verify.go
// emailChangeVerify):
//
//   - the address does not change at once: the user keeps `email`, shows `new_email` and
//     `email_change_sent_at`, and a link (type email_change) is mailed to the new address and,
//     with secure email change (`[auth.email] double_confirm_changes`, on by default as on hosted),
//     another to the current address;
//   - with confirmations on (hosted's default), both links must be followed: the first answers
//     "Confirmation link accepted. Please proceed to confirm link sent to the other email", the
//     second applies the change and signs in;
//   - with confirmations off (MAILER_AUTOCONFIRM, this repository's local config) GoTrue applies
//     the change on the FIRST link followed, whichever it is, so the link mailed to the current
//     address alone moves the account to an address nobody proved. That is why a hosted deployment
//     must keep confirmations on (docs/teams.md "What a hosted deployment must switch on").
//
// accept_company_invitation compares the caller's address to the invited one, so the case that
// matters: an invitee cannot move their account to the invited address without that mailbox.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { MailMessage } from '../../supabase/local/mailbox.ts';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import { createUser, getTestStack, sql } from '../support/stack-env.ts';

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};
const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@partii.test`;
const PASSWORD = 'correct-horse-1';
const SINGLE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function mailsTo(stackUrl: string, to: string): Promise<MailMessage[]> {
  const res = await fetch(`${stackUrl}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as MailMessage[];
}

/** The one email change mail to `to`: its link. */
async function emailChangeLink(stackUrl: string, to: string): Promise<string> {
  const mails = (await mailsTo(stackUrl, to)).filter((m) => m.type === 'email_change');
  expect(mails, `email change mails to ${to}`).toHaveLength(1);
  expect(mails[0].subject).toBe('Confirm your new email address');
  expect(mails[0].links).toHaveLength(1);
  return mails[0].links[0];
}

/** Follows a mailed link like a browser, without following the redirect: the fragment it leads to. */
async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  await res.body?.cancel();
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

async function signedIn(stackUrl: string, anonKey: string, email: string): Promise<SupabaseClient> {
  const client = createClient(stackUrl, anonKey, clientOptions);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

describe('email change on the test stack (confirmations off, secure email change on)', () => {
  it('does not change the address at once: new_email, and a link to the new and to the current address', async () => {
    const { url, anonKey } = getTestStack();
    const user = await createUser(newEmail('mover'), PASSWORD);
    const client = await signedIn(url, anonKey, user.email);
    const target = newEmail('target');

    const { data, error } = await client.auth.updateUser({ email: target });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: user.email, new_email: target });
    expect(data.user?.email_change_sent_at).toEqual(expect.any(String));
    const [row] = await sql<{ email: string; email_change: string }>(
      'select email, email_change from auth.users where id = $1',
      [user.id],
    );
    expect(row).toEqual({ email: user.email, email_change: target });
    expect((await client.auth.getUser()).data.user).toMatchObject({ email: user.email, new_email: target });

    const toNew = await emailChangeLink(url, target);
    const toCurrent = await emailChangeLink(url, user.email);
    expect(new URL(toNew).searchParams.get('type')).toBe('email_change');
    expect(toNew).not.toBe(toCurrent);
    // a second request makes the first links useless
    expect((await client.auth.updateUser({ email: target })).error).toBeNull();
    const stale = await follow(toNew);
    expect(stale.get('error_code')).toBe('otp_expired');
  });

  it('GoTrue with confirmations off applies the change on the link to the CURRENT address alone', async () => {
    const { url, anonKey } = getTestStack();
    const user = await createUser(newEmail('autoconfirm'), PASSWORD);
    const client = await signedIn(url, anonKey, user.email);
    const target = newEmail('unproven');
    expect((await client.auth.updateUser({ email: target })).error).toBeNull();

    const fragment = await follow(await emailChangeLink(url, user.email));
    expect(fragment.get('type')).toBe('email_change');
    expect(fragment.get('access_token')).toBeTruthy();
    const [row] = await sql<{ email: string; email_change: string }>(
      'select email, email_change from auth.users where id = $1',
      [user.id],
    );
    expect(row).toEqual({ email: target, email_change: '' });
    // the other link is spent with it
    expect((await follow(await emailChangeLink(url, target))).get('error_code')).toBe('otp_expired');
  });

  it('refuses an address another account has (422 email_exists) and sends nothing', async () => {
    const { url, anonKey } = getTestStack();
    const user = await createUser(newEmail('taker'), PASSWORD);
    const other = await createUser(newEmail('taken'), PASSWORD);
    const client = await signedIn(url, anonKey, user.email);
    const { error } = await client.auth.updateUser({ email: other.email.toUpperCase() });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await mailsTo(url, user.email)).filter((m) => m.type === 'email_change')).toEqual([]);
  });
});

describe('email change with confirmations on (hosted defaults, a second stack)', () => {
  let stack: Stack;
  let dataDir: string;
  let pool: pg.Pool;
  let admin: SupabaseClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'partii-email-change-'));
    stack = await startStack({
      dataDir,
      apiPort: 0,
      quiet: true,
      seedDemo: false,
      env: { PARTII_AUTH_CONFIRMATIONS: 'true' },
    });
    pool = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
    admin = createClient(stack.url, stack.serviceRoleKey, clientOptions);
  });

  afterAll(async () => {
    await pool?.end();
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function confirmedUser(tag: string): Promise<{ id: string; email: string; client: SupabaseClient }> {
    const email = newEmail(tag);
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    return { id: created.data.user!.id, email, client: await signedIn(stack.url, stack.anonKey, email) };
  }

  const addressOf = async (id: string) =>
    (await pool.query<{ email: string }>('select email from auth.users where id = $1', [id])).rows[0].email;

  it('an invitee cannot move their account to the invited address without that mailbox', async () => {
    const owner = await confirmedUser('owner');
    const invited = newEmail('invited');
    const invitation = await owner.client.rpc('create_company_invitation', {
      p_company: owner.id,
      p_email: invited,
      p_role: 'recruiter',
    });
    expect(invitation.error).toBeNull();
    const token = (invitation.data as { token: string }).token;

    // someone with another account asks for the invited address
    const intruder = await confirmedUser('intruder');
    const asked = await intruder.client.auth.updateUser({ email: invited });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: intruder.email, new_email: invited });
    expect(await addressOf(intruder.id)).toBe(intruder.email);
    const refused = await intruder.client.rpc('accept_company_invitation', { p_token: token });
    expect(refused.error?.message).toBe(
      `This invitation was sent to ${invited}. Sign in with that address to accept it.`,
    );

    // the link mailed to their own address only counts as one of the two
    const half = await follow(await emailChangeLink(stack.url, intruder.email));
    expect(half.get('message')).toBe(SINGLE);
    expect(half.get('access_token')).toBeNull();
    expect(await addressOf(intruder.id)).toBe(intruder.email);
    expect((await intruder.client.rpc('accept_company_invitation', { p_token: token })).error).not.toBeNull();
    // following it again does not count twice
    expect((await follow(await emailChangeLink(stack.url, intruder.email))).get('error_code')).toBe('otp_expired');
    expect(await addressOf(intruder.id)).toBe(intruder.email);

    // only whoever reads the invited mailbox can complete it
    const done = await follow(await emailChangeLink(stack.url, invited));
    expect(done.get('type')).toBe('email_change');
    expect(await addressOf(intruder.id)).toBe(invited);
    const accepted = await intruder.client.rpc('accept_company_invitation', { p_token: token });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ company_id: owner.id, role: 'recruiter' });
  });

  it('the link to the new address alone does not change it either', async () => {
    const user = await confirmedUser('half-new');
    const target = newEmail('half-target');
    expect((await user.client.auth.updateUser({ email: target })).error).toBeNull();
    expect((await follow(await emailChangeLink(stack.url, target))).get('message')).toBe(SINGLE);
    expect(await addressOf(user.id)).toBe(user.email);
    const signIn = await user.client.auth.signInWithPassword({ email: target, password: PASSWORD });
    expect(signIn.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('verifyOtp with the token hashes: the first answers the message, the second a session with the new address', async () => {
    const user = await confirmedUser('otp-change');
    const target = newEmail('otp-target');
    expect((await user.client.auth.updateUser({ email: target })).error).toBeNull();
    const hashOf = async (to: string) => new URL(await emailChangeLink(stack.url, to)).searchParams.get('token')!;

    const res = await fetch(`${stack.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', token_hash: await hashOf(user.email) }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: SINGLE, code: '200' });

    const client = createClient(stack.url, stack.anonKey, clientOptions);
    const { data, error } = await client.auth.verifyOtp({ type: 'email_change', token_hash: await hashOf(target) });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: target });
    expect(data.user?.new_email).toBeUndefined();
    expect((await client.auth.signInWithPassword({ email: target, password: PASSWORD })).error).toBeNull();
  });
});
