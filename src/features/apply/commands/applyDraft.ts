// Write side of the application chat. The whole conversation lives in `applyDrafts` (public
// store), so a reload or a lost connection resumes where the applicant was.
import {
  enqueue,
  newId,
  type ApplyChatMessage,
  type ApplyDraft,
  type Job,
  type OutboxEntry,
  type PublicDb,
} from '@/db';
import { findContactDetails } from '@/features/screening/model/contactDetails';
import { applyChatStep, pendingEvent, type ApplyChatState } from '../model/applyChat';
import { checkResumeFile, type ResumeFileCheck } from '../model/resumeFile';

export function newMessage(role: ApplyChatMessage['role'], content: string): ApplyChatMessage {
  return { id: newId(), role, content, timestamp: Date.now() };
}

/** The draft for a job, created on first visit with its client-generated application id. */
export async function ensureApplyDraft(db: PublicDb, jobId: string): Promise<ApplyDraft> {
  return db.transaction('rw', db.applyDrafts, async () => {
    const existing = await db.applyDrafts.get(jobId);
    if (existing) return existing;
    const draft: ApplyDraft = {
      jobId,
      applicationId: newId(),
      messages: [],
      progress: 0,
      answers: [],
      resume: null,
      contact: {},
      status: 'in_progress',
      updatedAt: Date.now(),
    };
    await db.applyDrafts.add(draft);
    return draft;
  });
}

export function chatStateOf(draft: ApplyDraft): ApplyChatState {
  return { progress: draft.progress, hasResume: !!draft.resume, contact: draft.contact ?? {}, answers: draft.answers };
}

/** Posts the applicant's message (the reply follows after the assistant's delay). */
export async function addApplicantMessage(db: PublicDb, jobId: string, content: string): Promise<void> {
  await db.transaction('rw', db.applyDrafts, async () => {
    const draft = await db.applyDrafts.get(jobId);
    if (!draft || draft.status === 'submitted') return;
    await db.applyDrafts.update(jobId, {
      messages: [...draft.messages, newMessage('user', content)],
      updatedAt: Date.now(),
    });
  });
}

/** A storage-safe file name: the object path is `<applicationId>/<name>`. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return cleaned || 'resume';
}

export const resumeBlobKey = (applicationId: string) => `resume:${applicationId}`;

/**
 * Keeps the resume file in the store (it is uploaded after the application is submitted), when
 * the bucket will take it: the one rule (checkResumeFile: type, 10 MB, not empty) is applied here,
 * where the file is written, whoever calls. A refused file is answered in the chat with the rule's
 * message and nothing is kept. The file is stored with the content type the bucket expects for its
 * extension. Answers the rule's verdict.
 */
export async function attachResume(
  db: PublicDb,
  jobId: string,
  file: Blob & { name: string },
  text: string | null,
  note?: string,
): Promise<ResumeFileCheck> {
  const check = checkResumeFile(file);
  await db.transaction('rw', db.applyDrafts, db.blobs, async () => {
    const draft = await db.applyDrafts.get(jobId);
    if (!draft || draft.resume) return;
    if (!check.ok) {
      await db.applyDrafts.update(jobId, {
        messages: [...draft.messages, newMessage('assistant', check.message)],
        updatedAt: Date.now(),
      });
      return;
    }
    const blobKey = resumeBlobKey(draft.applicationId);
    const name = safeFileName(file.name);
    const type = check.contentType;
    await db.blobs.put({ key: blobKey, blob: file, name, type });
    await db.applyDrafts.update(jobId, {
      resume: { blobKey, name, type, text, ...(note ? { note } : {}) },
      messages: [...draft.messages, newMessage('user', `Uploaded: ${file.name}`)],
      updatedAt: Date.now(),
    });
  });
  return check;
}

/** Posts an assistant message outside the step machine (e.g. a rejected file type). */
export async function addAssistantMessage(db: PublicDb, jobId: string, content: string): Promise<void> {
  await db.transaction('rw', db.applyDrafts, async () => {
    const draft = await db.applyDrafts.get(jobId);
    if (!draft) return;
    await db.applyDrafts.update(jobId, {
      messages: [...draft.messages, newMessage('assistant', content)],
      updatedAt: Date.now(),
    });
  });
}

/**
 * Runs the assistant's turn for whatever the stored conversation is waiting on (the welcome, an
 * upload, an unanswered message): the step machine's replies and new state are written, and when
 * it reaches 100 the SAME transaction queues the submission — the `rpc` submit_application with
 * the client's application id, then the resume `upload` (same group, so the upload never runs
 * ahead of a rejected submit). Atomic: the chat can never say "submitted" without the submission
 * being queued, and running the turn twice (two timers, a reload) finds nothing left to do.
 * Returns true when this turn queued the submission.
 */
export async function runAssistantTurn(db: PublicDb, job: Pick<Job, 'id' | 'title' | 'questions'>): Promise<boolean> {
  return db.transaction('rw', db.applyDrafts, db.outbox, db.blobs, async () => {
    const draft = await db.applyDrafts.get(job.id);
    if (!draft) return false;
    const event = pendingEvent(draft);
    if (!event) return false;
    const {
      state,
      replies: stepReplies,
      submit,
    } = applyChatStep(chatStateOf(draft), event, job, findContactDetails(draft.resume?.text));
    // A resume whose text could not be read still goes with the application; say so once, with
    // the reply to the upload.
    const replies = event.type === 'resume' && draft.resume?.note ? [draft.resume.note, ...stepReplies] : stepReplies;
    const updated: ApplyDraft = {
      ...draft,
      progress: state.progress,
      answers: state.answers,
      contact: state.contact,
      // An event with no reply (e.g. a repeated upload) still gets an answer, so the turn ends.
      messages: [
        ...draft.messages,
        ...(replies.length ? replies : ['Got it.']).map((content) => newMessage('assistant', content)),
      ],
      status: submit ? 'submitted' : draft.status,
      updatedAt: Date.now(),
    };
    if (submit) await queueSubmission(db, updated);
    await db.applyDrafts.put(updated);
    return submit;
  });
}

async function queueSubmission(db: PublicDb, draft: ApplyDraft): Promise<void> {
  const cvPath = draft.resume ? `${draft.applicationId}/${draft.resume.name}` : null;
  const group = `application:${draft.applicationId}`;
  await enqueue(db, {
    table: '',
    op: 'rpc',
    group,
    rpc: {
      fn: 'submit_application',
      args: {
        p_application_id: draft.applicationId,
        p_job_id: draft.jobId,
        p_first_name: draft.contact?.firstName ?? '',
        p_last_name: draft.contact?.lastName ?? '',
        p_email: draft.contact?.email ?? '',
        p_phone: draft.contact?.phone ?? '',
        p_answers: draft.answers,
        p_cv_path: cvPath,
        p_resume_filename: draft.resume?.name ?? null,
        p_resume_text: draft.resume?.text ?? null,
      },
    },
  });
  if (draft.resume && cvPath) {
    await enqueue(db, {
      table: '',
      op: 'upload',
      group,
      upload: { bucket: 'resumes', path: cvPath, blobKey: draft.resume.blobKey },
    });
  }
}

/**
 * Where a submitted application is:
 * - `waiting`: the application is still queued (offline, or on its way);
 * - `failed`: the server refused the application itself (e.g. the job closed);
 * - `resume-waiting`: the application is in, its resume is still on its way;
 * - `resume-failed`: the application is in, but its resume was refused (D9) — it can be replaced;
 * - `sent`: both delivered (nothing left in the outbox for it).
 */
export type SubmissionDelivery = 'none' | 'waiting' | 'failed' | 'resume-waiting' | 'resume-failed' | 'sent';

export interface SubmissionState {
  delivery: SubmissionDelivery;
  /** The server's refusal of the resume, when `resume-failed`. */
  resumeError?: { code?: string; message: string };
}

const isSubmit = (entry: OutboxEntry) => entry.op === 'rpc' && entry.rpc.fn === 'submit_application';

/** The outbox entries of one application: its submission group and any resume replacement. */
async function applicationEntries(db: PublicDb, applicationId: string): Promise<OutboxEntry[]> {
  const submission = `application:${applicationId}`;
  const replacement = `resume:${applicationId}:`;
  return (await db.outbox.orderBy('seq').toArray()).filter(
    (entry) => entry.group === submission || !!entry.group?.startsWith(replacement),
  );
}

/** Where a submitted application is on its way to the server (live from the outbox). */
export async function submissionState(db: PublicDb, jobId: string): Promise<SubmissionState> {
  const draft = await db.applyDrafts.get(jobId);
  if (!draft || draft.status !== 'submitted') return { delivery: 'none' };
  const entries = await applicationEntries(db, draft.applicationId);
  if (entries.some((entry) => isSubmit(entry) && entry.status === 'failed')) return { delivery: 'failed' };
  if (entries.some(isSubmit)) return { delivery: 'waiting' };
  // The application is on the server; whatever is left is about its resume.
  const refused = entries.find((entry) => entry.status === 'failed');
  if (refused) return { delivery: 'resume-failed', resumeError: refused.error };
  return { delivery: entries.length > 0 ? 'resume-waiting' : 'sent' };
}

export async function submissionDelivery(db: PublicDb, jobId: string): Promise<SubmissionDelivery> {
  return (await submissionState(db, jobId)).delivery;
}

/** `queued`: the new file waits in the outbox; `refused`: the resume rule's message for the file. */
export type ReplaceResumeResult = { queued: true } | { queued: false; refused?: string };

/**
 * After the server refused the resume of a submitted application (D9): keeps the new file, when
 * the bucket will take it (checkResumeFile, applied here as in attachResume), and
 * queues, in one group, `replace_application_resume` (the application now points at the new
 * file's path, allowed only while no resume is stored for it) and the upload. The refused entries
 * and their file leave the store. Answers false when there is nothing to replace (the application
 * itself was refused or is still on its way, or its resume went through); a refused file leaves
 * everything as it was (the refused upload stays, for the applicant to see why).
 */
export async function replaceResume(
  db: PublicDb,
  jobId: string,
  file: Blob & { name: string },
  text: string | null,
): Promise<ReplaceResumeResult> {
  const check = checkResumeFile(file);
  if (!check.ok) return { queued: false, refused: check.message };
  const contentType = check.contentType;
  return db.transaction('rw', db.applyDrafts, db.outbox, db.blobs, async (): Promise<ReplaceResumeResult> => {
    const draft = await db.applyDrafts.get(jobId);
    if (!draft || draft.status !== 'submitted') return { queued: false };
    const { delivery } = await submissionState(db, jobId);
    if (delivery !== 'resume-failed') return { queued: false };
    for (const entry of await applicationEntries(db, draft.applicationId)) {
      if (entry.status !== 'failed') continue;
      await db.outbox.delete(entry.seq!);
      if (entry.op === 'upload') await db.blobs.delete(entry.upload.blobKey);
    }
    const attempt = newId();
    const group = `resume:${draft.applicationId}:${attempt}`;
    const name = safeFileName(file.name);
    const blobKey = `resume:${draft.applicationId}:${attempt}`;
    const cvPath = `${draft.applicationId}/${name}`;
    await db.blobs.put({ key: blobKey, blob: file, name, type: contentType });
    await enqueue(db, {
      table: '',
      op: 'rpc',
      group,
      rpc: {
        fn: 'replace_application_resume',
        args: {
          p_application_id: draft.applicationId,
          p_cv_path: cvPath,
          p_resume_filename: name,
          p_resume_text: text,
        },
      },
    });
    await enqueue(db, { table: '', op: 'upload', group, upload: { bucket: 'resumes', path: cvPath, blobKey } });
    await db.applyDrafts.update(jobId, { resume: { blobKey, name, type: contentType, text }, updatedAt: Date.now() });
    return { queued: true };
  });
}
