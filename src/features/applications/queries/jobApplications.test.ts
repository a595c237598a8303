import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { readJobApplications } from './jobApplications';

const keep = deleteStoresAfterEach();

describe('readJobApplications', () => {
  it("gives the job's applications, newest first, with the profiles the store has", async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `job-applications-${newId()}` }));
    const [job, otherJob, ada, notPulledYet] = [newId(), newId(), newId(), newId()];
    await putPulledRows(db, {
      profiles: [{ id: ada, first_name: 'Ada', last_name: 'Lovelace' }],
      applications: [
        { id: 'a-old', job_id: job, applicant_id: ada, created_at: '2026-01-01T00:00:00.000Z' },
        { id: 'a-new', job_id: job, applicant_id: notPulledYet, created_at: '2026-01-03T00:00:00.000Z' },
        { id: 'a-hand', job_id: job, applicant_id: null, created_at: '2026-01-02T00:00:00.000Z' },
        { id: 'a-other', job_id: otherJob, applicant_id: ada, created_at: '2026-01-04T00:00:00.000Z' },
      ],
    });

    const { applications, profiles } = await readJobApplications(db, job);
    expect(applications.map((a) => a.id)).toEqual(['a-new', 'a-hand', 'a-old']);
    expect([...profiles.keys()]).toEqual([ada]);
    expect(await readJobApplications(db, newId())).toEqual({ applications: [], profiles: new Map() });
  });
});
