// Issue 24: the resume rule (type, 10 MB) lives where the write is made. The commands that keep a
// resume for upload refuse what the bucket would refuse, whoever calls them (not only the chat UI).
import { afterEach, describe, expect, it } from 'vitest';
import { enqueue, PublicDb } from '@/db';
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE, RESUME_WRONG_TYPE } from '../model/resumeFile';
import { attachResume, ensureApplyDraft, replaceResume, runAssistantTurn } from './applyDraft';

const job = { id: '6f1c3a52-0c1b-4d51-9a0a-222222222222', title: 'Backend Engineer', questions: [] };
let db: PublicDb;

afterEach(async () => {
  db.close();
  await db.delete();
});

/** A file of `size` bytes without allocating them (the rule reads name, size and type). */
function fileOfSize(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('attachResume keeps only a file the bucket takes', () => {
  it('refuses a file over 10 MB with the message, keeps nothing, and the chat still asks for a resume', async () => {
    db = new PublicDb(`resume-rule-${Math.random()}`);
    await ensureApplyDraft(db, job.id);
    await runAssistantTurn(db, job); // welcome

    const check = await attachResume(db, job.id, fileOfSize('cv.pdf', RESUME_MAX_BYTES + 1), 'text');

    expect(check).toMatchObject({ ok: false, reason: 'size', message: RESUME_TOO_LARGE });
    expect(await db.blobs.count()).toBe(0);
    const draft = await db.applyDrafts.get(job.id);
    expect(draft?.resume).toBeNull();
    expect(draft?.messages.at(-1)).toMatchObject({ role: 'assistant', content: RESUME_TOO_LARGE });
  });

  it('refuses a type the bucket does not take; stores an accepted one with the bucket’s content type', async () => {
    db = new PublicDb(`resume-rule-${Math.random()}`);
    await ensureApplyDraft(db, job.id);
    expect(await attachResume(db, job.id, fileOfSize('cv.txt', 10, 'text/plain'), null)).toMatchObject({
      ok: false,
      message: RESUME_WRONG_TYPE,
    });
    expect(await db.blobs.count()).toBe(0);

    const check = await attachResume(db, job.id, fileOfSize('cv.docx', RESUME_MAX_BYTES, ''), null);
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(check).toEqual({ ok: true, contentType: docx });
    const draft = await db.applyDrafts.get(job.id);
    expect(draft?.resume).toMatchObject({ name: 'cv.docx', type: docx });
    expect(await db.blobs.get(draft!.resume!.blobKey)).toMatchObject({ type: docx });
  });
});

describe('replaceResume keeps only a file the bucket takes', () => {
  async function refusedResume() {
    db = new PublicDb(`resume-rule-${Math.random()}`);
    const draft = await ensureApplyDraft(db, job.id);
    await db.applyDrafts.update(job.id, { status: 'submitted', progress: 100 });
    const seq = await db.transaction('rw', db.outbox, async () => {
      await enqueue(db, {
        table: '',
        op: 'upload',
        group: `application:${draft.applicationId}`,
        upload: { bucket: 'resumes', path: `${draft.applicationId}/big.pdf`, blobKey: 'big' },
      });
      return (await db.outbox.toCollection().last())!.seq!;
    });
    await db.outbox.update(seq, { status: 'failed', error: { code: '413', message: 'too large' } });
    return draft;
  }

  it('refuses a file over 10 MB: nothing is queued, the refused upload stays for the applicant to see', async () => {
    await refusedResume();
    const result = await replaceResume(db, job.id, fileOfSize('cv.pdf', RESUME_MAX_BYTES + 1), null);
    expect(result).toEqual({ queued: false, refused: RESUME_TOO_LARGE });
    expect((await db.outbox.toArray()).map((e) => [e.op, e.status])).toEqual([['upload', 'failed']]);
    expect(await db.blobs.count()).toBe(0);
  });

  it('queues an accepted file in place of the refused one', async () => {
    const draft = await refusedResume();
    const result = await replaceResume(db, job.id, fileOfSize('cv.pdf', 2000), 'text');
    expect(result).toEqual({ queued: true });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.op, e.status])).toEqual([
      ['rpc', 'pending'],
      ['upload', 'pending'],
    ]);
    expect(entries[1].op === 'upload' && entries[1].upload.path).toBe(`${draft.applicationId}/cv.pdf`);
  });
});
