// The server side of issue #9 (sync protocol v2 in docs/contracts.md): each defect the audit
// reproduced, tried again against the real stack, straight through the RPCs, PostgREST and storage.
// Test names start with the defect id (D1, D3, D4, D7, D8, D11, D12, D13).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import {
  accessTokenFor,
  anonClient,
  getTestStack,
  signedInClient,
  sql,
  submitWithResume,
  type TestUser,
} from '../support/stack-env.ts';
import { syncPullAll, syncPush, upsertMutation, type PushMutation } from '../support/sync-rpc.ts';

type Mutation = PushMutation;
type Session = { client: SupabaseClient; user: TestUser };

const upsert = (table: string, rowId: string, patch: Record<string, unknown>, mutationId: string = randomUUID()) =>
  upsertMutation(table, rowId, patch, { mutation_id: mutationId, base_version: null });

/** sync_push as `session`, expecting that session's own user (what a bound engine sends). */
const push = (session: Session, mutations: Mutation[]) => syncPush(session.client, mutations, session.user.id);

/** The raw answer for the first page of the jobs feed as `client`, claiming `expectedUser` when given. */
const firstJobsPage = (client: SupabaseClient, expectedUser?: string) =>
  client.rpc('sync_pull', {
    p_table: 'jobs',
    p_after_xid: null,
    p_after_id: null,
    p_limit: 10,
    ...(expectedUser === undefined ? {} : { p_expected_user: expectedUser }),
  });

/** Every row of a table's feed as `client` sees it (pages until has_more is false). */
const pullAll = async (client: SupabaseClient, table: string) => (await syncPullAll(client, table, null, 1000)).rows;

/** Another device of the same recruiter: its own session and token for the same user. */
async function secondDevice(user: TestUser): Promise<Session> {
  const token = await accessTokenFor(user);
  const s = getTestStack();
  const client = createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    accessToken: async () => token,
  });
  return { client, user };
}

async function publishedJob(companyId: string, title = 'Defect test role'): Promise<string> {
  const id = randomUUID();
  await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, $3, 'published')`, [
    id,
    companyId,
    title,
  ]);
  return id;
}

describe('synced tables', () => {
  it('partii_private.synced_tables() lists the five synced tables', async () => {
    const [row] = await sql<{ t: string[] }>('select partii_private.synced_tables() as t');
    expect(row.t).toEqual(expect.arrayContaining(['jobs', 'profiles', 'applications', 'notes', 'job_drafts']));
  });
});

describe('D1: the server refuses a push or pull for another user', () => {
  it('D1: sync_push and sync_pull refuse a caller who is not the expected user (28000), and apply nothing', async () => {
    const a = await signedInClient();
    const b = await signedInClient();
    const rowId = randomUUID();

    // b's token, a's expected user: the engine of a drains with b's token after a user switch
    const pushed = await b.client.rpc('sync_push', {
      p_client_id: randomUUID(),
      p_mutations: [upsert('jobs', rowId, { title: 'Written into the wrong company' })],
      p_expected_user: a.user.id,
    });
    expect(pushed.error?.code).toBe('28000');
    expect(pushed.status).toBe(403); // PostgREST: class 28 is 403, never a per-write rejection
    expect(await sql('select 1 from jobs where id = $1', [rowId])).toHaveLength(0);

    // no expected user at all is refused too
    const unbound = await b.client.rpc('sync_push', {
      p_client_id: randomUUID(),
      p_mutations: [upsert('jobs', rowId, { title: 'Unbound' })],
      p_expected_user: null,
    });
    expect(unbound.error?.code).toBe('28000');
    expect(await sql('select 1 from jobs where id = $1', [rowId])).toHaveLength(0);

    // anonymous: the whole call is refused with 42501
    const anon = await anonClient().rpc('sync_push', {
      p_client_id: randomUUID(),
      p_mutations: [],
      p_expected_user: a.user.id,
    });
    expect(anon.error?.code).toBe('42501');

    const pulled = await firstJobsPage(b.client, a.user.id);
    expect(pulled.error?.code).toBe('28000');
    expect(pulled.data).toBeNull();

    // anonymous with an expected user (a session that expired): refused, never answered as public
    const anonPull = await firstJobsPage(anonClient(), a.user.id);
    expect(anonPull.error?.code).toBe('28000');

    // the right user passes; the public scope passes null
    const own = await firstJobsPage(b.client, b.user.id);
    expect(own.error).toBeNull();
    const ok = await push(b, [upsert('jobs', rowId, { title: 'Mine' })]);
    expect(ok[0]).toMatchObject({ status: 'applied', row: { company_id: b.user.id } });
    const pub = await firstJobsPage(anonClient());
    expect(pub.error).toBeNull();
  });
});

describe('D3: transient database errors answer retry', () => {
  const fn = `d3_test_trigger_${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    // Test-only: a title 'd3-slow …' holds the row lock a while (widens the deadlock window), a
    // title 'd3-fail-40001' raises a serialization failure.
    await sql(`create function public.${fn}() returns trigger language plpgsql as $$
      begin
        if new.title like 'd3-slow%' then perform pg_sleep(1); end if;
        if new.title = 'd3-fail-40001' then raise exception using errcode = '40001', message = 'test: could not serialize'; end if;
        return new;
      end $$`);
    await sql(
      `create trigger aa_${fn} before insert or update on public.jobs for each row execute function public.${fn}()`,
    );
  });
  afterAll(async () => {
    await sql(`drop trigger if exists aa_${fn} on public.jobs`);
    await sql(`drop function if exists public.${fn}()`);
  });

  it('D3: a real deadlock between two devices is answered retry (never rejected), and the re-push applies', async () => {
    const deviceA = await signedInClient();
    const deviceB = await secondDevice(deviceA.user);
    const [job1, job2] = [randomUUID(), randomUUID()];
    await sql(`insert into jobs (id, company_id, title) values ($1, $3, 'one'), ($2, $3, 'two')`, [
      job1,
      job2,
      deviceA.user.id,
    ]);

    // the same two rows in opposite order, each write holding its row lock a while
    const batchA = [upsert('jobs', job1, { title: 'd3-slow A1' }), upsert('jobs', job2, { title: 'd3-slow A2' })];
    const batchB = [upsert('jobs', job2, { title: 'd3-slow B2' }), upsert('jobs', job1, { title: 'd3-slow B1' })];
    const [answersA, answersB] = await Promise.all([push(deviceA, batchA), push(deviceB, batchB)]);
    const all = [...answersA, ...answersB];
    expect(all.filter((a) => a.status === 'rejected')).toEqual([]);
    const retried = all.filter((a) => a.status === 'retry');
    expect(retried.length).toBeGreaterThanOrEqual(1);
    expect(retried[0].error?.code).toBe('40P01');

    // the device told to retry sends its unapplied writes again: they apply
    const loser = answersA.some((a) => a.status === 'retry')
      ? { device: deviceA, answers: answersA, batch: batchA }
      : { device: deviceB, answers: answersB, batch: batchB };
    const again = loser.batch.filter((_, i) => loser.answers[i].status === 'retry');
    const reanswers = await push(loser.device, again);
    expect(reanswers.map((a) => [a.status, a.duplicate])).toEqual(again.map(() => ['applied', false]));
  });

  it('D3: a serialization failure is answered retry and the rest of the batch is not attempted', async () => {
    const session = await signedInClient();
    const [before, failing, after] = [randomUUID(), randomUUID(), randomUUID()];
    const batch = [
      upsert('jobs', before, { title: 'applied first' }),
      upsert('jobs', failing, { title: 'd3-fail-40001' }),
      upsert('jobs', after, { title: 'never attempted' }),
    ];
    const answers = await push(session, batch);
    expect(answers.map((a) => a.status)).toEqual(['applied', 'retry', 'retry']);
    expect(answers[1].error?.code).toBe('40001');
    expect(await sql('select 1 from jobs where id = $1', [after])).toHaveLength(0);
    expect(await sql('select 1 from jobs where id = $1', [failing])).toHaveLength(0);
    // nothing recorded for them: the same mutation ids apply when sent again
    const again = await push(session, [{ ...batch[1], patch: { title: 'now fine' } }, batch[2]]);
    expect(again.map((a) => [a.status, a.duplicate])).toEqual([
      ['applied', false],
      ['applied', false],
    ]);
  });
});

describe('D4: resumes are authorised by the application in the path', () => {
  it('D4: another company cannot read or delete a resume by copying its path', async () => {
    const companyA = await signedInClient();
    const jobA = await publishedJob(companyA.user.id);
    const applicationA = randomUUID();
    const pathA = `${applicationA}/resume.pdf`;
    const submitted = await submitWithResume(applicationA, jobA, `grace-${applicationA.slice(0, 8)}@example.com`);
    expect(submitted.error).toBeNull();
    const pdf = new Blob(['%PDF-1.4 the resume of company A'], { type: 'application/pdf' });
    expect((await anonClient().storage.from('resumes').upload(pathA, pdf)).error).toBeNull();

    const companyB = await signedInClient();
    const jobB = randomUUID();
    const applicationB = randomUUID();
    const created = await push(companyB, [
      upsert('jobs', jobB, { title: 'B role', status: 'published' }),
      upsert('applications', applicationB, { job_id: jobB, cv_url: pathA }),
    ]);
    expect(created.map((a) => a.status)).toEqual(['applied', 'applied']);
    // through sync_push, then through the REST API: cv_url is not the client's to write
    const copied = await push(companyB, [upsert('applications', applicationB, { cv_url: pathA })]);
    expect(copied[0].status).not.toBe('retry');
    await companyB.client.from('applications').update({ cv_url: pathA }).eq('id', applicationB);
    const resumesB = companyB.client.storage.from('resumes');
    expect((await resumesB.download(pathA)).error).not.toBeNull();
    expect((await resumesB.remove([pathA])).data ?? []).toEqual([]);
    expect(await sql(`select 1 from storage.objects where bucket_id = 'resumes' and name = $1`, [pathA])).toHaveLength(
      1,
    );
    const [rowB] = await sql<{ cv_url: string | null }>('select cv_url from applications where id = $1', [
      applicationB,
    ]);
    expect(rowB.cv_url).toBeNull();

    // and even if a row of B held A's path (written by a superuser here), the path's application decides
    await sql('update applications set cv_url = $2 where id = $1', [applicationB, pathA]);
    expect((await resumesB.download(pathA)).error).not.toBeNull();
    expect((await resumesB.createSignedUrl(pathA, 60)).error).not.toBeNull();
    expect((await resumesB.remove([pathA])).data ?? []).toEqual([]);
    expect(await sql(`select 1 from storage.objects where bucket_id = 'resumes' and name = $1`, [pathA])).toHaveLength(
      1,
    );

    const own = await companyA.client.storage.from('resumes').download(pathA);
    expect(own.error).toBeNull();
    expect(await own.data!.text()).toBe('%PDF-1.4 the resume of company A');
  });

  it('D4: an applicant uploads only to the path of their application’s cv_url', async () => {
    const companyA = await signedInClient();
    const jobA = await publishedJob(companyA.user.id);
    const applicationA = randomUUID();
    const { error } = await anonClient().rpc('submit_application', {
      p_application_id: applicationA,
      p_job_id: jobA,
      p_first_name: 'Ada',
      p_last_name: null,
      p_email: `ada-${applicationA.slice(0, 8)}@example.com`,
      p_phone: null,
      p_answers: [],
      p_cv_path: `${applicationA}/cv.pdf`,
      p_resume_filename: 'cv.pdf',
      p_resume_text: null,
    });
    expect(error).toBeNull();
    const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const resumes = anonClient().storage.from('resumes');
    expect((await resumes.upload(`${applicationA}/other.pdf`, pdf())).error).toMatchObject({ statusCode: '403' });
    expect((await resumes.upload(`${applicationA}/cv.pdf`, pdf())).error).toBeNull();
  });
});

describe('D7: an anonymous submit never rewrites or resurrects a candidate', () => {
  const submit = (
    applicationId: string,
    jobId: string,
    email: string,
    first: string,
    last: string,
    phone: string | null,
  ) =>
    anonClient().rpc('submit_application', {
      p_application_id: applicationId,
      p_job_id: jobId,
      p_first_name: first,
      p_last_name: last,
      p_email: email,
      p_phone: phone,
      p_answers: [],
      p_cv_path: null,
      p_resume_filename: null,
      p_resume_text: null,
    });

  it('D7: submit_application keeps the recruiter’s non-empty fields, fills only empty ones, keeps the applicant’s values on the application', async () => {
    const company = await signedInClient();
    const jobId = await publishedJob(company.user.id);
    const profileId = randomUUID();
    const email = `kept-${profileId.slice(0, 8)}@example.com`;
    await sql(
      `insert into profiles (id, company_id, first_name, last_name, email, phone) values ($1, $2, 'Ada', 'Lovelace', $3, null)`,
      [profileId, company.user.id, email],
    );
    const applicationId = randomUUID();
    const { data, error } = await submit(
      applicationId,
      jobId,
      email.toUpperCase(),
      'Mallory',
      'Rewritten',
      '+1 555 0100',
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({ application_id: applicationId, profile_id: profileId });
    const [profile] = await sql<Record<string, unknown>>(
      'select first_name, last_name, phone, deleted_at from profiles where id = $1',
      [profileId],
    );
    expect(profile).toEqual({ first_name: 'Ada', last_name: 'Lovelace', phone: '+1 555 0100', deleted_at: null });
    const [application] = await sql<{ applicant_contact: Record<string, unknown> }>(
      'select applicant_contact from applications where id = $1',
      [applicationId],
    );
    expect(application.applicant_contact).toMatchObject({
      first_name: 'Mallory',
      last_name: 'Rewritten',
      email: email,
      phone: '+1 555 0100',
    });
  });

  it('D7: a deleted candidate is not resurrected: a new live profile is made for the applicant', async () => {
    const company = await signedInClient();
    const jobId = await publishedJob(company.user.id);
    const deletedId = randomUUID();
    const email = `gone-${deletedId.slice(0, 8)}@example.com`;
    await sql(
      `insert into profiles (id, company_id, first_name, email, deleted_at) values ($1, $2, 'Removed', $3, now())`,
      [deletedId, company.user.id, email],
    );
    const applicationId = randomUUID();
    const { data, error } = await submit(applicationId, jobId, email, 'New', 'Person', null);
    expect(error).toBeNull();
    const profileId = (data as { profile_id: string }).profile_id;
    expect(profileId).not.toBe(deletedId);
    const [deleted] = await sql<{ deleted_at: unknown; first_name: string }>(
      'select deleted_at, first_name from profiles where id = $1',
      [deletedId],
    );
    expect(deleted.deleted_at).not.toBeNull();
    expect(deleted.first_name).toBe('Removed');
    const [live] = await sql<Record<string, unknown>>(
      'select first_name, email, deleted_at from profiles where id = $1',
      [profileId],
    );
    expect(live).toEqual({ first_name: 'New', email, deleted_at: null });
  });

  it('D7: applicant_contact is not writable by clients', async () => {
    const company = await signedInClient();
    const jobId = await publishedJob(company.user.id);
    const applicationId = randomUUID();
    const [answer] = await push(company, [
      upsert('applications', applicationId, { job_id: jobId, applicant_contact: { email: 'forged@example.com' } }),
    ]);
    expect(answer.status).toBe('applied');
    expect(answer.row?.applicant_contact ?? null).toBeNull();
    await company.client
      .from('applications')
      .update({ applicant_contact: { email: 'forged@example.com' } })
      .eq('id', applicationId);
    const [row] = await sql<{ applicant_contact: unknown }>(
      'select applicant_contact from applications where id = $1',
      [applicationId],
    );
    expect(row.applicant_contact).toBeNull();
  });
});

describe('D8: the public jobs feed tells visitors only about jobs they could once see', () => {
  it('D8: an anonymous pull never sees the id of a never-published draft; a once-published job arrives as a tombstone', async () => {
    const company = await signedInClient();
    const [draft, unpublished, live] = [randomUUID(), randomUUID(), randomUUID()];
    await sql(
      `insert into jobs (id, company_id, title, status) values ($1, $4, 'Secret draft', 'draft'), ($2, $4, 'Was public', 'published'),
         ($3, $4, 'Open role', 'published')`,
      [draft, unpublished, live, company.user.id],
    );
    await sql(`update jobs set status = 'draft' where id = $1`, [unpublished]);
    await sql(`update jobs set title = 'Secret draft, renamed' where id = $1`, [draft]);

    for (const visitor of [anonClient(), (await signedInClient()).client]) {
      const rows = await pullAll(visitor, 'jobs');
      const byId = new Map(rows.map((r) => [r.id as string, r]));
      expect(byId.has(draft)).toBe(false);
      expect(byId.get(unpublished)).toMatchObject({ id: unpublished, deleted_at: expect.any(String) });
      expect(byId.get(unpublished)).not.toHaveProperty('title');
      expect(byId.get(live)).toMatchObject({ title: 'Open role' });
      // a visitor's row holds the public columns only (issue 24, public-jobs-columns.test.ts)
      expect(byId.get(live)).not.toHaveProperty('first_published_at');
    }
    // the owner sees all three, with the server-set first_published_at
    const own = new Map((await pullAll(company.client, 'jobs')).map((r) => [r.id as string, r]));
    expect(own.get(draft)).toMatchObject({ title: 'Secret draft, renamed', first_published_at: null });
    expect(own.get(unpublished)).toMatchObject({ status: 'draft', first_published_at: expect.any(String) });
  });

  it('D8: first_published_at is set by the server the first time a job is published, never by the client', async () => {
    const company = await signedInClient();
    const jobId = randomUUID();
    const [created] = await push(company, [
      upsert('jobs', jobId, { title: 'Later public', first_published_at: '2020-01-01T00:00:00Z' }),
    ]);
    expect(created.row?.first_published_at).toBeNull();
    const [published] = await push(company, [upsert('jobs', jobId, { status: 'published' })]);
    const first = published.row?.first_published_at as string;
    expect(first).toBeTruthy();
    await push(company, [upsert('jobs', jobId, { status: 'archived' })]);
    const [again] = await push(company, [upsert('jobs', jobId, { status: 'published' })]);
    expect(again.row?.first_published_at).toBe(first);
  });
});

describe('D11: Add Candidate for an email the company already has', () => {
  it('D11: a profile insert with an existing email resolves to the existing profile and the application attaches to it', async () => {
    const company = await signedInClient();
    const existing = randomUUID();
    const email = `known-${existing.slice(0, 8)}@example.com`;
    await sql(`insert into profiles (id, company_id, first_name, email) values ($1, $2, 'Known', $3)`, [
      existing,
      company.user.id,
      email,
    ]);
    const jobId = await publishedJob(company.user.id);

    const alias = randomUUID();
    const applicationId = randomUUID();
    const noteId = randomUUID();
    const answers = await push(company, [
      upsert('profiles', alias, { first_name: 'Typed again', email: email.toUpperCase() }),
      upsert('applications', applicationId, { job_id: jobId, applicant_id: alias }),
      upsert('notes', noteId, { candidate_id: alias, content: 'Met at the fair' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['applied', 'applied', 'applied']);
    expect(answers[0].row).toMatchObject({ id: existing, first_name: 'Known' });
    expect(answers[1].row).toMatchObject({ id: applicationId, applicant_id: existing });
    expect(answers[2].row).toMatchObject({ id: noteId, candidate_id: existing });
    expect(await sql('select 1 from profiles where id = $1', [alias])).toHaveLength(0);

    // a resent batch (lost acknowledgement) answers the same profile again
    const replay = await push(company, [
      upsert('profiles', alias, { first_name: 'Typed again', email: email.toUpperCase() }, answers[0].mutation_id),
    ]);
    expect(replay[0]).toMatchObject({ status: 'applied', duplicate: true, row: { id: existing } });

    // later mutations naming the alias resolve to the existing profile
    const [later] = await push(company, [upsert('profiles', alias, { summary: 'Strong portfolio' })]);
    expect(later).toMatchObject({ status: 'applied', row: { id: existing, summary: 'Strong portfolio' } });
    // a REST insert of an application naming the alias resolves too
    const restApp = randomUUID();
    const rest = await company.client.from('applications').insert({ id: restApp, job_id: jobId, applicant_id: alias });
    expect(rest.error).toBeNull();
    const [restRow] = await sql<{ applicant_id: string }>('select applicant_id from applications where id = $1', [
      restApp,
    ]);
    expect(restRow.applicant_id).toBe(existing);

    // another company cannot use the alias to reach this company's candidate
    const other = await signedInClient();
    const otherJob = randomUUID();
    const attack = await push(other, [
      upsert('jobs', otherJob, { title: 'Other role' }),
      upsert('applications', randomUUID(), { job_id: otherJob, applicant_id: alias }),
    ]);
    expect(attack.map((a) => a.status)).toEqual(['applied', 'rejected']);
  });
});

describe('D11: two devices add the same new candidate at once', () => {
  it('D11: concurrent inserts of one new email give one profile, the other id an alias of it', async () => {
    const deviceA = await signedInClient();
    const deviceB = await secondDevice(deviceA.user);
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    const [idA, idB] = [randomUUID(), randomUUID()];
    const [[a], [b]] = await Promise.all([
      push(deviceA, [upsert('profiles', idA, { first_name: 'From A', email })]),
      push(deviceB, [upsert('profiles', idB, { first_name: 'From B', email })]),
    ]);
    expect([a.status, b.status]).toEqual(['applied', 'applied']);
    expect(a.row?.id).toBe(b.row?.id);
    expect([idA, idB]).toContain(a.row?.id);
    const live = await sql(
      'select id from profiles where company_id = $1 and lower(email) = $2 and deleted_at is null',
      [deviceA.user.id, email],
    );
    expect(live).toHaveLength(1);
  });
});

describe('D12: synced tables accept soft deletes only', () => {
  it('D12: a REST delete by the owner is refused and the row stays', async () => {
    const company = await signedInClient();
    const jobId = randomUUID();
    await sql(`insert into jobs (id, company_id, title) values ($1, $2, 'Hard to delete')`, [jobId, company.user.id]);
    const { error } = await company.client.from('jobs').delete().eq('id', jobId);
    expect(error?.code).toBe('42501');
    expect(await sql('select 1 from jobs where id = $1', [jobId])).toHaveLength(1);
    const [grants] = await sql<{ n: string }>(
      `select count(*) as n from information_schema.role_table_grants
        where table_schema = 'public' and privilege_type = 'DELETE' and grantee in ('anon', 'authenticated')
          and table_name = any (partii_private.synced_tables())`,
    );
    expect(Number(grants.n)).toBe(0);
  });
});

describe('D13: a mutation id names one row', () => {
  it('D13: a replayed mutation id for another row is rejected 23505 and the write is not dropped silently', async () => {
    const company = await signedInClient();
    const mutationId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    const applied = await push(company, [upsert('jobs', first, { title: 'First row' }, mutationId)]);
    expect(applied[0]).toMatchObject({ status: 'applied', duplicate: false });
    // the same id, same row: a lost acknowledgement, answered as a duplicate
    const replay = await push(company, [upsert('jobs', first, { title: 'First row' }, mutationId)]);
    expect(replay[0]).toMatchObject({ status: 'applied', duplicate: true });
    // the same id naming another row, or another table: refused loudly
    const reused = await push(company, [upsert('jobs', second, { title: 'Second row' }, mutationId)]);
    expect(reused[0]).toMatchObject({
      status: 'rejected',
      error: { code: '23505', message: 'mutation id already used for another row' },
    });
    const otherTable = await push(company, [upsert('job_drafts', first, { step: 2 }, mutationId)]);
    expect(otherTable[0]).toMatchObject({ status: 'rejected', error: { code: '23505' } });
    expect(await sql('select 1 from jobs where id = $1', [second])).toHaveLength(0);
    // another user reusing it: refused as well
    const other = await signedInClient();
    const stolen = await push(other, [upsert('jobs', first, { title: 'First row' }, mutationId)]);
    expect(stolen[0]).toMatchObject({ status: 'rejected', error: { code: '23505' } });
  });
});
