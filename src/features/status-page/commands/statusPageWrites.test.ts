import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicDb } from '@/db';
import type { RpcEntry } from '@/db/outbox';
import { freshPublicDb, sampleRecord, TOKEN } from '../test-support';
import { discardStatusWrite, retryStatusWrite, sendStatusReply, withdrawApplication } from './statusPageWrites';

const APP = '11111111-1111-4111-8111-111111111111';
const link = { token: TOKEN, key: 'hash-of-token' };
let db: PublicDb;

beforeEach(async () => {
  db = freshPublicDb();
  await db.statusPages.put(sampleRecord(link.key));
});
afterEach(async () => {
  db.close();
  await db.delete();
});

const rpcEntries = async () => (await db.outbox.toArray()) as RpcEntry[];

describe('sendStatusReply', () => {
  it('shows the reply and queues status_reply with its id, in one write', async () => {
    const id = await sendStatusReply(db, link, '  Looking forward to it.  ', new Date('2026-11-28T12:00:00Z'));
    const record = await db.statusPages.get(link.key);
    expect(record?.localReplies).toEqual([
      { id, body: 'Looking forward to it.', created_at: '2026-11-28T12:00:00.000Z' },
    ]);
    const [entry] = await rpcEntries();
    expect(entry.rpc).toEqual({
      fn: 'status_reply',
      args: { p_token: TOKEN, p_message_id: id, p_body: 'Looking forward to it.' },
    });
    expect(entry.status).toBe('pending');
  });

  it('refuses an empty reply and one over 5000 characters, writing nothing', async () => {
    await expect(sendStatusReply(db, link, '  ')).rejects.toThrow('Write a message first.');
    await expect(sendStatusReply(db, link, 'x'.repeat(5001))).rejects.toThrow(/5,000/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('needs the page loaded on this device (the key is never made up)', async () => {
    await expect(sendStatusReply(db, { ...link, key: 'other' }, 'Hi')).rejects.toThrow('not loaded');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('withdrawApplication', () => {
  it('queues status_withdraw once, however many taps', async () => {
    await withdrawApplication(db, link, APP);
    await withdrawApplication(db, link, APP);
    const entries = await rpcEntries();
    expect(entries.map((e) => e.rpc)).toEqual([
      { fn: 'status_withdraw', args: { p_token: TOKEN, p_application_id: APP } },
    ]);
    expect((await db.statusPages.get(link.key))?.localWithdrawals.map((w) => w.applicationId)).toEqual([APP]);
  });

  it('refuses an application that is not on the page', async () => {
    await expect(withdrawApplication(db, link, 'another-candidates-application')).rejects.toThrow('not on the page');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a refused write', () => {
  it('can be sent again, or removed with what the page showed for it', async () => {
    const id = await sendStatusReply(db, link, 'Hello');
    await withdrawApplication(db, link, APP);
    const [reply, withdrawal] = await rpcEntries();
    await db.outbox.bulkUpdate([
      { key: reply.seq!, changes: { status: 'failed', error: { message: 'This link is no longer valid.' } } },
      { key: withdrawal.seq!, changes: { status: 'failed', error: { message: 'No.' } } },
    ]);
    await retryStatusWrite(db, reply.seq!);
    expect((await db.outbox.get(reply.seq!))?.status).toBe('pending');

    await discardStatusWrite(db, link.key, withdrawal.seq!);
    expect(await db.outbox.get(withdrawal.seq!)).toBeUndefined();
    const record = await db.statusPages.get(link.key);
    expect(record?.localWithdrawals).toEqual([]);
    expect(record?.localReplies.map((r) => r.id)).toEqual([id]);
  });
});
