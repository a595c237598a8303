// The creator's open draft, found by live query, so the conversation resumes after a reload, a
// crash or on another device as soon as the draft has synced.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import { type JobDraft } from '../../../db';

/**
 * The open draft for a new job (jobId null) or for editing that job; null when none. If two
 * devices each started one before syncing, the one the recruiter has talked to wins, then the
 * most recently changed.
 */
export function useOpenCreatorDraft(jobId: string | null): JobDraft | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => {
    const open = await db.jobDrafts.where('status').equals('open').toArray();
    const mine = open
      .filter((d) => !d.deleted_at && (d.job_id ?? null) === jobId)
      .sort((a, b) => Number(hasAnswers(b)) - Number(hasAnswers(a)) || b.updated_at.localeCompare(a.updated_at));
    return mine[0] ?? null;
  }, [db, jobId]);
}

const hasAnswers = (draft: JobDraft) => draft.messages.some((m) => (m as { role?: string })?.role === 'user');

export function useCreatorDraftById(draftId: string | null): JobDraft | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (draftId ? ((await db.jobDrafts.get(draftId)) ?? null) : null), [db, draftId]);
}
