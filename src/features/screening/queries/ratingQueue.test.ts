import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { needsRating } from '../commands/rateApplications';
import { readApplicationIdsToRate } from './ratingQueue';

const keep = deleteStoresAfterEach();

describe('readApplicationIdsToRate', () => {
  it('gives the sorted ids of unrated applications with something to assess and their job here', async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `rating-queue-${newId()}` }));
    const job = newId();
    await putPulledRows(db, {
      jobs: [{ id: job, title: 'Backend Engineer', status: 'published' }],
      applications: [
        { id: 'b-resume', job_id: job, resume_text: 'Node and Postgres' },
        { id: 'a-answers', job_id: job, answers: [{ question: 'Why us?', answer: 'The product' }] },
        { id: 'rated', job_id: job, resume_text: 'Node', ai_rating: 7 },
        { id: 'nothing-to-assess', job_id: job },
        { id: 'job-not-here', job_id: newId(), resume_text: 'Node' },
      ],
    });
    expect(await readApplicationIdsToRate(db)).toEqual(['a-answers', 'b-resume']);
  });

  it('is empty when every application is rated', async () => {
    expect(
      await readApplicationIdsToRate(keep(new CompanyDb(TEST_COMPANY, { name: `rating-queue-${newId()}` }))),
    ).toEqual([]);
  });

  it('matches a scan of every application after random pulls and ratings (it reads only jobs the counts name)', async () => {
    /** The definition: every application, filtered, as the queue read before the counts. */
    const scan = async (db: CompanyDb) => {
      const all = await db.applications.toArray();
      const jobs = new Map((await db.jobs.toArray()).map((j) => [j.id, j]));
      return all
        .filter((a) => needsRating(a, jobs.get(a.job_id)))
        .map((a) => a.id)
        .sort();
    };
    const jobIds = [newId(), newId(), newId(), newId()];
    const application = fc.record({
      id: fc.constantFrom(...Array.from({ length: 12 }, (_, i) => `app-${i}`)),
      job_id: fc.constantFrom(...jobIds),
      ai_rating: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      resume_text: fc.option(fc.constantFrom('Node and Postgres', '  '), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(application, { maxLength: 6 }), { maxLength: 6 }), async (pages) => {
        const db = new CompanyDb(TEST_COMPANY, { name: `rating-queue-${newId()}` });
        try {
          // Three of the four jobs are here; applications to the fourth wait for their job.
          await putPulledRows(db, {
            jobs: jobIds.slice(0, 3).map((id) => ({ id, title: 'Engineer', status: 'published' })),
          });
          for (const page of pages) {
            await putPulledRows(db, { applications: page });
            expect(await readApplicationIdsToRate(db)).toEqual(await scan(db));
          }
        } finally {
          db.close();
          await db.delete();
        }
      }),
      { numRuns: 40 },
    );
  });
});
