import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
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
});
