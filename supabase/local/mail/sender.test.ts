// The sender against a fake database (claim/finish as docs/messaging.md describes them) and a real
// SMTP sink. The real database is in tests/integration/mail-sender.test.ts.
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClaimedEmail } from '../../functions/send-email/message.ts';
import { Mailbox } from '../mailbox.ts';
import { createMailSender, type MailSender } from './sender.ts';
import { startSmtpSink, type SmtpSink } from './sink.ts';

interface FakeDb {
  queue: ClaimedEmail[];
  finished: { id: string; claim: string; error: string | null }[];
  roles: string[];
  scorecardCalls: number;
  /** an error code the functions raise (42883: not there yet) */
  failWith?: string;
}

/** A pg.Pool stand-in: claim_outgoing_emails hands out the queue, finish_outgoing_email records. */
function fakePool(db: FakeDb): pg.Pool {
  const client = {
    async query(text: string, params: unknown[] = []) {
      if (/set_config\('role', 'service_role'/.test(text)) db.roles.push('service_role');
      if (/claim_outgoing_emails|finish_outgoing_email|notify_scorecards_due/.test(text) && db.failWith) {
        throw Object.assign(new Error('function does not exist'), { code: db.failWith });
      }
      if (text.includes('claim_outgoing_emails')) {
        const batch = db.queue.splice(0, params[0] as number);
        return { rows: [{ claimed: batch }] };
      }
      if (text.includes('finish_outgoing_email')) {
        db.finished.push({ id: params[0] as string, claim: params[1] as string, error: params[2] as string | null });
        return { rows: [{ finish_outgoing_email: 'sent' }] };
      }
      if (text.includes('notify_scorecards_due')) db.scorecardCalls++;
      return { rows: [] };
    },
    release() {},
  };
  return { connect: async () => client } as unknown as pg.Pool;
}

const mail = (n: number, to = `person${n}@partii.local`): ClaimedEmail => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  claim_id: `claim-${n}`,
  kind: 'notification',
  to_email: to,
  subject: `Mail ${n}`,
  body_text: `Body ${n}`,
  attempts: 1,
});

let mailbox: Mailbox;
let sink: SmtpSink;
let sender: MailSender | undefined;
let logs: string[];

beforeEach(async () => {
  mailbox = new Mailbox(null);
  sink = await startSmtpSink({ mailbox });
  logs = [];
});
afterEach(async () => {
  await sender?.stop();
  sender = undefined;
  await sink.close();
});

function senderFor(db: FakeDb) {
  sender = createMailSender({
    pool: fakePool(db),
    dbUrl: 'postgres://nobody@127.0.0.1:1/none', // no LISTEN here: the sender keeps polling
    smtp: { host: sink.host, port: sink.port },
    siteUrl: 'http://127.0.0.1:5173',
    batchSize: 3,
    log: (...args) => logs.push(args.join(' ')),
  });
  return sender;
}

describe('the mail sender (issue 25: the server sends each queued mail)', () => {
  it('claims as service_role, sends each mail over SMTP and finishes it as sent, batch after batch', async () => {
    const db: FakeDb = { queue: [1, 2, 3, 4, 5].map((n) => mail(n)), finished: [], roles: [], scorecardCalls: 0 };
    expect(await senderFor(db).drain()).toBe(5);
    expect(db.finished).toEqual([1, 2, 3, 4, 5].map((n) => ({ id: mail(n).id, claim: `claim-${n}`, error: null })));
    expect(db.roles.length).toBeGreaterThanOrEqual(7); // 2 full/partial claims + 5 finishes, each as service_role
    expect(
      mailbox
        .list()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4', 'Mail 5']);
  });

  it("reports a refused send with the server's answer (the database then retries or fails it)", async () => {
    const db: FakeDb = {
      queue: [mail(1, 'nobody@nowhere.invalid'), mail(2)],
      finished: [],
      roles: [],
      scorecardCalls: 0,
    };
    await senderFor(db).drain();
    expect(db.finished[0].error).toMatch(/550.*Recipient address rejected/);
    expect(db.finished[1].error).toBeNull();
    expect(mailbox.list().map((m) => m.to)).toEqual(['person2@partii.local']);
  });

  it('waits quietly for the migration: a missing function is logged once and never throws', async () => {
    const db: FakeDb = { queue: [], finished: [], roles: [], scorecardCalls: 0, failWith: '42883' };
    const s = senderFor(db);
    await s.drain();
    await s.drain();
    expect(logs.filter((l) => l.includes('not in the database yet'))).toHaveLength(1);
  });

  it('start() drains at once and calls notify_scorecards_due; stop() lets the batch in hand finish', async () => {
    const db: FakeDb = { queue: [1, 2, 3].map((n) => mail(n)), finished: [], roles: [], scorecardCalls: 0 };
    const s = senderFor(db);
    s.start();
    expect(s.running).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await s.stop();
    expect(s.running).toBe(false);
    expect(db.scorecardCalls).toBe(1);
    // what was claimed before the stop was sent and finished, not left for its lease to run out
    expect(db.finished.length).toBe(3 - db.queue.length);
    expect(mailbox.list()).toHaveLength(db.finished.length);
  });
});
