import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { readNotes } from './noteReads';

const keep = deleteStoresAfterEach();

describe('readNotes', () => {
  it("gives the candidate's notes only, newest first", async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `note-reads-${newId()}` }));
    const [candidate, other] = [newId(), newId()];
    await putPulledRows(db, {
      notes: [
        { candidate_id: candidate, content: 'First call', created_at: '2026-01-01T00:00:00.000Z' },
        { candidate_id: candidate, content: 'Second call', created_at: '2026-01-02T00:00:00.000Z' },
        { candidate_id: other, content: 'Someone else', created_at: '2026-01-03T00:00:00.000Z' },
      ],
    });
    expect((await readNotes(db, candidate)).map((n) => n.content)).toEqual(['Second call', 'First call']);
    expect(await readNotes(db, newId())).toEqual([]);
  });
});
