// The creator's open draft and its conversation, found by live query, so the conversation resumes
// after a reload, a crash or on another device as soon as the draft has synced.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import { type JobDraft } from '@/db';
import type { CreatorMessage } from '../model/creatorMessage';
import { readCreatorDraft, readOpenCreatorDraft } from './creatorDrafts';
import { readCreatorMessages } from './creatorMessages';

/** The open draft for a new job (jobId null) or for editing that job (see readOpenCreatorDraft); null when none. */
export function useOpenCreatorDraft(jobId: string | null): JobDraft | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readOpenCreatorDraft(db, jobId), [db, jobId]);
}

export function useCreatorDraftById(draftId: string | null): JobDraft | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (draftId ? readCreatorDraft(db, draftId) : null), [db, draftId]);
}

/** The draft's conversation in order (rows merged from every device); undefined while loading. */
export function useCreatorMessages(draftId: string | null): CreatorMessage[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (draftId ? readCreatorMessages(db, draftId) : []), [db, draftId]);
}
