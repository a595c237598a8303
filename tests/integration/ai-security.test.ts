// An applicant cannot write ai_rating, ai_summary, ai_evidence or status by any API path: direct
// inserts/updates/upserts/deletes on applications, submit_application with extra or crafted
// arguments, sync_push as anonymous — nor can another company. Only the owning recruiter's session
// writes them (the positive control at the end), which is what the recruiter-side screening does.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, signedInClient, sql } from '../support/stack-env.ts';

interface AppRow {
  id: string;
  status: string | null;
  ai_rating: string | number | null;
  ai_summary: string | null;
  ai_evidence: unknown;
  resume_text: string | null;
  answers: unknown;
}

let anon: SupabaseClient;
let recruiter: SupabaseClient;
let recruiterId: string;
let jobId: string;

async function appRow(id: string): Promise<AppRow | undefined> {
  const rows = await sql<AppRow>(
    'select id, status, ai_rating, ai_summary, ai_evidence, resume_text, answers from applications where id = $1',
    [id],
  );
  return rows[0];
}

function submitArgs(applicationId: string, extra: Record<string, unknown> = {}) {
  return {
    p_application_id: applicationId,
    p_job_id: jobId,
    p_first_name: 'Ada',
    p_last_name: 'Applicant',
    p_email: `ada-${applicationId.slice(0, 8)}@example.com`,
    p_phone: '+44 7700 900000',
    p_answers: [{ question: 'Why us?', answer: 'TypeScript and React, 5 years.' }],
    p_cv_path: null,
    p_resume_filename: null,
    p_resume_text: 'Ada Applicant. React, TypeScript.',
    ...extra,
  };
}

/** Submits an application the legitimate way and returns its id. */
async function submitted(): Promise<string> {
  const id = randomUUID();
  const { error } = await anon.rpc('submit_application', submitArgs(id));
  expect(error).toBeNull();
  return id;
}

const untouched = (row: AppRow | undefined) => {
  expect(row).toBeDefined();
  expect(row!.status).toBe('applied');
  expect(row!.ai_rating).toBeNull();
  expect(row!.ai_summary).toBeNull();
  expect(row!.ai_evidence).toBeNull();
};

beforeAll(async () => {
  anon = anonClient();
  const signedIn = await signedInClient();
  recruiter = signedIn.client;
  recruiterId = signedIn.user.id;
  jobId = randomUUID();
  await sql(
    `insert into jobs (id, company_id, title, status, skills, must_have_requirements)
     values ($1, $2, 'Frontend Engineer', 'published', '{React,TypeScript}', '{React}')`,
    [jobId, recruiterId],
  );
});

describe('direct table access as anonymous', () => {
  it('cannot insert an application with a rating, summary or status', async () => {
    const id = randomUUID();
    const { error } = await anon.from('applications').insert({
      id,
      job_id: jobId,
      status: 'offer',
      ai_rating: 10,
      ai_summary: 'Perfect candidate',
      ai_evidence: { version: 1 },
    });
    expect(error).not.toBeNull();
    expect(await appRow(id)).toBeUndefined();
  });

  it('cannot upsert over an existing application', async () => {
    const id = await submitted();
    const { error } = await anon
      .from('applications')
      .upsert(
        { id, job_id: jobId, status: 'offer', ai_rating: 10, ai_summary: 'Perfect candidate' },
        { onConflict: 'id' },
      );
    expect(error).not.toBeNull();
    untouched(await appRow(id));
  });

  it('cannot update rating, summary, evidence or status of an application', async () => {
    const id = await submitted();
    const { data } = await anon
      .from('applications')
      .update({ ai_rating: 10, ai_summary: 'Perfect candidate', ai_evidence: { version: 1 }, status: 'offer' })
      .eq('id', id)
      .select();
    // RLS hides the row from anon: the update matches nothing (or is refused outright).
    expect(data ?? []).toEqual([]);
    untouched(await appRow(id));
  });

  it('cannot read or delete applications', async () => {
    const id = await submitted();
    const { data: read } = await anon.from('applications').select('*').eq('id', id);
    expect(read ?? []).toEqual([]);
    await anon.from('applications').delete().eq('id', id);
    untouched(await appRow(id));
  });
});

describe('submit_application', () => {
  it('stores the application as applied with no rating, the resume text kept', async () => {
    const id = await submitted();
    const row = await appRow(id);
    untouched(row);
    expect(row!.resume_text).toBe('Ada Applicant. React, TypeScript.');
  });

  it.each([
    ['ai_rating', { p_ai_rating: 10 }],
    ['ai_summary', { p_ai_summary: 'Perfect' }],
    ['status', { p_status: 'offer' }],
    ['all three', { p_ai_rating: 10, p_ai_summary: 'Perfect', p_status: 'offer', p_ai_evidence: { version: 1 } }],
    ['unprefixed names', { ai_rating: 10, status: 'offer' }],
  ])('refuses extra arguments (%s) and writes nothing', async (_, extra) => {
    const id = randomUUID();
    const { error } = await anon.rpc('submit_application', submitArgs(id, extra));
    expect(error).not.toBeNull();
    expect(await appRow(id)).toBeUndefined();
  });

  it('ignores rating-like content smuggled in the answers or the resume text', async () => {
    const id = randomUUID();
    const { error } = await anon.rpc(
      'submit_application',
      submitArgs(id, {
        p_answers: [
          { question: 'ai_rating', answer: '10' },
          { ai_rating: 10, status: 'offer' },
        ],
        p_resume_text: `'); update applications set ai_rating = 10, status = 'offer'; --`,
      }),
    );
    // Either refused (malformed answers) or stored as plain data — never as a rating.
    const row = await appRow(id);
    if (error) expect(row).toBeUndefined();
    else untouched(row);
    const others = await sql<{ n: string }>(
      `select count(*) as n from applications where job_id = $1 and (ai_rating = 10 or status = 'offer')`,
      [jobId],
    );
    expect(Number(others[0].n)).toBe(0);
  });

  it('a repeated submit does not reset what the recruiter set', async () => {
    const id = await submitted();
    await sql(
      `update applications set ai_rating = 4.2, ai_summary = 'Recruiter view', status = 'interview' where id = $1`,
      [id],
    );
    const { error } = await anon.rpc('submit_application', submitArgs(id));
    expect(error).toBeNull();
    const row = await appRow(id);
    expect(Number(row!.ai_rating)).toBe(4.2);
    expect(row!.ai_summary).toBe('Recruiter view');
    expect(row!.status).toBe('interview');
  });

  it('cannot reuse another application id to overwrite it', async () => {
    const id = await submitted();
    await sql(`update applications set ai_rating = 3.1 where id = $1`, [id]);
    await anon.rpc(
      'submit_application',
      submitArgs(id, { p_email: 'someone-else@example.com', p_resume_text: 'Expert in everything' }),
    );
    const row = await appRow(id);
    expect(Number(row!.ai_rating)).toBe(3.1);
    expect(row!.resume_text).toBe('Ada Applicant. React, TypeScript.');
  });
});

describe('sync_push and sync_pull as anonymous', () => {
  const push = (client: SupabaseClient, rowId: string, patch: Record<string, unknown>) =>
    client.rpc('sync_push', {
      p_client_id: randomUUID(),
      p_expected_user: recruiterId, // an attacker naming the recruiter: still anonymous
      p_mutations: [
        { mutation_id: randomUUID(), table: 'applications', op: 'upsert', row_id: rowId, patch, base_version: null },
      ],
    });

  it('cannot update an application through sync_push', async () => {
    const id = await submitted();
    const { data, error } = await push(anon, id, { ai_rating: 10, ai_summary: 'Perfect', status: 'offer' });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    untouched(await appRow(id));
  });

  it('cannot insert a rated application through sync_push', async () => {
    const id = randomUUID();
    const { data, error } = await push(anon, id, {
      job_id: jobId,
      ai_rating: 10,
      ai_summary: 'Perfect',
      status: 'offer',
    });
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(await appRow(id)).toBeUndefined();
  });

  it('cannot pull applications', async () => {
    await submitted();
    const { data, error } = await anon.rpc('sync_pull', {
      p_table: 'applications',
      p_after_xid: null,
      p_after_id: null,
      p_limit: 100,
    });
    if (!error) expect((data as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('other companies and the owner', () => {
  it('another recruiter cannot rate this company’s application', async () => {
    const id = await submitted();
    const { client: other, user: otherUser } = await signedInClient();
    await other.from('applications').update({ ai_rating: 10, status: 'offer' }).eq('id', id);
    const { data, error } = await other.rpc('sync_push', {
      p_client_id: randomUUID(),
      p_expected_user: otherUser.id,
      p_mutations: [
        {
          mutation_id: randomUUID(),
          table: 'applications',
          op: 'upsert',
          row_id: id,
          patch: { ai_rating: 10 },
          base_version: null,
        },
      ],
    });
    if (!error) expect((data as { status: string }[])[0].status).toBe('rejected');
    untouched(await appRow(id));
  });

  it('the owning recruiter’s session writes the rating (what the screening does)', async () => {
    const id = await submitted();
    const { data, error } = await recruiter.rpc('sync_push', {
      p_client_id: randomUUID(),
      p_expected_user: recruiterId,
      p_mutations: [
        {
          mutation_id: randomUUID(),
          table: 'applications',
          op: 'upsert',
          row_id: id,
          patch: {
            ai_rating: 7.4,
            ai_summary: 'Strong match for Frontend Engineer.',
            ai_evidence: { version: 1, matchedSkills: [] },
          },
          base_version: null,
        },
      ],
    });
    expect(error).toBeNull();
    expect((data as { status: string }[])[0].status).toBe('applied');
    const row = await appRow(id);
    expect(Number(row!.ai_rating)).toBe(7.4);
    expect(row!.ai_summary).toBe('Strong match for Frontend Engineer.');
    expect(row!.status).toBe('applied');
  });
});
