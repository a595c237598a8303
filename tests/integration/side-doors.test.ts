// Issue 24, "No side door": each defect an adversarial audit reproduced, as a test that names it,
// against the real stack from outside (supabase-js as each member; superuser SQL only to arrange
// and to inspect). The migration that closes them is 20261127000100_side_doors.sql; the class-wide
// checks (every route × every role, every forgeable value) are access-routes.test.ts and
// forgery.test.ts.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { favoriteId, scorecardId } from '../../src/db/interviewIds.ts';
import { createUser, getTestStack, serviceClient, signedInClient, sql, type TestUser } from '../support/stack-env.ts';

type Role = 'owner' | 'admin' | 'recruiter' | 'interviewer';
type Session = { client: SupabaseClient; user: TestUser };
type PushResult = {
  status: string;
  row: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
};

async function addMember(companyId: string, role: Role, session?: Session): Promise<Session> {
  const member = session ?? (await signedInClient());
  await sql(`insert into company_members (company_id, user_id, role, name, email) values ($1, $2, $3, $4, $5)`, [
    companyId,
    member.user.id,
    role,
    member.user.email.split('@')[0],
    member.user.email,
  ]);
  return member;
}

async function push(session: Session, company: string, mutations: Array<Record<string, unknown>>) {
  const { data, error } = await session.client.rpc('sync_push', {
    p_client_id: randomUUID(),
    p_mutations: mutations.map((m) => ({ mutation_id: randomUUID(), op: 'upsert', ...m })),
    p_expected_user: session.user.id,
    p_company: company,
  });
  if (error) throw new Error(`sync_push: ${error.code} ${error.message}`);
  return data as PushResult[];
}

type PullPage = {
  rows: Array<Record<string, unknown>>;
  next: { xid: string; id: string } | null;
  has_more: boolean;
};

async function pullAll(session: Session, table: string, company: string) {
  const rows: Array<Record<string, unknown>> = [];
  let after = null as { xid: string; id: string } | null;
  for (;;) {
    const { data, error }: { data: PullPage | null; error: { code: string; message: string } | null } =
      await session.client.rpc('sync_pull', {
        p_table: table,
        p_after_xid: after?.xid ?? null,
        p_after_id: after?.id ?? null,
        p_limit: 1000,
        p_expected_user: session.user.id,
        p_company: company,
      });
    if (error) throw new Error(`sync_pull: ${error.code} ${error.message}`);
    rows.push(...data!.rows);
    if (!data!.has_more) return rows;
    after = data!.next;
  }
}

/** A company C (its owner), a published job, a candidate applying to it, twice (two applications). */
async function company() {
  const owner = await signedInClient();
  const C = owner.user.id;
  const jobId = randomUUID();
  await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Staff Engineer', 'published')`, [
    jobId,
    C,
  ]);
  const applications: string[] = [];
  for (const name of ['Ada', 'Grace']) {
    const profileId = randomUUID();
    const applicationId = randomUUID();
    await sql(`insert into profiles (id, company_id, first_name, last_name, email) values ($1, $2, $3, 'L', $4)`, [
      profileId,
      C,
      name,
      `${name}-${profileId.slice(0, 6)}@example.com`,
    ]);
    await sql(`insert into applications (id, job_id, applicant_id) values ($1, $2, $3)`, [
      applicationId,
      jobId,
      profileId,
    ]);
    applications.push(applicationId);
  }
  return { owner, C, jobId, applications };
}

/** An interview of `applicationId` with `panel`, scheduled by `by` through sync_push. */
async function schedule(by: Session, C: string, applicationId: string, panel: string[]) {
  const id = randomUUID();
  const [answer] = await push(by, C, [
    {
      table: 'interviews',
      row_id: id,
      patch: { application_id: applicationId, starts_at: new Date().toISOString(), interviewer_ids: panel },
    },
  ]);
  expect(answer.status).toBe('applied');
  return id;
}

const scorecard = (interviewId: string, recommendation = 'strong_no', extra: Record<string, unknown> = {}) => ({
  interview_id: interviewId,
  recommendation,
  ratings: {},
  key_takeaways: 'Thoughtful answers.',
  submitted_at: new Date().toISOString(),
  ...extra,
});

async function submit(who: Session, C: string, interviewId: string, recommendation = 'strong_no') {
  const [answer] = await push(who, C, [
    {
      table: 'scorecards',
      row_id: scorecardId(interviewId, who.user.id),
      patch: scorecard(interviewId, recommendation),
    },
  ]);
  return answer;
}

describe('defect 1: anti-anchoring does not leak through the activity feed', () => {
  it('scorecard_submitted carries no recommendation, by REST, sync_pull or the stored row', async () => {
    const { owner, C, applications } = await company();
    const a = await addMember(C, 'interviewer');
    const b = await addMember(C, 'interviewer');
    const interviewId = await schedule(owner, C, applications[0], [a.user.id, b.user.id]);
    expect((await submit(b, C, interviewId, 'strong_no')).status).toBe('applied');

    // a has not submitted: every route to the activity shows that b submitted, never how
    const rest = await a.client.from('activity').select('*').eq('company_id', C);
    expect(rest.error).toBeNull();
    const pulled = await pullAll(a, 'activity', C);
    for (const rows of [rest.data!, pulled]) {
      const submitted = rows.filter((r) => r.kind === 'scorecard_submitted');
      expect(submitted).toHaveLength(1);
      expect(submitted[0].data).toEqual({ candidate_name: 'Ada L', job_title: 'Staff Engineer' });
      expect(JSON.stringify(rows)).not.toContain('strong_no');
    }
    // nor the scorecard itself, nor its count
    const cards = await a.client.from('scorecards').select('*', { count: 'exact' }).eq('interview_id', interviewId);
    expect(cards.data).toEqual([]);
    expect(cards.count).toBe(0);
  });
});

describe('defect 2: scorecard and favourite ids cannot be squatted', () => {
  it("a member cannot write their scorecard under a colleague's future id (sync_push and REST); the colleague's submit then goes through", async () => {
    const { owner, C, applications } = await company();
    const squatter = await addMember(C, 'interviewer');
    const victim = await addMember(C, 'interviewer');
    const own = await schedule(owner, C, applications[0], [squatter.user.id]);
    const victims = await schedule(owner, C, applications[1], [victim.user.id]);

    const [pushed] = await push(squatter, C, [
      { table: 'scorecards', row_id: scorecardId(victims, victim.user.id), patch: scorecard(own) },
    ]);
    expect(pushed).toMatchObject({ status: 'rejected', error: { code: '42501' } });
    const rest = await squatter.client
      .from('scorecards')
      .insert({ id: scorecardId(victims, victim.user.id), ...scorecard(own), application_id: applications[0] });
    expect(rest.error?.code).toBe('42501');

    expect((await submit(victim, C, victims)).status).toBe('applied');
    expect(await sql(`select status from interviews where id = $1`, [victims])).toEqual([{ status: 'completed' }]);
  });

  it("the same for favourites: a colleague's derived id is refused by sync_push and REST", async () => {
    const { owner, C } = await company();
    const victim = await addMember(C, 'recruiter');
    const planId = randomUUID();
    expect(
      (await push(owner, C, [{ table: 'interview_plans', row_id: planId, patch: { name: 'Plan' } }]))[0].status,
    ).toBe('applied');
    const [pushed] = await push(owner, C, [
      {
        table: 'interview_plan_favorites',
        row_id: favoriteId(planId, victim.user.id),
        patch: { plan_id: planId, favorite: true },
      },
    ]);
    expect(pushed).toMatchObject({ status: 'rejected', error: { code: '42501' } });
    const rest = await owner.client
      .from('interview_plan_favorites')
      .insert({ id: favoriteId(planId, victim.user.id), plan_id: planId, favorite: true });
    expect(rest.error?.code).toBe('42501');
    const [mine] = await push(victim, C, [
      {
        table: 'interview_plan_favorites',
        row_id: favoriteId(planId, victim.user.id),
        patch: { plan_id: planId, favorite: true },
      },
    ]);
    expect(mine.status).toBe('applied');
  });

  it('a row squatted before the fix moves to its own id, its old id reaches devices as a tombstone, and the victim recovers', async () => {
    const { owner, C, applications } = await company();
    const squatter = await addMember(C, 'interviewer');
    const victim = await addMember(C, 'interviewer');
    const own = await schedule(owner, C, applications[0], [squatter.user.id]);
    const victims = await schedule(owner, C, applications[1], [victim.user.id]);
    const stolen = scorecardId(victims, victim.user.id);
    // as it could be written before the check existed
    const db = new pg.Client({ connectionString: getTestStack().dbUrl });
    await db.connect();
    try {
      await db.query('alter table public.scorecards disable trigger c_derived_id');
      await db.query(
        `insert into scorecards (id, interview_id, application_id, interviewer_id, recommendation, submitted_at)
         values ($1, $2, $3, $4, 'no', now())`,
        [stolen, own, applications[0], squatter.user.id],
      );
    } finally {
      await db.query('alter table public.scorecards enable trigger c_derived_id');
      await db.end();
    }
    expect((await submit(victim, C, victims)).status).toBe('rejected');
    const before = await pullAll(owner, 'scorecards', C);

    expect(await sql(`select partii_private.rekey_derived_ids() as moved`)).toEqual([{ moved: 1 }]);
    const rows = await sql(`select id from scorecards where interview_id = $1`, [own]);
    expect(rows).toEqual([{ id: scorecardId(own, squatter.user.id) }]);
    // a device that pulled the squatted row gets its tombstone, then the row under its own id
    const cursorRow = before.at(-1)!;
    const { data } = await owner.client.rpc('sync_pull', {
      p_table: 'scorecards',
      p_after_xid: cursorRow.change_xid,
      p_after_id: cursorRow.id,
      p_limit: 1000,
      p_expected_user: owner.user.id,
      p_company: C,
    });
    const ids = (data.rows as Array<{ id: string; deleted_at: string | null }>).map((r) => [r.id, !!r.deleted_at]);
    expect(ids).toEqual(
      expect.arrayContaining([
        [stolen, true],
        [scorecardId(own, squatter.user.id), false],
      ]),
    );
    // the victim's retried submit now lands
    expect((await submit(victim, C, victims)).status).toBe('applied');
  });
});

describe('defect 3: an invitation does not outlive its sender’s authority', () => {
  async function invite(by: Session, C: string, email: string, role: Role) {
    const { data, error } = await by.client.rpc('create_company_invitation', {
      p_company: C,
      p_email: email,
      p_role: role,
    });
    expect(error).toBeNull();
    return data as { id: string; token: string };
  }

  it('an owner who invites a second address as owner, then is removed, cannot walk back in', async () => {
    const { owner: first, C } = await company();
    const coOwner = await addMember(C, 'owner');
    const second = await signedInClient();
    const { id, token } = await invite(first, C, second.user.email, 'owner');
    expect(
      (await coOwner.client.rpc('remove_company_member', { p_company: C, p_user: first.user.id })).error,
    ).toBeNull();

    expect(await sql(`select revoked_at is not null as revoked from company_invitations where id = $1`, [id])).toEqual([
      { revoked: true },
    ]);
    const accepted = await second.client.rpc('accept_company_invitation', { p_token: token });
    expect(accepted.error).toMatchObject({ code: 'P0001', message: 'This invitation was revoked.' });
    expect(
      await sql(`select role from company_members where company_id = $1 and user_id = $2`, [C, second.user.id]),
    ).toEqual([]);
  });

  it('an admin demoted to interviewer no longer makes admins through a pending invitation', async () => {
    const { owner, C } = await company();
    const admin = await addMember(C, 'admin');
    const invitee = await signedInClient();
    const { token } = await invite(admin, C, invitee.user.email, 'admin');
    await owner.client.rpc('set_company_member_role', { p_company: C, p_user: admin.user.id, p_role: 'interviewer' });
    const accepted = await invitee.client.rpc('accept_company_invitation', { p_token: token });
    expect(accepted.error).toMatchObject({ message: 'This invitation was revoked.' });
  });

  it('acceptance re-checks the sender even when nothing revoked the invitation (an owner demoted to admin: owner invitations fail, others hold)', async () => {
    const { owner, C } = await company();
    const coOwner = await addMember(C, 'owner');
    const asOwner = await signedInClient();
    const asRecruiter = await signedInClient();
    const ownerInvite = await invite(coOwner, C, asOwner.user.email, 'owner');
    const recruiterInvite = await invite(coOwner, C, asRecruiter.user.email, 'recruiter');
    await owner.client.rpc('set_company_member_role', { p_company: C, p_user: coOwner.user.id, p_role: 'admin' });
    // an admin may still invite a recruiter: that invitation stands
    expect(
      await sql(`select revoked_at is null as pending from company_invitations where id = $1`, [recruiterInvite.id]),
    ).toEqual([{ pending: true }]);
    // as if the demotion had come by a path that revokes nothing
    await sql(`update company_invitations set revoked_at = null where id = $1`, [ownerInvite.id]);
    expect((await asOwner.client.rpc('accept_company_invitation', { p_token: ownerInvite.token })).error).toMatchObject(
      {
        message: 'This invitation was revoked.',
      },
    );
    expect(
      (await asRecruiter.client.rpc('accept_company_invitation', { p_token: recruiterInvite.token })).data,
    ).toEqual({
      company_id: C,
      role: 'recruiter',
    });
  });
});

describe('defect 4: an interview with scorecards keeps its application', () => {
  it('moving it to another application is refused (sync_push and REST); without scorecards it moves', async () => {
    const { owner, C, applications } = await company();
    const member = await addMember(C, 'interviewer');
    const interviewId = await schedule(owner, C, applications[0], [member.user.id, owner.user.id]);
    expect((await submit(member, C, interviewId)).status).toBe('applied');

    const [moved] = await push(owner, C, [
      { table: 'interviews', row_id: interviewId, patch: { application_id: applications[1] } },
    ]);
    expect(moved.status).toBe('rejected');
    expect(moved.error?.message).toMatch(/has scorecards/);
    const rest = await owner.client
      .from('interviews')
      .update({ application_id: applications[1] })
      .eq('id', interviewId);
    expect(rest.error?.message).toMatch(/has scorecards/);
    expect(await sql(`select application_id from scorecards where interview_id = $1`, [interviewId])).toEqual([
      { application_id: applications[0] },
    ]);

    const empty = await schedule(owner, C, applications[0], [member.user.id]);
    const [ok] = await push(owner, C, [
      { table: 'interviews', row_id: empty, patch: { application_id: applications[1] } },
    ]);
    expect(ok.status).toBe('applied');
  });

  it('a scorecard written while the interview moves reads the moved application, or the move is refused', async () => {
    const { owner, C, applications } = await company();
    const member = await addMember(C, 'interviewer');
    const interviewId = await schedule(owner, C, applications[0], [member.user.id, owner.user.id]);
    // the move holds the interview's row; the submit waits for it and then reads the new application
    const db = new pg.Client({ connectionString: getTestStack().dbUrl });
    await db.connect();
    try {
      await db.query('begin');
      await db.query('update interviews set application_id = $1 where id = $2', [applications[1], interviewId]);
      const submitting = submit(member, C, interviewId);
      await new Promise((r) => setTimeout(r, 300));
      await db.query('commit');
      expect((await submitting).status).toBe('applied');
    } finally {
      await db.end();
    }
    expect(await sql(`select application_id from scorecards where interview_id = $1`, [interviewId])).toEqual([
      { application_id: applications[1] },
    ]);
  });
});

describe('defect 5: invitee addresses do not reach every member', () => {
  it('member_invited carries the invitation id and role; recruiters and interviewers never read the address', async () => {
    const { owner, C } = await company();
    const recruiter = await addMember(C, 'recruiter');
    const interviewer = await addMember(C, 'interviewer');
    const email = `secret-${randomUUID().slice(0, 6)}@example.com`;
    const { data } = await owner.client.rpc('create_company_invitation', {
      p_company: C,
      p_email: email,
      p_role: 'admin',
    });
    for (const who of [recruiter, interviewer]) {
      const rest = await who.client.from('activity').select('*').eq('company_id', C);
      const pulled = await pullAll(who, 'activity', C);
      expect(JSON.stringify([rest.data, pulled])).not.toContain(email);
      expect(pulled.find((r) => r.kind === 'member_invited')?.data).toEqual({ invitation_id: data.id, role: 'admin' });
    }
  });
});

describe('defect 7: a deleted account’s membership leaves colleagues’ devices', () => {
  it('deleting an account soft-deletes its memberships (a tombstone in the feed) and takes it off panels', async () => {
    const { owner, C, applications } = await company();
    const leaving = await addMember(C, 'recruiter');
    const interviewId = await schedule(owner, C, applications[0], [leaving.user.id, owner.user.id]);
    const before = await pullAll(owner, 'company_members', C);
    expect(before.find((r) => r.user_id === leaving.user.id)?.deleted_at).toBeNull();

    const { error } = await serviceClient().auth.admin.deleteUser(leaving.user.id);
    expect(error).toBeNull();
    const after = await pullAll(owner, 'company_members', C);
    expect(after.find((r) => r.user_id === leaving.user.id)).toMatchObject({ deleted_at: expect.any(String) });
    expect(await sql(`select interviewer_ids from interviews where id = $1`, [interviewId])).toEqual([
      { interviewer_ids: [owner.user.id] },
    ]);
  });

  it('the last owner of a company others work in cannot be deleted; an account alone in its company can', async () => {
    const { owner, C } = await company();
    await addMember(C, 'recruiter');
    const { error } = await serviceClient().auth.admin.deleteUser(owner.user.id);
    expect(error).not.toBeNull();
    expect(
      await sql(`select role, deleted_at from company_members where company_id = $1 and user_id = $2`, [
        C,
        owner.user.id,
      ]),
    ).toEqual([{ role: 'owner', deleted_at: null }]);

    const alone = await createUser();
    expect((await serviceClient().auth.admin.deleteUser(alone.id)).error).toBeNull();
    expect(
      await sql(`select deleted_at is not null as gone from company_members where user_id = $1`, [alone.id]),
    ).toEqual([{ gone: true }]);
  });
});

describe('also found', () => {
  it('scorecards.submitted_at and created_at are the server’s: a backdated value is replaced (sync_push and REST)', async () => {
    const { owner, C, applications } = await company();
    const member = await addMember(C, 'interviewer');
    const interviewId = await schedule(owner, C, applications[0], [member.user.id, owner.user.id]);
    const past = '2001-01-01T00:00:00.000Z';
    const [pushed] = await push(member, C, [
      {
        table: 'scorecards',
        row_id: scorecardId(interviewId, member.user.id),
        patch: scorecard(interviewId, 'yes', { submitted_at: past, created_at: past }),
      },
    ]);
    expect(pushed.status).toBe('applied');
    expect(Date.parse(pushed.row!.submitted_at as string)).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(Date.parse(pushed.row!.created_at as string)).toBeGreaterThan(Date.parse('2020-01-01'));
    const rest = await owner.client
      .from('scorecards')
      .insert({
        id: scorecardId(interviewId, owner.user.id),
        ...scorecard(interviewId, 'yes', { submitted_at: past, created_at: past }),
        application_id: applications[0],
      })
      .select('submitted_at, created_at')
      .single();
    expect(rest.error).toBeNull();
    expect(Date.parse(rest.data!.submitted_at)).toBeGreaterThan(Date.parse('2020-01-01'));
    expect(Date.parse(rest.data!.created_at)).toBeGreaterThan(Date.parse('2020-01-01'));
    // an edit keeps the first submission's time
    const edited = await member.client
      .from('scorecards')
      .update({ submitted_at: past, key_takeaways: 'Edited.' })
      .eq('id', scorecardId(interviewId, member.user.id))
      .select('submitted_at')
      .single();
    expect(edited.data!.submitted_at).toBe(pushed.row!.submitted_at);
  });

  it('removal takes a member off the panels of interviews not yet done, says so in the activity, and completes what the rest finished', async () => {
    const { owner, C, applications } = await company();
    const staying = await addMember(C, 'interviewer');
    const leaving = await addMember(C, 'interviewer');
    const shared = await schedule(owner, C, applications[0], [staying.user.id, leaving.user.id]);
    const alone = await schedule(owner, C, applications[1], [leaving.user.id]);
    const done = await schedule(owner, C, applications[1], [leaving.user.id, staying.user.id]);
    expect((await submit(staying, C, shared)).status).toBe('applied');
    expect((await submit(leaving, C, done)).status).toBe('applied');
    expect((await submit(staying, C, done)).status).toBe('applied');

    expect(
      (await owner.client.rpc('remove_company_member', { p_company: C, p_user: leaving.user.id })).error,
    ).toBeNull();
    const rows = await sql<{ id: string; interviewer_ids: string[]; status: string }>(
      `select id, interviewer_ids, status from interviews where id = any($1)`,
      [[shared, alone, done]],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    // the rest of the panel has submitted: complete
    expect(byId[shared]).toMatchObject({ interviewer_ids: [staying.user.id], status: 'completed' });
    // nobody left: waits for someone new, never completes by itself
    expect(byId[alone]).toMatchObject({ interviewer_ids: [], status: 'scheduled' });
    // done interviews keep their panel
    expect(byId[done].interviewer_ids).toEqual([leaving.user.id, staying.user.id]);
    const activity = await sql<{ kind: string; data: Record<string, unknown> }>(
      `select kind, data from activity where company_id = $1 and kind = 'interviewer_removed' order by created_at`,
      [C],
    );
    expect(activity).toHaveLength(2);
    expect(activity.map((a) => a.data.panel_empty).sort()).toEqual([false, true]);
    // a client still cannot empty a panel itself
    const [emptied] = await push(owner, C, [{ table: 'interviews', row_id: shared, patch: { interviewer_ids: [] } }]);
    expect(emptied).toMatchObject({ status: 'rejected', error: { code: '23514' } });
  });

  it('rename_company rewrites only published jobs’ public name and keeps their author and time', async () => {
    const { owner, C, jobId } = await company();
    const admin = await addMember(C, 'admin');
    const draftId = randomUUID();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Draft', 'draft')`, [draftId, C]);
    await push(owner, C, [{ table: 'jobs', row_id: jobId, patch: { title: 'Staff Engineer II' } }]);
    const before = await sql<{ id: string; updated_by: string; updated_at: Date; change_xid: string }>(
      `select id, updated_by, updated_at, change_xid::text from jobs where id = any($1) order by title`,
      [[jobId, draftId]],
    );
    expect((await admin.client.rpc('rename_company', { p_company: C, p_name: 'Renamed Labs' })).error).toBeNull();
    const after = await sql<{
      id: string;
      updated_by: string;
      updated_at: Date;
      change_xid: string;
      company_name: string;
    }>(
      `select id, updated_by, updated_at, change_xid::text, company_name from jobs where id = any($1) order by title`,
      [[jobId, draftId]],
    );
    const [draftBefore, publishedBefore] = before;
    const [draftAfter, publishedAfter] = after;
    expect(publishedAfter.company_name).toBe('Renamed Labs');
    expect(publishedAfter.updated_by).toBe(owner.user.id);
    expect(publishedAfter.updated_at).toEqual(publishedBefore.updated_at);
    expect(publishedAfter.change_xid).not.toBe(publishedBefore.change_xid);
    // a draft is not rewritten (nobody outside reads it; its next write takes the name)
    expect(draftAfter.change_xid).toBe(draftBefore.change_xid);
  });

  // The guard is apply_mutation's: an update RLS filters to no row raises 42501. Here the clash is
  // caught one step earlier (the row the loser may not lock reads as taken, 23505); either way the
  // loser hears `rejected` with a reason, and the winner's text stays.
  it('the loser of a concurrent insert of one id by another author is rejected, not silently applied', async () => {
    const { C } = await company();
    const first = await addMember(C, 'interviewer');
    const second = await addMember(C, 'interviewer');
    const candidate = randomUUID();
    await sql(`insert into profiles (id, company_id, first_name, email) values ($1, $2, 'Lin', $3)`, [
      candidate,
      C,
      `lin-${candidate.slice(0, 6)}@example.com`,
    ]);
    const noteId = randomUUID();
    const db = new pg.Client({ connectionString: getTestStack().dbUrl });
    await db.connect();
    try {
      await db.query('begin');
      await db.query(
        `insert into notes (id, company_id, candidate_id, content, created_by) values ($1, $2, $3, 'First', $4)`,
        [noteId, C, candidate, first.user.id],
      );
      // second's push checks (the row is not there yet), inserts, waits on the key, then meets it
      const pushing = push(second, C, [
        { table: 'notes', row_id: noteId, patch: { candidate_id: candidate, content: 'Second' } },
      ]);
      await new Promise((r) => setTimeout(r, 300));
      await db.query('commit');
      const [answer] = await pushing;
      expect(answer.status).toBe('rejected');
      expect(answer.error?.code).toMatch(/^(42501|23505)$/);
    } finally {
      await db.end();
    }
    expect(await sql(`select content from notes where id = $1`, [noteId])).toEqual([{ content: 'First' }]);
  });

  // Found by the route × role walk (access-routes.test.ts): the service-role function wrote into
  // the company whose id is the caller's user id, whoever the caller now is in it.
  it('create_profile_admin: a founder removed from their company, or narrowed to interviewer, neither reads nor writes its candidates', async () => {
    const { owner: founder, C } = await company();
    const coOwner = await addMember(C, 'owner');
    const [existing] = await sql<{ id: string }>(
      `select id from profiles where company_id = $1 and first_name = 'Ada'`,
      [C],
    );
    const call = (profileId: string) =>
      founder.client.functions.invoke('create_profile_admin', {
        body: {
          profile_id: profileId,
          first_name: 'Eve',
          last_name: 'X',
          email_address: `eve-${randomUUID().slice(0, 6)}@example.com`,
        },
      });
    expect((await call(randomUUID())).error).toBeNull(); // as owner: allowed

    await coOwner.client.rpc('set_company_member_role', {
      p_company: C,
      p_user: founder.user.id,
      p_role: 'interviewer',
    });
    const narrowed = await call(existing.id);
    expect(narrowed.data).toBeNull();
    expect((narrowed.error as { context?: Response }).context?.status).toBe(403);

    await coOwner.client.rpc('remove_company_member', { p_company: C, p_user: founder.user.id });
    const removed = await call(randomUUID());
    expect((removed.error as { context?: Response }).context?.status).toBe(403);
    expect(await sql(`select first_name from profiles where id = $1`, [existing.id])).toEqual([{ first_name: 'Ada' }]);
  });
});
