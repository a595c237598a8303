import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { isRowWrite } from '@/db/outbox';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { TEST_COMPANY } from '@/test-support/pulledRows';
import { addNote } from './addNote';

const keep = deleteStoresAfterEach();
const MAYA = '11111111-1111-4111-8111-111111111111';

describe('addNote', () => {
  it('carries the mentioned members to the server with the text', async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `add-note-${newId()}` }));
    const candidate = newId();
    const id = await addNote(db, candidate, '  Ask @Maya Chen  ', null, [MAYA]);
    expect(await db.notes.get(id)).toMatchObject({ content: 'Ask @Maya Chen', mentioned_ids: [MAYA] });
    const [entry] = (await db.outbox.toArray()).filter(isRowWrite);
    expect(entry).toMatchObject({
      table: 'notes',
      op: 'upsert',
      patch: { candidate_id: candidate, content: 'Ask @Maya Chen', mentioned_ids: [MAYA] },
    });
  });

  it('a note without mentions is written as before (no mentioned_ids)', async () => {
    const db = keep(new CompanyDb(TEST_COMPANY, { name: `add-note-${newId()}` }));
    await addNote(db, newId(), 'Strong portfolio', null);
    const [entry] = (await db.outbox.toArray()).filter(isRowWrite);
    expect(entry.op === 'upsert' && entry.patch).not.toHaveProperty('mentioned_ids');
  });
});
