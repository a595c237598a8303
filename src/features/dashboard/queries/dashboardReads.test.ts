import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { readDashboardData } from './dashboardReads';

const keep = deleteStoresAfterEach();

describe('readDashboardData', () => {
  it("computes every section from the store's jobs, applications and profiles", async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `dashboard-reads-${newId()}` }));
    const [published, draft, candidate] = [newId(), newId(), newId()];
    const now = new Date().toISOString();
    await putPulledRows(db, {
      jobs: [
        { id: published, title: 'Backend Engineer', status: 'published' },
        { id: draft, title: 'Designer', status: 'draft' },
      ],
      profiles: [{ id: candidate, first_name: 'Ada', last_name: 'Lovelace' }],
      applications: [
        { job_id: published, applicant_id: candidate, status: 'interview', created_at: now, updated_at: now },
        { job_id: published, applicant_id: candidate, status: 'offer', created_at: now, updated_at: now },
      ],
    });

    const data = await readDashboardData(db);
    expect(data.stats).toEqual({ activeJobs: 1, newCandidates: 2, inInterview: 1, offerShare: 50 });
    expect(data.recentJobs.map((j) => j.id)).toEqual([published]);
    expect(data.counts.get(published)).toMatchObject({ total: 2, interview: 1, offer: 1 });
    expect(data.activity.map((item) => item.description)).toContain(
      'New application from Ada Lovelace for Backend Engineer',
    );
  });

  it('is all zeros and empty lists for an empty store', async () => {
    const data = await readDashboardData(keep(new CompanyDb(TEST_COMPANY, { name: `dashboard-reads-${newId()}` })));
    expect(data.stats).toEqual({ activeJobs: 0, newCandidates: 0, inInterview: 0, offerShare: 0 });
    expect([data.recentJobs, data.activity, [...data.counts]]).toEqual([[], [], []]);
  });
});
