// Scorecards and interviews through the sync protocol (issue 14, docs/interviews.md), against the
// real stack: a submit retried after a lost acknowledgement or made on two devices is one row; the
// scorecard conflict rule (the notes rule: written without having seen the server's version, both
// texts are kept); an interview completes when its whole panel has submitted; the activity rows.
// The calls are sync_push / sync_pull as the engine sends them, and at the end the app's own engine
// on two devices through the fault proxy (the pattern of sync-faults.test.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { upsertRow } from '../../src/db/commands.ts';
import { scorecardId } from '../../src/db/interviewIds.ts';
import { deleteTestDbs } from '../../sync/test-support.ts';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { appliedCounts, closeDevices, openDevice, syncUntilDrained } from '../support/sync-devices.ts';
import { accessTokenFor, createUser, getTestStack, sql, type TestUser } from '../support/stack-env.ts';

type Who = { user: TestUser; client: SupabaseClient };
type PushAnswer = {
  mutation_id: string;
  status: 'applied' | 'rejected' | 'retry';
  row: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
  duplicate: boolean;
};
type Mutation = {
  mutation_id?: string;
  table: string;
  op?: 'upsert' | 'delete';
  row_id: string;
  patch: Record<string, unknown>;
  base_version?: number | null;
};

const uid = () => randomUUID();
const proxies: FaultProxy[] = [];

afterEach(async () => {
  for (const p of proxies.splice(0)) await p.stop().catch(() => undefined);
  await closeDevices();
  await deleteTestDbs();
});

function clientAt(url: string, token: string): SupabaseClient {
  return createClient(url, getTestStack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    accessToken: async () => token,
  });
}

async function signIn(user: TestUser, url = getTestStack().url): Promise<Who> {
  return { user, client: clientAt(url, await accessTokenFor(user)) };
}

/** sync_push into `company` as `who` (one "device" = one client id). */
async function push(who: Who, company: string, mutations: Mutation[], clientId = uid()): Promise<PushAnswer[]> {
  const { data, error } = await who.client.rpc('sync_push', {
    p_client_id: clientId,
    p_mutations: mutations.map((m) => ({ mutation_id: uid(), op: 'upsert', base_version: null, ...m })),
    p_expected_user: who.user.id,
    p_company: company,
  });
  if (error) throw new Error(`sync_push: ${error.code} ${error.message}`);
  return data as PushAnswer[];
}

// ─── a company: its owner, two interviewers, a candidate's application ──────────────────────────

let owner: Who;
let sam: Who;
let alex: Who;
let C: string;

async function join(role: 'interviewer' | 'recruiter', tag: string): Promise<Who> {
  const who = await signIn(await createUser(`${tag}-${uid().slice(0, 8)}@example.com`));
  const invite = await owner.client.rpc('create_company_invitation', {
    p_company: C,
    p_email: who.user.email,
    p_role: role,
  });
  if (invite.error) throw new Error(invite.error.message);
  const accepted = await who.client.rpc('accept_company_invitation', {
    p_token: (invite.data as { token: string }).token,
  });
  if (accepted.error) throw new Error(accepted.error.message);
  return who;
}

beforeAll(async () => {
  owner = await signIn(await createUser(`owner-${uid().slice(0, 8)}@example.com`));
  C = owner.user.id;
  // the members' names are what activity shows
  sam = await join('interviewer', 'sam');
  alex = await join('interviewer', 'alex');
});

/** A job, a candidate and their application in C, written by the owner through sync_push. */
async function application(candidate = 'Grace Hopper', title = 'Backend Engineer') {
  const [first, last] = candidate.split(' ');
  const jobId = uid();
  const profileId = uid();
  const applicationId = uid();
  const answers = await push(owner, C, [
    { table: 'jobs', row_id: jobId, patch: { title, status: 'published' } },
    {
      table: 'profiles',
      row_id: profileId,
      patch: { first_name: first, last_name: last, email: `${uid().slice(0, 8)}@example.com` },
    },
    { table: 'applications', row_id: applicationId, patch: { job_id: jobId, applicant_id: profileId } },
  ]);
  expect(answers.map((a) => a.status)).toEqual(['applied', 'applied', 'applied']);
  return { jobId, profileId, applicationId };
}

/** A plan with one stage, and an interview of `applicationId` at that stage with `panel`. */
async function scheduled(panel: string[], applicationId?: string) {
  const app = applicationId ? null : await application();
  const planId = uid();
  const stageId = uid();
  const interviewId = uid();
  const startsAt = '2026-11-26T14:00:00.000Z';
  const answers = await push(owner, C, [
    { table: 'interview_plans', row_id: planId, patch: { name: 'Engineering loop', status: 'active' } },
    {
      table: 'interview_stages',
      row_id: stageId,
      patch: { plan_id: planId, position: 1, name: 'Technical interview', type: 'interview', duration_minutes: 60 },
    },
    {
      table: 'interviews',
      row_id: interviewId,
      patch: {
        application_id: applicationId ?? app!.applicationId,
        stage_id: stageId,
        starts_at: startsAt,
        duration_minutes: 60,
        interviewer_ids: panel,
      },
    },
  ]);
  expect(answers.map((a) => a.status)).toEqual(['applied', 'applied', 'applied']);
  return { interviewId, stageId, startsAt, applicationId: applicationId ?? app!.applicationId, app };
}

const card = (interviewId: string, applicationId: string, extra: Record<string, unknown> = {}) => ({
  interview_id: interviewId,
  application_id: applicationId,
  ratings: {
    'problem-solving': { rating: 3, note: 'Broke the problem down well' },
    communication: { rating: 2, note: '' },
  },
  recommendation: 'yes',
  key_takeaways: 'Strong fundamentals',
  submitted_at: new Date().toISOString(),
  ...extra,
});

async function scorecardRow(id: string) {
  const [row] = await sql<{
    version: string;
    ratings: Record<string, { rating: number | null; note: string }>;
    recommendation: string;
    key_takeaways: string;
    interviewer_id: string;
  }>(
    'select version::text, ratings, recommendation, key_takeaways, interviewer_id::text from public.scorecards where id = $1',
    [id],
  );
  return row;
}

const statusOf = async (interviewId: string) =>
  (await sql<{ status: string }>('select status from public.interviews where id = $1', [interviewId]))[0].status;

// ─── idempotency ───────────────────────────────────────────────────────────────────────────────

describe('a scorecard submit is one row however often it arrives', () => {
  it('a lost acknowledgement: the same mutation id pushed twice is one row, the second answer duplicate', async () => {
    const { interviewId, applicationId } = await scheduled([sam.user.id]);
    const id = scorecardId(interviewId, sam.user.id);
    const mutation: Mutation = {
      mutation_id: uid(),
      table: 'scorecards',
      row_id: id,
      patch: card(interviewId, applicationId),
    };
    const clientId = uid();
    const [first] = await push(sam, C, [mutation], clientId);
    const [again] = await push(sam, C, [mutation], clientId);
    expect(first).toMatchObject({ status: 'applied', duplicate: false });
    expect(again).toMatchObject({ status: 'applied', duplicate: true, row: { id, version: 1 } });
    expect(await sql('select 1 from public.scorecards where interview_id = $1', [interviewId])).toHaveLength(1);
    expect((await scorecardRow(id)).version).toBe('1');
    expect(
      await sql(`select 1 from public.activity where kind = 'scorecard_submitted' and application_id = $1`, [
        applicationId,
      ]),
    ).toHaveLength(1);
  });

  it('a lost acknowledgement on the wire (the proxy drops the answer after the server applied it), then the retry', async () => {
    const { interviewId, applicationId } = await scheduled([sam.user.id]);
    const proxy = await startFaultProxy(getTestStack().url);
    proxies.push(proxy);
    proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'lose-response' }, count: 1 });
    const viaProxy = await signIn(sam.user, proxy.url);
    const id = scorecardId(interviewId, sam.user.id);
    const mutation: Mutation = {
      mutation_id: uid(),
      table: 'scorecards',
      row_id: id,
      patch: card(interviewId, applicationId),
    };
    await expect(push(viaProxy, C, [mutation])).rejects.toThrow();
    expect(proxy.stats.byKind['lose-response']).toBe(1);
    const [retry] = await push(viaProxy, C, [mutation]);
    expect(retry).toMatchObject({ status: 'applied', duplicate: true });
    expect([...(await appliedCounts([mutation.mutation_id!])).values()]).toEqual([1]);
    expect((await scorecardRow(id)).version).toBe('1');
  });

  it('the same deterministic id from two devices (different mutation ids) is one row keeping both texts', async () => {
    const { interviewId, applicationId } = await scheduled([sam.user.id]);
    const id = scorecardId(interviewId, sam.user.id);
    const laptop = uid();
    const phone = uid();
    const [a] = await push(
      sam,
      C,
      [
        {
          table: 'scorecards',
          row_id: id,
          patch: card(interviewId, applicationId, { key_takeaways: 'From the laptop' }),
        },
      ],
      laptop,
    );
    const [b] = await push(
      sam,
      C,
      [
        {
          table: 'scorecards',
          row_id: id,
          patch: card(interviewId, applicationId, { key_takeaways: 'From the phone', recommendation: 'strong_yes' }),
        },
      ],
      phone,
    );
    expect([a.status, b.status]).toEqual(['applied', 'applied']);
    expect(await sql('select 1 from public.scorecards where interview_id = $1', [interviewId])).toHaveLength(1);
    const row = await scorecardRow(id);
    expect(row).toMatchObject({
      version: '2',
      key_takeaways: 'From the laptop\n\nFrom the phone',
      recommendation: 'strong_yes',
      interviewer_id: sam.user.id,
    });
    // the same note twice is kept once
    expect(row.ratings['problem-solving']).toEqual({ rating: 3, note: 'Broke the problem down well' });
    // one submit, one activity row
    expect(
      await sql(`select 1 from public.activity where kind = 'scorecard_submitted' and application_id = $1`, [
        applicationId,
      ]),
    ).toHaveLength(1);
  });
});

describe('two devices submitting the same scorecard at the same moment', () => {
  it('both pushes are applied to one row (the second insert meets the first and becomes an update)', async () => {
    for (let round = 0; round < 5; round++) {
      const { interviewId, applicationId } = await scheduled([sam.user.id]);
      const id = scorecardId(interviewId, sam.user.id);
      const answers = await Promise.all(
        ['From the laptop', 'From the phone'].map((text) =>
          push(sam, C, [
            { table: 'scorecards', row_id: id, patch: card(interviewId, applicationId, { key_takeaways: text }) },
          ]),
        ),
      );
      expect(answers.flat().map((a) => [a.status, a.error?.message ?? null])).toEqual([
        ['applied', null],
        ['applied', null],
      ]);
      const row = await scorecardRow(id);
      expect(row.version).toBe('2');
      expect(row.key_takeaways.split('\n\n').sort()).toEqual(['From the laptop', 'From the phone']);
    }
  });
});

// ─── the conflict rule ─────────────────────────────────────────────────────────────────────────

describe('the scorecard conflict rule (docs/interviews.md)', () => {
  async function submittedBySam() {
    const { interviewId, applicationId } = await scheduled([sam.user.id]);
    const id = scorecardId(interviewId, sam.user.id);
    await push(sam, C, [
      {
        table: 'scorecards',
        row_id: id,
        patch: card(interviewId, applicationId, {
          ratings: {
            'problem-solving': { rating: 3, note: 'Original note' },
            communication: { rating: 2, note: '' },
            'only-on-server': { rating: 1, note: 'Server only' },
          },
          key_takeaways: 'Original takeaways',
        }),
      },
    ]);
    return id;
  }

  it('two edits from base version N: the first applies as sent, the second keeps both texts; ratings and recommendation last writer wins', async () => {
    const id = await submittedBySam();
    const base = 1;
    const [first] = await push(sam, C, [
      {
        table: 'scorecards',
        row_id: id,
        base_version: base,
        patch: {
          key_takeaways: 'Laptop edit',
          ratings: {
            'problem-solving': { rating: 4, note: 'Laptop note' },
            communication: { rating: 2, note: '' },
            'only-on-server': { rating: 1, note: 'Server only' },
          },
        },
      },
    ]);
    expect(first.status).toBe('applied');
    expect(await scorecardRow(id)).toMatchObject({ version: '2', key_takeaways: 'Laptop edit' });

    const [second] = await push(sam, C, [
      {
        table: 'scorecards',
        row_id: id,
        base_version: base,
        patch: {
          key_takeaways: 'Phone edit',
          recommendation: 'no',
          ratings: {
            'problem-solving': { rating: 2, note: 'Phone note' },
            communication: { rating: 3, note: 'Phone about communication' },
            'phone-only': { rating: 4, note: 'New attribute' },
          },
        },
      },
    ]);
    expect(second.status).toBe('applied');
    const row = await scorecardRow(id);
    expect(row.version).toBe('3');
    expect(row.key_takeaways).toBe('Laptop edit\n\nPhone edit');
    expect(row.recommendation).toBe('no');
    expect(row.ratings).toEqual({
      'problem-solving': { rating: 2, note: 'Laptop note\n\nPhone note' },
      // the server's note was empty: the new one alone
      communication: { rating: 3, note: 'Phone about communication' },
      // an attribute only the server has is kept, one only the edit has is added
      'only-on-server': { rating: 1, note: 'Server only' },
      'phone-only': { rating: 4, note: 'New attribute' },
    });
  });

  it('an edit on the current version is applied as sent (texts replaced, ratings replaced whole)', async () => {
    const id = await submittedBySam();
    const ratings = { 'problem-solving': { rating: 4, note: 'Rewritten' } };
    const [answer] = await push(sam, C, [
      {
        table: 'scorecards',
        row_id: id,
        base_version: 1,
        patch: { key_takeaways: 'Rewritten takeaways', ratings, recommendation: 'strong_yes' },
      },
    ]);
    expect(answer.status).toBe('applied');
    expect(await scorecardRow(id)).toMatchObject({
      version: '2',
      key_takeaways: 'Rewritten takeaways',
      ratings,
      recommendation: 'strong_yes',
    });
  });

  it('a stale edit that empties a text does not erase what the server has; a stale edit of the same text keeps it once', async () => {
    const id = await submittedBySam();
    await push(sam, C, [{ table: 'scorecards', row_id: id, base_version: 1, patch: { key_takeaways: 'Newer' } }]);
    await push(sam, C, [{ table: 'scorecards', row_id: id, base_version: 1, patch: { key_takeaways: '' } }]);
    expect((await scorecardRow(id)).key_takeaways).toBe('Newer');
    await push(sam, C, [{ table: 'scorecards', row_id: id, base_version: 1, patch: { key_takeaways: 'Newer' } }]);
    expect((await scorecardRow(id)).key_takeaways).toBe('Newer');
    // and with no base version at all (a first submit meeting an existing row) the same
    await push(sam, C, [{ table: 'scorecards', row_id: id, base_version: null, patch: { key_takeaways: 'Later' } }]);
    expect((await scorecardRow(id)).key_takeaways).toBe('Newer\n\nLater');
  });
});

// ─── server-kept status ─────────────────────────────────────────────────────────────────────────

describe('an interview completes when its whole panel has submitted', () => {
  it('one of two submitted: scheduled; both: completed (as the last submitter)', async () => {
    const { interviewId, applicationId } = await scheduled([sam.user.id, alex.user.id]);
    await push(sam, C, [
      { table: 'scorecards', row_id: scorecardId(interviewId, sam.user.id), patch: card(interviewId, applicationId) },
    ]);
    expect(await statusOf(interviewId)).toBe('scheduled');
    await push(alex, C, [
      { table: 'scorecards', row_id: scorecardId(interviewId, alex.user.id), patch: card(interviewId, applicationId) },
    ]);
    expect(await statusOf(interviewId)).toBe('completed');
    const [row] = await sql<{ updated_by: string }>('select updated_by::text from public.interviews where id = $1', [
      interviewId,
    ]);
    expect(row.updated_by).toBe(alex.user.id);
  });

  it('two panel members submitting at the same moment: completed once', async () => {
    const { interviewId, applicationId } = await scheduled([sam.user.id, alex.user.id]);
    const answers = await Promise.all(
      [sam, alex].map((who) =>
        push(who, C, [
          {
            table: 'scorecards',
            row_id: scorecardId(interviewId, who.user.id),
            patch: card(interviewId, applicationId),
          },
        ]),
      ),
    );
    expect(answers.flat().map((a) => a.status)).toEqual(['applied', 'applied']);
    expect(await statusOf(interviewId)).toBe('completed');
    expect(
      await sql(`select 1 from public.activity where kind = 'interview_completed' and application_id = $1`, [
        applicationId,
      ]),
    ).toHaveLength(1);
  });

  it('a cancelled interview stays cancelled; a panel narrowed to those who submitted completes', async () => {
    const cancelled = await scheduled([sam.user.id]);
    await push(owner, C, [{ table: 'interviews', row_id: cancelled.interviewId, patch: { status: 'cancelled' } }]);
    await push(sam, C, [
      {
        table: 'scorecards',
        row_id: scorecardId(cancelled.interviewId, sam.user.id),
        patch: card(cancelled.interviewId, cancelled.applicationId),
      },
    ]);
    expect(await statusOf(cancelled.interviewId)).toBe('cancelled');

    const narrowed = await scheduled([sam.user.id, alex.user.id]);
    await push(sam, C, [
      {
        table: 'scorecards',
        row_id: scorecardId(narrowed.interviewId, sam.user.id),
        patch: card(narrowed.interviewId, narrowed.applicationId),
      },
    ]);
    expect(await statusOf(narrowed.interviewId)).toBe('scheduled');
    await push(owner, C, [
      { table: 'interviews', row_id: narrowed.interviewId, patch: { interviewer_ids: [sam.user.id] } },
    ]);
    expect(await statusOf(narrowed.interviewId)).toBe('completed');
  });
});

// ─── activity ──────────────────────────────────────────────────────────────────────────────────

describe('activity of interviews and scorecards', () => {
  type ActivityRow = {
    kind: string;
    actor_id: string;
    actor_name: string;
    application_id: string;
    profile_id: string;
    job_id: string;
    data: Record<string, unknown>;
  };
  const activityOf = (applicationId: string) =>
    sql<ActivityRow>(
      `select kind, actor_id::text, actor_name, application_id::text, profile_id::text, job_id::text, data
         from public.activity where application_id = $1
        -- one transaction's rows share created_at: then in the order the triggers write them
        order by created_at, array_position(array['interview_scheduled', 'scorecard_submitted',
                                                   'interview_completed', 'interview_cancelled'], kind)`,
      [applicationId],
    );

  it('scheduled, scorecard submitted, completed; and cancelled: the contract data, the actor, the ids', async () => {
    const app = await application('Ada Lovelace', 'Staff Engineer');
    const { interviewId, startsAt } = await scheduled([sam.user.id], app.applicationId);
    await push(sam, C, [
      {
        table: 'scorecards',
        row_id: scorecardId(interviewId, sam.user.id),
        patch: card(interviewId, app.applicationId, { recommendation: 'strong_yes' }),
      },
    ]);
    const interview = {
      candidate_name: 'Ada Lovelace',
      job_title: 'Staff Engineer',
      stage_name: 'Technical interview',
    };
    const ids = { application_id: app.applicationId, profile_id: app.profileId, job_id: app.jobId };
    const rows = await activityOf(app.applicationId);
    expect(rows.map((r) => r.kind)).toEqual(['interview_scheduled', 'scorecard_submitted', 'interview_completed']);
    expect(rows[0]).toMatchObject({ actor_id: owner.user.id, ...ids, data: interview });
    expect(new Date(rows[0].data.starts_at as string).toISOString()).toBe(startsAt);
    expect(rows[1]).toMatchObject({
      actor_id: sam.user.id,
      actor_name: sam.user.email.split('@')[0],
      ...ids,
      // issue 24: never the recommendation (every member reads the feed; anti-anchoring)
      data: { candidate_name: 'Ada Lovelace', job_title: 'Staff Engineer' },
    });
    expect(rows[1].data).not.toHaveProperty('recommendation');
    expect(rows[2]).toMatchObject({ actor_id: sam.user.id, ...ids, data: interview });

    const second = await scheduled([alex.user.id], app.applicationId);
    await push(owner, C, [{ table: 'interviews', row_id: second.interviewId, patch: { status: 'cancelled' } }]);
    const after = await activityOf(app.applicationId);
    expect(after.slice(3).map((r) => r.kind)).toEqual(['interview_scheduled', 'interview_cancelled']);
    expect(after[4]).toMatchObject({ actor_id: owner.user.id, ...ids, data: interview });
  });

  it('members pull the activity rows; an interview without a stage has stage_name null', async () => {
    const app = await application();
    const interviewId = uid();
    await push(owner, C, [
      {
        table: 'interviews',
        row_id: interviewId,
        patch: {
          application_id: app.applicationId,
          starts_at: '2026-11-27T09:30:00Z',
          duration_minutes: 45,
          interviewer_ids: [alex.user.id],
        },
      },
    ]);
    const { data, error } = await alex.client.rpc('sync_pull', {
      p_table: 'activity',
      p_after_xid: null,
      p_after_id: null,
      p_limit: 1000,
      p_expected_user: alex.user.id,
      p_company: C,
    });
    expect(error).toBeNull();
    const mine = (data as { rows: ActivityRow[] }).rows.filter((r) => r.application_id === app.applicationId);
    expect(mine.map((r) => [r.kind, r.data.stage_name])).toEqual([['interview_scheduled', null]]);
  });
});

// ─── the app's engine ──────────────────────────────────────────────────────────────────────────

describe("the app's engine: a scorecard submitted on two devices, one of them losing its acknowledgement", () => {
  it('one row on the server keeping both takeaways, each mutation applied once, both devices show the server row', async () => {
    // a company of its own (the device's user owns it) with an interview on which the owner sits
    const user = await createUser();
    const jobId = uid();
    const profileId = uid();
    const applicationId = uid();
    const interviewId = uid();
    await sql(`insert into public.jobs (id, company_id, title, status) values ($1, $2, 'Designer', 'published')`, [
      jobId,
      user.id,
    ]);
    await sql(`insert into public.profiles (id, company_id, first_name, email) values ($1, $2, 'Lin', $3)`, [
      profileId,
      user.id,
      `${profileId}@example.com`,
    ]);
    await sql(`insert into public.applications (id, job_id, applicant_id) values ($1, $2, $3)`, [
      applicationId,
      jobId,
      profileId,
    ]);
    await sql(
      `insert into public.interviews (id, application_id, starts_at, duration_minutes, interviewer_ids)
       values ($1, $2, now(), 45, array[$3::uuid])`,
      [interviewId, applicationId, user.id],
    );
    const id = scorecardId(interviewId, user.id);

    const laptop = await openDevice(user);
    const phone = await openDevice(user);
    await syncUntilDrained(laptop);
    await syncUntilDrained(phone);
    laptop.proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'lose-response' }, count: 1 });

    const submit = (takeaways: string) =>
      ({
        interview_id: interviewId,
        application_id: applicationId,
        interviewer_id: user.id,
        ratings: { craft: { rating: 4, note: '' } },
        recommendation: 'yes',
        key_takeaways: takeaways,
        submitted_at: new Date().toISOString(),
      }) as const;
    const fromLaptop = await upsertRow(laptop.db, 'scorecards', id, submit('Seen on the laptop'));
    const fromPhone = await upsertRow(phone.db, 'scorecards', id, submit('Seen on the phone'));
    // both engines push at about the same moment; the laptop's first answer is lost
    const left = await Promise.all([syncUntilDrained(laptop), syncUntilDrained(phone)]);
    expect(left.flat().map((e) => `${e.status} ${e.error?.message ?? ''}`)).toEqual([]);
    await syncUntilDrained(laptop);
    await syncUntilDrained(phone);

    expect(laptop.proxy.stats.byKind['lose-response']).toBe(1);
    expect([...(await appliedCounts([fromLaptop, fromPhone])).values()]).toEqual([1, 1]);
    expect(await sql('select 1 from public.scorecards where interview_id = $1', [interviewId])).toHaveLength(1);
    const row = await scorecardRow(id);
    expect(row.version).toBe('2');
    expect(row.key_takeaways.split('\n\n').sort()).toEqual(['Seen on the laptop', 'Seen on the phone']);
    for (const device of [laptop, phone]) {
      const local = await device.db.scorecards.get(id);
      expect(local && { version: local.version, key_takeaways: local.key_takeaways }).toEqual({
        version: 2,
        key_takeaways: row.key_takeaways,
      });
    }
    expect(await statusOf(interviewId)).toBe('completed');
  }, 60_000);
});
