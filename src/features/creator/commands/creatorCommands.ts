// Writes of the Job Description Creator. The draft row (`job_drafts`) holds the step, the draft
// and the whole conversation; every change is one Dexie transaction (row + outbox entry).
import { deleteRow, newId, upsertRow, type CompanyDb, type Job, type JobDraft } from '../../../db';
import { creatorDraftFrom, creatorDraftFromJob, emptyCreatorDraft, jobPatchFromDraft } from '../model/creatorDraft';
import { awaitingReply, creatorMessage, creatorMessagesFrom, uploadedMessage } from '../model/creatorMessage';
import { previewMessage } from '../model/creatorPreview';
import { CREATOR_WELCOME, PREVIEW_STEP, nextCreatorStep, type DescriptionDrafter } from '../model/creatorSteps';

export const PUBLISH_SUCCESS_TOAST = 'Job description published successfully!';
export const PUBLISH_FAILURE_TOAST = 'Failed to publish job description';
export const PUBLISH_SUCCESS_MESSAGE = 'Job published successfully! You can now view it in your jobs dashboard.';
export const PUBLISH_FAILURE_MESSAGE = 'There was an error publishing the job. Please try again.';

const isOpenFor = (draft: JobDraft, jobId: string | null) =>
  draft.status === 'open' && !draft.deleted_at && (draft.job_id ?? null) === jobId;

/**
 * Finds the open draft (new job, or the job being edited) or starts one, inside one transaction so
 * two tabs (or a double-mounted effect) never start two.
 */
export async function openCreatorDraft(db: CompanyDb, job: Job | null): Promise<string> {
  const jobId = job?.id ?? null;
  return db.transaction('rw', db.jobDrafts, db.outbox, async () => {
    const open = (await db.jobDrafts.where('status').equals('open').toArray()).filter((d) => isOpenFor(d, jobId));
    if (open.length > 0) return open.sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]!.id;
    const id = newId();
    if (job) {
      // Editing: the job's values become the draft and the conversation starts at the preview.
      const draft = creatorDraftFromJob(job);
      await upsertRow(db, 'job_drafts', id, {
        job_id: job.id,
        step: PREVIEW_STEP,
        draft: { ...draft },
        messages: [creatorMessage('assistant', previewMessage(draft))],
        status: 'open',
      });
    } else {
      await upsertRow(db, 'job_drafts', id, {
        job_id: null,
        step: 1,
        draft: { ...emptyCreatorDraft() },
        messages: [creatorMessage('assistant', CREATOR_WELCOME)],
        status: 'open',
      });
    }
    return id;
  });
}

async function appendMessages(db: CompanyDb, draftId: string, ...contents: [role: 'user' | 'assistant', text: string][]) {
  return db.transaction('rw', db.jobDrafts, db.outbox, async () => {
    const row = await db.jobDrafts.get(draftId);
    if (!row) throw new Error('Draft not found');
    const messages = [...creatorMessagesFrom(row.messages), ...contents.map(([role, text]) => creatorMessage(role, text))];
    await upsertRow(db, 'job_drafts', draftId, { messages });
  });
}

/** The recruiter's message; the assistant answers it after the reply delay (`answerCreatorMessage`). */
export function sendCreatorMessage(db: CompanyDb, draftId: string, text: string): Promise<void> {
  return appendMessages(db, draftId, ['user', text.trim()]);
}

/** Step 1's document upload: only a chat message, the file is sent nowhere (spec §4). */
export function recordCreatorUpload(db: CompanyDb, draftId: string, fileName: string): Promise<void> {
  return appendMessages(db, draftId, ['user', uploadedMessage(fileName)], [
    'assistant',
    "Thanks — I've noted your document. What position are you hiring for?",
  ]);
}

export type CreatorAnswer = { kind: 'none' } | { kind: 'reply' } | { kind: 'published'; jobId: string };

/**
 * Answers the pending user message: runs the step machine and stores the reply, the step and the
 * draft together. On 'publish' the job is written in the SAME transaction as the draft's
 * 'published' status and the success message, so a crash can never publish twice or lose the job.
 * Re-reading the row inside the transaction makes a second tab's answer a no-op.
 */
export async function answerCreatorMessage(db: CompanyDb, draftId: string, drafter: DescriptionDrafter): Promise<CreatorAnswer> {
  return db.transaction('rw', db.jobDrafts, db.jobs, db.outbox, async () => {
    const row = await db.jobDrafts.get(draftId);
    if (!row || row.status !== 'open') return { kind: 'none' } as const;
    const messages = creatorMessagesFrom(row.messages);
    const pending = awaitingReply(messages);
    if (!pending) return { kind: 'none' } as const;
    const next = nextCreatorStep({ step: row.step, draft: creatorDraftFrom(row.draft) }, pending.content, drafter);
    if (next.effect === 'publish') {
      const jobId = row.job_id ?? newId();
      await upsertRow(db, 'jobs', jobId, jobPatchFromDraft(next.draft));
      await upsertRow(db, 'job_drafts', draftId, {
        job_id: jobId,
        status: 'published',
        messages: [...messages, creatorMessage('assistant', PUBLISH_SUCCESS_MESSAGE)],
      });
      return { kind: 'published', jobId } as const;
    }
    await upsertRow(db, 'job_drafts', draftId, {
      step: next.step,
      draft: { ...next.draft },
      messages: [...messages, creatorMessage('assistant', next.reply)],
    });
    return { kind: 'reply' } as const;
  });
}

/** After a failed publish: the assistant says so, and the recruiter can type 'publish' again. */
export function reportPublishFailure(db: CompanyDb, draftId: string): Promise<void> {
  return appendMessages(db, draftId, ['assistant', PUBLISH_FAILURE_MESSAGE]);
}

/**
 * Start over: the open draft — and any other open draft for the same job, e.g. one another device
 * started before syncing — is discarded (tombstones reach the other devices).
 */
export async function discardCreatorDraft(db: CompanyDb, draftId: string): Promise<void> {
  await db.transaction('rw', db.jobDrafts, db.outbox, async () => {
    const draft = await db.jobDrafts.get(draftId);
    if (!draft) return;
    const open = (await db.jobDrafts.where('status').equals('open').toArray()).filter((d) => isOpenFor(d, draft.job_id ?? null));
    for (const id of new Set([draftId, ...open.map((d) => d.id)])) await deleteRow(db, 'job_drafts', id);
  });
}
