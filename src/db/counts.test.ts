import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Dexie from 'dexie';
import { deleteRow, newId, upsertRow } from './commands.ts';
import { ALL_JOBS_KEY, emptyCounts, recountApplications, type ApplicationCounts } from './counts.ts';
import { COMPANY_SCHEMA, CompanyDb, type Application } from './schema.ts';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { pulledRow, TEST_COMPANY } from '@/test-support/pulledRows';

const keep = deleteStoresAfterEach();
/** Property tests run many stores each: room for a loaded machine (no timing is asserted). */
const PROPERTY_TIMEOUT_MS = 120_000;

const JOBS = [newId(), newId(), newId()];
const IDS = Array.from({ length: 8 }, () => newId());
const STATUSES = ['applied', 'screening', 'interview', 'offer', 'rejected', null] as const;

/** The counts store must always equal a recount of the applications store. */
async function expectCountsMatchRecount(db: CompanyDb): Promise<void> {
  const stored = new Map((await db.counts.toArray()).map((row) => [row.key, row]));
  // Before the first write there is no company row: readers take a missing row as zeros.
  if (!stored.has(ALL_JOBS_KEY)) stored.set(ALL_JOBS_KEY, emptyCounts(ALL_JOBS_KEY));
  const recounted = recountApplications(await db.applications.toArray());
  expect(stored).toEqual(recounted);
}

const rowArb = fc.record({
  id: fc.constantFrom(...IDS),
  job_id: fc.constantFrom(...JOBS),
  status: fc.constantFrom(...STATUSES),
  ai_rating: fc.option(
    fc.integer({ min: 0, max: 100 }).map((n) => n / 10),
    { nil: null },
  ),
});
type RowSpec = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

const application = (spec: RowSpec): Application => pulledRow('applications', spec as Partial<Application>);

/** Every way the app and the sync engine write applications. */
const opArb = fc.oneof(
  // The sync pull: a page of rows in one bulkPut (an id may appear twice: the last one wins).
  fc.record({ kind: fc.constant('pullPage' as const), rows: fc.array(rowArb, { maxLength: 6 }) }),
  // The pull's tombstones: bulkDelete of the page's deleted ids (some may not be here).
  fc.record({ kind: fc.constant('pullDeletes' as const), ids: fc.uniqueArray(fc.constantFrom(...IDS)) }),
  // Commands: a status move (kanban), an edit, a delete.
  fc.record({ kind: fc.constant('move' as const), id: fc.constantFrom(...IDS), status: fc.constantFrom(...STATUSES) }),
  fc.record({ kind: fc.constant('upsert' as const), row: rowArb }),
  fc.record({ kind: fc.constant('delete' as const), id: fc.constantFrom(...IDS) }),
  // Dexie's own writes: modify() on a collection, delete by index, clear() (a deleteRange).
  fc.record({
    kind: fc.constant('rate' as const),
    job: fc.constantFrom(...JOBS),
    rating: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({ kind: fc.constant('deleteJob' as const), job: fc.constantFrom(...JOBS) }),
  fc.record({ kind: fc.constant('clear' as const) }),
  // Two puts of the same row issued in parallel in one transaction (as a rebase may do).
  fc.record({ kind: fc.constant('parallel' as const), a: rowArb, b: rowArb }),
  // A transaction that fails after writing: nothing of it, counts included, may stay.
  fc.record({ kind: fc.constant('aborted' as const), row: rowArb }),
  // An add of an existing id fails inside a bulkAdd; the counts ignore the failed add.
  fc.record({ kind: fc.constant('bulkAdd' as const), rows: fc.array(rowArb, { maxLength: 4 }) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

async function apply(db: CompanyDb, op: Op): Promise<void> {
  switch (op.kind) {
    case 'pullPage':
      await db.transaction('rw', db.applications, () => db.applications.bulkPut(op.rows.map(application)));
      return;
    case 'pullDeletes':
      await db.transaction('rw', db.applications, () => db.applications.bulkDelete(op.ids));
      return;
    case 'move':
      if (await db.applications.get(op.id)) await upsertRow(db, 'applications', op.id, { status: op.status });
      return;
    case 'upsert':
      await upsertRow(db, 'applications', op.row.id, {
        job_id: op.row.job_id,
        status: op.row.status,
        ai_rating: op.row.ai_rating,
      });
      return;
    case 'delete':
      await deleteRow(db, 'applications', op.id);
      return;
    case 'rate':
      await db.applications
        .where('job_id')
        .equals(op.job)
        .modify((row) => {
          row.ai_rating = op.rating;
        });
      return;
    case 'deleteJob':
      await db.applications.where('job_id').equals(op.job).delete();
      return;
    case 'clear':
      await db.applications.clear();
      return;
    case 'parallel':
      await db.transaction('rw', db.applications, () =>
        Promise.all([
          db.applications.put(application(op.a)),
          db.applications.put(application({ ...op.b, id: op.a.id })),
        ]),
      );
      return;
    case 'aborted':
      await db
        .transaction('rw', db.applications, async () => {
          await db.applications.put(application(op.row));
          throw new Error('abort');
        })
        .catch(() => undefined);
      return;
    case 'bulkAdd':
      await db.applications.bulkAdd(op.rows.map(application)).catch(() => undefined);
      return;
  }
}

describe('application counts', () => {
  it(
    'equal a recount after any sequence of pulls, commands, moves and deletes',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
          const db = keep(new CompanyDb(TEST_COMPANY, { name: `counts-${newId()}` }));
          for (const op of ops) {
            await apply(db, op);
            await expectCountsMatchRecount(db);
          }
          db.close();
          await Dexie.delete(db.name);
        }),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  // A put is tried as an add first (storeMiddleware.ts): what the caller gets back must be what a
  // plain put gives, position by position.
  it('leave a put answering as a put: every key, in order, a repeated id written last', async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `counts-${newId()}` }));
    const [a, b] = [
      application({ id: IDS[0], job_id: JOBS[0], status: 'applied', ai_rating: null }),
      application({ id: IDS[1], job_id: JOBS[0], status: 'offer', ai_rating: null }),
    ];
    await db.applications.put(a);
    const keys = await db.applications.bulkPut([{ ...a, status: 'interview' }, b, { ...b, status: 'rejected' }], {
      allKeys: true,
    });
    expect(keys).toEqual([IDS[0], IDS[1], IDS[1]]);
    expect(await db.applications.get(IDS[1])).toMatchObject({ status: 'rejected' });
    await expectCountsMatchRecount(db);
  });

  // The counts are written without waiting for them (storeMiddleware.ts): a write of them that
  // fails must still take the rows down with it.
  it('never let rows commit without their counts: a failed count write fails the transaction', async () => {
    const db = new CompanyDb(TEST_COMPANY, { name: `counts-${newId()}` });
    let failCounts = false;
    db.use({
      stack: 'dbcore',
      name: 'counts-refused',
      level: 1, // below the store middleware (level 10): between it and IndexedDB
      create: (down) => ({
        ...down,
        table(name) {
          const table = down.table(name);
          if (name !== 'counts') return table;
          return {
            ...table,
            mutate: (req) =>
              failCounts && req.type === 'put'
                ? Promise.resolve({
                    numFailures: 1,
                    failures: { 0: new Error('quota') },
                    results: [],
                    lastResult: undefined,
                  })
                : table.mutate(req),
          };
        },
      }),
    });
    keep(db);
    const kept = application({ id: IDS[0], job_id: JOBS[0], status: 'applied', ai_rating: null });
    await db.applications.put(kept);
    failCounts = true;
    await expect(
      db.applications.bulkPut([application({ id: IDS[1], job_id: JOBS[1], status: 'offer', ai_rating: 9 })]),
    ).rejects.toThrow();
    failCounts = false;
    expect(await db.applications.toCollection().primaryKeys()).toEqual([IDS[0]]);
    await expectCountsMatchRecount(db);
  });

  it('keep a company row even when empty, and drop a job row that falls to zero', async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `counts-${newId()}` }));
    const id = newId();
    await db.applications.put(application({ id, job_id: JOBS[0], status: 'offer', ai_rating: 9 }));
    expect(await db.counts.get(JOBS[0])).toMatchObject({ total: 1, offer: 1 });
    await db.applications.delete(id);
    expect(await db.counts.get(JOBS[0])).toBeUndefined();
    expect(await db.counts.get(ALL_JOBS_KEY)).toMatchObject({ total: 0, offer: 0 });
  });

  it('are filled from the existing rows when a store upgrades from v3', async () => {
    const name = `counts-upgrade-${newId()}`;
    const v3 = keep(new CompanyDb(TEST_COMPANY, { name, upTo: 3 }));
    await v3.open();
    const rows = fc.sample(rowArb, 40).map((spec) => application({ ...spec, id: newId() }));
    await v3.applications.bulkPut(rows);
    v3.close();

    const latest = keep(new CompanyDb(TEST_COMPANY, { name }));
    await latest.open();
    expect(latest.verno).toBe(COMPANY_SCHEMA.at(-1)!.version);
    await expectCountsMatchRecount(latest);
    const all = (await latest.counts.get(ALL_JOBS_KEY)) as ApplicationCounts;
    expect(all.total).toBe(rows.length);
    // And kept from then on.
    await upsertRow(latest, 'applications', rows[0].id, { status: 'rejected' });
    await expectCountsMatchRecount(latest);
  });
});
