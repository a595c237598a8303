import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CompanyDb, newId } from '@/db';
import { pulledRow } from '@/test-support/pulledRows';
import { applicantCountsByJob } from '@/features/jobs/model/applicantCounts';
import { aiInsights } from '../model/aiInsights';
import { dashboardStats, recentPublishedJobs } from '../model/dashboardStats';
import { recentActivity } from '../model/recentActivity';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { readDashboardData } from './dashboardReads';

const keep = deleteStoresAfterEach();
/** Property tests run many stores each: room for a loaded machine (no timing is asserted). */
const PROPERTY_TIMEOUT_MS = 120_000;

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

// Timestamps around "now" in the formats the store holds (the app's Z, PostgREST's +00:00), ties included.
const NOW = new Date('2026-03-10T12:00:00.000Z');
const TIMES = [
  '2026-03-01T00:00:00.000Z',
  '2026-03-03T11:59:59.999Z',
  '2026-03-03T12:00:00.000Z',
  '2026-03-03T12:00:00+00:00',
  '2026-03-03T12:00:00.001+00:00',
  '2026-03-05T08:00:00.000Z',
  '2026-03-09T23:00:00.000Z',
  '2026-03-09T23:00:00.000Z',
];

/** Asserts the reads give what the whole-store computation gives, on random stores. */
async function matchesWholeStore(times: readonly string[], maxApplications: number, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          status: fc.constantFrom('published', 'draft', 'archived') as fc.Arbitrary<'published' | 'draft' | 'archived'>,
          created_at: fc.constantFrom(...times),
        }),
        { maxLength: 8 },
      ),
      fc.array(
        fc.record({
          job: fc.nat(9),
          profile: fc.nat(4),
          status: fc.constantFrom('applied', 'screening', 'interview', 'offer', 'rejected', null),
          created_at: fc.constantFrom(...times),
          updated_at: fc.constantFrom(...times),
          ai_rating: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        }),
        { maxLength: maxApplications },
      ),
      async (jobSpecs, applicationSpecs) => {
        const db = keep(new CompanyDb(TEST_COMPANY, { name: `dashboard-any-${newId()}` }));
        const jobs = jobSpecs.map((spec, i) => pulledRow('jobs', { ...spec, title: `Job ${i}` }));
        const profiles = [pulledRow('profiles', { first_name: 'Ada' }), pulledRow('profiles', { first_name: 'Bo' })];
        const applications = applicationSpecs.map((spec) =>
          pulledRow('applications', {
            job_id: jobs[spec.job]?.id ?? newId(),
            applicant_id: profiles[spec.profile]?.id ?? null,
            status: spec.status,
            created_at: spec.created_at,
            updated_at: spec.updated_at,
            ai_rating: spec.ai_rating,
          }),
        );
        await db.jobs.bulkPut(jobs);
        await db.profiles.bulkPut(profiles);
        await db.applications.bulkPut(applications);

        const [allJobs, allApplications] = [await db.jobs.toArray(), await db.applications.toArray()];
        const recentJobs = recentPublishedJobs(allJobs);
        const counts = applicantCountsByJob(allApplications);
        const data = await readDashboardData(db, NOW);
        expect(data.stats).toEqual(dashboardStats(allJobs, allApplications, NOW));
        expect(data.recentJobs).toEqual(recentJobs);
        expect(data.counts).toEqual(
          new Map(recentJobs.flatMap((j) => (counts.has(j.id) ? [[j.id, counts.get(j.id)]] : []))),
        );
        expect(data.activity).toEqual(
          recentActivity(
            allApplications,
            new Map(profiles.map((p) => [p.id, p])),
            new Map(allJobs.map((j) => [j.id, j.title])),
          ),
        );
        expect(data.insights).toEqual(aiInsights(allJobs, allApplications));
        db.close();
      },
    ),
    { numRuns },
  );
}

describe('readDashboardData at any size', () => {
  it(
    'gives what the whole-store computation gives, for any data',
    () => matchesWholeStore(TIMES, 14, 60),
    PROPERTY_TIMEOUT_MS,
  );

  // An import or a first sync: many rows share one timestamp, and the screen orders a tie by id.
  it(
    'gives the same when many rows share a timestamp',
    () =>
      matchesWholeStore(['2026-03-03T12:00:00.000Z', '2026-03-03T12:00:00+00:00', '2026-03-05T08:00:00.000Z'], 60, 30),
    PROPERTY_TIMEOUT_MS,
  );
});
