import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CompanyDb, deleteRow, newId, upsertRow } from '@/db';
import { localIndexOf } from '@/db/localIndex';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { pulledRow, TEST_COMPANY } from '@/test-support/pulledRows';
import { globalSearch } from '../model/globalSearch';
import { readSearchResults } from './searchResults';

const keep = deleteStoresAfterEach();
/** Property tests run many stores each: room for a loaded machine (no timing is asserted). */
const PROPERTY_TIMEOUT_MS = 120_000;

type Infer<A> = A extends fc.Arbitrary<infer T> ? T : never;

// Words that share substrings across word boundaries ("a lo" in "Ada Lovelace"), letters whose
// case maps oddly (ß, İ, Σ), and blanks.
const WORDS = ['Ada', 'Lovelace', 'ada', 'GRACE', 'hopper', 'Straße', 'İstanbul', 'ΟΔΟΣ', 'Berlin', 'react', ' ', ''];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }).map((words) => words.join(' '));
const nullableText = fc.option(text, { nil: null });

const jobArb = fc.record({
  title: text,
  location: nullableText,
  skills: fc.array(fc.constantFrom(...WORDS), { maxLength: 2 }),
  status: fc.constantFrom('published', 'draft', 'archived') as fc.Arbitrary<'published' | 'draft' | 'archived'>,
  description: nullableText,
});
const profileArb = fc.record({ first_name: nullableText, last_name: nullableText, email: nullableText });

/** A query: a random slice of some value in the store (any case), or a random word. */
const queryArb = fc.oneof(
  fc
    .record({ from: text, start: fc.nat(20), length: fc.integer({ min: 0, max: 8 }), upper: fc.boolean() })
    .map(({ from, start, length, upper }) => {
      const slice = from.slice(start % (from.length + 1), (start % (from.length + 1)) + length);
      return upper ? slice.toUpperCase() : slice;
    }),
  fc.constantFrom('a', 'e l', 'ss', 'i̇', 'σ', '  ada  ', 'zzz', '@'),
);

const writeArb = fc.oneof(
  // The pull: a page of new rows in one bulkPut per table (60 rows or more are "a range" to
  // other tabs: they reload the table).
  fc.record({
    kind: fc.constant('pullPage' as const),
    jobs: fc.array(jobArb, { maxLength: 4 }),
    profiles: fc.array(profileArb, { maxLength: 4 }),
    big: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('editJob' as const), which: fc.nat(30), job: jobArb }),
  fc.record({ kind: fc.constant('editProfile' as const), which: fc.nat(30), profile: profileArb }),
  fc.record({ kind: fc.constant('deleteJob' as const), which: fc.nat(30) }),
  fc.record({ kind: fc.constant('deleteProfile' as const), which: fc.nat(30) }),
  fc.record({ kind: fc.constant('pullDeletes' as const), which: fc.array(fc.nat(30), { maxLength: 3 }) }),
  fc.record({ kind: fc.constant('clearProfiles' as const) }),
);

async function write(db: CompanyDb, w: Infer<typeof writeArb>): Promise<void> {
  const jobIds = (await db.jobs.toCollection().primaryKeys()) as string[];
  const profileIds = (await db.profiles.toCollection().primaryKeys()) as string[];
  const pick = (ids: string[], n: number) => ids[n % ids.length];
  switch (w.kind) {
    case 'pullPage': {
      const filler = w.big
        ? Array.from({ length: 60 }, () => ({ first_name: 'Filler', last_name: null, email: null }))
        : [];
      await db.transaction('rw', db.jobs, db.profiles, async () => {
        await db.jobs.bulkPut(w.jobs.map((job) => pulledRow('jobs', job)));
        await db.profiles.bulkPut([...w.profiles, ...filler].map((profile) => pulledRow('profiles', profile)));
      });
      return;
    }
    case 'editJob':
      if (jobIds.length) await upsertRow(db, 'jobs', pick(jobIds, w.which), w.job);
      return;
    case 'editProfile':
      if (profileIds.length) await upsertRow(db, 'profiles', pick(profileIds, w.which), w.profile);
      return;
    case 'deleteJob':
      if (jobIds.length) await deleteRow(db, 'jobs', pick(jobIds, w.which));
      return;
    case 'deleteProfile':
      if (profileIds.length) await deleteRow(db, 'profiles', pick(profileIds, w.which));
      return;
    case 'pullDeletes':
      if (profileIds.length) await db.profiles.bulkDelete(w.which.map((n) => pick(profileIds, n)));
      return;
    case 'clearProfiles':
      await db.profiles.clear();
      return;
  }
}

/** The oracle: the spec's substring search over every row of the store. */
async function expectIndexMatchesScan(db: CompanyDb, reader: CompanyDb, query: string) {
  const expected = globalSearch(query, await db.jobs.toArray(), await db.profiles.toArray());
  expect(await readSearchResults(reader, query)).toEqual(expected);
}

describe('the search index', () => {
  it(
    'answers as a scan of the store, through writes here, pulls and writes in another tab',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(jobArb, { maxLength: 6 }),
          fc.array(profileArb, { maxLength: 8 }),
          fc.array(fc.record({ write: writeArb, otherTab: fc.boolean() }), { maxLength: 6 }),
          fc.array(queryArb, { minLength: 1, maxLength: 4 }),
          async (jobs, profiles, writes, queries) => {
            const name = `search-index-${newId()}`;
            const db = keep(new CompanyDb(TEST_COMPANY, { name }));
            // A second connection to the same database: another tab, with its own middleware.
            const otherTab = keep(new CompanyDb(TEST_COMPANY, { name }));
            await db.jobs.bulkPut(jobs.map((job) => pulledRow('jobs', job)));
            await db.profiles.bulkPut(profiles.map((profile) => pulledRow('profiles', profile)));
            for (const query of queries) await expectIndexMatchesScan(db, db, query);
            for (const step of writes) {
              await write(step.otherTab ? otherTab : db, step.write);
              for (const query of queries) await expectIndexMatchesScan(db, db, query);
            }
            localIndexOf(db).dispose();
            localIndexOf(otherTab).dispose();
            db.close();
            otherTab.close();
          },
        ),
        { numRuns: 80 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('does not read the store to answer once loaded', async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `search-index-${newId()}` }));
    await db.profiles.bulkPut([pulledRow('profiles', { first_name: 'Ada', last_name: 'Lovelace' })]);
    await readSearchResults(db, 'x'); // loads
    db.close(); // a read now would throw
    expect((await readSearchResults(db, 'a lo')).map((r) => r.label)).toEqual(['Ada Lovelace']);
  });
});
