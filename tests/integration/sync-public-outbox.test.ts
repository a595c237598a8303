// The public scope's outbox against the real stack: form RPCs (idempotent, write-only), a
// rejected message kept as failed, and an application submitted (rpc) with its resume upload, whose
// file the company's store then downloads for offline viewing.
import { describe, expect, it } from 'vitest';
import { newId, waitForOutbox } from '../../src/db/commands.ts';
import { startCompanySync } from '../../sync/index.ts';
import { queueContactMessage } from '../../src/features/contact/commands/sendContactMessage.ts';
import { joinWaitlist } from '../../src/features/waitlist/commands/joinWaitlist.ts';
import { eventually, freshCompanyDb, freshPublicDb, tokenClient } from '../../sync/test-support.ts';
import { accessTokenFor, getTestStack, sql, insertJobOfNewCompany } from '../support/stack-env.ts';
import { stopSyncAfterEach, queueApplication, startPublicSyncOn } from '../support/sync-tests.ts';

const handles = stopSyncAfterEach();

describe('public outbox', () => {
  it('sends a waitlist sign-up once even when queued twice, and keeps a rejected contact message as failed', async () => {
    const db = freshPublicDb();
    const email = `visitor-${newId()}@example.com`;
    const form = {
      name: 'Ada Lovelace',
      email,
      companyName: 'Engines',
      companySize: '1-10' as const,
      excitementReason: 'AI',
    };
    const first = await joinWaitlist(db, form);
    const second = await joinWaitlist(db, form);
    const contact = await queueContactMessage(db, {
      name: 'Al',
      email: 'al@example.com',
      message: 'too short',
    });

    await startPublicSyncOn(db).syncNow();
    expect(await waitForOutbox(db, first, 100)).toBe('applied');
    expect(await waitForOutbox(db, second, 100)).toBe('applied');
    expect(await sql('select 1 from waitlist_submissions where email = $1', [email])).toHaveLength(1);
    const failed = await db.outbox.where('mutationId').equals(contact).first();
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed?.error?.message).toBe('Message must be at least 10 characters.');
  });

  it('a rejected submission blocks the resume upload of its group, not the entries after it', async () => {
    const { jobId: draftJobId } = await insertJobOfNewCompany('Not public', 'draft');
    const db = freshPublicDb();
    const applicationId = newId();
    const { submit, upload } = await queueApplication(db, {
      applicationId,
      jobId: draftJobId,
      firstName: 'Ann',
      lastName: 'Lee',
      email: `ann-${newId()}@example.com`,
      resumeText: null,
      resume: {
        key: 'cv',
        blob: new Blob(['cv']),
        name: 'cv.pdf',
        type: 'application/pdf',
        path: `${applicationId}/cv.pdf`,
      },
    });
    const email = `later-${newId()}@example.com`;
    const later = await joinWaitlist(db, {
      name: 'Later One',
      email,
      companyName: 'Co',
      companySize: '11-50',
      excitementReason: 'Speed',
    });

    await startPublicSyncOn(db).syncNow();
    const failed = await db.outbox.where('mutationId').equals(submit).first();
    expect(failed?.status).toBe('failed');
    expect(failed?.error?.message).toBeTruthy();
    expect(await db.outbox.where('mutationId').equals(upload).first()).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    expect(await waitForOutbox(db, later, 100)).toBe('applied');
    expect(await sql('select 1 from waitlist_submissions where email = $1', [email])).toHaveLength(1);
  });

  it('submits an application with its resume; the company store caches the resume', async () => {
    const { url, anonKey } = getTestStack();
    const { owner, jobId } = await insertJobOfNewCompany('Support Engineer', 'published');

    const publicDb = freshPublicDb();
    const applicationId = newId();
    const cvPath = `${applicationId}/cv.pdf`;
    const resume = new Blob(['%PDF-1.4 test resume'], { type: 'application/pdf' });
    await publicDb.transaction('rw', publicDb.outbox, publicDb.blobs, () =>
      queueApplication(publicDb, {
        applicationId,
        jobId,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: `grace-${newId()}@example.com`,
        answers: [{ question: 'Why us?', answer: 'Compilers' }],
        resumeText: 'COBOL',
        resume: { key: `resume:${applicationId}`, blob: resume, name: 'cv.pdf', type: 'application/pdf', path: cvPath },
      }),
    );
    await startPublicSyncOn(publicDb).syncNow();
    expect(await publicDb.outbox.toArray()).toEqual([]);
    expect(await publicDb.blobs.get(`resume:${applicationId}`)).toBeUndefined();
    const [application] = await sql<{ cv_url: string; status: string }>(
      'select cv_url, status from applications where id = $1',
      [applicationId],
    );
    expect(application).toEqual({ cv_url: cvPath, status: 'applied' });

    const companyDb = freshCompanyDb(owner.id);
    const companySync = startCompanySync(companyDb, tokenClient(url, anonKey, await accessTokenFor(owner)), owner.id, {
      pollIntervalMs: 0,
    });
    handles.push(companySync);
    await companySync.syncNow();
    expect(await companyDb.applications.get(applicationId)).toMatchObject({
      job_id: jobId,
      cv_url: cvPath,
    });
    // The file follows the rows, beside the sync (sync/resumes.ts).
    const cached = await eventually(() => companyDb.resumeCache.get(cvPath));
    expect(cached?.name).toBe('cv.pdf');
    expect(await cached!.blob.text()).toBe('%PDF-1.4 test resume');
  });
});
