// The creator's open draft and its conversation, found by live query, so the conversation resumes
// after a reload, a crash or on another device as soon as the draft has synced.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import { type JobDraft } from '../../../db';
import type { CreatorMessage } from '../model/creatorMessage';
import { hasUserMessages, readCreatorMessages } from './creatorMessages';

/**
 * The open draft for a new job (jobId null) or for editing that job; null when none. If two
 * devices each started one before syncing, the one the recruiter has talked to wins, then the
 * most recently changed.
 */
export function useOpenCreatorDraft(jobId: string | null): JobDraft | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => {
    const open = await db.jobDrafts.where('status').equals('open').toArray();
    const mine = open.filter((d) => !d.deleted_at && (d.job_id ?? null) === jobId);
    const talked = new Map<string, boolean>();
    for (const d of mine) talked.set(d.id, await hasUserMessages(db, d.id));
    mine.sort(
      (a, b) => Number(talked.get(b.id)) - Number(talked.get(a.id)) || b.updated_at.localeCompare(a.updated_at),
    );
    return mine[0] ?? null;
  }, [db, jobId]);
}

export function useCreatorDraftById(draftId: string | null): JobDraft | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (draftId ? ((await db.jobDrafts.get(draftId)) ?? null) : null), [db, draftId]);
}

/** The draft's conversation in order (rows merged from every device); undefined while loading. */
export function useCreatorMessages(draftId: string | null): CreatorMessage[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (draftId ? readCreatorMessages(db, draftId) : []), [db, draftId]);
}
