// submit_application: the only way an anonymous applicant writes (SECURITY DEFINER RPC).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signedInClient, sql, type TestUser } from '../support/stack-env.ts';

let company: TestUser;
const publishedJob = randomUUID();
const draftJob = randomUUID();
const archivedJob = randomUUID();

function args(jobId: string, overrides: Record<string, unknown> = {}) {
  const applicationId = randomUUID();
  return {
    p_application_id: applicationId,
    p_job_id: jobId,
    p_first_name: 'Grace',
    p_last_name: 'Hopper',
    p_email: `grace-${applicationId}@example.com`,
    p_phone: '+1 555 0100',
    p_answers: [{ question: 'Why us?', answer: 'Compilers.' }],
    p_cv_path: `${applicationId}/grace.pdf`,
    p_resume_filename: 'grace.pdf',
    p_resume_text: 'Rear admiral, COBOL.',
    ...overrides,
  };
}

beforeAll(async () => {
  company = (await signedInClient()).user;
  await sql(
    `insert into jobs (id, company_id, title, status) values
       ($1, $4, 'Open role', 'published'), ($2, $4, 'Draft role', 'draft'), ($3, $4, 'Old role', 'archived')`,
    [publishedJob, draftJob, archivedJob, company.id],
  );
});

describe('submit_application', () => {
  it('creates the profile in the job’s company and the application with status applied', async () => {
    const a = args(publishedJob);
    const { data, error } = await anonClient().rpc('submit_application', a);
    expect(error).toBeNull();
    expect(data.application_id).toBe(a.p_application_id);
    const [app] = await sql<Record<string, unknown>>('select * from applications where id = $1', [a.p_application_id]);
    expect(app).toMatchObject({
      company_id: company.id,
      job_id: publishedJob,
      applicant_id: data.profile_id,
      status: 'applied',
      ai_rating: null,
      ai_summary: null,
      // cv_url names a stored file only: set when the upload lands (resume-stored.test.ts)
      cv_url: null,
      resume_filename: 'grace.pdf',
      resume_text: 'Rear admiral, COBOL.',
      answers: a.p_answers,
      applicant_contact: { first_name: 'Grace', last_name: 'Hopper', email: a.p_email, phone: '+1 555 0100' },
    });
    const [profile] = await sql<Record<string, unknown>>('select * from profiles where id = $1', [data.profile_id]);
    expect(profile).toMatchObject({
      company_id: company.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: a.p_email,
    });
  });

  it('is refused for draft, archived and unknown jobs', async () => {
    for (const jobId of [draftJob, archivedJob, randomUUID()]) {
      const a = args(jobId);
      const { error, status } = await anonClient().rpc('submit_application', a);
      expect(error?.message).toMatch(/not accepting applications/);
      // A refusal is the client's problem (4xx), never a server failure that would be retried.
      expect(status).toBe(400);
      expect(await sql('select 1 from applications where id = $1', [a.p_application_id])).toHaveLength(0);
    }
  });

  it('the same application id twice gives one application and the same answer', async () => {
    const a = args(publishedJob);
    const first = await anonClient().rpc('submit_application', a);
    const second = await anonClient().rpc('submit_application', a);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data).toEqual(first.data);
    expect(await sql('select 1 from applications where id = $1', [a.p_application_id])).toHaveLength(1);
  });

  it('concurrent retries of one application id still give one application', async () => {
    const a = args(publishedJob);
    const answers = await Promise.all([1, 2, 3].map(() => anonClient().rpc('submit_application', a)));
    for (const r of answers) expect(r.error).toBeNull();
    expect(new Set(answers.map((r) => r.data.application_id))).toEqual(new Set([a.p_application_id]));
    expect(await sql('select 1 from applications where id = $1', [a.p_application_id])).toHaveLength(1);
  });

  it('finds the candidate by email (any case) within the company, and keeps what the company holds (D7)', async () => {
    const email = `Repeat-${randomUUID()}@Example.com`;
    const first = await anonClient().rpc('submit_application', args(publishedJob, { p_email: email }));
    const secondJob = randomUUID();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Second role', 'published')`, [
      secondJob,
      company.id,
    ]);
    const secondArgs = args(secondJob, {
      p_email: email.toUpperCase(),
      p_phone: '+1 555 0199',
      p_first_name: 'Someone',
    });
    const second = await anonClient().rpc('submit_application', secondArgs);
    expect(second.data.profile_id).toBe(first.data.profile_id);
    // the profile keeps its non-empty fields; what the second applicant typed is on their application
    const profiles = await sql<{ phone: string; first_name: string }>(
      'select phone, first_name from profiles where company_id = $1 and lower(email) = lower($2)',
      [company.id, email],
    );
    expect(profiles).toEqual([{ phone: '+1 555 0100', first_name: 'Grace' }]);
    const [app] = await sql<{ applicant_contact: unknown }>(
      'select applicant_contact from applications where id = $1',
      [secondArgs.p_application_id],
    );
    expect(app.applicant_contact).toEqual({
      first_name: 'Someone',
      last_name: 'Hopper',
      email: email.toLowerCase(),
      phone: '+1 555 0199',
    });
  });

  it('an applicant cannot set status, rating or summary', async () => {
    const a = args(publishedJob);
    const { error } = await anonClient().rpc('submit_application', {
      ...a,
      p_status: 'offer',
      p_ai_rating: 10,
      p_ai_summary: 'Hire!',
    });
    expect(error?.code).toBe('PGRST202'); // no such function signature
    expect(await sql('select 1 from applications where id = $1', [a.p_application_id])).toHaveLength(0);
  });

  it('anonymous visitors cannot update, insert or read applications directly', async () => {
    const a = args(publishedJob);
    await anonClient().rpc('submit_application', a);
    const anon = anonClient();
    await anon
      .from('applications')
      .update({ status: 'offer', ai_rating: 10, ai_summary: 'Hire!' })
      .eq('id', a.p_application_id);
    const [app] = await sql<Record<string, unknown>>(
      'select status, ai_rating, ai_summary from applications where id = $1',
      [a.p_application_id],
    );
    expect(app).toEqual({ status: 'applied', ai_rating: null, ai_summary: null });

    const inserted = await anon
      .from('applications')
      .insert({ id: randomUUID(), job_id: publishedJob, status: 'offer', ai_rating: 10 });
    expect(inserted.error?.code).toBe('42501');

    const read = await anon.from('applications').select('*').eq('id', a.p_application_id);
    expect(read.data).toEqual([]);
  });

  it('accepts only a resume path inside the application’s own folder', async () => {
    for (const path of ['elsewhere/cv.pdf', 'cv.pdf', `${randomUUID()}/cv.pdf`]) {
      const { error } = await anonClient().rpc('submit_application', args(publishedJob, { p_cv_path: path }));
      expect(error?.message).toMatch(/cv path/);
    }
    const a = args(publishedJob, { p_cv_path: null });
    expect((await anonClient().rpc('submit_application', a)).error).toBeNull();
  });

  it('rejects an invalid email', async () => {
    const { error } = await anonClient().rpc('submit_application', args(publishedJob, { p_email: 'nope' }));
    expect(error?.message).toBe('Please enter a valid email address.');
  });
});
