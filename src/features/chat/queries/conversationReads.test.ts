import { describe, expect, it } from 'vitest';
import { CompanyDb, newId, type ConversationMessage } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { sendMessage } from '../commands/chatCommands';
import {
  candidateConversationId,
  conversationReadId,
  directConversationId,
  hiringChannelId,
  jobConversationId,
} from '../model/conversationIds';
import { readConversationList, readThread, readTotalUnread } from './conversationReads';

const keep = deleteStoresAfterEach();
const ME = '11111111-1111-4111-8111-111111111111';
const SAM = '22222222-2222-4222-8222-222222222222';
const ANA = '33333333-3333-4333-8333-333333333333';
const EMMA = '55555555-5555-4555-8555-555555555555';
const JOB = '66666666-6666-4666-8666-666666666666';

const openDb = () => keep(new CompanyDb(ME, { name: `chat-reads-${newId()}`, companyId: TEST_COMPANY }));
const at = (minute: number) => `2020-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;
const message = (conversation_id: string, author_id: string, minute: number, body = `m${minute}`) =>
  ({ conversation_id, author_id, created_at: at(minute), body }) satisfies Partial<ConversationMessage>;

const hiring = hiringChannelId(TEST_COMPANY);
const emmaTalk = candidateConversationId(TEST_COMPANY, EMMA);
const jobTalk = jobConversationId(TEST_COMPANY, JOB);
const withSam = directConversationId(TEST_COMPANY, ME, SAM);
const samWithAna = directConversationId(TEST_COMPANY, SAM, ANA);

/** The team as its pull stores it. */
async function putMembers(db: CompanyDb, members: [userId: string, name: string][]) {
  const stamp = { created_at: at(0), updated_at: at(0), deleted_at: null, version: 1, change_xid: null };
  await db.companyMembers.bulkPut(
    members.map(([user_id, name]) => ({
      id: newId(),
      company_id: db.companyId,
      user_id,
      role: 'recruiter' as const,
      name,
      email: null,
      last_seen_at: null,
      ...stamp,
    })),
  );
}

async function seed(db: CompanyDb) {
  await putMembers(db, [
    [ME, 'Me'],
    [SAM, 'Sam Rivera'],
    [ANA, 'Ana Silva'],
  ]);
  await putPulledRows(db, {
    profiles: [{ id: EMMA, first_name: 'Emma', last_name: 'Johnson' }],
    jobs: [{ id: JOB, title: 'Data Scientist' }],
    conversations: [
      { id: hiring, kind: 'channel', name: 'hiring' },
      { id: newId(), kind: 'channel', name: 'design' },
      { id: emmaTalk, kind: 'candidate', candidate_id: EMMA },
      { id: jobTalk, kind: 'job', job_id: JOB },
      { id: withSam, kind: 'direct', member_ids: [ME, SAM].sort() },
      // another pair's (the server never sends it; the store would not show it either)
      { id: samWithAna, kind: 'direct', member_ids: [SAM, ANA].sort() },
      // opened on another device, nobody has written yet: not listed
      { id: candidateConversationId(TEST_COMPANY, newId()), kind: 'candidate', candidate_id: newId() },
    ],
    conversation_messages: [
      message(hiring, SAM, 1),
      message(hiring, ME, 2),
      message(hiring, SAM, 3),
      message(emmaTalk, SAM, 5, 'Strong portfolio'),
      message(jobTalk, ANA, 4),
      message(withSam, SAM, 6, 'Lunch?'),
      message(samWithAna, SAM, 9),
    ],
    conversation_reads: [
      { id: conversationReadId(TEST_COMPANY, hiring, ME), conversation_id: hiring, user_id: ME, read_at: at(1) },
    ],
  });
}

describe('the conversation list', () => {
  it('channels first, then conversations with a message newest first, titled, with unread counts', async () => {
    const db = openDb();
    await seed(db);
    const list = await readConversationList(db);
    expect(list.map((i) => [i.title, i.unread, i.last?.body ?? null])).toEqual([
      ['#design', 0, null],
      ['#hiring', 1, 'm3'],
      ['Sam Rivera', 1, 'Lunch?'],
      ['Emma Johnson', 1, 'Strong portfolio'],
      ['Data Scientist', 1, 'm4'],
    ]);
    expect(await readTotalUnread(db)).toBe(4);
  });

  it("one's own messages are never unread, and a conversation one writes in moves up", async () => {
    const db = openDb();
    await seed(db);
    await sendMessage(
      db,
      { id: jobTalk, kind: 'job', name: null, candidate_id: null, job_id: JOB, member_ids: [] },
      'On it',
    );
    const list = await readConversationList(db);
    expect(list[2]).toMatchObject({ title: 'Data Scientist', unread: 1, last: { body: 'On it', author_id: ME } });
  });
});

describe('a thread', () => {
  it('acknowledged messages by the server time, then the unsent ones in the order written', async () => {
    const db = openDb();
    await seed(db);
    const first = await sendMessage(
      db,
      { id: hiring, kind: 'channel', name: 'hiring', candidate_id: null, job_id: null, member_ids: [] },
      'first',
    );
    const second = await sendMessage(
      db,
      { id: hiring, kind: 'channel', name: 'hiring', candidate_id: null, job_id: null, member_ids: [] },
      'second',
    );
    // a message the server took after ours were written, before they reached it
    await putPulledRows(db, { conversation_messages: [message(hiring, SAM, 59, 'late but acknowledged')] });
    const thread = await readThread(db, hiring);
    expect(thread.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'late but acknowledged', 'first', 'second']);
    expect(thread.filter((m) => m.pending).map((m) => m.id)).toEqual([first, second]);
  });

  it('a new message the server refused stays, with the reason; other conversations are not shown', async () => {
    const db = openDb();
    await seed(db);
    const id = await sendMessage(
      db,
      { id: withSam, kind: 'direct', name: null, candidate_id: null, job_id: null, member_ids: [ME, SAM].sort() },
      'refused one',
    );
    // as the engine leaves it: the entry failed with the reason, the row reverted away
    await db.outbox
      .where('[table+rowId]')
      .equals(['conversation_messages', id])
      .modify({ status: 'failed', error: { message: 'not allowed' } });
    await db.conversationMessages.delete(id);
    const thread = await readThread(db, withSam);
    expect(thread.at(-1)).toMatchObject({ id, body: 'refused one', refused: { reason: 'not allowed' } });
    expect((await readThread(db, hiring)).some((m) => m.id === id)).toBe(false);
  });
});
