import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { isRowWrite, type RowWriteEntry } from '@/db/outbox';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { TEST_COMPANY } from '@/test-support/pulledRows';
import { candidateConversationId, conversationReadId } from '../model/conversationIds';
import { addChannel, deleteMessage, markConversationRead, sendMessage } from './chatCommands';

const keep = deleteStoresAfterEach();
const ME = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';
const CANDIDATE = '33333333-3333-4333-8333-333333333333';

const openDb = () => keep(new CompanyDb(ME, { name: `chat-${newId()}`, companyId: TEST_COMPANY }));
const rowWrites = async (db: CompanyDb): Promise<RowWriteEntry[]> => (await db.outbox.toArray()).filter(isRowWrite);
const patchOf = (entry: RowWriteEntry) => (entry.op === 'upsert' ? entry.patch : null);

const candidateConversation = () => ({
  id: candidateConversationId(TEST_COMPANY, CANDIDATE),
  kind: 'candidate',
  name: null,
  candidate_id: CANDIDATE,
  job_id: null,
  member_ids: [],
});

describe('chat commands', () => {
  it("the first message opens the candidate's conversation before it, in the same transaction; the second does not again", async () => {
    const db = openDb();
    const first = await sendMessage(db, candidateConversation(), '  @Sam can you take the onsite?  ', [SAM]);
    await sendMessage(db, candidateConversation(), 'Thanks');
    const writes = await rowWrites(db);
    expect(writes.map((w) => w.table)).toEqual(['conversations', 'conversation_messages', 'conversation_messages']);
    expect(writes[0].rowId).toBe(candidateConversationId(TEST_COMPANY, CANDIDATE));
    expect(patchOf(writes[1])).toMatchObject({ body: '@Sam can you take the onsite?', mentioned_ids: [SAM] });
    // author_id is the server's: never sent
    expect(patchOf(writes[1])).not.toHaveProperty('author_id');
    const local = await db.conversationMessages.get(first);
    expect(local).toMatchObject({ author_id: ME, _pending: 1 });
  });

  it('the read mark has its derived id and only moves forward', async () => {
    const db = openDb();
    const conversation = candidateConversation().id;
    await markConversationRead(db, conversation, '2026-11-28T10:02:00.000Z');
    await markConversationRead(db, conversation, '2026-11-28T10:01:00.000Z');
    const writes = await rowWrites(db);
    expect(writes).toHaveLength(1);
    expect(writes[0].rowId).toBe(conversationReadId(TEST_COMPANY, conversation, ME));
    expect(patchOf(writes[0])).not.toHaveProperty('user_id');
  });

  it('a deleted message leaves the store and a delete is queued; a channel name loses its #', async () => {
    const db = openDb();
    const id = await sendMessage(db, candidateConversation(), 'Oops');
    await deleteMessage(db, id);
    expect(await db.conversationMessages.get(id)).toBeUndefined();
    expect((await rowWrites(db)).at(-1)).toMatchObject({ op: 'delete', rowId: id });
    const channel = await addChannel(db, ' #design ');
    expect((await db.conversations.get(channel))?.name).toBe('design');
  });
});
