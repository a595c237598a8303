import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { readSearchResults } from './searchResults';

const keep = deleteStoresAfterEach();

async function seededDb() {
  const db = keep(new CompanyDb(TEST_COMPANY, { name: `search-results-${newId()}` }));
  await putPulledRows(db, {
    jobs: [{ title: 'Backend Engineer', status: 'published', location: 'Berlin' }],
    profiles: [{ first_name: 'Sarah', last_name: 'Berlinger', email: 'sarah@example.com' }],
  });
  return db;
}

describe('readSearchResults', () => {
  it("finds the store's jobs and candidates", async () => {
    const results = await readSearchResults(await seededDb(), 'berlin');
    expect(results.map((r) => [r.kind, r.label])).toEqual([
      ['job', 'Backend Engineer'],
      ['candidate', 'Sarah Berlinger'],
    ]);
  });

  it('gives nothing for a blank query', async () => {
    expect(await readSearchResults(await seededDb(), '   ')).toEqual([]);
  });
});
