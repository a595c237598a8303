// The applicant status page against the real stack (issue 25 §4, docs/messaging.md "Status page"):
// a token from the server's own issuer, what `status_page` lets a token holder read (candidate-safe
// fields only), replies and withdrawals once each however often they are sent (through the public
// outbox too), and the refusals: a revoked or unknown link, another candidate's application.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { PublicDb } from '../../src/db/index.ts';
import type { RpcEntry } from '../../src/db/outbox.ts';
import { sendStatusReply, withdrawApplication } from '../../src/features/status-page/commands/statusPageWrites.ts';
import { statusPageKey } from '../../src/features/status-page/model/statusPageKey.ts';
import { pushOutbox } from '../../sync/push.ts';
import { refreshStatusPage } from '../../sync/statusPage.ts';
import { supabaseTransport } from '../../sync/supabaseTransport.ts';
import { anonClient, signedInClient, sql, type TestUser } from '../support/stack-env.ts';

let recruiter: { client: SupabaseClient; user: TestUser };
const jobId = randomUUID();
const otherJobId = randomUUID();
const grace = { applicationId: randomUUID(), otherApplicationId: randomUUID(), profileId: '', token: '' };
const alan = { applicationId: randomUUID(), profileId: '', token: '' };
const interviewId = randomUUID();
const uninvitedInterviewId = randomUUID();

async function apply(applicationId: string, job: string, firstName: string, email: string): Promise<string> {
  const { data, error } = await anonClient().rpc('submit_application', {
    p_application_id: applicationId,
    p_job_id: job,
    p_first_name: firstName,
    p_last_name: 'Tester',
    p_email: email,
    p_phone: '',
    p_answers: [],
    p_cv_path: null,
    p_resume_filename: null,
    p_resume_text: null,
  });
  if (error) throw new Error(error.message);
  return (data as { profile_id: string }).profile_id;
}

/** A status link as the sender makes one for a candidate mail (the raw token only it returns). */
async function issueToken(profileId: string): Promise<string> {
  const [row] = await sql<{ token: string }>('select partii_private.issue_status_token($1, $2, null) as token', [
    recruiter.user.id,
    profileId,
  ]);
  return row.token;
}

beforeAll(async () => {
  recruiter = await signedInClient();
  await sql(
    `insert into jobs (id, company_id, title, status) values
       ($1, $3, 'Product Designer', 'published'), ($2, $3, 'Data Engineer', 'published')`,
    [jobId, otherJobId, recruiter.user.id],
  );
  const graceEmail = `grace-${randomUUID()}@example.com`;
  grace.profileId = await apply(grace.applicationId, jobId, 'Grace', graceEmail);
  await apply(grace.otherApplicationId, otherJobId, 'Grace', graceEmail);
  alan.profileId = await apply(alan.applicationId, jobId, 'Alan', `alan-${randomUUID()}@example.com`);
  // What the team keeps about Grace, none of which her page may show.
  await sql(
    `update applications set status = 'interview', ai_rating = 5, ai_summary = 'INTERNAL-SUMMARY' where id = $1`,
    [grace.applicationId],
  );
  await sql(`insert into notes (id, company_id, candidate_id, content) values ($1, $2, $3, 'INTERNAL-NOTE')`, [
    randomUUID(),
    recruiter.user.id,
    grace.profileId,
  ]);
  // the page shows the interviews the team chose to tell the candidate about (invite_candidate):
  // this one, not the internal debrief beside it
  // One interview the candidate was invited to (shown), one the team keeps to itself (not shown).
  await sql(
    `insert into public.interviews (id, application_id, starts_at, duration_minutes, interviewer_ids, location,
                                    invite_candidate)
     values ($1, $2, now() + interval '2 days', 45, array[$4::uuid], 'Room 4', true),
            ($3, $2, now() + interval '3 days', 30, array[$4::uuid], 'Debrief room', false)`,
    [interviewId, grace.applicationId, uninvitedInterviewId, recruiter.user.id],
  );
  grace.token = await issueToken(grace.profileId);
  alan.token = await issueToken(alan.profileId);
});

const stores: PublicDb[] = [];
afterAll(async () => {
  for (const db of stores) {
    db.close();
    await db.delete();
  }
});
const freshStore = () => {
  const db = new PublicDb(`status-page-it-${randomUUID()}`);
  stores.push(db);
  return db;
};

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

const statusPage = async (token: string) => anonClient().rpc('status_page', { p_token: token });

describe('status_page', () => {
  it('the token is stored only as its sha256', async () => {
    const rows = await sql<{ token_hash: string }>(
      'select token_hash from partii_private.status_tokens where candidate_id = $1',
      [grace.profileId],
    );
    expect(rows.map((r) => r.token_hash)).toContain(
      (await sql<{ h: string }>(`select encode(extensions.digest($1, 'sha256'), 'hex') as h`, [grace.token]))[0].h,
    );
    expect(JSON.stringify(rows)).not.toContain(grace.token);
  });

  it('shows the candidate’s own applications, interviews and company in their words, nothing internal', async () => {
    const { data, error } = await statusPage(grace.token);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      candidate: { first_name: 'Grace' },
      company: { name: expect.any(String) },
      interviews: [{ id: interviewId, job_title: 'Product Designer', location: 'Room 4', ics_sequence: 0 }],
      messages: [],
    });
    const applications = (data as { applications: { id: string; status_label: string }[] }).applications;
    expect(applications.map((a) => [a.id, a.status_label]).sort()).toEqual(
      [
        [grace.applicationId, 'Interviewing'],
        [grace.otherApplicationId, 'Received'],
      ].sort(),
    );
    const keys = keysOf(data);
    expect(
      keys.filter((key) => /rating|ai_|stage|note|scorecard|interviewer|recommend|email|phone/i.test(key)),
    ).toEqual([]);
    const text = JSON.stringify(data);
    for (const internal of [
      'INTERNAL-SUMMARY',
      'INTERNAL-NOTE',
      'INTERNAL-DEBRIEF-ROOM',
      recruiter.user.id,
      recruiter.user.email,
      alan.applicationId,
    ])
      expect(text).not.toContain(internal);
  });

  it('is written into the public store keyed by a hash of the token (sync/statusPage.ts)', async () => {
    const db = freshStore();
    const key = await statusPageKey(grace.token);
    expect(await refreshStatusPage(db, anonClient(), { token: grace.token, key })).toBe('ok');
    const record = await db.statusPages.get(key);
    expect(record?.page?.candidate.first_name).toBe('Grace');
    expect(JSON.stringify(await db.statusPages.toArray())).not.toContain(grace.token);
  });

  it('refuses an unknown token with the one answer', async () => {
    for (const token of ['x'.repeat(32), '', 'short']) {
      const { error } = await statusPage(token);
      expect(error).toMatchObject({ code: 'P0002', message: 'This link is no longer valid.' });
    }
  });
});

describe('status_reply', () => {
  it('keeps a reply once per id, however often it is sent', async () => {
    const id = randomUUID();
    const send = () =>
      anonClient().rpc('status_reply', { p_token: grace.token, p_message_id: id, p_body: '  See you Tuesday.  ' });
    const first = await send();
    const second = await send();
    expect(first.error).toBeNull();
    expect(second.data).toEqual(first.data);
    const rows = await sql('select body, candidate_id, company_id from candidate_messages where id = $1', [id]);
    expect(rows).toEqual([{ body: 'See you Tuesday.', candidate_id: grace.profileId, company_id: recruiter.user.id }]);
    // The team reads it.
    const { data } = await recruiter.client.from('candidate_messages').select('id, body').eq('id', id);
    expect(data).toEqual([{ id, body: 'See you Tuesday.' }]);
  });

  it('goes from the public outbox once, also when its answer was lost and it is sent again', async () => {
    const db = freshStore();
    const link = { token: grace.token, key: await statusPageKey(grace.token) };
    const anon = anonClient();
    await refreshStatusPage(db, anon, link);
    const id = await sendStatusReply(db, link, 'Written offline.');
    const [entry] = (await db.outbox.toArray()) as RpcEntry[];
    const result = await pushOutbox({ db, transport: supabaseTransport({ data: anon }), clientId: randomUUID() });
    expect(result.failure).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    // A lost acknowledgement: the same call again.
    await anon.rpc(entry.rpc.fn, entry.rpc.args);
    expect(await sql('select 1 from candidate_messages where id = $1', [id])).toHaveLength(1);
    await refreshStatusPage(db, anon, link);
    const record = await db.statusPages.get(link.key);
    expect(record?.page?.messages.filter((m) => m.id === id)).toHaveLength(1);
    expect(record?.localReplies).toEqual([]);
  });

  it('refuses an empty reply and one over 5000 characters', async () => {
    for (const body of ['   ', 'x'.repeat(5001)]) {
      const { error } = await anonClient().rpc('status_reply', {
        p_token: grace.token,
        p_message_id: randomUUID(),
        p_body: body,
      });
      expect(error?.code).toBe('22023');
    }
  });
});

describe('status_withdraw', () => {
  it('withdraws once: a second call keeps the first time', async () => {
    const db = freshStore();
    const anon = anonClient();
    const link = { token: grace.token, key: await statusPageKey(grace.token) };
    await refreshStatusPage(db, anon, link);
    await withdrawApplication(db, link, grace.otherApplicationId);
    await pushOutbox({ db, transport: supabaseTransport({ data: anon }), clientId: randomUUID() });
    expect(await db.outbox.count()).toBe(0);
    const [first] = await sql<{ withdrawn_at: Date }>('select withdrawn_at from applications where id = $1', [
      grace.otherApplicationId,
    ]);
    expect(first.withdrawn_at).not.toBeNull();
    const again = await anon.rpc('status_withdraw', {
      p_token: grace.token,
      p_application_id: grace.otherApplicationId,
    });
    expect(again.error).toBeNull();
    const [second] = await sql<{ withdrawn_at: Date }>('select withdrawn_at from applications where id = $1', [
      grace.otherApplicationId,
    ]);
    expect(second.withdrawn_at).toEqual(first.withdrawn_at);
    await refreshStatusPage(db, anon, link);
    const application = (await db.statusPages.get(link.key))?.page?.applications.find(
      (a) => a.id === grace.otherApplicationId,
    );
    expect(application).toMatchObject({ status_label: 'Withdrawn', can_withdraw: false });
    // The team sees it.
    const { data } = await recruiter.client
      .from('applications')
      .select('withdrawn_at')
      .eq('id', grace.otherApplicationId)
      .single();
    expect(data?.withdrawn_at).not.toBeNull();
  });

  it('refuses another candidate’s application', async () => {
    const { error } = await anonClient().rpc('status_withdraw', {
      p_token: grace.token,
      p_application_id: alan.applicationId,
    });
    expect(error?.code).toBe('P0002');
    const [row] = await sql('select withdrawn_at from applications where id = $1', [alan.applicationId]);
    expect(row).toEqual({ withdrawn_at: null });
  });
});

describe('a revoked link', () => {
  it('is refused everywhere, and the device forgets the page and its queued writes', async () => {
    const db = freshStore();
    const anon = anonClient();
    const link = { token: alan.token, key: await statusPageKey(alan.token) };
    expect(await refreshStatusPage(db, anon, link)).toBe('ok');
    await sendStatusReply(db, link, 'Queued while offline.');

    const { data: revoked, error } = await recruiter.client.rpc('revoke_status_links', { p_candidate: alan.profileId });
    expect(error).toBeNull();
    expect(revoked).toBeGreaterThanOrEqual(1);

    const refused = { code: 'P0002', message: 'This link is no longer valid.' };
    expect((await statusPage(alan.token)).error).toMatchObject(refused);
    expect(
      (await anon.rpc('status_reply', { p_token: alan.token, p_message_id: randomUUID(), p_body: 'Hi' })).error,
    ).toMatchObject(refused);
    expect(
      (await anon.rpc('status_withdraw', { p_token: alan.token, p_application_id: alan.applicationId })).error,
    ).toMatchObject(refused);

    expect(await refreshStatusPage(db, anon, link)).toBe('invalid');
    expect(await db.statusPages.get(link.key)).toMatchObject({ invalid: true, page: null, localReplies: [] });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a visitor cannot revoke links', async () => {
    const { error } = await anonClient().rpc('revoke_status_links', { p_candidate: grace.profileId });
    expect(error).not.toBeNull();
    expect((await statusPage(grace.token)).error).toBeNull();
  });
});
