import { describe, expect, it } from 'vitest';
import { newId, PublicDb } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { pulledRow } from '@/test-support/pulledRows';
import { readPublishedJobs } from './publishedJobs';

const keep = deleteStoresAfterEach();

describe('readPublishedJobs', () => {
  it('lists the published jobs of the public store, newest first', async () => {
    const db = keep(new PublicDb(`published-jobs-${newId()}`));
    await db.jobs.bulkPut([
      pulledRow('jobs', { title: 'Older', status: 'published', created_at: '2026-01-01T00:00:00.000Z' }),
      pulledRow('jobs', { title: 'Newer', status: 'published', created_at: '2026-02-01T00:00:00.000Z' }),
      pulledRow('jobs', { title: 'Archived', status: 'archived', created_at: '2026-03-01T00:00:00.000Z' }),
    ]);
    expect((await readPublishedJobs(db)).map((j) => j.title)).toEqual(['Newer', 'Older']);
  });

  it('is empty before anything was pulled', async () => {
    expect(await readPublishedJobs(keep(new PublicDb(`published-jobs-${newId()}`)))).toEqual([]);
  });
});
