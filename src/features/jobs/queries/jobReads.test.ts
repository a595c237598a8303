import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { readApplicantCounts, readJob, readJobs } from './jobReads';

const keep = deleteStoresAfterEach();

const [OLDER, NEWER] = [newId(), newId()];

async function seededDb() {
  const db = keep(new CompanyDb(TEST_COMPANY, { name: `job-reads-${newId()}` }));
  await putPulledRows(db, {
    jobs: [
      { id: OLDER, title: 'Older', status: 'published', created_at: '2026-01-01T00:00:00.000Z' },
      { id: NEWER, title: 'Newer', status: 'draft', created_at: '2026-02-01T00:00:00.000Z' },
    ],
    applications: [
      { job_id: OLDER, status: 'applied' },
      { job_id: OLDER, status: null },
      { job_id: OLDER, status: 'interview' },
    ],
  });
  return db;
}

describe('readJobs', () => {
  it('lists every job of the company, newest first, whatever its status', async () => {
    expect((await readJobs(await seededDb())).map((j) => j.title)).toEqual(['Newer', 'Older']);
  });
});

describe('readJob', () => {
  it('gives one job by id, null when the store does not have it', async () => {
    const db = await seededDb();
    expect((await readJob(db, OLDER))?.title).toBe('Older');
    expect(await readJob(db, newId())).toBeNull();
  });
});

describe('readApplicantCounts', () => {
  it('counts the applications per job and stage (no status counts as applied)', async () => {
    const counts = await readApplicantCounts(await seededDb());
    expect(counts.get(OLDER)).toMatchObject({ total: 3, applied: 2, interview: 1 });
    expect(counts.has(NEWER)).toBe(false);
  });
});
