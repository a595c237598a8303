// Messaging's access rules (issue 25; docs/messaging.md; the rules: tests/support/accessRules.ts;
// the threats: docs/threat-model.md "Messaging"). One world: company C (owner O, who founded it;
// admin, recruiter R, interviewers A and B) and company X (its owner XO), an applicant (anon).
//
// Every notification kind is made through the real path (sync_push of interviews and notes,
// submit_application, the status page's RPCs, accept_company_invitation, the service role's
// due-scorecards check) and its `data` held to accessRules.NOTIFICATION_DATA_KEYS. Then, as every
// actor: who reads notifications, mail, preferences, templates and replies (REST and sync_pull;
// realtime and the value search are access-routes.test.ts's), who writes them, what a client may
// set (the server keeps the rest: no open relay), the status links (stored hashed, unreachable, one
// answer for unknown and revoked, nothing internal on the page) and the sender's RPCs (service
// role only).
//
// A status token is taken the way the sender takes it: the candidate mail is written by sync_push
// as the recruiter and claimed by claim_outgoing_emails in the same transaction (before it commits,
// so the stack's own sender, which polls and listens, never sees it due), then finished.
import { createHash, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { v5 as uuidv5 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { scorecardId } from '../../src/db/interviewIds.ts';
import {
  NOTIFICATION_DATA_KEYS,
  NOTIFICATION_FORBIDDEN_KEYS,
  SERVICE_ROLE_RPCS,
  STATUS_PAGE_KEYS,
} from '../support/accessRules.ts';
import { accessTokenFor, createUser, getTestStack, sql, type TestUser } from '../support/stack-env.ts';

type Row = Record<string, unknown>;

interface Actor {
  label: string;
  user: TestUser | null;
  token: string | null;
  client: SupabaseClient;
}

const uid = () => randomUUID();
const tag = () => uid().slice(0, 8);
const FORGED_TIME = '2001-02-03T04:05:06.000Z';

function clientFor(token: string | null): SupabaseClient {
  const { url, anonKey } = getTestStack();
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  };
  return token
    ? createClient(url, anonKey, { ...options, accessToken: async () => token })
    : createClient(url, anonKey, options);
}

async function actor(label: string): Promise<Actor> {
  const user = await createUser(`msg-${label.toLowerCase()}-${tag()}@example.com`);
  const token = await accessTokenFor(user, 3600);
  return { label, user, token, client: clientFor(token) };
}

const anon: Actor = { label: 'anon', user: null, token: null, client: clientFor(null) };
let O: Actor, Ad: Actor, R: Actor, A: Actor, B: Actor, XO: Actor;
let C: string, X: string;
const all = () => [anon, O, Ad, R, A, B, XO];
const members = () => [O, Ad, R, A, B];

async function rest(who: Actor, pathAndQuery: string, init: { method?: string; body?: unknown; headers?: Row } = {}) {
  const { url, anonKey } = getTestStack();
  const res = await fetch(`${url}/rest/v1/${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${who.token ?? anonKey}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, ok: res.ok, body, text };
}

const rpc = (who: Actor, fn: string, args: Row) => rest(who, `rpc/${fn}`, { method: 'POST', body: args });

type PushAnswer = { status: string; row: Row | null; error: { code: string; message: string } | null };

const mutation = (table: string, rowId: string, patch: Row, op = 'upsert', base: number | null = null) => ({
  mutation_id: uid(),
  table,
  op,
  row_id: rowId,
  patch,
  base_version: base,
});

/** sync_push as `who` (the whole call's refusal as `whole`). */
async function push(who: Actor, mutations: ReturnType<typeof mutation>[], company: string | null = C) {
  const r = await rpc(who, 'sync_push', {
    p_client_id: uid(),
    p_mutations: mutations,
    p_expected_user: who.user?.id ?? null,
    p_company: company,
  });
  return r.ok ? { whole: null, answers: r.body as PushAnswer[] } : { whole: r.body as Row, answers: [] };
}

async function mustPush(who: Actor, mutations: ReturnType<typeof mutation>[], company: string | null = C) {
  const r = await push(who, mutations, company);
  if (r.whole || r.answers.some((a) => a.status !== 'applied'))
    throw new Error(`fixture push as ${who.label}: ${JSON.stringify(r)}`);
  return r.answers;
}

async function mustRpc(who: Actor, fn: string, args: Row) {
  const r = await rpc(who, fn, args);
  if (!r.ok) throw new Error(`fixture ${fn} as ${who.label}: ${r.status} ${r.text}`);
  return r.body as Row;
}

const rowOf = async (table: string, id: string) =>
  (await sql<{ r: Row }>(`select to_jsonb(t) as r from public.${table} t where id = $1`, [id]))[0]?.r;

/** Runs `fn` in one transaction on a connection of its own, as PostgREST would run it for `role`. */
async function inTransaction<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: getTestStack().dbUrl });
  db.on('error', () => undefined);
  await db.connect();
  try {
    await db.query('begin');
    const out = await fn(db);
    await db.query('commit');
    return out;
  } catch (err) {
    await db.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}

async function become(db: pg.Client, role: 'authenticated' | 'service_role', sub: string | null) {
  const claims = JSON.stringify(sub ? { sub, role } : { role });
  await db.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
    [role, claims, sub ?? ''],
  );
}

/** A function of the service role (the sender's), as the sender calls it. */
async function asService<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  return inTransaction(async (db) => {
    await become(db, 'service_role', null);
    return (await db.query<T>(text, params)).rows;
  });
}

/**
 * A candidate mail written by `who` through sync_push and claimed at once (docs/messaging.md "The
 * sender"): the raw status token only the claim answers, and the claim to finish it with.
 */
async function mailAndClaim(who: Actor, patch: Row): Promise<{ mailId: string; token: string; claimId: string }> {
  const mailId = uid();
  return inTransaction(async (db) => {
    await become(db, 'authenticated', who.user!.id);
    const pushed = await db.query<{ r: PushAnswer[] }>('select public.sync_push($1, $2::jsonb, $3, $4) as r', [
      uid(),
      JSON.stringify([mutation('outgoing_emails', mailId, patch)]),
      who.user!.id,
      C,
    ]);
    if (pushed.rows[0].r[0].status !== 'applied') throw new Error(`mail: ${JSON.stringify(pushed.rows[0].r)}`);
    await db.query('reset role');
    // first in the queue: the claim of one takes this mail and no one else's
    await db.query(`update public.outgoing_emails set next_attempt_at = '-infinity' where id = $1`, [mailId]);
    await become(db, 'service_role', null);
    const claimed = await db.query<{ c: Array<{ id: string; claim_id: string; status_token: string | null }> }>(
      'select public.claim_outgoing_emails(1, 600) as c',
    );
    const mine = claimed.rows[0].c.find((m) => m.id === mailId);
    if (!mine?.status_token) throw new Error(`claim: ${JSON.stringify(claimed.rows[0].c)}`);
    return { mailId, token: mine.status_token, claimId: mine.claim_id };
  });
}

// ─── the world ──────────────────────────────────────────────────────────────────────────────────

const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const addresses: string[] = [];
const SECRET = {
  scorecard: `cnry-takeaway-${tag()}`,
  rating: `cnry-rating-${tag()}`,
  noteSilent: `cnry-silent-note-${tag()}`,
  noteMention: `cnry-mention-note-${tag()}`,
  ai: `cnry-ai-${tag()}`,
  applicantEmail: `msg-applicant-${tag()}@example.com`,
  applicantPhone: `+1 555 ${Math.floor(1000 + Math.random() * 8999)}`,
  p2Email: `msg-p2-${tag()}@example.com`,
};

async function invite(by: Actor, who: Actor, company: string, role: string) {
  const inv = await mustRpc(by, 'create_company_invitation', {
    p_company: company,
    p_email: who.user!.email,
    p_role: role,
  });
  await mustRpc(who, 'accept_company_invitation', { p_token: inv.token });
}

const interview = (application: string, panel: string[], startsInMs: number, extra: Row = {}) => ({
  application_id: application,
  starts_at: new Date(Date.now() + startsInMs).toISOString(),
  duration_minutes: 30,
  interviewer_ids: panel,
  location: 'Room 1',
  ...extra,
});

beforeAll(async () => {
  [O, Ad, R, A, B, XO] = await Promise.all(['Owner', 'Admin', 'Recruiter', 'IntA', 'IntB', 'XOwner'].map(actor));
  C = O.user!.id;
  X = XO.user!.id;
  addresses.push(...[O, Ad, R, A, B, XO].map((a) => a.user!.email), SECRET.applicantEmail, SECRET.p2Email);
  // invitation_accepted (to O, who invites): the real accept path
  await Promise.all([
    invite(O, Ad, C, 'admin'),
    invite(O, R, C, 'recruiter'),
    invite(O, A, C, 'interviewer'),
    invite(O, B, C, 'interviewer'),
  ]);

  // O's published job; the applicant applies (application_received to O, and the auto mail)
  Object.assign(ids, { J: uid(), A1: uid(), P2: uid(), A2: uid(), XJ: uid(), XP: uid(), XA: uid(), XT: uid() });
  await mustPush(O, [mutation('jobs', ids.J, { title: `Msg job ${tag()}`, status: 'published' })]);
  const submitted = await mustRpc(anon, 'submit_application', {
    p_application_id: ids.A1,
    p_job_id: ids.J,
    p_first_name: 'Ada',
    p_last_name: 'Applicant',
    p_email: SECRET.applicantEmail,
    p_phone: SECRET.applicantPhone,
    p_answers: [],
    p_cv_path: null,
    p_resume_filename: null,
    p_resume_text: null,
  });
  ids.P1 = String(submitted.profile_id);
  // a second candidate, added by the recruiter (another candidate for the status page's refusals)
  await mustPush(R, [
    mutation('profiles', ids.P2, { first_name: 'Bea', last_name: 'Second', email: SECRET.p2Email }),
    mutation('applications', ids.A2, { job_id: ids.J, applicant_id: ids.P2, ai_summary: SECRET.ai }),
    mutation('applications', ids.A1, { ai_summary: SECRET.ai, ai_rating: 2 }),
  ]);
  // company X: a candidate, an application, a template
  await mustPush(
    XO,
    [
      mutation('jobs', ids.XJ, { title: 'X job', status: 'draft' }),
      mutation('profiles', ids.XP, { first_name: 'Xavier', email: `msg-xp-${tag()}@example.com` }),
      mutation('applications', ids.XA, { job_id: ids.XJ, applicant_id: ids.XP }),
      mutation('email_templates', ids.XT, { kind: 'custom', name: 'X template', subject: 'Hi', body: 'Hello' }),
    ],
    X,
  );

  // the panel: added, moved, one taken off, cancelled (through sync_push, as the recruiter)
  Object.assign(ids, { I1: uid(), I2: uid(), I3: uid(), N1: uid(), N2: uid(), T1: uid() });
  await mustPush(R, [
    mutation('interviews', ids.I1, interview(ids.A1, [A.user!.id, B.user!.id, O.user!.id], 86_400_000)),
    // ended an hour ago, A on the panel with no scorecard: scorecard_due
    mutation('interviews', ids.I2, interview(ids.A2, [A.user!.id, R.user!.id], -2 * 3_600_000)),
    // upcoming, the candidate invited too (their calendar mail is the hiring team's to read)
    mutation(
      'interviews',
      ids.I3,
      interview(ids.A1, [A.user!.id], 3 * 86_400_000, { invite_candidate: true, video_url: 'https://meet.example/x' }),
    ),
  ]);
  await mustPush(R, [
    mutation('interviews', ids.I1, { starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
  ]);
  // B submits a scorecard for I1 (its content is no notification's)
  await mustPush(B, [
    mutation('scorecards', scorecardId(ids.I1, B.user!.id), {
      interview_id: ids.I1,
      application_id: ids.A1,
      ratings: { craft: { rating: 4, note: SECRET.rating } },
      recommendation: 'strong_yes',
      key_takeaways: SECRET.scorecard,
      submitted_at: new Date().toISOString(),
    }),
  ]);
  await mustPush(R, [mutation('interviews', ids.I1, { interviewer_ids: [A.user!.id, O.user!.id] })]);
  await mustPush(R, [mutation('interviews', ids.I1, { status: 'cancelled' })]);
  await asService('select public.notify_scorecards_due()');

  // notes: one mentioning A, O, someone of another company and nobody at all; one mentioning no one
  await mustPush(R, [
    mutation('notes', ids.N1, {
      candidate_id: ids.P1,
      content: SECRET.noteMention,
      mentioned_ids: [A.user!.id, O.user!.id, XO.user!.id, uid()],
    }),
    mutation('notes', ids.N2, { candidate_id: ids.P1, content: SECRET.noteSilent }),
    mutation('email_templates', ids.T1, {
      kind: 'custom',
      name: 'Follow-up',
      subject: 'About {{job.title}}',
      body: 'Hi {{candidate.first_name}}',
    }),
  ]);

  // A wants mentions by mail too (a mail to a member: A's only)
  ids.prefA = uuidv5(`notification-preferences:${A.user!.id}`, C);
  await mustPush(A, [mutation('notification_preferences', ids.prefA, { email_kinds: ['mentioned', 'panel_added'] })]);
  ids.N3 = uid();
  await mustPush(R, [
    mutation('notes', ids.N3, { candidate_id: ids.P2, content: 'ping', mentioned_ids: [A.user!.id] }),
  ]);

  // status links: the candidates' mail, claimed as the sender claims it; a reply and a withdrawal
  const m1 = await mailAndClaim(R, {
    candidate_id: ids.P1,
    application_id: ids.A1,
    template_id: ids.T1,
    subject: 'Hello Ada',
    body_text: 'Your application',
  });
  const m2 = await mailAndClaim(R, { candidate_id: ids.P2, subject: 'Hello Bea', body_text: 'Your application' });
  tokens.P1 = m1.token;
  tokens.P2 = m2.token;
  Object.assign(ids, { M1: m1.mailId, M2: m2.mailId, R1: uid() });
  for (const m of [m1, m2]) {
    const [{ f }] = await asService<{ f: string }>('select public.finish_outgoing_email($1, $2) as f', [
      m.mailId,
      m.claimId,
    ]);
    if (f !== 'sent') throw new Error(`finish: ${f}`);
  }
  await mustRpc(anon, 'status_reply', { p_token: tokens.P1, p_message_id: ids.R1, p_body: 'Any news?' });
  await mustRpc(anon, 'status_withdraw', { p_token: tokens.P2, p_application_id: ids.A2 });
}, 90_000);

// ─── notifications ──────────────────────────────────────────────────────────────────────────────

const notificationsOf = async () =>
  (await sql<{ r: Row }>('select to_jsonb(n) as r from public.notifications n where company_id = $1', [C])).map(
    (x) => x.r,
  );

describe('notifications: made by the server through the real paths, carrying names and times only', () => {
  it('every kind was made, to the right members, and never to its own actor or someone of another company', async () => {
    const rows = await notificationsOf();
    const to = (kind: string) => new Set(rows.filter((r) => r.kind === kind).map((r) => String(r.recipient_id)));
    expect([...new Set(rows.map((r) => r.kind))].sort()).toEqual(Object.keys(NOTIFICATION_DATA_KEYS).sort());
    expect(to('panel_added')).toEqual(new Set([A.user!.id, B.user!.id, O.user!.id]));
    expect(to('panel_removed')).toEqual(new Set([B.user!.id]));
    expect(to('interview_moved')).toEqual(new Set([A.user!.id, B.user!.id, O.user!.id]));
    expect(to('interview_cancelled')).toEqual(new Set([A.user!.id, O.user!.id]));
    expect(to('scorecard_due').has(A.user!.id)).toBe(true);
    expect(to('mentioned')).toEqual(new Set([A.user!.id, O.user!.id]));
    expect(to('application_received')).toEqual(new Set([O.user!.id]));
    expect(to('candidate_replied')).toEqual(new Set([O.user!.id]));
    expect(to('candidate_withdrew')).toEqual(new Set([O.user!.id]));
    expect(to('invitation_accepted')).toEqual(new Set([O.user!.id]));
    // the recruiter acted on every panel change: none for them, but the due scorecard of their own
    expect(rows.filter((r) => r.recipient_id === R.user!.id).map((r) => r.kind)).toEqual(['scorecard_due']);
    // a member of another company named in mentioned_ids: dropped from the note, not notified
    const [note] = await sql<{ m: string[] }>('select mentioned_ids as m from public.notes where id = $1', [ids.N1]);
    expect([...note.m].sort()).toEqual([A.user!.id, O.user!.id].sort());
    expect(
      (await sql('select 1 from public.notifications where recipient_id = $1', [XO.user!.id])).length,
      'XO was notified',
    ).toBe(0);
  });

  it("each kind's data carries only its allowed keys: no rating, recommendation, scorecard, address, phone, or a note's text for someone it does not mention", async () => {
    const problems: string[] = [];
    for (const n of await notificationsOf()) {
      const data = (n.data ?? {}) as Row;
      const allowed = NOTIFICATION_DATA_KEYS[String(n.kind)] ?? [];
      const extra = Object.keys(data).filter((k) => !allowed.includes(k));
      if (extra.length) problems.push(`${n.kind} carries ${extra.join(', ')}`);
      const forbidden = Object.keys(data).filter((k) => (NOTIFICATION_FORBIDDEN_KEYS as readonly string[]).includes(k));
      if (forbidden.length) problems.push(`${n.kind} carries forbidden ${forbidden.join(', ')}`);
      const text = JSON.stringify(data);
      for (const value of [
        SECRET.scorecard,
        SECRET.rating,
        SECRET.ai,
        SECRET.noteSilent,
        SECRET.applicantPhone,
        ...addresses,
      ])
        if (text.includes(value)) problems.push(`${n.kind} to ${n.recipient_id} carries ${value}`);
      if (/strong_yes|strong_no/.test(text)) problems.push(`${n.kind} carries a recommendation`);
      if (text.includes(SECRET.noteMention) && n.kind !== 'mentioned')
        problems.push(`${n.kind} carries the mentioning note's text`);
    }
    expect(problems).toEqual([]);
  });

  it("the notification mail a member chose goes to that member's own address only, and carries no more than the notification", async () => {
    const mail = await sql<{ r: Row }>(
      `select to_jsonb(e) as r from public.outgoing_emails e where company_id = $1 and kind = 'notification'`,
      [C],
    );
    expect(mail.length).toBeGreaterThan(0);
    for (const { r } of mail) {
      expect(r.recipient_user_id).toBe(A.user!.id);
      expect(r.to_email).toBe(A.user!.email);
      const text = JSON.stringify(r);
      for (const value of [SECRET.scorecard, SECRET.rating, SECRET.noteSilent, SECRET.applicantEmail])
        expect(text.includes(value), value).toBe(false);
    }
  });
});

describe('notifications: read by their recipient only, by REST and sync_pull', () => {
  it('each actor reads exactly their own (the owner none of the others’)', async () => {
    const rows = await notificationsOf();
    const problems: string[] = [];
    await Promise.all(
      all().map(async (who) => {
        const mine = new Set(rows.filter((r) => r.recipient_id === who.user?.id).map((r) => String(r.id)));
        const got = await rest(who, 'notifications?select=*');
        const restIds = got.ok ? (got.body as Row[]).map((r) => String(r.id)) : [];
        for (const id of restIds) if (!mine.has(id)) problems.push(`REST: ${who.label} read notification ${id}`);
        const head = await rest(who, 'notifications?select=id', { method: 'GET', headers: { Prefer: 'count=exact' } });
        if (head.ok && (head.body as Row[]).length > mine.size) problems.push(`REST count: ${who.label}`);
        for (const company of [C, null, X]) {
          const pulled = await rpc(who, 'sync_pull', {
            p_table: 'notifications',
            p_after_xid: null,
            p_after_id: null,
            p_limit: 1000,
            p_expected_user: who.user?.id ?? null,
            p_company: company,
          });
          if (!pulled.ok) continue;
          for (const r of (pulled.body as { rows: Row[] }).rows)
            if (!mine.has(String(r.id)) && r.company_id === C)
              problems.push(`sync_pull (${company}): ${who.label} read notification ${r.id}`);
        }
        if (members().includes(who) && mine.size && restIds.length !== mine.size)
          problems.push(`REST: ${who.label} read ${restIds.length} of their ${mine.size}`);
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('notifications: never written by a client but their own read_at', () => {
  it('no client inserts one, by REST or sync_push', async () => {
    const before = (await notificationsOf()).length;
    const problems: string[] = [];
    for (const who of all()) {
      const id = uid();
      const row = { id, company_id: C, recipient_id: who.user?.id ?? A.user!.id, kind: 'mentioned', data: {} };
      const r = await rest(who, 'notifications', { method: 'POST', body: row });
      if (r.ok) problems.push(`REST insert by ${who.label}: ${r.status}`);
      const p = await push(who, [mutation('notifications', id, row)]);
      if (p.answers.some((a) => a.status === 'applied')) problems.push(`sync_push insert by ${who.label} applied`);
    }
    expect(problems).toEqual([]);
    expect((await notificationsOf()).length).toBe(before);
  });

  it('the recipient sets read_at; every other column they send is kept; read_at is not in the future', async () => {
    const [own] = (await notificationsOf()).filter((r) => r.recipient_id === A.user!.id && r.kind === 'mentioned');
    const forged = {
      read_at: '2999-01-01T00:00:00.000Z',
      recipient_id: B.user!.id,
      kind: 'invitation_accepted',
      data: { rating: 5, recommendation: 'strong_yes' },
      actor_id: XO.user!.id,
      candidate_id: ids.XP,
    };
    const p = await push(A, [mutation('notifications', String(own.id), forged)]);
    expect(p.answers[0]?.status).toBe('applied');
    const after = await rowOf('notifications', String(own.id));
    expect(new Date(String(after.read_at)).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    for (const k of ['recipient_id', 'kind', 'data', 'actor_id', 'candidate_id', 'created_at'])
      expect(after[k], k).toEqual(own[k]);
    // REST: read_at alone may be patched; any other column is refused
    const rk = await rest(A, `notifications?id=eq.${own.id}`, {
      method: 'PATCH',
      body: { kind: 'mentioned', data: {} },
    });
    expect(rk.ok).toBe(false);
    expect((await rowOf('notifications', String(own.id))).data).toEqual(own.data);
    // no delete
    const d = await push(A, [mutation('notifications', String(own.id), {}, 'delete')]);
    expect(d.answers[0]?.status).toBe('rejected');
    const del = await rest(A, `notifications?id=eq.${own.id}`, { method: 'DELETE' });
    expect(await rowOf('notifications', String(own.id)), `DELETE ${del.status}`).toBeTruthy();
  });

  it("nobody sets anything of another's notification (the owner neither), by REST or sync_push", async () => {
    const [theirs] = (await notificationsOf()).filter((r) => r.recipient_id === A.user!.id && r.kind === 'panel_added');
    const problems: string[] = [];
    for (const who of [anon, O, Ad, R, B, XO]) {
      for (const patch of [{ read_at: FORGED_TIME }, { recipient_id: who.user?.id ?? null }, { data: {} }]) {
        await rest(who, `notifications?id=eq.${theirs.id}`, { method: 'PATCH', body: patch });
        for (const company of [C, null]) {
          const p = await push(who, [mutation('notifications', String(theirs.id), patch)], company);
          if (p.answers.some((a) => a.status === 'applied')) problems.push(`sync_push by ${who.label} applied`);
        }
      }
    }
    const after = await rowOf('notifications', String(theirs.id));
    for (const k of ['read_at', 'recipient_id', 'data', 'version']) expect(after[k], k).toEqual(theirs[k]);
    expect(problems).toEqual([]);
  });

  // Found while writing these tests, fixed in the migration: check_push_role_messaging reads the row as its definer, so the refusal of
  // someone else's notification ("You can mark only your own") differs from an unknown id's
  // ("Notifications are made by the server."): anyone signed in learns whether a notification id
  // exists, and notification ids are uuid_v5 of (recipient, kind, object) under a public namespace.
  // The same for notification_preferences (their ids are derived from company and member).
  it("a refusal says the same for another's notification as for an id that does not exist", async () => {
    const [theirs] = (await notificationsOf()).filter((r) => r.recipient_id === A.user!.id);
    const answer = async (id: string) =>
      (await push(XO, [mutation('notifications', id, { read_at: FORGED_TIME })], null)).answers[0]?.error?.message;
    expect(await answer(String(theirs.id))).toBe(await answer(uid()));
  });
});

// ─── outgoing mail ──────────────────────────────────────────────────────────────────────────────

const mailOf = async () =>
  (await sql<{ r: Row }>('select to_jsonb(e) as r from public.outgoing_emails e where company_id = $1', [C])).map(
    (x) => x.r,
  );

describe('outgoing_emails: who reads which mail', () => {
  it('a mail to a member: that member only; mail to candidates: owner, admin, recruiter; by REST and sync_pull', async () => {
    const mail = await mailOf();
    expect(mail.some((m) => m.recipient_user_id === A.user!.id && m.kind === 'interview_request')).toBe(true);
    expect(mail.some((m) => m.recipient_user_id == null && m.kind === 'candidate')).toBe(true);
    expect(mail.some((m) => m.recipient_user_id == null && m.kind === 'application_received')).toBe(true);
    const may = (who: Actor, m: Row) =>
      m.recipient_user_id != null ? m.recipient_user_id === who.user?.id : [O, Ad, R].includes(who);
    const problems: string[] = [];
    await Promise.all(
      all().map(async (who) => {
        const allowed = new Set(mail.filter((m) => may(who, m)).map((m) => String(m.id)));
        const got = await rest(who, 'outgoing_emails?select=id,recipient_user_id,kind');
        const seen = new Set(got.ok ? (got.body as Row[]).map((r) => String(r.id)) : []);
        for (const id of seen) if (!allowed.has(id)) problems.push(`REST: ${who.label} read mail ${id}`);
        for (const id of allowed) if (!seen.has(id)) problems.push(`REST: ${who.label} cannot read their mail ${id}`);
        const pulled = await rpc(who, 'sync_pull', {
          p_table: 'outgoing_emails',
          p_after_xid: null,
          p_after_id: null,
          p_limit: 1000,
          p_expected_user: who.user?.id ?? null,
          p_company: null,
        });
        if (pulled.ok)
          for (const r of (pulled.body as { rows: Row[] }).rows)
            if (r.company_id === C && !allowed.has(String(r.id)))
              problems.push(`sync_pull: ${who.label} read mail ${r.id}`);
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe('outgoing_emails: what a client writes', () => {
  const forged = () => ({
    to_email: `relay-${tag()}@evil.example`,
    to_name: 'Relay',
    kind: 'interview_request',
    status: 'failed',
    sent_at: FORGED_TIME,
    attempts: 99,
    calendar: { method: 'REQUEST', uid: 'x' },
    recipient_user_id: A.user!.id,
    interview_id: ids.I1,
    body_html: '<script>x</script>',
    last_error: 'forged',
    next_attempt_at: '2999-01-01T00:00:00Z',
    created_at: FORGED_TIME,
  });
  const kept = (row: Row, f: Row) => {
    const problems: string[] = [];
    if (row.to_email !== SECRET.p2Email) problems.push(`to_email ${row.to_email}`);
    if (row.kind !== 'candidate') problems.push(`kind ${row.kind}`);
    if (row.recipient_user_id != null) problems.push('recipient_user_id');
    if (row.calendar != null) problems.push('calendar');
    if (row.interview_id != null) problems.push('interview_id');
    if (Number(row.attempts) >= 99) problems.push('attempts');
    if (row.status === 'failed') problems.push('status');
    if (row.sent_at && new Date(String(row.sent_at)).getTime() === new Date(FORGED_TIME).getTime())
      problems.push('sent_at');
    if (row.last_error === 'forged') problems.push('last_error');
    if (String(row.body_html ?? '').includes('<script>')) problems.push('body_html');
    if (new Date(String(row.created_at)).getTime() === new Date(FORGED_TIME).getTime()) problems.push('created_at');
    if (row.to_name === f.to_name) problems.push('to_name');
    return problems;
  };

  it("a candidate mail's address, kind, status, calendar, recipient, attempts are the server's (no open relay), by sync_push and REST", async () => {
    const a = uid();
    const f1 = forged();
    await mustPush(R, [mutation('outgoing_emails', a, { candidate_id: ids.P2, subject: 'S', body_text: 'B', ...f1 })]);
    const b = uid();
    const f2 = forged();
    const r = await rest(R, 'outgoing_emails', {
      method: 'POST',
      body: { id: b, company_id: C, candidate_id: ids.P2, subject: 'S', body_text: 'B', ...f2 },
      headers: { Prefer: 'return=minimal' },
    });
    const rowA = await rowOf('outgoing_emails', a);
    const rowB = await rowOf('outgoing_emails', b);
    expect(kept(rowA, f1)).toEqual([]);
    expect(rowB, `REST ${r.status} ${r.text}`).toBeTruthy();
    expect(kept(rowB, f2)).toEqual([]);
  });

  it('a mail is never changed or deleted by a client (a second write of its id changes nothing)', async () => {
    const before = await rowOf('outgoing_emails', ids.M2);
    const again = await push(R, [
      mutation('outgoing_emails', ids.M2, { subject: 'Changed', to_email: 'x@evil.example' }),
    ]);
    expect(again.answers[0]?.status).toBe('applied');
    const patched = await rest(R, `outgoing_emails?id=eq.${ids.M2}`, { method: 'PATCH', body: { subject: 'Changed' } });
    expect(patched.ok).toBe(false);
    for (const who of [O, R]) {
      const d = await push(who, [mutation('outgoing_emails', ids.M2, {}, 'delete')]);
      expect(d.answers[0]?.status).toBe('rejected');
      await rest(who, `outgoing_emails?id=eq.${ids.M2}`, { method: 'DELETE' });
    }
    const after = await rowOf('outgoing_emails', ids.M2);
    for (const k of ['subject', 'to_email', 'deleted_at', 'status', 'version']) expect(after[k], k).toEqual(before[k]);
  });

  it('an interviewer, a member of another company and a visitor insert no mail', async () => {
    const problems: string[] = [];
    for (const who of [A, B, XO, anon]) {
      const id = uid();
      const patch = { candidate_id: ids.P2, subject: 'S', body_text: 'B' };
      const p = await push(who, [mutation('outgoing_emails', id, patch)]);
      if (p.answers.some((x) => x.status === 'applied')) problems.push(`sync_push by ${who.label}`);
      await rest(who, 'outgoing_emails', { method: 'POST', body: { id, company_id: C, ...patch } });
      if (await rowOf('outgoing_emails', id)) problems.push(`stored for ${who.label}`);
    }
    expect(problems).toEqual([]);
  });

  it("a mail naming another company's candidate, application or template is refused, by sync_push and REST", async () => {
    const problems: string[] = [];
    const cases: Array<[string, Row]> = [
      ["X's candidate", { candidate_id: ids.XP }],
      ["X's application", { candidate_id: ids.P2, application_id: ids.XA }],
      ["another candidate's application", { candidate_id: ids.P2, application_id: ids.A1 }],
      ["X's template", { candidate_id: ids.P2, template_id: ids.XT }],
    ];
    for (const [what, refs] of cases) {
      const a = uid();
      const p = await push(R, [mutation('outgoing_emails', a, { subject: 'S', body_text: 'B', ...refs })]);
      if (p.answers[0]?.status !== 'rejected') problems.push(`sync_push ${what}: ${p.answers[0]?.status}`);
      const b = uid();
      const r = await rest(R, 'outgoing_emails', {
        method: 'POST',
        body: { id: b, company_id: C, subject: 'S', body_text: 'B', ...refs },
      });
      if (r.ok || (await rowOf('outgoing_emails', b))) problems.push(`REST ${what}: ${r.status}`);
      if (await rowOf('outgoing_emails', a)) problems.push(`stored ${what}`);
    }
    expect(problems).toEqual([]);
  });

  // Found while writing these tests, fixed in the migration: interviews_talk looks a panel member's address up in auth.users with a LEFT
  // join on the membership, so re-opening a cancelled interview whose panel still names a former
  // member (leave_panels takes people off scheduled interviews only) mails them a calendar REQUEST
  // with the candidate's name, the job, the place and the panel's addresses.
  it('a former member on a cancelled panel gets no calendar mail when the interview is reopened', async () => {
    const gone = await actor('Gone');
    await invite(O, gone, C, 'interviewer');
    const id = uid();
    await mustPush(R, [mutation('interviews', id, interview(ids.A1, [A.user!.id, gone.user!.id], 3 * 86_400_000))]);
    await mustPush(R, [mutation('interviews', id, { status: 'cancelled' })]);
    await mustRpc(O, 'remove_company_member', { p_company: C, p_user: gone.user!.id });
    const stamp = new Date().toISOString();
    await mustPush(R, [mutation('interviews', id, { status: 'scheduled' })]);
    const mailed = await sql(
      `select 1 from public.outgoing_emails where interview_id = $1 and recipient_user_id = $2 and created_at >= $3`,
      [id, gone.user!.id, stamp],
    );
    expect(mailed.length).toBe(0);
  });
});

// ─── preferences, templates, replies ───────────────────────────────────────────────────────────

describe('notification_preferences: each member’s own', () => {
  it('read by their member only; the id is derived (partii:derived_id); user_id is the writer', async () => {
    const problems: string[] = [];
    for (const who of all()) {
      const got = await rest(who, `notification_preferences?select=id,user_id`);
      for (const r of got.ok ? (got.body as Row[]) : [])
        if (r.user_id !== who.user?.id) problems.push(`${who.label} read ${r.user_id}'s preferences`);
    }
    // B writes with A's derived id, a random id, and A as user_id: refused
    const forA = ids.prefA;
    const p = await push(B, [mutation('notification_preferences', forA, { email_kinds: [] })]);
    if (p.answers[0]?.status === 'applied') problems.push("B changed A's preferences");
    const random = await push(B, [mutation('notification_preferences', uid(), { email_kinds: [] })]);
    const err = (await rest(B, 'notification_preferences', {
      method: 'POST',
      body: { id: uid(), company_id: C, user_id: A.user!.id, email_kinds: [] },
    })) as { body: { code?: string } };
    const forB = uuidv5(`notification-preferences:${B.user!.id}`, C);
    const byId = await rest(B, 'notification_preferences', {
      method: 'POST',
      body: { id: forA, company_id: C, email_kinds: ['mentioned'] },
    });
    expect(random.answers[0]?.status).toBe('rejected');
    expect(random.answers[0]?.error?.code).toBe('42501');
    expect(err.body.code).toBe('42501');
    expect(byId.ok).toBe(false);
    expect((byId.body as { hint?: string; code?: string }).code).toMatch(/42501|23505/);
    const own = await push(B, [mutation('notification_preferences', forB, { email_kinds: ['scorecard_due'] })]);
    expect(own.answers[0]?.status).toBe('applied');
    expect((await rowOf('notification_preferences', forB)).user_id).toBe(B.user!.id);
    expect((await rowOf('notification_preferences', forA)).email_kinds).toEqual(['mentioned', 'panel_added']);
    // the hint names the reason for a client that derived the wrong id
    const hinted = await rest(B, 'notification_preferences', {
      method: 'POST',
      body: { id: uuidv5(`notification-preferences:${B.user!.id}`, X), company_id: C, email_kinds: [] },
    });
    expect((hinted.body as { hint?: string }).hint).toBe('partii:derived_id');
    expect(problems).toEqual([]);
  });
});

describe('email_templates', () => {
  it('members read them (the four defaults too); another company and a visitor none', async () => {
    for (const who of members()) {
      const got = await rest(who, `email_templates?select=id,kind&company_id=eq.${C}`);
      expect((got.body as Row[]).length, who.label).toBeGreaterThanOrEqual(5);
    }
    for (const who of [XO, anon]) {
      const got = await rest(who, `email_templates?select=id&company_id=eq.${C}`);
      expect(got.ok ? (got.body as Row[]).length : 0, who.label).toBe(0);
    }
  });

  it('an interviewer writes none; an unknown {{variable}} is refused by the server', async () => {
    const problems: string[] = [];
    for (const who of [A, B]) {
      const id = uid();
      const p = await push(who, [mutation('email_templates', id, { name: 'N', subject: 'S', body: 'B' })]);
      if (p.answers[0]?.status === 'applied') problems.push(`${who.label} inserted by sync_push`);
      await rest(who, 'email_templates', {
        method: 'POST',
        body: { id, company_id: C, name: 'N', subject: 'S', body: 'B' },
      });
      if (await rowOf('email_templates', id)) problems.push(`${who.label} inserted`);
      const u = await push(who, [mutation('email_templates', ids.T1, { body: 'changed' })]);
      if (u.answers[0]?.status === 'applied') problems.push(`${who.label} changed a template`);
      await rest(who, `email_templates?id=eq.${ids.T1}`, { method: 'PATCH', body: { body: 'changed' } });
    }
    expect((await rowOf('email_templates', ids.T1)).body).toBe('Hi {{candidate.first_name}}');
    for (const bad of [{ body: 'Hi {{candidate.salary}}' }, { subject: '{{ company.secret }}' }]) {
      const id = uid();
      const p = await push(R, [mutation('email_templates', id, { name: 'N', subject: 'S', body: 'B', ...bad })]);
      if (p.answers[0]?.status !== 'rejected' || p.answers[0]?.error?.code !== '23514')
        problems.push(`sync_push ${JSON.stringify(bad)}: ${JSON.stringify(p.answers[0])}`);
      const r = await rest(R, 'email_templates', {
        method: 'POST',
        body: { id: uid(), company_id: C, name: 'N', subject: 'S', body: 'B', ...bad },
      });
      if (r.ok) problems.push(`REST ${JSON.stringify(bad)} stored`);
      const u = await push(R, [mutation('email_templates', ids.T1, bad)]);
      if (u.answers[0]?.status !== 'rejected') problems.push(`update ${JSON.stringify(bad)} applied`);
    }
    expect(problems).toEqual([]);
  });
});

describe('candidate_messages', () => {
  it('members read the replies; another company and a visitor none; no client writes one', async () => {
    for (const who of members()) {
      const got = await rest(who, `candidate_messages?select=id,body&id=eq.${ids.R1}`);
      expect((got.body as Row[]).length, who.label).toBe(1);
    }
    const problems: string[] = [];
    for (const who of all()) {
      if (!members().includes(who)) {
        const got = await rest(who, 'candidate_messages?select=id');
        if (got.ok && (got.body as Row[]).some((r) => r.id === ids.R1)) problems.push(`${who.label} read a reply`);
      }
      const id = uid();
      const row = { id, company_id: C, candidate_id: ids.P1, body: 'forged' };
      await rest(who, 'candidate_messages', { method: 'POST', body: row });
      const p = await push(who, [mutation('candidate_messages', id, row)]);
      if (p.answers.some((a) => a.status === 'applied')) problems.push(`sync_push by ${who.label}`);
      await rest(who, `candidate_messages?id=eq.${ids.R1}`, { method: 'PATCH', body: { body: 'changed' } });
      if (await rowOf('candidate_messages', id)) problems.push(`stored for ${who.label}`);
    }
    expect((await rowOf('candidate_messages', ids.R1)).body).toBe('Any news?');
    expect(problems).toEqual([]);
  });
});

// ─── status links ───────────────────────────────────────────────────────────────────────────────

describe('status tokens', () => {
  it('the table is unreachable through the API (REST with any profile, RPC) for anon and authenticated', async () => {
    const privileges = await sql<{ role: string; sel: boolean; usage: boolean }>(
      `select r as role, has_table_privilege(r, 'partii_private.status_tokens', 'select,insert,update,delete') as sel,
              has_schema_privilege(r, 'partii_private', 'usage') as usage
         from unnest(array['anon', 'authenticated']) r`,
    );
    for (const p of privileges) expect(p.sel, p.role).toBe(false);
    for (const who of [anon, O, R]) {
      for (const [path, headers] of [
        ['status_tokens?select=*', {}],
        ['status_tokens?select=*', { 'Accept-Profile': 'partii_private' }],
      ] as const) {
        const r = await rest(who, path, { headers });
        expect(r.ok, `${who.label} GET ${path} ${JSON.stringify(headers)}: ${r.text}`).toBe(false);
      }
      for (const fn of ['issue_status_token', 'status_candidate', 'status_token_hash']) {
        const r = await rpc(who, fn, { p_company: C, p_candidate: ids.P1, p_email: null, p_token: tokens.P1 });
        expect(r.ok, `${who.label} rpc ${fn}`).toBe(false);
        const p = await rest(who, `rpc/${fn}`, {
          method: 'POST',
          body: { p_token: tokens.P1 },
          headers: { 'Content-Profile': 'partii_private' },
        });
        expect(p.ok, `${who.label} rpc partii_private.${fn}`).toBe(false);
      }
    }
  });

  it('only the sha256 of a token is stored: no column of any table holds a raw token from a claim', async () => {
    for (const token of [tokens.P1, tokens.P2]) {
      const hash = createHash('sha256').update(token).digest('hex');
      const [row] = await sql<{ n: string }>(
        'select count(*)::text as n from partii_private.status_tokens where token_hash = $1',
        [hash],
      );
      expect(row.n).toBe('1');
      const tables = await sql<{ t: string }>(
        `select n.nspname || '.' || c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname in ('public', 'partii_private', 'auth', 'storage')`,
      );
      for (const { t } of tables) {
        const [hit] = await sql<{ n: string }>(`select count(*)::text as n from ${t} x where strpos(x::text, $1) > 0`, [
          token,
        ]);
        expect(hit.n, `${t} holds a raw token`).toBe('0');
      }
    }
  });

  it('status_page answers P0002 for an unknown, malformed or revoked link (one answer), and a live one carries nothing internal', async () => {
    const page = await rpc(anon, 'status_page', { p_token: tokens.P1 });
    expect(page.ok, page.text).toBe(true);
    const keys: string[] = [];
    const walk = (v: unknown, at: string) => {
      if (Array.isArray(v)) v.forEach((x) => walk(x, at));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          const p = at ? `${at}.${k}` : k;
          keys.push(p);
          walk(x, p);
        }
    };
    walk(page.body, '');
    expect([...new Set(keys)].filter((k) => !STATUS_PAGE_KEYS.includes(k))).toEqual([]);
    const text = page.text;
    for (const v of [SECRET.ai, SECRET.scorecard, SECRET.rating, SECRET.noteMention, SECRET.noteSilent, ...addresses])
      expect(text.includes(v), v).toBe(false);
    for (const v of [A.user!.id, O.user!.id, R.user!.id, C]) expect(text.includes(v), v).toBe(false);
    expect(text).not.toMatch(/strong_yes|"stage|"rating|"ai_|"note|"scorecard|"interviewer|"email|"phone|created_by/);
    // P1's page shows P1's application only
    expect((page.body as { applications: Row[] }).applications.map((a) => a.id)).toEqual([ids.A1]);

    const refused = async (token: string) => {
      const r = await rpc(anon, 'status_page', { p_token: token });
      return {
        ok: r.ok,
        code: (r.body as { code?: string })?.code,
        message: (r.body as { message?: string })?.message,
      };
    };
    const unknown = await refused(tokens.P1.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(unknown).toEqual({ ok: false, code: 'P0002', message: 'This link is no longer valid.' });
    expect(await refused('short')).toEqual(unknown);
    expect(await refused(createHash('sha256').update(tokens.P1).digest('hex'))).toEqual(unknown);
    // revoked: the hiring team only; then the same answer as unknown, for every RPC
    const revokeBy = async (who: Actor) => rpc(who, 'revoke_status_links', { p_candidate: ids.P2 });
    for (const who of [anon, A, B, XO]) expect((await revokeBy(who)).ok, who.label).toBe(false);
    expect((await refused(tokens.P2)).ok).toBe(true);
    const revoked = await revokeBy(R);
    expect(revoked.ok, revoked.text).toBe(true);
    expect(await refused(tokens.P2)).toEqual(unknown);
    const reply = await rpc(anon, 'status_reply', { p_token: tokens.P2, p_message_id: uid(), p_body: 'late' });
    expect((reply.body as { code?: string }).code).toBe('P0002');
    const withdraw = await rpc(anon, 'status_withdraw', { p_token: tokens.P2, p_application_id: ids.A2 });
    expect((withdraw.body as { code?: string }).code).toBe('P0002');
  });

  it("status_withdraw refuses another candidate's or another company's application", async () => {
    for (const app of [ids.A2, ids.XA, uid()]) {
      const r = await rpc(anon, 'status_withdraw', { p_token: tokens.P1, p_application_id: app });
      expect(r.ok, app).toBe(false);
    }
    const [a2] = await sql<{ w: string | null }>('select withdrawn_at as w from public.applications where id = $1', [
      ids.XA,
    ]);
    expect(a2.w).toBeNull();
    // the link's own application: withdrawn once, however often
    const first = await rpc(anon, 'status_withdraw', { p_token: tokens.P1, p_application_id: ids.A1 });
    const second = await rpc(anon, 'status_withdraw', { p_token: tokens.P1, p_application_id: ids.A1 });
    expect(first.ok && second.ok).toBe(true);
    expect((first.body as Row).withdrawn_at).toEqual((second.body as Row).withdrawn_at);
    expect(Object.keys(first.body as Row).sort()).toEqual(['id', 'status_label', 'withdrawn_at']);
  });

  it('status_reply is idempotent per id and refuses an id taken by another candidate', async () => {
    const again = await rpc(anon, 'status_reply', { p_token: tokens.P1, p_message_id: ids.R1, p_body: 'Other text' });
    expect(again.ok).toBe(true);
    expect((again.body as Row).body).toBe('Any news?');
    const count = await sql<{ n: string }>('select count(*)::text as n from public.candidate_messages where id = $1', [
      ids.R1,
    ]);
    expect(count[0].n).toBe('1');
    // P2's link is revoked: a fresh one, then P2 takes P1's reply id
    const m = await mailAndClaim(R, { candidate_id: ids.P2, subject: 'Again', body_text: 'Again' });
    await asService('select public.finish_outgoing_email($1, $2)', [m.mailId, m.claimId]);
    const taken = await rpc(anon, 'status_reply', { p_token: m.token, p_message_id: ids.R1, p_body: 'Mine now' });
    expect(taken.ok).toBe(false);
    expect((taken.body as { code?: string }).code).toBe('23505');
    expect(taken.text.includes('Any news?')).toBe(false);
    expect((await rowOf('candidate_messages', ids.R1)).candidate_id).toBe(ids.P1);
  });
});

// ─── the sender's RPCs ──────────────────────────────────────────────────────────────────────────

describe("the sender's RPCs are the service role's only", () => {
  it('anon and authenticated may not execute them, by grant or by REST', async () => {
    const names = Object.keys(SERVICE_ROLE_RPCS);
    const grants = await sql<{ name: string; anon: boolean; auth: boolean; service: boolean }>(
      `select p.proname as name, has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as auth,
              has_function_privilege('service_role', p.oid, 'execute') as service
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = any ($1)`,
      [names],
    );
    expect(grants.map((g) => g.name).sort()).toEqual([...names].sort());
    for (const g of grants) expect([g.name, g.anon, g.auth, g.service]).toEqual([g.name, false, false, true]);
    const queued = await sql<{ id: string; s: string; c: string | null }>(
      `select id, status as s, claim_id::text as c from public.outgoing_emails where company_id = $1`,
      [C],
    );
    for (const who of all()) {
      const calls: Array<[string, Row]> = [
        ['claim_outgoing_emails', { p_limit: 100, p_lease_seconds: 3600 }],
        ['finish_outgoing_email', { p_id: ids.M1, p_claim_id: uid(), p_error: 'forged' }],
        ['notify_scorecards_due', {}],
      ];
      for (const [fn, args] of calls) {
        const r = await rpc(who, fn, args);
        expect(r.ok, `${fn} as ${who.label}: ${r.text}`).toBe(false);
      }
    }
    const after = await sql<{ id: string; c: string | null }>(
      `select id, claim_id::text as c from public.outgoing_emails where company_id = $1 and id = any ($2)`,
      [C, queued.map((q) => q.id)],
    );
    // no claim was taken by those calls (a claim by the stack's sender changes claim_id too, so only
    // the mails of this file that were already sent are compared)
    const sent = new Set(queued.filter((q) => q.s === 'sent').map((q) => q.id));
    for (const a of after.filter((x) => sent.has(x.id))) expect(a.c, a.id).toBe(queued.find((q) => q.id === a.id)!.c);
  });
});
