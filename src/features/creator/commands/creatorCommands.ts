// Writes of the Job Description Creator. The draft row (`job_drafts`) holds the step, the draft
// and the id of the one job it publishes; the conversation is insert-only rows
// (`job_draft_messages`, one upsertRow per message), so turns written on two devices at once are
// all kept. Every change is one Dexie transaction (rows + outbox entries).
import { deleteRow, newId, upsertRow, type CompanyDb, type Job, type JobDraft } from '@/db';
import { creatorDraftFrom, creatorDraftFromJob, emptyCreatorDraft, jobPatchFromDraft } from '../model/creatorDraft';
import { awaitingReply, nextMessageTimes, replyIdFor, uploadedMessage } from '../model/creatorMessage';
import { readCreatorMessages } from '../queries/creatorMessages';
import { markWrittenInThisTab } from '../model/writtenInThisTab';
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
  return db.transaction('rw', db.jobDrafts, db.jobDraftMessages, db.outbox, async () => {
    const open = (await db.jobDrafts.where('status').equals('open').toArray()).filter((d) => isOpenFor(d, jobId));
    if (open.length > 0) return open.sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]!.id;
    const id = newId();
    if (job) {
      // Editing: the job's values become the draft and the conversation starts at the preview.
      // Publishing saves that job.
      const draft = creatorDraftFromJob(job);
      await upsertRow(db, 'job_drafts', id, {
        job_id: job.id,
        publish_job_id: job.id,
        step: PREVIEW_STEP,
        draft: { ...draft },
        status: 'open',
      });
      await addMessages(db, id, [['assistant', previewMessage(draft)]]);
    } else {
      // A new job: its id is fixed now, with the draft, so however many devices (or retries)
      // publish this draft, they all write the same job.
      await upsertRow(db, 'job_drafts', id, {
        job_id: null,
        publish_job_id: newId(),
        step: 1,
        draft: { ...emptyCreatorDraft() },
        status: 'open',
      });
      await addMessages(db, id, [['assistant', CREATOR_WELCOME]]);
    }
    return id;
  });
}

type NewMessage = [role: 'user' | 'assistant', text: string, id?: string];

/**
 * Adds messages after the conversation's latest one (one insert-only row each). Must run inside a
 * transaction over `jobDraftMessages` and `outbox`.
 */
async function addMessages(db: CompanyDb, draftId: string, messages: NewMessage[]): Promise<void> {
  const latest = (await readCreatorMessages(db, draftId)).at(-1)?.timestamp ?? null;
  const times = nextMessageTimes(latest, messages.length);
  for (const [i, [role, content, id]] of messages.entries()) {
    await upsertRow(db, 'job_draft_messages', id ?? newId(), {
      draft_id: draftId,
      role,
      content,
      created_at: times[i],
    });
  }
}

async function appendMessages(db: CompanyDb, draftId: string, ...contents: NewMessage[]) {
  return db.transaction('rw', db.jobDrafts, db.jobDraftMessages, db.outbox, async () => {
    const row = await db.jobDrafts.get(draftId);
    if (!row) throw new Error('Draft not found');
    await addMessages(db, draftId, contents);
  });
}

/** The recruiter's message; the assistant answers it after the reply delay (`answerCreatorMessage`). */
export function sendCreatorMessage(db: CompanyDb, draftId: string, text: string): Promise<void> {
  const id = newId();
  // Marked before the write: a reload that lands before the transaction commits loses the
  // message, and a mark for a message that never was is harmless.
  markWrittenInThisTab(id);
  return appendMessages(db, draftId, ['user', text.trim(), id]);
}

/** Step 1's document upload: only a chat message, the file is sent nowhere (spec §4). */
export function recordCreatorUpload(db: CompanyDb, draftId: string, fileName: string): Promise<void> {
  return appendMessages(
    db,
    draftId,
    ['user', uploadedMessage(fileName)],
    ['assistant', "Thanks — I've noted your document. What position are you hiring for?"],
  );
}

export type CreatorAnswer = { kind: 'none' } | { kind: 'reply' } | { kind: 'published'; jobId: string };

/**
 * Answers the pending user message: runs the step machine and stores the reply, the step and the
 * draft together. On 'publish' the job is written in the SAME transaction as the draft's
 * 'published' status and the success message, so a crash can never lose the job; the job's id is
 * the one fixed with the draft, so publishing again (a retry, another device) updates that job
 * instead of making a second one. Re-reading inside the transaction makes a second tab's answer a
 * no-op, and the reply's id is derived from the message it answers, so two devices answering the
 * same message write one reply.
 */
export async function answerCreatorMessage(
  db: CompanyDb,
  draftId: string,
  drafter: DescriptionDrafter,
): Promise<CreatorAnswer> {
  return db.transaction('rw', [db.jobDrafts, db.jobDraftMessages, db.jobs, db.outbox], async () => {
    const row = await db.jobDrafts.get(draftId);
    if (!row || row.status !== 'open') return { kind: 'none' } as const;
    const pending = awaitingReply(await readCreatorMessages(db, draftId));
    if (!pending) return { kind: 'none' } as const;
    const replyId = replyIdFor(pending.id);
    if (await db.jobDraftMessages.get(replyId)) return { kind: 'none' } as const;
    const next = nextCreatorStep({ step: row.step, draft: creatorDraftFrom(row.draft) }, pending.content, drafter);
    if (next.effect === 'publish') {
      // Drafts made before the id was fixed with the draft fall back to a new id (old behaviour).
      const jobId = row.job_id ?? row.publish_job_id ?? newId();
      await upsertRow(db, 'jobs', jobId, jobPatchFromDraft(next.draft));
      await upsertRow(db, 'job_drafts', draftId, { job_id: jobId, status: 'published' });
      await addMessages(db, draftId, [['assistant', PUBLISH_SUCCESS_MESSAGE, replyId]]);
      return { kind: 'published', jobId } as const;
    }
    await upsertRow(db, 'job_drafts', draftId, { step: next.step, draft: { ...next.draft } });
    await addMessages(db, draftId, [['assistant', next.reply, replyId]]);
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
  await db.transaction('rw', db.jobDrafts, db.jobDraftMessages, db.outbox, async () => {
    const draft = await db.jobDrafts.get(draftId);
    if (!draft) return;
    const open = (await db.jobDrafts.where('status').equals('open').toArray()).filter((d) =>
      isOpenFor(d, draft.job_id ?? null),
    );
    const ids = [...new Set([draftId, ...open.map((d) => d.id)])];
    for (const id of ids) await deleteRow(db, 'job_drafts', id);
    // The server deletes a deleted draft's messages itself (their tombstones follow); locally
    // they go at once. A message still queued is sent before the draft's delete, as it was made.
    await db.jobDraftMessages.where('draft_id').anyOf(ids).delete();
  });
}
