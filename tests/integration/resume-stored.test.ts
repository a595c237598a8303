// Issue 24 "No side door": applications.cv_url names only a stored file
// (supabase/migrations/20261127000300_resume_stored.sql). The path a resume is expected at is kept
// server-side apart from cv_url; the object's insert into storage (as the caller, after the
// bucket's size and type checks) is what sets cv_url. Against the real stack, with the app's own
// commands and sync engines.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newId, waitForOutbox } from '../../src/db/commands.ts';
import type { PublicDb } from '../../src/db/schema.ts';
import { replaceResume, submissionState } from '../../src/features/apply/commands/applyDraft.ts';
import { RESUME_MAX_BYTES, RESUME_TYPES, resumeRefusalReason } from '../../src/features/apply/model/resumeFile.ts';
import { startCompanySync } from '../../sync/index.ts';
import { eventually, freshCompanyDb, freshPublicDb, tokenClient } from '../../sync/test-support.ts';
import {
  accessTokenFor,
  anonClient,
  getTestStack,
  insertJobOfNewCompany,
  serviceClient,
  sql,
  type TestUser,
} from '../support/stack-env.ts';
import { queueApplication, startPublicSyncOn, stopSyncAfterEach } from '../support/sync-tests.ts';

const handles = stopSyncAfterEach();

const pdf = (text = '%PDF-1.4 a resume') => new Blob([text], { type: 'application/pdf' });

async function cvUrlOf(applicationId: string): Promise<string | null | undefined> {
  return (await sql<{ cv_url: string | null }>('select cv_url from applications where id = $1', [applicationId]))[0]
    ?.cv_url;
}

/** What the company sees of the application: through its own REST session and its synced store. */
async function companyView(owner: TestUser, applicationId: string) {
  const { url, anonKey } = getTestStack();
  const client = tokenClient(url, anonKey, await accessTokenFor(owner));
  const { data, error } = await client.from('applications').select('*').eq('id', applicationId).single();
  if (error) throw new Error(error.message);
  const db = freshCompanyDb(owner.id);
  const sync = startCompanySync(db, client, owner.id, { pollIntervalMs: 0 });
  handles.push(sync);
  await sync.syncNow();
  return { rest: data as Record<string, unknown>, stored: await db.applications.get(applicationId), db, client };
}

/** An application queued as the apply chat queues it (submit + upload in one group), with its draft. */
async function queuedApplication(db: PublicDb, jobId: string, resume: { blob: Blob; name: string }) {
  const applicationId = newId();
  const path = `${applicationId}/${resume.name}`;
  const key = `resume:${applicationId}`;
  await db.applyDrafts.put({
    jobId,
    applicationId,
    messages: [],
    progress: 100,
    answers: [],
    resume: { blobKey: key, name: resume.name, type: 'application/pdf', text: 'SQL' },
    contact: { firstName: 'Lin', email: `lin-${applicationId}@example.com` },
    status: 'submitted',
    updatedAt: Date.now(),
  });
  const entries = await queueApplication(db, {
    applicationId,
    jobId,
    firstName: 'Lin',
    lastName: 'Chen',
    email: `lin-${applicationId}@example.com`,
    resumeText: 'SQL',
    resume: { key, blob: resume.blob, name: resume.name, type: 'application/pdf', path },
  });
  return { applicationId, path, key, ...entries };
}

describe('cv_url names only a stored file', () => {
  it('submitted without its upload: the company sees no cv_url, and the expected path is not readable', async () => {
    const { owner, jobId } = await insertJobOfNewCompany('Analyst', 'published');
    const applicationId = randomUUID();
    const { error } = await anonClient().rpc('submit_application', {
      p_application_id: applicationId,
      p_job_id: jobId,
      p_first_name: 'Grace',
      p_last_name: 'Hopper',
      p_email: `grace-${applicationId}@example.com`,
      p_phone: null,
      p_answers: [],
      p_cv_path: `${applicationId}/resume.pdf`,
      p_resume_filename: 'resume.pdf',
      p_resume_text: 'COBOL',
    });
    expect(error).toBeNull();
    expect(await cvUrlOf(applicationId)).toBeNull();

    const view = await companyView(owner, applicationId);
    expect(view.rest.cv_url).toBeNull();
    expect(view.stored).toMatchObject({ id: applicationId, cv_url: null, resume_filename: 'resume.pdf' });
    expect(Object.keys(view.rest)).not.toContain('cv_pending_path');
    // The expected path is server-only: not a column, not a table the API serves.
    const hidden = await view.client
      .schema('partii_private' as never)
      .from('expected_resumes')
      .select('*');
    expect(hidden.error).not.toBeNull();
    expect(await view.db.resumeCache.count()).toBe(0);
  });

  it('uploaded: cv_url is set once the file is stored; retries of the submit and the upload change nothing', async () => {
    const { owner, jobId } = await insertJobOfNewCompany('Support Engineer', 'published');
    const db = freshPublicDb();
    const { applicationId, path, submit, upload } = await queuedApplication(db, jobId, {
      blob: pdf('%PDF-1.4 Lin Chen'),
      name: 'cv.pdf',
    });
    const sync = startPublicSyncOn(db);
    await sync.syncNow();
    expect(await waitForOutbox(db, submit, 1000)).toBe('applied');
    expect(await waitForOutbox(db, upload, 1000)).toBe('applied');
    expect(await cvUrlOf(applicationId)).toBe(path);
    expect(await submissionState(db, jobId)).toEqual({ delivery: 'sent' });

    const before = await sql<{ version: string }>('select version from applications where id = $1', [applicationId]);
    // The same upload again (a lost acknowledgement): "already exists", counted as done by the client.
    const again = await anonClient().storage.from('resumes').upload(path, pdf('%PDF-1.4 someone else'));
    expect(again.error).toMatchObject({ statusCode: '409' });
    // Overwriting (upsert) and a second file beside it are refused; replacing is refused too.
    expect(
      (await anonClient().storage.from('resumes').upload(path, pdf('%PDF-1.4 x'), { upsert: true })).error,
    ).not.toBeNull();
    expect(
      (await anonClient().storage.from('resumes').upload(`${applicationId}/other.pdf`, pdf())).error,
    ).not.toBeNull();
    const swap = await anonClient().rpc('replace_application_resume', {
      p_application_id: applicationId,
      p_cv_path: `${applicationId}/other.pdf`,
    });
    expect(swap.error?.message).toMatch(/already been uploaded/);
    // The submit again answers the same application and leaves cv_url as it is.
    const submitAgain = await anonClient().rpc('submit_application', {
      p_application_id: applicationId,
      p_job_id: jobId,
      p_first_name: 'Lin',
      p_last_name: 'Chen',
      p_email: `lin-${applicationId}@example.com`,
      p_phone: null,
      p_answers: [],
      p_cv_path: `${applicationId}/cv.pdf`,
      p_resume_filename: 'cv.pdf',
      p_resume_text: null,
    });
    expect(submitAgain.data).toMatchObject({ application_id: applicationId });
    expect(await cvUrlOf(applicationId)).toBe(path);
    expect(await sql('select version from applications where id = $1', [applicationId])).toEqual(before);

    const view = await companyView(owner, applicationId);
    expect(view.stored?.cv_url).toBe(path);
    const cached = await eventually(() => view.db.resumeCache.get(path));
    expect(await cached!.blob.text()).toBe('%PDF-1.4 Lin Chen');
  });

  it('refused by the bucket (over 10 MB): no cv_url, the applicant keeps a clear error and everything, and can send another file', async () => {
    const { owner, jobId } = await insertJobOfNewCompany('Data Engineer', 'published');
    const db = freshPublicDb();
    // Queued as an older app did, without the rule: one byte over the bucket's limit.
    const big = new Blob([new Uint8Array(RESUME_MAX_BYTES + 1)], { type: 'application/pdf' });
    const { applicationId, key, submit, upload } = await queuedApplication(db, jobId, { blob: big, name: 'big.pdf' });
    const sync = startPublicSyncOn(db);
    await sync.syncNow();

    expect(await waitForOutbox(db, submit, 1000)).toBe('applied');
    expect(await waitForOutbox(db, upload, 1000)).toBe('failed');
    expect(await cvUrlOf(applicationId)).toBeNull();
    expect(
      await sql(`select 1 from storage.objects where bucket_id = 'resumes' and name like $1`, [`${applicationId}/%`]),
    ).toHaveLength(0);
    expect((await companyView(owner, applicationId)).stored?.cv_url).toBeNull();

    // The applicant's side: the reason, the draft and the file are all still there.
    const state = await submissionState(db, jobId);
    expect(state.delivery).toBe('resume-failed');
    expect(resumeRefusalReason(state.resumeError)).toBe('The file is larger than 10 MB.');
    expect(await db.applyDrafts.get(jobId)).toMatchObject({ applicationId, status: 'submitted' });
    expect((await db.blobs.get(key))?.blob.size).toBe(RESUME_MAX_BYTES + 1);

    // Another, smaller file: the application expects it now, and names it once it is stored.
    const small = new File(['%PDF-1.4 small'], 'small.pdf', { type: 'application/pdf' });
    expect(await replaceResume(db, jobId, small, 'SQL, Airflow')).toEqual({ queued: true });
    await sync.syncNow();
    expect(await submissionState(db, jobId)).toEqual({ delivery: 'sent' });
    expect(await cvUrlOf(applicationId)).toBe(`${applicationId}/small.pdf`);
    expect(await db.blobs.count()).toBe(0);
  });

  it('a stored resume removed by the company leaves cv_url empty', async () => {
    const { owner, jobId } = await insertJobOfNewCompany('Designer', 'published');
    const db = freshPublicDb();
    const { applicationId, path } = await queuedApplication(db, jobId, { blob: pdf(), name: 'cv.pdf' });
    await startPublicSyncOn(db).syncNow();
    expect(await cvUrlOf(applicationId)).toBe(path);

    const { url, anonKey } = getTestStack();
    const company = tokenClient(url, anonKey, await accessTokenFor(owner));
    expect((await company.storage.from('resumes').remove([path])).error).toBeNull();
    expect(await cvUrlOf(applicationId)).toBeNull();
  });

  it("the bucket refuses exactly what the client's rule refuses", async () => {
    const [bucket] = await sql<{ file_size_limit: string; allowed_mime_types: string[] }>(
      `select file_size_limit, allowed_mime_types from storage.buckets where id = 'resumes'`,
    );
    expect(Number(bucket.file_size_limit)).toBe(RESUME_MAX_BYTES);
    expect([...bucket.allowed_mime_types].sort()).toEqual(Object.values(RESUME_TYPES).sort());
    // A file of exactly the limit is taken (service role: only the bucket's limits apply here).
    const name = `${randomUUID()}/limit.pdf`;
    const atLimit = new Blob([new Uint8Array(RESUME_MAX_BYTES)], { type: 'application/pdf' });
    expect((await serviceClient().storage.from('resumes').upload(name, atLimit)).error).toBeNull();
    await serviceClient().storage.from('resumes').remove([name]);
  });
});
