import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CompanyDb, newId, upsertRow, deleteRow } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { pulledRow, TEST_COMPANY } from '@/test-support/pulledRows';
import { JOB_TABS, filterJobs } from '../model/jobFilters';
import { readApplicantCounts, readJobs } from './jobReads';
import { readJobWindow } from './jobWindow';

const keep = deleteStoresAfterEach();
/** Property tests run many stores each: room for a loaded machine (no timing is asserted). */
const PROPERTY_TIMEOUT_MS = 120_000;

const TITLES = ['Backend Engineer', 'DATA scientist', 'Design Lead', 'Angular dev'];
const TIMES = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z'];
const QUERIES = ['', 'e', 'ENGINEER', 'r e', 'berlin', 'react', 'remote', 'gular', 'zzz', ' lead '];

const jobArb = fc.record({
  title: fc.constantFrom(...TITLES),
  description: fc.constantFrom(null, 'Build APIs in Berlin', 'Lead a design team'),
  location: fc.constantFrom(null, 'Berlin', 'Remote'),
  skills: fc.subarray(['React', 'Go', 'Figma']),
  status: fc.constantFrom('published', 'draft', 'archived') as fc.Arbitrary<'published' | 'draft' | 'archived'>,
  created_at: fc.constantFrom(...TIMES),
});
const tabArb = fc.constantFrom(...JOB_TABS.map((t) => t.value));

async function expectWindowMatchesScan(
  db: CompanyDb,
  query: string,
  tab: (typeof JOB_TABS)[number]['value'],
  offset: number,
  limit: number,
) {
  const all = filterJobs(await readJobs(db), query, tab);
  const counts = await readApplicantCounts(db);
  const window = await readJobWindow(db, query, tab, offset, limit);
  const expected = all.slice(offset, offset + limit);
  expect(window.total).toBe(all.length);
  expect(window.jobs).toEqual(expected);
  expect(window.counts).toEqual(new Map(expected.flatMap((j) => (counts.has(j.id) ? [[j.id, counts.get(j.id)]] : []))));
}

describe('readJobWindow', () => {
  it(
    'is the whole-store read filtered and sliced, with the counts of its jobs, before and after writes',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(jobArb, { maxLength: 12 }),
          fc.array(fc.record({ job: fc.nat(14), status: fc.constantFrom('applied', 'offer', null) }), {
            maxLength: 20,
          }),
          fc.array(
            fc.record({
              query: fc.constantFrom(...QUERIES),
              tab: tabArb,
              offset: fc.nat(8),
              limit: fc.integer({ min: 1, max: 6 }),
            }),
            { minLength: 1, maxLength: 4 },
          ),
          fc.array(
            fc.oneof(
              fc.record({ kind: fc.constant('edit' as const), which: fc.nat(20), job: jobArb }),
              fc.record({ kind: fc.constant('delete' as const), which: fc.nat(20) }),
              fc.record({ kind: fc.constant('add' as const), job: jobArb }),
            ),
            { maxLength: 4 },
          ),
          async (jobs, applications, reads, writes) => {
            const db = keep(new CompanyDb(TEST_COMPANY, { name: `job-window-${newId()}` }));
            const ids = jobs.map(() => newId());
            await db.jobs.bulkPut(jobs.map((job, i) => pulledRow('jobs', { ...job, id: ids[i] })));
            await db.applications.bulkPut(
              applications.map((a) => pulledRow('applications', { job_id: ids[a.job] ?? newId(), status: a.status })),
            );
            for (const r of reads) await expectWindowMatchesScan(db, r.query, r.tab, r.offset, r.limit);
            for (const write of writes) {
              const present = (await db.jobs.toCollection().primaryKeys()) as string[];
              if (write.kind === 'edit' && present.length)
                await upsertRow(db, 'jobs', present[write.which % present.length], write.job);
              if (write.kind === 'delete' && present.length)
                await deleteRow(db, 'jobs', present[write.which % present.length]);
              if (write.kind === 'add') await upsertRow(db, 'jobs', newId(), write.job);
              for (const r of reads) await expectWindowMatchesScan(db, r.query, r.tab, r.offset, r.limit);
            }
            db.close();
          },
        ),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('readJobWindow by interview plan (/app/jobs?flow=)', () => {
  it('holds only the jobs using the plan, under the tab and search, newest first', async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `test-job-window-plan-${newId()}` }));
    const planId = newId();
    const put = (title: string, status: 'published' | 'draft', created_at: string, plan: string | null) =>
      db.jobs.put(pulledRow('jobs', { title, status, created_at, interview_plan_id: plan }));
    await put('Backend Engineer', 'published', '2026-01-01T00:00:00.000Z', planId);
    await put('Frontend Engineer', 'draft', '2026-01-03T00:00:00.000Z', planId);
    await put('Data Engineer', 'published', '2026-01-02T00:00:00.000Z', newId());
    await put('Designer', 'published', '2026-01-04T00:00:00.000Z', null);
    const titles = async (query: string, tab: 'all' | 'active', offset = 0, limit = 10) => {
      const window = await readJobWindow(db, query, tab, offset, limit, planId);
      return [window.total, window.jobs.map((j) => j.title)];
    };
    expect(await titles('', 'all')).toEqual([2, ['Frontend Engineer', 'Backend Engineer']]);
    expect(await titles('', 'active')).toEqual([1, ['Backend Engineer']]);
    expect(await titles('front', 'all')).toEqual([1, ['Frontend Engineer']]);
    expect(await titles('', 'all', 1, 1)).toEqual([2, ['Backend Engineer']]);
    expect((await readJobWindow(db, '', 'all', 0, 10, newId())).total).toBe(0);
  });
});
