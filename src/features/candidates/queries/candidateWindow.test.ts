import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CompanyDb, newId, upsertRow, deleteRow } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { pulledRow, TEST_COMPANY } from '@/test-support/pulledRows';
import { ALL_STAGES, CANDIDATE_TABS, filterCandidates, type CandidateFilters } from '../model/candidateFilters';
import { readCandidateCards } from './candidateReads';
import { readCandidateWindow } from './candidateWindow';

const keep = deleteStoresAfterEach();
/** Property tests run many stores each: room for a loaded machine (no timing is asserted). */
const PROPERTY_TIMEOUT_MS = 120_000;

// Small pools so ties (same created_at), shared names and missing profiles/jobs all happen.
const NAMES = ['Ada', 'ada', 'Lovelace', 'Grace Hopper', 'GRACE', 'Ángel', 'Mary Ann', '', ' '];
const TITLES = ['Backend Engineer', 'Data Scientist', 'Design Lead', 'engineer'];
const TIMES = [
  '2026-01-01T00:00:00.000Z',
  '2026-01-02T00:00:00.000Z',
  '2026-01-02T00:00:00.000Z',
  '2026-01-03T10:00:00.000Z',
];
const STATUSES = ['applied', 'screening', 'interview', 'offer', 'rejected', null] as const;
// Stage names repeat across plans: the select filters on the name, whatever the plan.
const STAGE_NAMES = ['Phone Screen', 'Decision', 'Final Interview'];
const QUERIES = ['', 'a', 'ADA', 'ace h', 'ngel', 'engineer', 'unknown', 'anonymous cand', 'e l', 'zzz', '  grace  '];

const worldArb = fc.record({
  profiles: fc.array(fc.record({ first_name: fc.constantFrom(...NAMES), last_name: fc.constantFrom(...NAMES) }), {
    maxLength: 6,
  }),
  jobs: fc.array(fc.constantFrom(...TITLES), { minLength: 1, maxLength: 4 }),
  // Stages of two plans; a job uses plan 0, plan 1 or none (2).
  stages: fc.array(fc.record({ name: fc.constantFrom(...STAGE_NAMES), plan: fc.nat(1), position: fc.nat(3) }), {
    maxLength: 5,
  }),
  jobPlans: fc.array(fc.nat(2), { minLength: 4, maxLength: 4 }),
  applications: fc.array(
    fc.record({
      profile: fc.nat(8), // past the profiles: an applicant not pulled yet, or none
      noApplicant: fc.boolean(),
      job: fc.nat(5), // past the jobs: a job not in the store ('Unknown job')
      status: fc.constantFrom(...STATUSES),
      created_at: fc.constantFrom(...TIMES),
      stage: fc.nat(6), // past the stages: none, or a stage not in the store
    }),
    { maxLength: 25 },
  ),
});

const filtersArb = fc.record({
  query: fc.constantFrom(...QUERIES),
  stage: fc.constantFrom(ALL_STAGES, ...STAGE_NAMES, 'Coffee Chat'),
  tab: fc.constantFrom(...CANDIDATE_TABS.map((t) => t.value)),
});

type World = typeof worldArb extends fc.Arbitrary<infer T> ? T : never;

async function seed(world: World) {
  const db = keep(new CompanyDb(TEST_COMPANY, { name: `candidate-window-${newId()}` }));
  const profileIds = world.profiles.map(() => newId());
  const jobIds = world.jobs.map(() => newId());
  const extra = [newId(), newId(), newId()];
  const planIds = [newId(), newId()];
  const stageIds = world.stages.map(() => newId());
  await db.profiles.bulkPut(world.profiles.map((p, i) => pulledRow('profiles', { ...p, id: profileIds[i] })));
  await db.jobs.bulkPut(
    world.jobs.map((title, i) =>
      pulledRow('jobs', { title, id: jobIds[i], interview_plan_id: planIds[world.jobPlans[i]!] ?? null }),
    ),
  );
  await db.interviewStages.bulkPut(
    world.stages.map((stage, i) =>
      pulledRow('interview_stages', {
        id: stageIds[i],
        plan_id: planIds[stage.plan]!,
        name: stage.name,
        position: stage.position,
      }),
    ),
  );
  await db.applications.bulkPut(
    world.applications.map((a) =>
      pulledRow('applications', {
        job_id: jobIds[a.job] ?? extra[a.job % 3],
        applicant_id: a.noApplicant ? null : (profileIds[a.profile] ?? extra[a.profile % 3]),
        status: a.status,
        created_at: a.created_at,
        stage_id: stageIds[a.stage] ?? (a.stage % 2 ? extra[0] : null),
      }),
    ),
  );
  return { db, profileIds, jobIds };
}

/** The oracle: the old whole-store read and the list's filter, sliced. */
async function expectWindowMatchesScan(db: CompanyDb, filters: CandidateFilters, offset: number, limit: number) {
  const all = filterCandidates(await readCandidateCards(db), filters);
  const window = await readCandidateWindow(db, filters, offset, limit);
  expect(window.total).toBe(all.length);
  expect(window.offset).toBe(offset);
  expect(window.cards).toEqual(all.slice(offset, offset + limit));
}

describe('readCandidateWindow', () => {
  it(
    'is the whole-store read, filtered and sliced, for any data, filters and window',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldArb,
          fc.array(fc.record({ filters: filtersArb, offset: fc.nat(12), limit: fc.integer({ min: 1, max: 10 }) }), {
            minLength: 1,
            maxLength: 6,
          }),
          async (world, reads) => {
            const { db } = await seed(world);
            for (const { filters, offset, limit } of reads) await expectWindowMatchesScan(db, filters, offset, limit);
            db.close();
          },
        ),
        { numRuns: 80 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'follows writes while searching: renames, moves, new and deleted applications',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          worldArb,
          filtersArb,
          fc.array(
            fc.oneof(
              fc.record({ kind: fc.constant('rename' as const), who: fc.nat(5), name: fc.constantFrom(...NAMES) }),
              fc.record({ kind: fc.constant('retitle' as const), job: fc.nat(3), title: fc.constantFrom(...TITLES) }),
              fc.record({
                kind: fc.constant('move' as const),
                which: fc.nat(30),
                status: fc.constantFrom(...STATUSES),
              }),
              fc.record({ kind: fc.constant('delete' as const), which: fc.nat(30) }),
              fc.record({ kind: fc.constant('add' as const), who: fc.nat(5), job: fc.nat(3) }),
            ),
            { maxLength: 6 },
          ),
          async (world, filters, writes) => {
            const { db, profileIds, jobIds } = await seed(world);
            await readCandidateWindow(db, { ...filters, query: 'a' }, 0, 5); // the index is built now
            for (const write of writes) {
              const ids = (await db.applications.toCollection().primaryKeys()) as string[];
              if (write.kind === 'rename' && profileIds[write.who])
                await upsertRow(db, 'profiles', profileIds[write.who], { first_name: write.name });
              if (write.kind === 'retitle' && jobIds[write.job])
                await upsertRow(db, 'jobs', jobIds[write.job], { title: write.title });
              if (write.kind === 'move' && ids.length)
                await upsertRow(db, 'applications', ids[write.which % ids.length], { status: write.status });
              if (write.kind === 'delete' && ids.length)
                await deleteRow(db, 'applications', ids[write.which % ids.length]);
              if (write.kind === 'add' && jobIds[write.job])
                await upsertRow(db, 'applications', newId(), {
                  job_id: jobIds[write.job],
                  applicant_id: profileIds[write.who] ?? null,
                });
              await expectWindowMatchesScan(db, filters, 0, 50);
            }
            db.close();
          },
        ),
        { numRuns: 40 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
