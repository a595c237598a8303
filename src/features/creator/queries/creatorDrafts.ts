// Reading the creator's drafts from the local store, as plain functions (the hooks in
// useCreatorDraft.ts run them in live queries).
import type { CompanyDb, JobDraft } from '@/db';
import { hasUserMessages } from './creatorMessages';

/**
 * The open draft for a new job (jobId null) or for editing that job; null when none. If two
 * devices each started one before syncing, the one the recruiter has talked to wins, then the
 * most recently changed.
 */
export async function readOpenCreatorDraft(db: CompanyDb, jobId: string | null): Promise<JobDraft | null> {
  const open = await db.jobDrafts.where('status').equals('open').toArray();
  const mine = open.filter((d) => (d.job_id ?? null) === jobId);
  const talked = new Map<string, boolean>();
  for (const d of mine) talked.set(d.id, await hasUserMessages(db, d.id));
  mine.sort((a, b) => Number(talked.get(b.id)) - Number(talked.get(a.id)) || b.updated_at.localeCompare(a.updated_at));
  return mine[0] ?? null;
}

/** One draft by id; null when there is none. */
export async function readCreatorDraft(db: CompanyDb, draftId: string): Promise<JobDraft | null> {
  return (await db.jobDrafts.get(draftId)) ?? null;
}
