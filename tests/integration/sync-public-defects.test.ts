// Issue #9, the public side, against the real stack with the app's own commands and sync engine:
//   D10 — public forms are idempotent (a retry stores once) and answer a new and an existing
//         waitlist email alike (no way to learn who is on the list);
//   D9  — a resume over the bucket's limit is refused with a clear reason while the application
//         stands, and the applicant can upload another file afterwards.
import { describe, expect, it } from 'vitest';
import { enqueue, newId, waitForOutbox } from '../../src/db/commands.ts';
import { queueContactMessage } from '../../src/features/contact/commands/sendContactMessage.ts';
import { joinWaitlist } from '../../src/features/waitlist/commands/joinWaitlist.ts';
import { FlakyNetwork, freshPublicDb } from '../../sync/test-support.ts';
import { getTestStack, sql, insertJobOfNewCompany } from '../support/stack-env.ts';
import { stopSyncAfterEach, queueApplication, startPublicSyncOn } from '../support/sync-tests.ts';

stopSyncAfterEach();

function publicSync(network?: FlakyNetwork) {
  const db = freshPublicDb();
  return { db, sync: startPublicSyncOn(db, network) };
}

/** A raw PostgREST request as an anonymous visitor: status and body exactly as the server sent them. */
async function anonPost(path: string, body: unknown): Promise<{ status: number; body: string }> {
  const { url, anonKey } = getTestStack();
  const response = await fetch(`${url}/rest/v1/${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

const waitlistForm = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  companyName: 'Analytical Engines',
  companySize: '1-10' as const,
  excitementReason: 'Fewer spreadsheets',
});

describe('issue #9, public forms (D10)', () => {
  it('D10: a contact message retried after a lost acknowledgement is stored once', async () => {
    const network = new FlakyNetwork();
    const { db, sync } = publicSync(network);
    const email = `contact-${newId()}@example.com`;
    const mutationId = await queueContactMessage(db, {
      name: 'Ada Lovelace',
      email,
      message: 'Please show me a demo of Partii.',
    });

    // The server stores the message; its answer never reaches the device.
    network.loseNextResponse('contact');
    await sync.syncNow();
    expect(network.dropped).toBe(1);

    // The engine sends it again (same entry, same client id), now or after its backoff.
    await sync.syncNow();
    expect(await waitForOutbox(db, mutationId, 1000)).toBe('applied');
    expect(await sql('select 1 from contact_messages where email = $1', [email])).toHaveLength(1);
  });

  it('D10: a second waitlist sign-up gets the same answer as the first', async () => {
    // Through the app: two sign-ups with one email (two submits, two client ids) both succeed, one row.
    const { db, sync } = publicSync();
    const email = `waitlist-${newId()}@example.com`;
    const first = await joinWaitlist(db, waitlistForm(email));
    const second = await joinWaitlist(db, waitlistForm(email.toUpperCase()));
    await sync.syncNow();
    expect(await waitForOutbox(db, first, 1000)).toBe('applied');
    expect(await waitForOutbox(db, second, 1000)).toBe('applied');
    expect(await sql('select 1 from waitlist_submissions where email = $1', [email])).toHaveLength(1);

    // The raw HTTP answer for a new and an already listed email is the same, byte for byte.
    const other = `raw-${newId()}@example.com`;
    const args = (id: string, address: string) => ({
      p_id: id,
      p_email: address,
      p_full_name: 'Grace Hopper',
      p_company_name: 'Compilers Inc',
      p_company_size: '11-50',
      p_excitement_reason: 'Less busywork',
    });
    const fresh = await anonPost('rpc/join_waitlist', args(newId(), other));
    const repeat = await anonPost('rpc/join_waitlist', args(newId(), other));
    const retry = await anonPost('rpc/join_waitlist', args(newId(), email));
    expect(fresh.status).toBeGreaterThanOrEqual(200);
    expect(fresh.status).toBeLessThan(300);
    expect(repeat).toEqual(fresh);
    expect(retry).toEqual(fresh);

    // The table itself is no oracle either: a direct insert is refused alike for both emails.
    const row = (address: string) => ({
      email: address,
      full_name: 'Eve Spy',
      company_name: 'Probe',
      company_size: '1-10',
      excitement_reason: 'Who is listed?',
    });
    const unknown = await anonPost('waitlist_submissions', row(`nobody-${newId()}@example.com`));
    const listed = await anonPost('waitlist_submissions', row(email));
    expect(listed.status).toBe(unknown.status);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(await sql('select 1 from waitlist_submissions where full_name = $1', ['Eve Spy'])).toHaveLength(0);
  });

  it('D10: invalid form input is refused with 22023 and the spec message, and kept as failed', async () => {
    const bad = await anonPost('rpc/join_waitlist', {
      p_id: newId(),
      p_email: 'not-an-email',
      p_full_name: 'Ada Lovelace',
      p_company_name: 'Engines',
      p_company_size: '1-10',
      p_excitement_reason: 'AI',
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ code: '22023', message: 'Please enter a valid email address.' });

    const { db, sync } = publicSync();
    const id = await queueContactMessage(db, { name: 'Al', email: 'al@example.com', message: 'too short' });
    await sync.syncNow();
    const failed = await db.outbox.where('mutationId').equals(id).first();
    expect(failed).toMatchObject({
      status: 'failed',
      error: { code: '22023', message: 'Message must be at least 10 characters.' },
    });
  });
});

describe('issue #9, resumes (D9)', () => {
  it('D9: an over-limit resume is refused with a clear error, the application stays, and another file can be uploaded', async () => {
    const { jobId } = await insertJobOfNewCompany('Data Engineer', 'published');

    const { db, sync } = publicSync();
    const applicationId = newId();
    const bigPath = `${applicationId}/big-cv.pdf`;
    // 10 MB + 1 byte: one byte over the bucket's file_size_limit.
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const { submit, upload } = await queueApplication(db, {
      applicationId,
      jobId,
      firstName: 'Lin',
      lastName: 'Chen',
      email: `lin-${newId()}@example.com`,
      resumeText: 'SQL, Airflow',
      resume: { key: 'big', blob: big, name: 'big-cv.pdf', type: 'application/pdf', path: bigPath },
    });
    await sync.syncNow();

    expect(await waitForOutbox(db, submit, 1000)).toBe('applied');
    const refused = await db.outbox.where('mutationId').equals(upload).first();
    expect(refused?.status).toBe('failed');
    expect(refused?.error?.message).toMatch(/exceeded the maximum allowed size|too large/i);
    const [application] = await sql<{ status: string; cv_url: string }>(
      'select status, cv_url from applications where id = $1',
      [applicationId],
    );
    expect(application?.status).toBe('applied');
    expect(
      await sql(`select 1 from storage.objects where bucket_id = 'resumes' and name like $1`, [`${applicationId}/%`]),
    ).toHaveLength(0);

    // The applicant chooses a smaller file with another name: the application is pointed at it,
    // then the file goes up (the upload policy admits only the path equal to cv_url).
    const smallPath = `${applicationId}/cv.docx`;
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await db.blobs.put({
      key: 'small',
      blob: new Blob(['PK small resume'], { type: docx }),
      name: 'cv.docx',
      type: docx,
    });
    const again = `resume:${applicationId}:2`;
    const point = await enqueue(db, {
      table: '',
      op: 'rpc',
      group: again,
      rpc: {
        fn: 'replace_application_resume',
        args: {
          p_application_id: applicationId,
          p_cv_path: smallPath,
          p_resume_filename: 'cv.docx',
          p_resume_text: null,
        },
      },
    });
    const reupload = await enqueue(db, {
      table: '',
      op: 'upload',
      group: again,
      upload: { bucket: 'resumes', path: smallPath, blobKey: 'small' },
    });
    await sync.syncNow();
    expect(await waitForOutbox(db, point, 1000)).toBe('applied');
    expect(await waitForOutbox(db, reupload, 1000)).toBe('applied');
    const [updated] = await sql<{ cv_url: string; resume_filename: string; resume_text: string }>(
      'select cv_url, resume_filename, resume_text from applications where id = $1',
      [applicationId],
    );
    expect(updated).toEqual({ cv_url: smallPath, resume_filename: 'cv.docx', resume_text: 'SQL, Airflow' });
    expect(
      await sql(`select name from storage.objects where bucket_id = 'resumes' and name like $1`, [
        `${applicationId}/%`,
      ]),
    ).toEqual([{ name: smallPath }]);

    // Once a resume is there it can never be swapped for another.
    const swap = await anonPost('rpc/replace_application_resume', {
      p_application_id: applicationId,
      p_cv_path: `${applicationId}/other.pdf`,
    });
    expect(swap.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(swap.body).message).toMatch(/already been uploaded/);
    expect(
      (await sql<{ cv_url: string }>('select cv_url from applications where id = $1', [applicationId]))[0].cv_url,
    ).toBe(smallPath);
  });
});
