import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { readCreatorDraft, readOpenCreatorDraft } from './creatorDrafts';
import { hasUserMessages } from './creatorMessages';

const keep = deleteStoresAfterEach();
const companyDb = () => keep(new CompanyDb(TEST_COMPANY, { name: `creator-drafts-${newId()}` }));

const JOB = newId();
const [NEW_OLDER, NEW_NEWER, NEW_TALKED, EDIT, DONE] = Array.from({ length: 5 }, () => newId());

async function seededDb() {
  const db = companyDb();
  await putPulledRows(db, {
    job_drafts: [
      { id: NEW_OLDER, job_id: null, status: 'open', updated_at: '2026-01-01T00:00:00.000Z' },
      { id: NEW_NEWER, job_id: null, status: 'open', updated_at: '2026-01-03T00:00:00.000Z' },
      { id: NEW_TALKED, job_id: null, status: 'open', updated_at: '2026-01-02T00:00:00.000Z' },
      { id: EDIT, job_id: JOB, status: 'open', updated_at: '2026-01-05T00:00:00.000Z' },
      { id: DONE, job_id: null, status: 'published', updated_at: '2026-01-09T00:00:00.000Z' },
    ],
    job_draft_messages: [
      { draft_id: NEW_NEWER, role: 'assistant', content: 'Welcome' },
      { draft_id: NEW_TALKED, role: 'assistant', content: 'Welcome' },
      { draft_id: NEW_TALKED, role: 'user', content: 'A backend engineer' },
    ],
  });
  return db;
}

describe('readOpenCreatorDraft', () => {
  it('prefers the open draft the recruiter has talked to, then the most recently changed', async () => {
    const db = await seededDb();
    expect((await readOpenCreatorDraft(db, null))?.id).toBe(NEW_TALKED);
    await db.jobDraftMessages.where('draft_id').equals(NEW_TALKED).delete();
    expect((await readOpenCreatorDraft(db, null))?.id).toBe(NEW_NEWER);
  });

  it("finds the draft editing a job by the job's id, null when there is none", async () => {
    const db = await seededDb();
    expect((await readOpenCreatorDraft(db, JOB))?.id).toBe(EDIT);
    expect(await readOpenCreatorDraft(db, newId())).toBeNull();
  });
});

describe('readCreatorDraft', () => {
  it('gives the draft by id whatever its status, null when there is none', async () => {
    const db = await seededDb();
    const [done, missing] = await Promise.all([readCreatorDraft(db, DONE), readCreatorDraft(db, newId())]);
    expect([done?.status, missing]).toEqual(['published', null]);
  });
});

describe('hasUserMessages', () => {
  it("counts the recruiter's messages only, not the assistant's", async () => {
    const db = await seededDb();
    expect(await hasUserMessages(db, NEW_TALKED)).toBe(true);
    expect(await hasUserMessages(db, NEW_NEWER)).toBe(false);
  });
});
