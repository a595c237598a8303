import { afterEach, describe, expect, it } from 'vitest';
import { PublicDb } from '@/db';
import {
  addApplicantMessage,
  attachResume,
  ensureApplyDraft,
  runAssistantTurn,
  submissionDelivery,
} from './applyDraft';

const job = {
  id: '6f1c3a52-0c1b-4d51-9a0a-111111111111',
  title: 'Backend Engineer',
  questions: [{ question: 'Why Go?', answer: '' }],
};
let db: PublicDb;

afterEach(async () => {
  db.close();
  await db.delete();
});

async function say(text: string) {
  await addApplicantMessage(db, job.id, text);
  return runAssistantTurn(db, job);
}

describe('application chat commands', () => {
  it('keeps the conversation and queues the submission with the upload, once', async () => {
    db = new PublicDb(`apply-test-${Math.random()}`);
    const draft = await ensureApplyDraft(db, job.id);
    expect(await ensureApplyDraft(db, job.id)).toEqual(draft);

    await runAssistantTurn(db, job); // welcome
    await attachResume(
      db,
      job.id,
      new File(['%PDF-1.4'], 'My CV (final).pdf', { type: 'application/pdf' }),
      'resume text',
    );
    await runAssistantTurn(db, job);
    await say('Ada Lovelace');
    await say('ada@example.com');
    await say('+44 20 7946 0958');
    await say('Because it is simple');
    expect(await db.outbox.count()).toBe(0);
    expect(await submissionDelivery(db, job.id)).toBe('none');
    const submitted = await say('no');
    expect(submitted).toBe(true);

    const stored = await db.applyDrafts.get(job.id);
    expect(stored).toMatchObject({ status: 'submitted', progress: 100 });
    expect(stored!.messages.at(-2)!.content).toBe('Application submitted successfully!');

    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.op)).toEqual(['rpc', 'upload']);
    expect(entries[0].group).toBe(entries[1].group);
    expect(entries[0].op === 'rpc' && entries[0].rpc).toEqual({
      fn: 'submit_application',
      args: {
        p_application_id: draft.applicationId,
        p_job_id: job.id,
        p_first_name: 'Ada',
        p_last_name: 'Lovelace',
        p_email: 'ada@example.com',
        p_phone: '+44 20 7946 0958',
        p_answers: [{ question: 'Why Go?', answer: 'Because it is simple' }],
        p_cv_path: `${draft.applicationId}/My_CV_final_.pdf`,
        p_resume_filename: 'My_CV_final_.pdf',
        p_resume_text: 'resume text',
      },
    });
    expect(entries[1].op === 'upload' && entries[1].upload).toEqual({
      bucket: 'resumes',
      path: `${draft.applicationId}/My_CV_final_.pdf`,
      blobKey: `resume:${draft.applicationId}`,
    });
    expect(await db.blobs.get(`resume:${draft.applicationId}`)).toBeTruthy();
    expect(await submissionDelivery(db, job.id)).toBe('waiting');

    // A second run (another timer, a reload) has nothing left to do.
    expect(await runAssistantTurn(db, job)).toBe(false);
    expect(await db.outbox.count()).toBe(2);

    await db.outbox.clear();
    expect(await submissionDelivery(db, job.id)).toBe('sent');
  });
});
