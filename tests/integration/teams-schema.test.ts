// The server side of company teams (issue 13; the contract is docs/teams.md), against the real
// stack: companies for every user and every company_id (backfill, sign-up), the owner rules and
// the invitation RPCs, sync_pull / sync_push per company (p_company), attribution and activity.
// Members are made by inserting company_members as superuser (what accepting an invitation does,
// without the activity row); each test makes its own company so the tests do not share state.
import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, getTestStack, signedInClient, sql, type TestUser } from '../support/stack-env.ts';

type Role = 'owner' | 'admin' | 'recruiter' | 'interviewer';
type Session = { client: SupabaseClient; user: TestUser };

/** A new recruiter: the owner of a company whose id is their user id. */
const newCompany = (): Promise<Session> => signedInClient();

/** A new user who is `role` in `companyId` (and owner of their own company, like every user). */
async function addMember(companyId: string, role: Role, name = `Member ${randomUUID().slice(0, 4)}`) {
  const session = await signedInClient();
  await sql(`insert into company_members (company_id, user_id, role, name, email) values ($1, $2, $3, $4, $5)`, [
    companyId,
    session.user.id,
    role,
    name,
    session.user.email,
  ]);
  return { ...session, name };
}

const rpc = async (session: { client: SupabaseClient }, fn: string, args: Record<string, unknown> = {}) =>
  session.client.rpc(fn, args);

type PullPage = { rows: Array<Record<string, unknown>>; next: unknown; has_more: boolean };

/** The first page (up to 1000 rows) of a table's feed as `session` for `company` (null: own). */
async function pull(
  session: { client: SupabaseClient },
  table: string,
  company: string | null = null,
  after: { xid: string; id: string } | null = null,
) {
  return session.client.rpc('sync_pull', {
    p_table: table,
    p_after_xid: after?.xid ?? null,
    p_after_id: after?.id ?? null,
    p_limit: 1000,
    p_expected_user: null,
    p_company: company,
  }) as unknown as Promise<{ data: PullPage | null; error: { code: string; message: string; hint: string } | null }>;
}

/**
 * Every row the feed answers, page after page as the engine reads it: the shared test stack holds
 * other tests' published jobs, so one page of 1 000 need not reach this test's rows.
 */
async function pullAllRows(session: { client: SupabaseClient }, table: string, company: string | null = null) {
  const rows: Array<Record<string, unknown>> = [];
  let after: { xid: string; id: string } | null = null;
  for (;;) {
    const { data, error } = await pull(session, table, company, after);
    expect(error).toBeNull();
    rows.push(...data!.rows);
    if (!data!.has_more) return rows;
    after = data!.next as { xid: string; id: string };
  }
}

async function pullIds(session: { client: SupabaseClient }, table: string, company: string | null = null) {
  return (await pullAllRows(session, table, company)).map((r) => r.id as string);
}

type Mutation = { mutation_id: string; table: string; op: 'upsert' | 'delete'; row_id: string; patch?: object };
const upsert = (table: string, rowId: string, patch: object): Mutation => ({
  mutation_id: randomUUID(),
  table,
  op: 'upsert',
  row_id: rowId,
  patch,
});
type PushResult = { status: string; row: Record<string, unknown> | null; error: { code: string; message: string } };

async function push(session: Session, mutations: Mutation[], company: string | null = null) {
  return session.client.rpc('sync_push', {
    p_client_id: randomUUID(),
    p_mutations: mutations,
    p_expected_user: session.user.id,
    p_company: company,
  }) as unknown as Promise<{
    data: PushResult[] | null;
    error: { code: string; message: string; hint: string } | null;
  }>;
}

/** A company's job and an application of a candidate to it (made as superuser: no activity). */
async function jobWithApplication(companyId: string, status: 'draft' | 'published' = 'published') {
  const jobId = randomUUID();
  const profileId = randomUUID();
  const applicationId = randomUUID();
  await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Platform Engineer', $3)`, [
    jobId,
    companyId,
    status,
  ]);
  await sql(
    `insert into profiles (id, company_id, first_name, last_name, email) values ($1, $2, 'Grace', 'Hopper', $3)`,
    [profileId, companyId, `grace-${profileId.slice(0, 8)}@example.com`],
  );
  await sql(`insert into applications (id, job_id, applicant_id, status) values ($1, $2, $3, 'applied')`, [
    applicationId,
    jobId,
    profileId,
  ]);
  return { jobId, profileId, applicationId };
}

const activityOf = (companyId: string) =>
  sql<{
    kind: string;
    actor_id: string | null;
    actor_name: string | null;
    application_id: string | null;
    profile_id: string | null;
    job_id: string | null;
    data: Record<string, unknown>;
  }>(
    `select kind, actor_id, actor_name, application_id, profile_id, job_id, data from activity
     where company_id = $1 order by created_at, id`,
    [companyId],
  );

/** A transaction of its own on a superuser connection, rolled back at the end. */
async function inRolledBackTransaction(fn: (db: pg.Client) => Promise<void>): Promise<void> {
  const db = new pg.Client({ connectionString: getTestStack().dbUrl });
  await db.connect();
  try {
    await db.query('begin');
    await fn(db);
  } finally {
    await db.query('rollback').catch(() => undefined);
    await db.end();
  }
}

describe('companies: every user has one, and owns it', () => {
  it('a sign-up through the auth service gets a company named after its email domain, and owns it', async () => {
    const email = `ana-${randomUUID().slice(0, 8)}@acme.io`;
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: 'correct-horse-1',
      options: { data: { full_name: 'Ana Silva' } },
    });
    expect(error).toBeNull();
    const userId = data.user!.id;
    expect(await sql('select name from companies where id = $1', [userId])).toEqual([{ name: 'Acme' }]);
    expect(
      await sql('select role, name, email, deleted_at from company_members where company_id = $1', [userId]),
    ).toEqual([{ role: 'owner', name: 'Ana Silva', email, deleted_at: null }]);
    // no signed-in caller made it: a sign-up is not activity
    expect(await activityOf(userId)).toEqual([]);
  });

  it('a user made straight in auth.users (seed, operator) gets one too; my_companies answers it', async () => {
    const owner = await newCompany();
    const { data, error } = await rpc(owner, 'my_companies');
    expect(error).toBeNull();
    expect(data).toEqual([{ company_id: owner.user.id, name: 'Test', role: 'owner' }]);
  });

  it('the default name: the domain’s first label capitalised, or “<local part>’s company” for public mail', async () => {
    const rows = await sql<{ email: string; name: string }>(
      `select e as email, partii_private.default_company_name(e) as name
       from unnest(array['ana@acme.io', 'Bob@Gmail.com', 'li@eng.bigcorp.com', 'zoe@yahoo.co.uk', 'max@gmx.de',
                         'me@hey.com', 'not-an-email', '']) e`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.email, r.name]))).toEqual({
      'ana@acme.io': 'Acme',
      'Bob@Gmail.com': "bob's company",
      'li@eng.bigcorp.com': 'Eng',
      'zoe@yahoo.co.uk': "zoe's company",
      'max@gmx.de': "max's company",
      'me@hey.com': "me's company",
      'not-an-email': 'Company',
      '': 'Company',
    });
  });

  it('backfill: a user without a company gets one and its ownership; a company_id with no user gets a company with no member; a second run changes nothing', async () => {
    await inRolledBackTransaction(async (db) => {
      // data from before companies existed: triggers off (no sign-up trigger, no foreign keys)
      await db.query('set local session_replication_role = replica');
      const userId = randomUUID();
      const orphan = randomUUID();
      const left = randomUUID();
      await db.query(
        `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, '{"full_name":"Old Timer"}'),
                                                                      ($3, $4, '{}')`,
        [userId, `old-${userId.slice(0, 8)}@oldco.com`, left, `left-${left.slice(0, 8)}@gmail.com`],
      );
      await db.query(`insert into jobs (company_id, title) values ($1, 'Kept role'), ($2, 'Orphan role')`, [
        userId,
        orphan,
      ]);
      await db.query(`insert into profiles (company_id, first_name) values ($1, 'Orphan candidate')`, [orphan]);
      // a company whose only member left keeps no owner: the backfill does not bring them back
      await db.query(`insert into companies (id, name) values ($1, 'Left')`, [left]);
      await db.query(
        `insert into company_members (company_id, user_id, role, deleted_at) values ($1, $1, 'owner', now())`,
        [left],
      );
      await db.query('set local session_replication_role = origin');

      await db.query('select partii_private.backfill_companies()');
      await db.query('select partii_private.backfill_companies()');

      const companies = await db.query('select id, name from companies where id = any($1) order by name', [
        [userId, orphan, left],
      ]);
      expect(companies.rows).toEqual([
        { id: orphan, name: 'Company' },
        { id: left, name: 'Left' },
        { id: userId, name: 'Oldco' },
      ]);
      const members = await db.query(
        `select company_id, user_id, role, name, deleted_at is null as live from company_members
         where company_id = any($1) order by name`,
        [[userId, orphan, left]],
      );
      expect(members.rows).toEqual([
        { company_id: userId, user_id: userId, role: 'owner', name: 'Old Timer', live: true },
        { company_id: left, user_id: left, role: 'owner', name: null, live: false },
      ]);
    });
  });

  it('every company_id of the data names a company (foreign keys)', async () => {
    const missing = randomUUID();
    await expect(
      sql(`insert into jobs (company_id, title) values ($1, 'Nobody''s role')`, [missing]),
    ).rejects.toMatchObject({ code: '23503' });
    await expect(
      sql(`insert into profiles (company_id, first_name) values ($1, 'Nobody''s candidate')`, [missing]),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('member_role is the caller’s live role, null for a removed member, another company and a visitor', async () => {
    const owner = await newCompany();
    const interviewer = await addMember(owner.user.id, 'interviewer');
    const removed = await addMember(owner.user.id, 'recruiter');
    await sql('update company_members set deleted_at = now() where company_id = $1 and user_id = $2', [
      owner.user.id,
      removed.user.id,
    ]);
    const roleAs = async (userId: string | null) => {
      let role: unknown;
      await inRolledBackTransaction(async (db) => {
        await db.query(`set local role ${userId ? 'authenticated' : 'anon'}`);
        await db.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(userId ? { sub: userId, role: 'authenticated' } : { role: 'anon' }),
        ]);
        role = (await db.query('select partii_private.member_role($1) as role', [owner.user.id])).rows[0].role;
      });
      return role;
    };
    const stranger = await createUser();
    expect({
      owner: await roleAs(owner.user.id),
      interviewer: await roleAs(interviewer.user.id),
      removed: await roleAs(removed.user.id),
      stranger: await roleAs(stranger.id),
      visitor: await roleAs(null),
    }).toEqual({ owner: 'owner', interviewer: 'interviewer', removed: null, stranger: null, visitor: null });
  });
});

describe('invitations', () => {
  it('an owner invites: the token exists only in the answer; its sha256 is stored and never readable', async () => {
    const owner = await newCompany();
    const invitee = `New.Hire-${randomUUID().slice(0, 6)}@Example.com`;
    const { data, error } = await rpc(owner, 'create_company_invitation', {
      p_company: owner.user.id,
      p_email: invitee,
      p_role: 'recruiter',
    });
    expect(error).toBeNull();
    const { id, token, expires_at } = data as { id: string; token: string; expires_at: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresIn = new Date(expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(7 * 86_400_000);

    const [stored] = await sql<{ token_hash: string; email: string; invited_by: string }>(
      'select token_hash, email, invited_by from company_invitations where id = $1',
      [id],
    );
    expect(stored).toEqual({
      token_hash: createHash('sha256').update(token).digest('hex'),
      email: invitee.toLowerCase(),
      invited_by: owner.user.id,
    });

    // through the API: every column but token_hash
    const read = await owner.client.from('company_invitations').select('id, email, role').eq('id', id);
    expect(read).toMatchObject({ error: null, data: [{ id, email: invitee.toLowerCase(), role: 'recruiter' }] });
    const hash = await owner.client.from('company_invitations').select('token_hash').eq('id', id);
    expect(hash.error?.code).toBe('42501');
    const pulled = await pull(owner, 'company_invitations');
    expect(pulled.error).toBeNull();
    const row = pulled.data!.rows.find((r) => r.id === id);
    expect(row).toMatchObject({ id, email: invitee.toLowerCase(), role: 'recruiter', accepted_at: null });
    expect(row).not.toHaveProperty('token_hash');

    expect(await activityOf(owner.user.id)).toEqual([
      expect.objectContaining({
        kind: 'member_invited',
        actor_id: owner.user.id,
        // issue 24: the invitation's id, never the address (every member reads the feed)
        data: { invitation_id: id, role: 'recruiter' },
      }),
    ]);
  });

  it('only owners and admins invite, and only an owner invites an owner', async () => {
    const owner = await newCompany();
    const admin = await addMember(owner.user.id, 'admin');
    const recruiter = await addMember(owner.user.id, 'recruiter');
    const stranger = await newCompany();
    const invite = (s: { client: SupabaseClient }, role: Role) =>
      rpc(s, 'create_company_invitation', { p_company: owner.user.id, p_email: 'someone@example.com', p_role: role });

    expect((await invite(admin, 'interviewer')).error).toBeNull();
    expect((await invite(admin, 'owner')).error).toMatchObject({
      code: 'P0001',
      message: 'Only an owner can invite an owner.',
    });
    expect((await invite(owner, 'owner')).error).toBeNull();
    expect((await invite(recruiter, 'interviewer')).error).toMatchObject({
      code: 'P0001',
      message: 'Only owners and admins can invite people.',
    });
    expect((await invite(stranger, 'interviewer')).error).toMatchObject({ code: '42501', hint: 'partii:not_member' });
    expect(
      (await rpc(owner, 'create_company_invitation', { p_company: owner.user.id, p_email: 'nope', p_role: 'admin' }))
        .error,
    ).toMatchObject({ code: 'P0001', message: 'Please enter a valid email address.' });
    // recruiters and interviewers do not see invitations at all
    expect((await recruiter.client.from('company_invitations').select('id')).data).toEqual([]);
    expect((await admin.client.from('company_invitations').select('id')).data).toHaveLength(2);
  });

  it('accepting: the invited account joins with the role; the link then answers “already used”; preview shows each status', async () => {
    const owner = await newCompany();
    const invitee = await signedInClient();
    const other = await signedInClient();
    const { data } = await rpc(owner, 'create_company_invitation', {
      p_company: owner.user.id,
      p_email: invitee.user.email,
      p_role: 'interviewer',
    });
    const { token } = data as { token: string };

    const preview = (t: string) => rpc({ client: anonClient() }, 'invitation_preview', { p_token: t });
    expect((await preview(token)).data).toEqual({
      company_name: 'Test',
      email: invitee.user.email,
      role: 'interviewer',
      status: 'pending',
    });
    expect((await preview('no-such-token')).data).toBeNull();

    expect((await rpc(other, 'accept_company_invitation', { p_token: token })).error).toMatchObject({
      code: 'P0001',
      message: `This invitation was sent to ${invitee.user.email}. Sign in with that address to accept it.`,
    });
    const accepted = await rpc(invitee, 'accept_company_invitation', { p_token: token });
    expect(accepted).toMatchObject({ error: null, data: { company_id: owner.user.id, role: 'interviewer' } });
    // a retry of the same acceptance answers the same; anyone else learns it is used
    expect((await rpc(invitee, 'accept_company_invitation', { p_token: token })).data).toEqual({
      company_id: owner.user.id,
      role: 'interviewer',
    });
    expect((await rpc(other, 'accept_company_invitation', { p_token: token })).error).toMatchObject({
      code: 'P0001',
      message: 'This invitation has already been used.',
    });
    expect((await preview(token)).data).toMatchObject({ status: 'accepted' });

    expect((await rpc(invitee, 'my_companies')).data).toEqual([
      { company_id: invitee.user.id, name: 'Test', role: 'owner' },
      { company_id: owner.user.id, name: 'Test', role: 'interviewer' },
    ]);
    const activity = await activityOf(owner.user.id);
    expect(activity.at(-1)).toEqual({
      kind: 'member_joined',
      actor_id: invitee.user.id,
      actor_name: invitee.user.email.split('@')[0],
      application_id: null,
      profile_id: null,
      job_id: null,
      data: { name: invitee.user.email.split('@')[0], role: 'interviewer' },
    });
  });

  it('accepting refuses an invalid, an expired and a revoked link with the contract’s sentences', async () => {
    const owner = await newCompany();
    const admin = await addMember(owner.user.id, 'admin');
    const invitee = await signedInClient();
    const invite = async () =>
      (
        await rpc(owner, 'create_company_invitation', {
          p_company: owner.user.id,
          p_email: invitee.user.email,
          p_role: 'recruiter',
        })
      ).data as { id: string; token: string };
    const accept = (token: string) => rpc(invitee, 'accept_company_invitation', { p_token: token });

    expect((await accept('x'.repeat(43))).error).toMatchObject({
      code: 'P0001',
      message: 'This invitation link is not valid.',
    });

    const expired = await invite();
    await sql(`update company_invitations set expires_at = now() - interval '1 minute' where id = $1`, [expired.id]);
    expect((await accept(expired.token)).error).toMatchObject({
      code: 'P0001',
      message: 'This invitation has expired. Ask for a new one.',
    });
    expect((await rpc({ client: anonClient() }, 'invitation_preview', { p_token: expired.token })).data).toMatchObject({
      status: 'expired',
    });

    const revoked = await invite();
    expect(await rpc(admin, 'revoke_company_invitation', { p_invitation: revoked.id })).toMatchObject({
      error: null,
      data: { id: revoked.id },
    });
    expect((await accept(revoked.token)).error).toMatchObject({
      code: 'P0001',
      message: 'This invitation was revoked.',
    });

    // a new invitation to the same address replaces a pending one
    const first = await invite();
    const second = await invite();
    expect((await accept(first.token)).error).toMatchObject({ message: 'This invitation was revoked.' });
    expect((await accept(second.token)).data).toEqual({ company_id: owner.user.id, role: 'recruiter' });
    expect(await sql('select count(*)::int as n from company_members where company_id = $1', [owner.user.id])).toEqual([
      { n: 3 },
    ]);
    // revoking is for the company's owners and admins, and an accepted invitation stays accepted
    expect((await rpc(invitee, 'revoke_company_invitation', { p_invitation: second.id })).error).toMatchObject({
      code: 'P0001',
      message: 'This invitation was not found.',
    });
    expect((await rpc(owner, 'revoke_company_invitation', { p_invitation: second.id })).error).toMatchObject({
      code: 'P0001',
      message: 'This invitation has already been used.',
    });
  });
});

describe('roles: owner rules, removal, rename', () => {
  it('a company keeps one owner: the last owner can neither be demoted nor leave', async () => {
    const owner = await newCompany();
    const company = owner.user.id;
    expect(
      (await rpc(owner, 'set_company_member_role', { p_company: company, p_user: company, p_role: 'admin' })).error,
    ).toMatchObject({
      code: 'P0001',
      message: 'A company needs at least one owner. Make someone else an owner first.',
    });
    expect((await rpc(owner, 'remove_company_member', { p_company: company, p_user: company })).error).toMatchObject({
      code: 'P0001',
      message: 'A company needs at least one owner. Make someone else an owner first.',
    });
    // not even an operator: the rule is the table's
    await expect(
      sql(`update company_members set role = 'admin' where company_id = $1 and user_id = $1`, [company]),
    ).rejects.toThrow('A company needs at least one owner');

    const second = await addMember(company, 'admin');
    expect(
      await rpc(owner, 'set_company_member_role', { p_company: company, p_user: second.user.id, p_role: 'owner' }),
    ).toMatchObject({ error: null, data: { user_id: second.user.id, role: 'owner' } });
    expect(await rpc(owner, 'remove_company_member', { p_company: company, p_user: company })).toMatchObject({
      error: null,
      data: { user_id: company },
    });
    expect((await rpc(owner, 'my_companies')).data).toEqual([]);
    // the one who left is no longer a member, not even of the company with their id
    expect((await pull(owner, 'jobs')).error).toMatchObject({
      code: '42501',
      message: 'not a member of this company',
      hint: 'partii:not_member',
    });
  });

  it('only an owner touches an owner; admins manage the other roles; recruiters and interviewers manage nobody', async () => {
    const owner = await newCompany();
    const company = owner.user.id;
    const admin = await addMember(company, 'admin');
    const recruiter = await addMember(company, 'recruiter');
    const interviewer = await addMember(company, 'interviewer');
    const setRole = (s: Session, user: string, role: Role) =>
      rpc(s, 'set_company_member_role', { p_company: company, p_user: user, p_role: role });
    const remove = (s: Session, user: string) => rpc(s, 'remove_company_member', { p_company: company, p_user: user });

    expect((await setRole(admin, company, 'recruiter')).error).toMatchObject({
      code: 'P0001',
      message: "Only an owner can change an owner's role.",
    });
    expect((await remove(admin, company)).error).toMatchObject({
      code: 'P0001',
      message: 'Only an owner can remove an owner.',
    });
    expect((await setRole(admin, recruiter.user.id, 'owner')).error).toMatchObject({
      code: 'P0001',
      message: 'Only an owner can make someone an owner.',
    });
    expect((await setRole(admin, admin.user.id, 'owner')).error).toMatchObject({
      message: 'Only an owner can make someone an owner.',
    });
    expect((await setRole(recruiter, interviewer.user.id, 'admin')).error).toMatchObject({
      code: 'P0001',
      message: 'Only owners and admins can change roles.',
    });
    expect((await remove(recruiter, interviewer.user.id)).error).toMatchObject({
      code: 'P0001',
      message: 'Only owners and admins can remove members.',
    });

    expect(await setRole(admin, interviewer.user.id, 'recruiter')).toMatchObject({
      error: null,
      data: { user_id: interviewer.user.id, role: 'recruiter' },
    });
    expect((await remove(admin, recruiter.user.id)).error).toBeNull();
    // anyone may leave
    expect((await remove(interviewer, interviewer.user.id)).error).toBeNull();
    expect((await remove(admin, interviewer.user.id)).error).toMatchObject({
      code: 'P0001',
      message: 'This person is not a member of this company.',
    });

    const members = await sql<{ user_id: string; role: string; live: boolean }>(
      `select user_id, role, deleted_at is null as live from company_members where company_id = $1`,
      [company],
    );
    expect(Object.fromEntries(members.map((m) => [m.user_id, [m.role, m.live]]))).toEqual({
      [company]: ['owner', true],
      [admin.user.id]: ['admin', true],
      [recruiter.user.id]: ['recruiter', false],
      [interviewer.user.id]: ['recruiter', false],
    });
    const activity = (await activityOf(company)).map((a) => [a.kind, a.actor_id, a.data]);
    expect(activity).toEqual([
      ['member_role_changed', admin.user.id, { name: interviewer.name, from: 'interviewer', to: 'recruiter' }],
      ['member_removed', admin.user.id, { name: recruiter.name }],
      ['member_removed', interviewer.user.id, { name: interviewer.name }],
    ]);
    expect((await activityOf(company)).map((a) => a.actor_name)).toEqual([admin.name, admin.name, interviewer.name]);
  });

  it('owners and admins rename the company (trimmed, 1 to 100 characters); members read it; others do not', async () => {
    const owner = await newCompany();
    const company = owner.user.id;
    const admin = await addMember(company, 'admin');
    const recruiter = await addMember(company, 'recruiter');
    const stranger = await newCompany();
    expect(await rpc(admin, 'rename_company', { p_company: company, p_name: '  Brightwave Labs ' })).toMatchObject({
      error: null,
      data: { id: company, name: 'Brightwave Labs' },
    });
    expect((await rpc(recruiter, 'rename_company', { p_company: company, p_name: 'Mine now' })).error).toMatchObject({
      code: 'P0001',
      message: 'Only owners and admins can rename the company.',
    });
    expect((await rpc(owner, 'rename_company', { p_company: company, p_name: 'x'.repeat(101) })).error).toMatchObject({
      code: 'P0001',
    });
    expect((await rpc(owner, 'rename_company', { p_company: company, p_name: '   ' })).error).toMatchObject({
      code: 'P0001',
    });
    expect((await recruiter.client.from('companies').select('name').eq('id', company)).data).toEqual([
      { name: 'Brightwave Labs' },
    ]);
    // a company without a published job is nobody else's business…
    expect((await stranger.client.from('companies').select('name').eq('id', company)).data).toEqual([]);
    expect((await anonClient().from('companies').select('name').eq('id', company)).data).toEqual([]);
    // …one that hires shows its name with each public job (jobs.company_name, 20261124000200), and
    // still nothing of its own row
    const { jobId } = await jobWithApplication(company);
    expect(await anonClient().from('jobs').select('title, company_name').eq('id', jobId)).toMatchObject({
      error: null,
      data: [{ title: 'Platform Engineer', company_name: 'Brightwave Labs' }],
    });
    expect((await anonClient().from('companies').select('id, name').eq('id', company)).data).toEqual([]);
    expect((await stranger.client.from('companies').select('id, name').eq('id', company)).data).toEqual([]);
    // a rename reaches the public jobs
    await rpc(owner, 'rename_company', { p_company: company, p_name: 'Brightwave' });
    expect((await anonClient().from('jobs').select('company_name').eq('id', jobId)).data).toEqual([
      { company_name: 'Brightwave' },
    ]);
  });

  it('touch_company_membership writes last_seen_at at most once a minute, for members only', async () => {
    const owner = await newCompany();
    const member = await addMember(owner.user.id, 'interviewer');
    const seen = async () =>
      (
        await sql<{ last_seen_at: Date | null; version: string }>(
          'select last_seen_at, version::text from company_members where company_id = $1 and user_id = $2',
          [owner.user.id, member.user.id],
        )
      )[0];
    expect((await seen()).last_seen_at).toBeNull();
    expect((await rpc(member, 'touch_company_membership', { p_company: owner.user.id })).error).toBeNull();
    const first = await seen();
    expect(first.last_seen_at).not.toBeNull();
    expect((await rpc(member, 'touch_company_membership', { p_company: owner.user.id })).error).toBeNull();
    expect(await seen()).toEqual(first);
    const stranger = await newCompany();
    expect((await rpc(stranger, 'touch_company_membership', { p_company: owner.user.id })).error).toMatchObject({
      code: '42501',
      hint: 'partii:not_member',
    });
  });
});

describe('sync per company (p_company)', () => {
  it('a member pulls the company’s rows (what the role may read); a stranger and a removed member are refused the whole call', async () => {
    const owner = await newCompany();
    const company = owner.user.id;
    const { jobId, profileId, applicationId } = await jobWithApplication(company, 'draft');
    const draftId = randomUUID();
    await sql('insert into job_drafts (id, company_id) values ($1, $2)', [draftId, company]);
    const interviewer = await addMember(company, 'interviewer');
    const admin = await addMember(company, 'admin');
    await rpc(owner, 'create_company_invitation', {
      p_company: company,
      p_email: 'later@example.com',
      p_role: 'admin',
    });

    // without p_company: the interviewer's own company, which has no applications
    expect(await pullIds(interviewer, 'applications')).toEqual([]);

    expect(await pullIds(interviewer, 'companies', company)).toEqual([company]);
    expect((await pullIds(interviewer, 'company_members', company)).length).toBe(3);
    expect(await pullIds(interviewer, 'jobs', company)).toContain(jobId);
    expect(await pullIds(interviewer, 'profiles', company)).toEqual([profileId]);
    expect(await pullIds(interviewer, 'applications', company)).toEqual([applicationId]);
    expect(await pullIds(interviewer, 'job_drafts', company)).toEqual([]);
    expect(await pullIds(interviewer, 'company_invitations', company)).toEqual([]);
    expect(await pullIds(admin, 'job_drafts', company)).toEqual([draftId]);
    expect(await pullIds(admin, 'company_invitations', company)).toHaveLength(1);
    expect((await pullIds(admin, 'activity', company)).length).toBeGreaterThan(0);

    const stranger = await newCompany();
    expect((await pull(stranger, 'applications', company)).error).toMatchObject({
      code: '42501',
      message: 'not a member of this company',
      hint: 'partii:not_member',
    });
    expect((await pull({ client: anonClient() }, 'jobs', company)).error).toMatchObject({ hint: 'partii:not_member' });

    await rpc(owner, 'remove_company_member', { p_company: company, p_user: interviewer.user.id });
    expect((await pull(interviewer, 'profiles', company)).error).toMatchObject({
      code: '42501',
      hint: 'partii:not_member',
    });
    const refusedPush = await push(
      interviewer,
      [upsert('notes', randomUUID(), { candidate_id: profileId, content: 'Hi' })],
      company,
    );
    expect(refusedPush.error).toMatchObject({ code: '42501', hint: 'partii:not_member' });
    // a removed member's own company still answers
    expect((await pull(interviewer, 'jobs')).error).toBeNull();
  });

  it('a company’s jobs pull holds its jobs and others’ public ones, never another company’s unpublished job (even the caller’s)', async () => {
    const a = await newCompany();
    const b = await newCompany();
    const memberOfBoth = await addMember(a.user.id, 'recruiter');
    await sql(`insert into company_members (company_id, user_id, role) values ($1, $2, 'recruiter')`, [
      b.user.id,
      memberOfBoth.user.id,
    ]);
    const aDraft = (await jobWithApplication(a.user.id, 'draft')).jobId;
    const bDraft = (await jobWithApplication(b.user.id, 'draft')).jobId;
    const bPublic = (await jobWithApplication(b.user.id, 'published')).jobId;
    const bArchived = (await jobWithApplication(b.user.id, 'published')).jobId;
    await sql(`update jobs set status = 'archived' where id = $1`, [bArchived]);

    const byId = new Map((await pullAllRows(memberOfBoth, 'jobs', a.user.id)).map((r) => [r.id as string, r]));
    expect(byId.get(aDraft)).toMatchObject({ status: 'draft' });
    expect(byId.has(bDraft)).toBe(false);
    expect(byId.get(bPublic)).toMatchObject({ status: 'published', title: 'Platform Engineer' });
    // once public, now not: a tombstone, though this member may read it in company B
    expect(byId.get(bArchived)).toEqual({
      id: bArchived,
      change_xid: expect.any(String),
      deleted_at: expect.any(String),
    });
    expect(await pullIds(memberOfBoth, 'jobs', b.user.id)).toEqual(expect.arrayContaining([bDraft, bArchived]));
  });

  it('sync_push writes into p_company whatever the patch says, refuses the pull-only tables, and a role’s writes per mutation', async () => {
    const owner = await newCompany();
    const company = owner.user.id;
    const recruiter = await addMember(company, 'recruiter');
    const interviewer = await addMember(company, 'interviewer');
    const { profileId, applicationId } = await jobWithApplication(company);

    const profile = randomUUID();
    const job = randomUUID();
    const { data: written, error } = await push(
      recruiter,
      [
        upsert('profiles', profile, { first_name: 'Linus', company_id: recruiter.user.id }),
        upsert('jobs', job, { title: 'Data Engineer', company_id: recruiter.user.id }),
        upsert('applications', applicationId, { status: 'screening' }),
        upsert('activity', randomUUID(), { kind: 'note_added' }),
        upsert('company_members', randomUUID(), { role: 'owner' }),
      ],
      company,
    );
    expect(error).toBeNull();
    expect(written!.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'rejected', 'rejected']);
    expect(written![0].row).toMatchObject({ id: profile, company_id: company });
    expect(written![1].row).toMatchObject({ id: job, company_id: company });
    expect(written![3].error).toMatchObject({ code: '42501' });
    expect(written![4].error).toMatchObject({ code: '42501' });

    const noteId = randomUUID();
    const { data: asInterviewer } = await push(
      interviewer,
      [
        upsert('applications', applicationId, { status: 'offer' }),
        upsert('profiles', profileId, { first_name: 'Changed' }),
        upsert('job_drafts', randomUUID(), {}),
        upsert('notes', noteId, { candidate_id: profileId, content: 'Good systems answers' }),
        upsert('notes', noteId, { content: 'Good systems answers; weak on testing' }),
      ],
      company,
    );
    expect(asInterviewer!.map((r) => [r.status, r.error?.code ?? null, r.error?.message ?? null])).toEqual([
      ['rejected', '42501', 'Your role (interviewer) cannot change applications.'],
      ['rejected', '42501', 'Your role (interviewer) cannot change candidates.'],
      ['rejected', '42501', 'Your role (interviewer) cannot change job drafts.'],
      ['applied', null, null],
      ['applied', null, null],
    ]);
    // another member's note is not the interviewer's to change (REST: RLS is the guard)
    const { data: recruiterNote } = await push(
      recruiter,
      [upsert('notes', randomUUID(), { candidate_id: profileId, content: 'Recruiter note' })],
      company,
    );
    const otherNote = recruiterNote![0].row!.id as string;
    const { data: edit } = await push(interviewer, [upsert('notes', otherNote, { content: 'Overwritten' })], company);
    expect(edit![0]).toMatchObject({
      status: 'rejected',
      error: { code: '42501', message: 'Your role (interviewer) can change only your own notes.' },
    });
    const rest = await interviewer.client.from('notes').update({ content: 'Overwritten' }).eq('id', otherNote).select();
    expect(rest.data ?? []).toEqual([]);
    expect(await sql('select content from notes where id = $1', [otherNote])).toEqual([{ content: 'Recruiter note' }]);
    expect(
      (await sql<{ status: string }>('select status from applications where id = $1', [applicationId]))[0].status,
    ).toBe('screening');
  });

  it('pushing for a company of which the caller is not a member is refused as a whole; a row of another company is not changed through it', async () => {
    const a = await newCompany();
    const b = await newCompany();
    const both = await addMember(a.user.id, 'recruiter');
    await sql(`insert into company_members (company_id, user_id, role) values ($1, $2, 'recruiter')`, [
      b.user.id,
      both.user.id,
    ]);
    const { jobId } = await jobWithApplication(b.user.id, 'draft');
    const { error } = await push(b, [upsert('jobs', randomUUID(), { title: 'x' })], a.user.id);
    expect(error).toMatchObject({ code: '42501', message: 'not a member of this company', hint: 'partii:not_member' });

    const { data } = await push(both, [upsert('jobs', jobId, { title: 'Renamed through A' })], a.user.id);
    expect(data![0]).toMatchObject({ status: 'rejected', error: { code: '42501' } });
    expect(await sql('select title from jobs where id = $1', [jobId])).toEqual([{ title: 'Platform Engineer' }]);
  });
});

describe('attribution and activity', () => {
  it('created_by / updated_by come from the signed-in member; a client’s values are ignored; created_by never changes', async () => {
    const owner = await newCompany();
    const company = owner.user.id;
    const recruiter = await addMember(company, 'recruiter');
    const forged = randomUUID();

    const jobId = randomUUID();
    const { data } = await push(
      recruiter,
      [upsert('jobs', jobId, { title: 'Attributed role', created_by: forged, updated_by: forged })],
      company,
    );
    expect(data![0].row).toMatchObject({ created_by: recruiter.user.id, updated_by: recruiter.user.id });

    const inserted = await owner.client
      .from('profiles')
      .insert({ first_name: 'Rest', created_by: forged, updated_by: forged })
      .select('id, company_id, created_by, updated_by')
      .single();
    expect(inserted.data).toMatchObject({ company_id: company, created_by: owner.user.id, updated_by: owner.user.id });

    await owner.client.from('jobs').update({ location: 'Lisbon', created_by: forged }).eq('id', jobId);
    expect(await sql('select created_by, updated_by from jobs where id = $1', [jobId])).toEqual([
      { created_by: recruiter.user.id, updated_by: owner.user.id },
    ]);

    // notes: an older client still sends the author's email as created_by; the note is kept and
    // attributed to the one who pushed it
    const { profileId } = await jobWithApplication(company);
    const noteId = randomUUID();
    const { data: note } = await push(
      recruiter,
      [upsert('notes', noteId, { candidate_id: profileId, content: 'Hi', created_by: 'me@example.com' })],
      company,
    );
    expect(note![0]).toMatchObject({
      status: 'applied',
      row: { created_by: recruiter.user.id, updated_by: recruiter.user.id },
    });
    const { data: forgedNote } = await push(
      recruiter,
      [upsert('notes', randomUUID(), { candidate_id: profileId, content: 'Hi', created_by: owner.user.id })],
      company,
    );
    expect(forgedNote![0].row).toMatchObject({ created_by: recruiter.user.id });
  });

  it('stage moves, notes and job status changes by members write activity with the actor; an applicant and an operator write none', async () => {
    const owner = await newCompany();
    const company = owner.user.id;
    const recruiter = await addMember(company, 'recruiter', 'Rita Recruiter');
    const interviewer = await addMember(company, 'interviewer', 'Ivan Interviewer');
    const { jobId, profileId, applicationId } = await jobWithApplication(company);
    expect(await activityOf(company)).toEqual([]);

    await push(recruiter, [upsert('applications', applicationId, { status: 'interview' })], company);
    await push(interviewer, [upsert('notes', randomUUID(), { candidate_id: profileId, content: 'Solid' })], company);
    await owner.client.from('jobs').update({ status: 'archived' }).eq('id', jobId);
    // unchanged status: nothing to tell
    await push(recruiter, [upsert('applications', applicationId, { status: 'interview', ai_summary: 'ok' })], company);

    // no signed-in caller: an operator's change and an applicant's submission
    await sql(`update applications set status = 'offer' where id = $1`, [applicationId]);
    const publicJob = (await jobWithApplication(company, 'published')).jobId;
    const submitted = await anonClient().rpc('submit_application', {
      p_application_id: randomUUID(),
      p_job_id: publicJob,
      p_first_name: 'Ada',
      p_last_name: 'Lovelace',
      p_email: `ada-${randomUUID().slice(0, 8)}@example.com`,
      p_phone: null,
      p_answers: [],
      p_cv_path: null,
      p_resume_filename: null,
      p_resume_text: null,
    });
    expect(submitted.error).toBeNull();

    expect(await activityOf(company)).toEqual([
      {
        kind: 'stage_moved',
        actor_id: recruiter.user.id,
        actor_name: 'Rita Recruiter',
        application_id: applicationId,
        profile_id: profileId,
        job_id: jobId,
        data: { from: 'applied', to: 'interview', candidate_name: 'Grace Hopper', job_title: 'Platform Engineer' },
      },
      {
        kind: 'note_added',
        actor_id: interviewer.user.id,
        actor_name: 'Ivan Interviewer',
        application_id: null,
        profile_id: profileId,
        job_id: null,
        data: { candidate_name: 'Grace Hopper' },
      },
      {
        kind: 'job_status_changed',
        actor_id: owner.user.id,
        actor_name: owner.user.email.split('@')[0],
        application_id: null,
        profile_id: null,
        job_id: jobId,
        data: { from: 'published', to: 'archived', job_title: 'Platform Engineer' },
      },
    ]);

    // members read it (REST and pull); others do not; nobody writes it
    expect((await interviewer.client.from('activity').select('kind').eq('company_id', company)).data).toHaveLength(3);
    const stranger = await newCompany();
    expect((await stranger.client.from('activity').select('kind').eq('company_id', company)).data).toEqual([]);
    expect((await pullIds(interviewer, 'activity', company)).length).toBe(3);
    const forged = await owner.client
      .from('activity')
      .insert({ company_id: company, kind: 'note_added', data: {} })
      .select();
    expect(forged.error?.code).toBe('42501');
  });
});
