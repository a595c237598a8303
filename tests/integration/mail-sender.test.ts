// The outgoing mail queue against the real stack (issue 25 "Must show", docs/messaging.md "The
// sender"): mail written through sync_push is sent by the stack's sender over SMTP into the
// mailbox exactly once per id — across a lost acknowledgement (the sink took the mail, the sender
// never finished it), two devices writing the same mail, two senders draining one queue, and a
// restart of the sender mid-queue — and a send the server refuses is retried, then failed with
// the reason.
import type { SupabaseClient } from '@supabase/supabase-js';
import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailContent, parseClaimed } from '../../supabase/functions/send-email/message.ts';
import { mailOptions } from '../../supabase/local/mail/compose.ts';
import { createMailSender, type MailSender } from '../../supabase/local/mail/sender.ts';
import { mailTo, sleep, waitFor, waitForMail } from '../support/mail.ts';
import { startMailSender, stopMailSender } from '../support/stack-control.ts';
import { accessTokenFor, createUser, getTestStack, signedInClient, sql, type TestUser } from '../support/stack-env.ts';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

type Who = { user: TestUser; client: SupabaseClient };
type PushAnswer = { status: string; error: { code: string; message: string } | null; duplicate: boolean };

const uid = () => randomUUID();

function clientFor(token: string): SupabaseClient {
  return createClient(getTestStack().url, getTestStack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    accessToken: async () => token,
  });
}

/** sync_push as `who` from one device (`clientId`). */
async function push(
  who: Who,
  mutations: { table: string; row_id: string; patch: Record<string, unknown> }[],
  clientId = uid(),
): Promise<PushAnswer[]> {
  const { data, error } = await who.client.rpc('sync_push', {
    p_client_id: clientId,
    p_mutations: mutations.map((m) => ({ mutation_id: uid(), op: 'upsert', base_version: null, ...m })),
    p_expected_user: who.user.id,
    p_company: C,
  });
  if (error) throw new Error(`sync_push: ${error.code} ${error.message}`);
  return data as PushAnswer[];
}

let owner: Who;
let recruiter: Who;
let C: string;

beforeAll(async () => {
  const signedIn = await signedInClient(`owner-${uid().slice(0, 8)}@example.com`);
  owner = { user: signedIn.user, client: signedIn.client };
  C = owner.user.id;
  const user = await createUser(`recruiter-${uid().slice(0, 8)}@example.com`);
  recruiter = { user, client: clientFor(await accessTokenFor(user)) };
  const invite = await owner.client.rpc('create_company_invitation', {
    p_company: C,
    p_email: user.email,
    p_role: 'recruiter',
  });
  if (invite.error) throw new Error(invite.error.message);
  const accepted = await recruiter.client.rpc('accept_company_invitation', {
    p_token: (invite.data as { token: string }).token,
  });
  if (accepted.error) throw new Error(accepted.error.message);
});

const senders: MailSender[] = [];
const pools: pg.Pool[] = [];
afterEach(async () => {
  for (const s of senders.splice(0)) await s.stop();
  for (const p of pools.splice(0)) await p.end();
  // whatever a test did, the stack's sender runs for the next one
  await startMailSender();
});

/** A candidate of C with `email` (a fresh address unless given). */
async function candidate(email = `cand-${uid().slice(0, 8)}@example.com`) {
  const id = uid();
  const answers = await push(owner, [
    { table: 'profiles', row_id: id, patch: { first_name: 'Grace', last_name: 'Hopper', email } },
  ]);
  expect(answers[0].status).toBe('applied');
  return { id, email };
}

const mailPatch = (candidateId: string, n = 1) => ({
  candidate_id: candidateId,
  subject: `About your application (${n})`,
  body_text: `Hi Grace,\n\nMessage number ${n}.`,
});

interface EmailRow {
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: string | null;
  to_email: string;
}
const rowOf = async (id: string) =>
  (
    await sql<EmailRow>(
      'select status, attempts, last_error, sent_at::text, to_email from public.outgoing_emails where id = $1',
      [id],
    )
  )[0];

/** Each mail id's Message-ID count among `to`'s mail. */
async function messageIdCounts(to: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const m of await mailTo(to)) counts.set(m.message_id ?? '', (counts.get(m.message_id ?? '') ?? 0) + 1);
  return counts;
}
const messageId = (id: string) => `<${id}@mail.partii>`;

describe('the send queue (issue 25): each mail exactly once', () => {
  it('a mail written through sync_push is sent once, with the status link, and marked sent', async () => {
    const cand = await candidate();
    const id = uid();
    expect(
      (await push(recruiter, [{ table: 'outgoing_emails', row_id: id, patch: mailPatch(cand.id) }]))[0],
    ).toMatchObject({ status: 'applied' });
    const [mail] = await waitForMail(cand.email, 1);
    await waitFor('the row marked sent', async () => (await rowOf(id)).status === 'sent');
    expect(mail).toMatchObject({ message_id: messageId(id), type: 'candidate', subject: 'About your application (1)' });
    expect(mail.text).toMatch(/Follow your application, reply to the team or withdraw: http\S+\/status\/[\w-]+/);
    expect(mail.html).toMatch(/<a href="http[^"]+\/status\/[\w-]+">/);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('two devices writing the same mail (one id) send it once', async () => {
    const cand = await candidate();
    const id = uid();
    await stopMailSender(); // both writes land before any send
    const first = await push(owner, [{ table: 'outgoing_emails', row_id: id, patch: mailPatch(cand.id) }], uid());
    const second = await push(recruiter, [{ table: 'outgoing_emails', row_id: id, patch: mailPatch(cand.id) }], uid());
    const third = await push(owner, [{ table: 'outgoing_emails', row_id: id, patch: mailPatch(cand.id) }], uid());
    expect([first[0].status, second[0].status, third[0].status]).toEqual(['applied', 'applied', 'applied']);
    expect(await sql('select 1 from public.outgoing_emails where id = $1', [id])).toHaveLength(1);
    await startMailSender();
    await waitForMail(cand.email, 1);
    await waitFor('the row marked sent', async () => (await rowOf(id)).status === 'sent');
    await sleep(2500); // a poll later: still one
    expect(await messageIdCounts(cand.email)).toEqual(new Map([[messageId(id), 1]]));
  });

  it('a lost acknowledgement (the sink took the mail, finish never ran) does not make a second mail', async () => {
    const cand = await candidate();
    const id = uid();
    await stopMailSender();
    await push(owner, [{ table: 'outgoing_emails', row_id: id, patch: mailPatch(cand.id) }]);
    // A sender claims the mail with a 5 s lease, delivers it, and dies before finish_outgoing_email.
    const [{ claimed }] = await sql<{ claimed: unknown }>('select public.claim_outgoing_emails(100, 5) as claimed');
    const { emails } = parseClaimed(claimed);
    const mine = emails.find((e) => e.id === id);
    expect(mine).toBeDefined();
    const others = emails.filter((e) => e.id !== id).map((e) => e.id);
    if (others.length) {
      // not this test's: back to the queue as they were
      await sql(
        `update public.outgoing_emails set status = 'queued', claimed_until = null, attempts = attempts - 1
          where id = any($1::uuid[])`,
        [others],
      );
    }
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: getTestStack().smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail(mailOptions(emailContent(mine!, { siteUrl: 'http://127.0.0.1:5173' })));
    transport.close();
    expect(await mailTo(cand.email)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 1 });

    // The stack's sender claims it again once the lease ran out and sends it again: same Message-ID.
    await startMailSender();
    await waitFor('the row re-sent and marked sent', async () => (await rowOf(id)).status === 'sent', 20_000);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await messageIdCounts(cand.email)).toEqual(new Map([[messageId(id), 1]]));
  });

  it('two senders draining one queue send each mail once', async () => {
    const cand = await candidate();
    await stopMailSender();
    const ids = Array.from({ length: 30 }, () => uid());
    await push(
      owner,
      ids.map((id, n) => ({ table: 'outgoing_emails', row_id: id, patch: mailPatch(cand.id, n) })),
    );
    // a second sender (this process) beside the stack's, both woken by the same notifications
    const pool = new pg.Pool({ connectionString: getTestStack().dbUrl, max: 3 });
    pools.push(pool);
    const second = createMailSender({
      pool,
      dbUrl: getTestStack().dbUrl,
      smtp: { host: '127.0.0.1', port: getTestStack().smtpPort },
      siteUrl: 'http://127.0.0.1:5173',
      batchSize: 3,
    });
    senders.push(second);
    second.start();
    await startMailSender();
    await waitFor('all 30 rows sent', async () => {
      const rows = await sql<{ n: number }>(
        `select count(*)::int as n from public.outgoing_emails where id = any($1::uuid[]) and status = 'sent'`,
        [ids],
      );
      return rows[0].n === 30;
    });
    const counts = await messageIdCounts(cand.email);
    expect([...counts.keys()].sort()).toEqual(ids.map(messageId).sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const attempts = await sql<{ attempts: number }>(
      'select attempts from public.outgoing_emails where id = any($1::uuid[])',
      [ids],
    );
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
  });

  it('a restart of the sender mid-queue sends each mail once', async () => {
    const cand = await candidate();
    await stopMailSender();
    const ids = Array.from({ length: 40 }, () => uid());
    await push(
      owner,
      ids.map((id, n) => ({ table: 'outgoing_emails', row_id: id, patch: mailPatch(cand.id, n) })),
    );
    await startMailSender();
    await waitForMail(cand.email, 1);
    await stopMailSender(); // mid-queue: the batch in hand is finished, the rest waits
    const sentBefore = (
      await sql<{ n: number }>(
        `select count(*)::int as n from public.outgoing_emails where id = any($1::uuid[]) and status = 'sent'`,
        [ids],
      )
    )[0].n;
    expect(sentBefore).toBeGreaterThan(0);
    expect(sentBefore).toBeLessThan(40);
    expect((await mailTo(cand.email)).length).toBe(sentBefore);
    await startMailSender();
    await waitFor('all 40 rows sent', async () => {
      const rows = await sql<{ n: number }>(
        `select count(*)::int as n from public.outgoing_emails where id = any($1::uuid[]) and status = 'sent'`,
        [ids],
      );
      return rows[0].n === 40;
    });
    const counts = await messageIdCounts(cand.email);
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it('a send the mail server refuses is retried, then marked failed with the reason', async () => {
    // the sink answers 550 for any domain under .invalid (RFC 2606), as a real server would
    const cand = await candidate(`nobody-${uid().slice(0, 8)}@nowhere.invalid`);
    const id = uid();
    await push(owner, [{ table: 'outgoing_emails', row_id: id, patch: mailPatch(cand.id) }]);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const row = await waitFor(`attempt ${attempt} finished`, async () => {
        const r = await rowOf(id);
        return r.attempts === attempt && (r.status === 'queued' || r.status === 'failed') ? r : null;
      });
      expect(row.last_error).toMatch(/550.*Recipient address rejected/);
      expect(row.status).toBe(attempt < 5 ? 'queued' : 'failed');
      if (attempt < 5) {
        // the backoff (30 s · 2^n) is real; a test does not wait it out: the retry is due now
        const [{ next }] = await sql<{ next: number }>(
          'select extract(epoch from next_attempt_at - now())::int as next from public.outgoing_emails where id = $1',
          [id],
        );
        expect(next).toBeGreaterThan(30 * 2 ** (attempt - 1) - 5);
        await sql('update public.outgoing_emails set next_attempt_at = now() where id = $1', [id]);
        await sql(`select pg_notify('partii_outgoing_email', $1)`, [id]);
      }
    }
    await sleep(2500);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 5, sent_at: null });
    expect(await mailTo(cand.email)).toEqual([]);
  });
});

// ─── the hosted sender: supabase/functions/send-email ───────────────────────────────────────────

interface ProviderCall {
  headers: http.IncomingHttpHeaders;
  body: {
    from: string;
    to: string[];
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
    attachments?: { filename: string; content: string; content_type: string }[];
  };
}

/** A Resend-compatible provider: records each call; refuses a recipient containing "refuse". */
async function fakeProvider(): Promise<{ url: string; calls: ProviderCall[]; close(): Promise<void> }> {
  const calls: ProviderCall[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const body = JSON.parse(text) as ProviderCall['body'];
      calls.push({ headers: req.headers, body });
      if (body.to.some((to) => to.includes('refuse'))) {
        res.writeHead(422, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ name: 'validation_error', message: 'The recipient is not allowed' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: `provider-${calls.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the hosted sender (supabase/functions/send-email): one drain pass through a provider API', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('through the local gateway: the service role key only, and 503 while no provider is configured', async () => {
    const { url, anonKey, serviceRoleKey } = getTestStack();
    const call = (key: string, body?: string) =>
      fetch(`${url}/functions/v1/send-email`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, apikey: anonKey, 'Content-Type': 'application/json' },
        body,
      });
    const anon = await call(anonKey);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: 'Unauthorized' });
    const malformed = await call(serviceRoleKey, '{"limit": 0}');
    expect(malformed.status).toBe(400);
    expect((await call(serviceRoleKey, 'not json')).status).toBe(400);
    const unconfigured = await call(serviceRoleKey);
    expect(unconfigured.status).toBe(503);
    expect(await unconfigured.json()).toMatchObject({ error: 'Not configured' });
  });

  it('claims, sends each with Idempotency-Key = the id (the .ics base64), and finishes each', async () => {
    const provider = await fakeProvider();
    const { url, anonKey, serviceRoleKey } = getTestStack();
    Object.assign(process.env, {
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      EMAIL_PROVIDER_URL: provider.url,
      EMAIL_PROVIDER_KEY: 'provider-secret',
      EMAIL_FROM: 'Acme Hiring <hiring@acme.example>',
      PARTII_SITE_URL: 'https://hire.acme.example',
    });
    try {
      await stopMailSender(); // this pass is the only sender
      const cand = await candidate();
      const refused = await candidate(`refuse-${uid().slice(0, 8)}@example.com`);
      const mailId = uid();
      const refusedId = uid();
      await push(owner, [
        { table: 'outgoing_emails', row_id: mailId, patch: mailPatch(cand.id) },
        { table: 'outgoing_emails', row_id: refusedId, patch: mailPatch(refused.id) },
      ]);
      // a calendar mail as the interview triggers write it (server-side, so straight into the table)
      const inviteId = uid();
      const invitee = `panel-${uid().slice(0, 8)}@example.com`;
      await sql(
        `insert into public.outgoing_emails (id, company_id, kind, recipient_user_id, to_email, to_name, subject, body_text, calendar)
         values ($1, $2, 'interview_request', $3, $4, 'Sam', 'Invitation: Interview', 'You are on the panel.', $5)`,
        [
          inviteId,
          C,
          owner.user.id,
          invitee,
          JSON.stringify({
            method: 'REQUEST',
            uid: 'i-1@interviews.partii',
            sequence: 0,
            start: '2026-12-01T14:00:00Z',
            duration_minutes: 45,
            title: 'Interview',
            organizer: { name: 'Acme', email: 'noreply@partii.local' },
            attendees: [{ name: 'Sam', email: invitee }],
          }),
        ],
      );

      const { default: sendEmail } = await import('../../supabase/functions/send-email/index.ts');
      const response = await sendEmail(
        new Request('http://local/functions/v1/send-email', {
          method: 'POST',
          headers: { Authorization: `Bearer ${serviceRoleKey}` },
        }),
      );
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { claimed: number; sent: number; retried: number };
      expect(answer).toMatchObject({ claimed: 3, sent: 2, retried: 1 });

      const byKey = new Map(provider.calls.map((c) => [c.headers['idempotency-key'], c]));
      expect([...byKey.keys()].sort()).toEqual([mailId, refusedId, inviteId].sort());
      const sent = byKey.get(mailId)!;
      expect(sent.headers.authorization).toBe('Bearer provider-secret');
      expect(sent.body).toMatchObject({
        from: 'Acme Hiring <hiring@acme.example>',
        to: [`Grace Hopper <${cand.email}>`],
        subject: 'About your application (1)',
        headers: { 'X-Partii-Kind': 'candidate' },
      });
      expect(sent.body.text).toMatch(/withdraw: https:\/\/hire\.acme\.example\/status\/[\w-]+/);
      const [ics] = byKey.get(inviteId)!.body.attachments!;
      expect(ics.content_type).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(Buffer.from(ics.content, 'base64').toString('utf8')).toMatch(
        /METHOD:REQUEST[\s\S]*UID:i-1@interviews\.partii/,
      );

      expect(await rowOf(mailId)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await rowOf(inviteId)).toMatchObject({ status: 'sent' });
      const retry = await rowOf(refusedId);
      expect(retry).toMatchObject({ status: 'queued', attempts: 1 });
      expect(retry.last_error).toMatch(/422.*not allowed/);
      // the stack's sender (SMTP) must not pick up what the provider is retrying in this test
      await sql(`update public.outgoing_emails set status = 'failed' where id = $1`, [refusedId]);
    } finally {
      await provider.close();
    }
  });
});
