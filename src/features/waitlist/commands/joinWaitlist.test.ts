import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicDb } from '@/db';
import { queueContactMessage } from '@/features/contact/commands/sendContactMessage';
import { joinWaitlist } from './joinWaitlist';

let db: PublicDb;
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('public form commands (D10)', () => {
  it('queue idempotent RPCs carrying a client id made at submit time', async () => {
    db = new PublicDb(`forms-${Math.random()}`);
    await joinWaitlist(db, {
      name: ' Ada Lovelace ',
      email: ' Ada@Example.com ',
      companyName: 'Engines',
      companySize: '1-10',
      excitementReason: 'AI',
    });
    await joinWaitlist(db, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      companyName: 'Engines',
      companySize: '1-10',
      excitementReason: 'AI',
    });
    await queueContactMessage(db, { name: 'Ada', email: 'ada@example.com', message: ' Hello there, team! ' });
    const [first, second, contact] = await db.outbox.orderBy('seq').toArray();
    expect(first.op === 'rpc' && first.rpc).toEqual({
      fn: 'join_waitlist',
      args: {
        p_id: expect.any(String),
        p_email: 'ada@example.com',
        p_full_name: 'Ada Lovelace',
        p_company_name: 'Engines',
        p_company_size: '1-10',
        p_excitement_reason: 'AI',
      },
    });
    // Two submits are two sign-ups (two ids); a retry of one entry resends the same id.
    expect(second.op === 'rpc' && second.rpc.args.p_id).not.toBe(first.op === 'rpc' && first.rpc.args.p_id);
    expect(contact.op === 'rpc' && contact.rpc).toEqual({
      fn: 'send_contact_message',
      args: { p_id: expect.any(String), p_name: 'Ada', p_email: 'ada@example.com', p_message: 'Hello there, team!' },
    });
  });
});
