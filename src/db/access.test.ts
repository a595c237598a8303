import { describe, expect, it } from 'vitest';
import { CompanyDb, enqueue, newId, type SyncCursor } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { dropHiddenTables, forgetCompanyRows, myRole } from './access.ts';

const keep = deleteStoresAfterEach();
const USER = '55555555-5555-4555-8555-555555555555';
const team = {
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  deleted_at: null,
  version: 1,
  change_xid: '9',
};

const cursor = (table: string): SyncCursor => ({ key: `cursor:${table}`, xid: '10', id: newId() });

function store() {
  return keep(new CompanyDb(USER, { companyId: TEST_COMPANY, name: `access-${newId()}` }));
}

describe('a member who loses access (issue 13)', () => {
  it("removed: the company's rows, counts, cursors and resumes leave; unsent writes stay, refused with the reason", async () => {
    const db = store();
    await putPulledRows(db, { jobs: [{ title: 'Designer' }], profiles: [{ first_name: 'Ana' }] });
    await db.activity.put({
      ...team,
      id: newId(),
      company_id: TEST_COMPANY,
      actor_id: USER,
      actor_name: 'me',
      kind: 'note_added',
      application_id: null,
      profile_id: null,
      job_id: null,
      data: {},
    });
    await db.syncState.put(cursor('jobs'));
    await db.resumeCache.put({
      key: 'a/cv.pdf',
      blob: new Blob(['cv']),
      name: 'cv.pdf',
      type: 'application/pdf',
      fetchedAt: 1,
    });
    await enqueue(db, {
      table: 'notes',
      op: 'upsert',
      rowId: newId(),
      patch: { content: 'typed offline' },
      baseVersion: null,
    });

    await forgetCompanyRows(db, 'You are no longer a member of Acme.');

    expect([await db.jobs.count(), await db.profiles.count(), await db.activity.count()]).toEqual([0, 0, 0]);
    expect(await db.resumeCache.count()).toBe(0);
    expect(await db.syncState.get('cursor:jobs')).toBeUndefined();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      status: 'failed',
      error: { code: '42501', message: 'You are no longer a member of Acme.' },
    });
  });

  it('narrowed to interviewer: drafts, their messages and invitations leave with their cursors; the rest stays', async () => {
    const db = store();
    await putPulledRows(db, { jobs: [{ title: 'Designer' }], job_drafts: [{}] });
    await db.syncState.bulkPut([cursor('job_drafts'), cursor('jobs')]);
    expect(await dropHiddenTables(db, 'interviewer')).toEqual(['job_drafts']);
    expect(await db.jobDrafts.count()).toBe(0);
    expect(await db.syncState.get('cursor:job_drafts')).toBeUndefined();
    expect(await db.jobs.count()).toBe(1);
    expect(await db.syncState.get('cursor:jobs')).toBeDefined();
    // Nothing left to drop: a second pass empties nothing.
    expect(await dropHiddenTables(db, 'interviewer')).toEqual([]);
    expect(await dropHiddenTables(db, 'owner')).toEqual([]);
  });

  it("reads the member's own live role in the store's company only", async () => {
    const db = store();
    expect(await myRole(db)).toBeNull();
    const member = (company_id: string, role: 'owner' | 'interviewer', deleted_at: string | null = null) => ({
      ...team,
      id: newId(),
      company_id,
      user_id: USER,
      role,
      name: 'me',
      email: 'me@x.io',
      last_seen_at: null,
      deleted_at,
    });
    await db.companyMembers.bulkPut([member(newId(), 'owner'), member(TEST_COMPANY, 'owner', '2026-11-02T00:00:00Z')]);
    expect(await myRole(db)).toBeNull();
    await db.companyMembers.put(member(TEST_COMPANY, 'interviewer'));
    expect(await myRole(db)).toBe('interviewer');
  });
});
