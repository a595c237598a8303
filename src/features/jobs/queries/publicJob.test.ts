import { describe, expect, it } from 'vitest';
import { CompanyDb, newId, PublicDb } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { pulledRow, TEST_COMPANY } from '@/test-support/pulledRows';
import { readPublicJob } from './publicJob';

const keep = deleteStoresAfterEach();

async function stores() {
  const publicDb = keep(new PublicDb(`public-job-${newId()}`));
  const companyDb = keep(new CompanyDb(TEST_COMPANY, { name: `public-job-company-${newId()}` }));
  const listed = pulledRow('jobs', { title: 'Listed', status: 'published' });
  const own = pulledRow('jobs', { title: 'Own draft', status: 'draft' });
  await publicDb.jobs.put(listed);
  await companyDb.jobs.put(own);
  return { publicDb, companyDb, listed, own };
}

describe('readPublicJob', () => {
  it('gives a published job from the public store', async () => {
    const { publicDb, listed } = await stores();
    expect((await readPublicJob(publicDb, listed.id, null))?.title).toBe('Listed');
  });

  it("falls back to the signed-in recruiter's own store", async () => {
    const { publicDb, companyDb, own } = await stores();
    expect((await readPublicJob(publicDb, own.id, companyDb))?.title).toBe('Own draft');
    expect(await readPublicJob(publicDb, own.id, null)).toBeNull();
  });

  it('is null for a job neither store has', async () => {
    const { publicDb, companyDb } = await stores();
    expect(await readPublicJob(publicDb, newId(), companyDb)).toBeNull();
  });
});
