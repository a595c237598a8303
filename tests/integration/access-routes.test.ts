// Every route a row can take, as every role, held to ONE table of rules (tests/support/accessRules.ts;
// issue 24 "No side door", the architecture's §6 "Rows that leave the table").
//
// One seeded company C (founded by F; a second owner, an admin, a recruiter, interviewer A on a panel
// who has not submitted, interviewer B who has, a recruiter narrowed to interviewer, and two removed
// members: the founder F, whose user id IS the company id, and a recruiter) and one other company X
// (its owner and an interviewer). Jobs (published, draft, once published), candidates, applications
// (one through submit_application with a stored resume), notes, drafts and their chat, a plan with
// a stage and favourites, interviews, scorecards, invitations, and the activity all of it writes;
// messaging (issue 25): templates, candidate mail and calendar mail, a member's notification mail,
// preferences, notifications of every route that makes them (panel, move, mention, application,
// reply, withdrawal, accepted invitation) and a candidate's reply through a real status link.
//
// Routes walked, for every actor:
//   REST         select=*, each column named, id filters, a filter on each column (a count oracle),
//                company filter, embeds along every foreign key (both ways), count=exact with HEAD
//   sync_pull    every table: the company's feed (all pages, small pages, and another actor's cursor),
//                the own-company feed (p_company null), the public scope, another company's feed
//   sync_push    an empty upsert of every row the actor may not read: applied never, and a
//                refusal carries no row the actor may not read
//   RPCs         every function anon/authenticated may execute, classified in accessRules (the
//                test fails on one that is not)
//   realtime     postgres_changes on every published table while every table changes
//   activity     every row's kind and data keys (in the database itself, so every route is held)
//   storage      resumes: list, download, signed URL, public URL
//   functions    /functions/v1/<each>
// and asserts no route shows a row or a column the rules do not give the actor. Beyond row ids and
// column names, every answer of every route is searched for the seeded values the actor may not read
// (each seeded text carries the marker `cnry`; a value readable to the actor by its rules is never
// searched for).
//
// The rules are the intended ones (after the issue 24 fixes): an assertion that fails names a leak.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { v5 as uuidv5 } from 'uuid';
import WebSocket from 'ws';
import { favoriteId, scorecardId } from '../../src/db/interviewIds.ts';
import {
  candidateConversationId,
  conversationReadId,
  directConversationId,
  hiringChannelId,
} from '../../src/features/chat/model/conversationIds.ts';
import {
  ACTIVITY_DATA_KEYS,
  BUCKETS,
  FUNCTIONS,
  NOTIFICATION_DATA_KEYS,
  NOTIFICATION_FORBIDDEN_KEYS,
  readableColumns,
  RPCS,
  SERVICE_ROLE_RPCS,
  TABLES,
  type Role,
} from '../support/accessRules.ts';
import { accessTokenFor, createUser, getTestStack, sql, type TestUser } from '../support/stack-env.ts';

// ─── actors ─────────────────────────────────────────────────────────────────────────────────────

interface Actor {
  label: string;
  /** The actor's role in company C (the rules' column). */
  role: Role;
  /** For an interviewer of any company: which interviewer column of the rules applies. */
  interviewerRole: 'interviewerBefore' | 'interviewerAfter';
  user: TestUser | null;
  token: string | null;
  client: SupabaseClient;
}

const uid = () => randomUUID();
const tag = () => uid().slice(0, 8);
const cnry = (what: string) => `cnry-${what}-${tag()}`;

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

const stackInfo = () => getTestStack();

function clientFor(token: string | null): SupabaseClient {
  const { url, anonKey } = stackInfo();
  return token
    ? createClient(url, anonKey, { ...clientOptions, accessToken: async () => token })
    : createClient(url, anonKey, clientOptions);
}

let C: string; // company C: its id is the founder's user id
let X: string; // company X: its id is its owner's user id
const actors: Actor[] = [];
const byLabel = (label: string) => {
  const a = actors.find((x) => x.label === label);
  if (!a) throw new Error(`no actor ${label}`);
  return a;
};
const users: Record<string, TestUser> = {};
const clients: Record<string, SupabaseClient> = {};

/** What was seeded: ids by name, and the token of the pending invitation. */
const ids: Record<string, string> = {};
let pendingToken = '';
let resumePath = '';
/** A status link of candidate P1 (issue 25), as the sender's claim answers it. */
let statusToken = '';

/** Everything each actor was answered, by route: the value search reads it at the end. */
const answers = new Map<string, Array<{ route: string; text: string }>>();
/** True while the seed runs: what the seed is answered is not a route walked. */
let seeding = true;
const heard = (actor: Actor, route: string, body: unknown) => {
  if (seeding && !route.startsWith('realtime')) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  let list = answers.get(actor.label);
  if (!list) answers.set(actor.label, (list = []));
  list.push({ route, text });
};

// ─── small helpers ──────────────────────────────────────────────────────────────────────────────

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function headersFor(actor: Actor, extra: Record<string, string> = {}): Record<string, string> {
  const { anonKey } = stackInfo();
  return { apikey: anonKey, Authorization: `Bearer ${actor.token ?? anonKey}`, ...extra };
}

async function rest(
  actor: Actor,
  pathAndQuery: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(`${stackInfo().url}/rest/v1/${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers: headersFor(actor, { 'Content-Type': 'application/json', ...(init.headers ?? {}) }),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = init.method === 'HEAD' ? '' : await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  heard(actor, `REST ${init.method ?? 'GET'} ${pathAndQuery}`, text);
  return { status: res.status, body, headers: res.headers };
}

const rpc = (actor: Actor, fn: string, args: Record<string, unknown>) =>
  rest(actor, `rpc/${fn}`, { method: 'POST', body: args });

function ok(status: number) {
  return status >= 200 && status < 300;
}

/** sync_push into `company` as `actor` (whole-call errors come back as the error body). */
async function push(actor: Actor, mutations: unknown[], company: string | null = C) {
  return rpc(actor, 'sync_push', {
    p_client_id: uid(),
    p_mutations: mutations,
    p_expected_user: actor.user?.id ?? null,
    p_company: company,
  });
}

const upsert = (table: string, rowId: string, patch: Record<string, unknown>, base: number | null = null) => ({
  mutation_id: uid(),
  table,
  op: 'upsert',
  row_id: rowId,
  patch,
  base_version: base,
});

/** A push the seed needs to succeed. */
async function mustPush(actor: Actor, mutations: ReturnType<typeof upsert>[], company: string | null = C) {
  const r = await push(actor, mutations, company);
  const results = r.body as Array<{ status: string; error: unknown; row: { version?: number } | null }>;
  if (!ok(r.status) || !Array.isArray(results) || results.some((x) => x.status !== 'applied'))
    throw new Error(`seed push as ${actor.label}: ${r.status} ${JSON.stringify(r.body)}`);
  return results;
}

async function mustRpc(actor: Actor, fn: string, args: Record<string, unknown>) {
  const r = await rpc(actor, fn, args);
  if (!ok(r.status)) throw new Error(`seed ${fn} as ${actor.label}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Record<string, unknown>;
}

/**
 * A status link for `candidate`, the way the sender gets one: a candidate mail written by sync_push
 * as `writer` and claimed by claim_outgoing_emails in the same transaction (so the stack's own
 * sender never sees it due), then finished as sent.
 */
async function claimStatusToken(writer: Actor, candidate: string, patch: Record<string, unknown>): Promise<string> {
  const mailId = uid();
  const db = new pg.Client({ connectionString: stackInfo().dbUrl });
  db.on('error', () => undefined);
  await db.connect();
  const become = (role: string, sub: string | null) =>
    db.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
      [role, JSON.stringify(sub ? { sub, role } : { role }), sub ?? ''],
    );
  try {
    await db.query('begin');
    await become('authenticated', writer.user!.id);
    const pushed = await db.query<{ r: Array<{ status: string }> }>(
      'select public.sync_push($1, $2::jsonb, $3, $4) as r',
      [
        uid(),
        JSON.stringify([upsert('outgoing_emails', mailId, { candidate_id: candidate, ...patch })]),
        writer.user!.id,
        C,
      ],
    );
    if (pushed.rows[0].r[0].status !== 'applied') throw new Error(`seed mail: ${JSON.stringify(pushed.rows[0].r)}`);
    await db.query('reset role');
    await db.query(`update public.outgoing_emails set next_attempt_at = '-infinity' where id = $1`, [mailId]);
    await become('service_role', null);
    const claimed = await db.query<{ c: Array<{ id: string; claim_id: string; status_token: string }> }>(
      'select public.claim_outgoing_emails(1, 600) as c',
    );
    const mine = claimed.rows[0].c.find((m) => m.id === mailId);
    if (!mine?.status_token) throw new Error(`seed claim: ${JSON.stringify(claimed.rows[0].c)}`);
    await db.query('select public.finish_outgoing_email($1, $2)', [mailId, mine.claim_id]);
    await db.query('commit');
    return mine.status_token;
  } catch (err) {
    await db.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}

const versionOf = async (table: string, id: string) =>
  Number((await sql<{ v: string }>(`select version::text as v from public.${table} where id = $1`, [id]))[0].v);

// ─── the seed ───────────────────────────────────────────────────────────────────────────────────

async function newActor(label: string, role: Role, interviewerRole: Actor['interviewerRole'] = 'interviewerBefore') {
  const user = await createUser(`${cnry(label.toLowerCase())}@example.com`);
  const token = await accessTokenFor(user, 4 * 3600);
  const actor: Actor = { label, role, interviewerRole, user, token, client: clientFor(token) };
  users[label] = user;
  clients[label] = actor.client;
  actors.push(actor);
  return actor;
}

async function invite(by: Actor, who: Actor, company: string, role: string) {
  const inv = await mustRpc(by, 'create_company_invitation', {
    p_company: company,
    p_email: who.user!.email,
    p_role: role,
  });
  await mustRpc(who, 'accept_company_invitation', { p_token: inv.token });
}

const channels: RealtimeChannel[] = [];
const realtimeSeen = new Map<string, Array<{ table: string; row: Record<string, unknown> }>>();
let lastEventAt = 0;

async function seed() {
  const anonKeyActor: Actor = {
    label: 'anon',
    role: 'anon',
    interviewerRole: 'interviewerBefore',
    user: null,
    token: null,
    client: clientFor(null),
  };
  actors.push(anonKeyActor);
  const founder = await newActor('Founder', 'removed');
  C = founder.user!.id;
  const [owner, admin, recruiter, intA, intB, narrowed, removedRecruiter, outsider, outsiderInterviewer] =
    await Promise.all([
      newActor('Owner', 'owner'),
      newActor('Admin', 'admin'),
      newActor('Recruiter', 'recruiter'),
      newActor('InterviewerA', 'interviewerBefore', 'interviewerBefore'),
      newActor('InterviewerB', 'interviewerAfter', 'interviewerAfter'),
      newActor('Narrowed', 'interviewerBefore', 'interviewerBefore'),
      newActor('RemovedRecruiter', 'removed'),
      newActor('OutsiderOwner', 'outsider'),
      newActor('OutsiderInterviewer', 'outsider', 'interviewerBefore'),
    ]);
  X = outsider.user!.id;
  await invite(founder, owner, C, 'owner');
  await Promise.all([
    invite(founder, admin, C, 'admin'),
    invite(founder, recruiter, C, 'recruiter'),
    invite(founder, intA, C, 'interviewer'),
    invite(founder, intB, C, 'interviewer'),
    invite(founder, narrowed, C, 'recruiter'),
    invite(founder, removedRecruiter, C, 'recruiter'),
    invite(outsider, outsiderInterviewer, X, 'interviewer'),
  ]);

  // plan, stage, favourites
  Object.assign(ids, { P: uid(), S1: uid(), J1: uid(), J2: uid(), J3: uid(), P2: uid(), A1: uid(), A2: uid() });
  const focus = [{ id: 'craft', name: 'Craft', guidance: cnry('guidance') }];
  await mustPush(owner, [
    upsert('interview_plans', ids.P, { name: cnry('plan'), description: cnry('plan-desc'), status: 'active' }),
    upsert('interview_stages', ids.S1, {
      plan_id: ids.P,
      position: 1,
      name: cnry('stage'),
      type: 'interview',
      duration_minutes: 45,
      focus_attributes: focus,
      questions: [cnry('question')],
    }),
    upsert('interview_plan_favorites', favoriteId(ids.P, owner.user!.id), { plan_id: ids.P, favorite: true }),
    upsert('jobs', ids.J1, {
      title: cnry('J1-title'),
      description: cnry('J1-desc'),
      status: 'published',
      interview_plan_id: ids.P,
      questions: [{ question: cnry('J1-question'), answer: '' }],
    }),
    upsert('jobs', ids.J2, { title: cnry('J2-draft-title'), description: cnry('J2-desc'), status: 'draft' }),
    upsert('jobs', ids.J3, { title: cnry('J3-title'), status: 'published' }),
  ]);
  await mustPush(owner, [upsert('jobs', ids.J3, { status: 'archived' })]);
  ids.favOwner = favoriteId(ids.P, owner.user!.id);
  ids.favA = favoriteId(ids.P, intA.user!.id);
  ids.favR = favoriteId(ids.P, recruiter.user!.id);
  await Promise.all([
    mustPush(intA, [upsert('interview_plan_favorites', ids.favA, { plan_id: ids.P, favorite: true })]),
    mustPush(recruiter, [upsert('interview_plan_favorites', ids.favR, { plan_id: ids.P, favorite: true })]),
  ]);

  // an applicant applies to J1 with a resume; a recruiter adds a candidate to the draft job J2
  const anonymous = byLabel('anon');
  resumePath = `${ids.A1}/resume.pdf`;
  const submitted = await mustRpc(anonymous, 'submit_application', {
    p_application_id: ids.A1,
    p_job_id: ids.J1,
    p_first_name: cnry('first'),
    p_last_name: cnry('last'),
    p_email: `${cnry('applicant')}@example.com`,
    p_phone: cnry('phone'),
    p_answers: [{ question: 'Why?', answer: cnry('answer') }],
    p_cv_path: resumePath,
    p_resume_filename: 'resume.pdf',
    p_resume_text: cnry('resume-text'),
  });
  ids.P1 = String(submitted.profile_id);
  const upload = await anonymous.client.storage
    .from('resumes')
    .upload(resumePath, new Blob([`%PDF-1.4 ${cnry('pdf')}`], { type: 'application/pdf' }), {
      contentType: 'application/pdf',
    });
  if (upload.error) throw new Error(`seed: resume upload: ${upload.error.message}`);

  Object.assign(ids, { N1: uid(), N2: uid(), D1: uid(), M1: uid(), I1: uid(), I2: uid() });
  await mustPush(recruiter, [
    upsert('profiles', ids.P2, {
      first_name: cnry('p2-first'),
      email: `${cnry('p2')}@example.com`,
      phone: cnry('p2-phone'),
      summary: cnry('p2-summary'),
    }),
    upsert('applications', ids.A2, {
      job_id: ids.J2,
      applicant_id: ids.P2,
      ai_summary: cnry('ai-summary'),
      answers: [{ question: 'Q', answer: cnry('a2-answer') }],
    }),
    upsert('notes', ids.N1, { candidate_id: ids.P1, content: cnry('note-recruiter') }),
    upsert('job_drafts', ids.D1, { draft: { title: cnry('draft') }, step: 2 }),
    upsert('job_draft_messages', ids.M1, { draft_id: ids.D1, role: 'user', content: cnry('draft-msg') }),
    upsert('interviews', ids.I1, {
      application_id: ids.A1,
      stage_id: ids.S1,
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      duration_minutes: 45,
      interviewer_ids: [recruiter.user!.id, intA.user!.id, intB.user!.id],
      location: cnry('I1-location'),
      invite_candidate: true,
    }),
    upsert('interviews', ids.I2, {
      application_id: ids.A2,
      starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duration_minutes: 60,
      interviewer_ids: [recruiter.user!.id, intB.user!.id, removedRecruiter.user!.id],
      location: cnry('I2-location'),
    }),
  ]);
  await mustPush(intA, [upsert('notes', ids.N2, { candidate_id: ids.P2, content: cnry('note-interviewer') })]);

  // messaging: a template, a candidate mail (the hiring team's), interviewer A's preferences (A's own)
  Object.assign(ids, { T1: uid(), MAIL1: uid(), XT: uid(), XMAIL: uid() });
  ids.prefA = uuidv5(`notification-preferences:${intA.user!.id}`, C);
  await mustPush(recruiter, [
    upsert('email_templates', ids.T1, {
      kind: 'custom',
      name: cnry('template-name'),
      subject: `${cnry('template-subject')} {{job.title}}`,
      body: `${cnry('template-body')} {{candidate.first_name}}`,
    }),
    upsert('outgoing_emails', ids.MAIL1, {
      candidate_id: ids.P2,
      application_id: ids.A2,
      template_id: ids.T1,
      subject: cnry('mail-subject'),
      body_text: cnry('mail-body'),
    }),
  ]);
  await mustPush(intA, [
    upsert('notification_preferences', ids.prefA, { email_kinds: ['mentioned', 'interview_moved'] }),
  ]);

  // chat: the #hiring channel (every member), the applicant's conversation naming interviewer A, a
  // direct conversation between the recruiter and A (theirs only: not the owner's, not B's), A's
  // read mark of it (A's only)
  Object.assign(ids, {
    CH: hiringChannelId(C),
    CC: candidateConversationId(C, ids.P1),
    DM: directConversationId(C, recruiter.user!.id, intA.user!.id),
    MSG1: uid(),
    MSG2: uid(),
    MSG3: uid(),
  });
  ids.READA = conversationReadId(C, ids.DM, intA.user!.id);
  await mustPush(recruiter, [
    upsert('conversation_messages', ids.MSG1, { conversation_id: ids.CH, body: cnry('channel-msg') }),
    upsert('conversations', ids.CC, { kind: 'candidate', candidate_id: ids.P1 }),
    upsert('conversation_messages', ids.MSG2, {
      conversation_id: ids.CC,
      body: cnry('candidate-msg'),
      mentioned_ids: [intA.user!.id],
    }),
    upsert('conversations', ids.DM, { kind: 'direct', member_ids: [recruiter.user!.id, intA.user!.id] }),
    upsert('conversation_messages', ids.MSG3, { conversation_id: ids.DM, body: cnry('direct-msg') }),
  ]);
  await mustPush(intA, [
    upsert('conversation_reads', ids.READA, { conversation_id: ids.DM, read_at: new Date().toISOString() }),
  ]);

  const card = (interview: string, application: string, who: string) => ({
    interview_id: interview,
    application_id: application,
    ratings: { craft: { rating: 3, note: cnry(`rating-${who}`) } },
    recommendation: 'strong_no',
    key_takeaways: cnry(`takeaway-${who}`),
    submitted_at: new Date().toISOString(),
  });
  ids.scR1 = scorecardId(ids.I1, recruiter.user!.id);
  ids.scB1 = scorecardId(ids.I1, intB.user!.id);
  ids.scR2 = scorecardId(ids.I2, recruiter.user!.id);
  await mustPush(recruiter, [
    upsert('scorecards', ids.scR1, card(ids.I1, ids.A1, 'R1')),
    upsert('scorecards', ids.scR2, card(ids.I2, ids.A2, 'R2')),
  ]);
  await mustPush(intB, [upsert('scorecards', ids.scB1, card(ids.I1, ids.A1, 'B1'))]);

  // a pending invitation (its address is for owners and admins; its token for nobody)
  const pending = await mustRpc(owner, 'create_company_invitation', {
    p_company: C,
    p_email: `${cnry('invitee')}@example.com`,
    p_role: 'recruiter',
  });
  ids.INV = String(pending.id);
  pendingToken = String(pending.token);

  // company X: its own rows, none of which C's members read
  Object.assign(ids, { XJ1: uid(), XJ2: uid(), XP: uid(), XA: uid(), XN: uid(), XPl: uid(), XI: uid() });
  await mustPush(
    outsider,
    [
      upsert('jobs', ids.XJ1, { title: cnry('XJ1-title'), description: cnry('XJ1-desc'), status: 'published' }),
      upsert('jobs', ids.XJ2, { title: cnry('XJ2-draft'), status: 'draft' }),
      upsert('profiles', ids.XP, {
        first_name: cnry('xp'),
        email: `${cnry('xp')}@example.com`,
        phone: cnry('xp-phone'),
      }),
      upsert('applications', ids.XA, { job_id: ids.XJ2, applicant_id: ids.XP, ai_summary: cnry('x-ai') }),
      upsert('notes', ids.XN, { candidate_id: ids.XP, content: cnry('x-note') }),
      upsert('interview_plans', ids.XPl, { name: cnry('x-plan') }),
      upsert('interviews', ids.XI, {
        application_id: ids.XA,
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        duration_minutes: 30,
        interviewer_ids: [outsider.user!.id, outsiderInterviewer.user!.id],
        location: cnry('x-location'),
      }),
    ],
    X,
  );
  await mustPush(
    outsider,
    [
      upsert('email_templates', ids.XT, { name: cnry('x-template'), subject: 'Hi', body: cnry('x-template-body') }),
      upsert('outgoing_emails', ids.XMAIL, {
        candidate_id: ids.XP,
        subject: cnry('x-mail'),
        body_text: cnry('x-mail'),
      }),
    ],
    X,
  );
  ids.XSC = scorecardId(ids.XI, outsider.user!.id);
  await mustPush(outsider, [upsert('scorecards', ids.XSC, card(ids.XI, ids.XA, 'X'))], X);

  // a recruiter narrowed to interviewer; the founder and a recruiter on a panel removed
  await mustRpc(owner, 'set_company_member_role', { p_company: C, p_user: narrowed.user!.id, p_role: 'interviewer' });
  await mustRpc(owner, 'remove_company_member', { p_company: C, p_user: founder.user!.id });
  await mustRpc(owner, 'remove_company_member', { p_company: C, p_user: removedRecruiter.user!.id });

  // realtime: every actor listens to every published table, then every table changes
  const published = (
    await sql<{ t: string }>(
      `select tablename as t from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    )
  ).map((r) => r.t);
  await Promise.all(actors.map((actor) => listenWhole(actor, published)));

  await mustRpc(owner, 'rename_company', { p_company: C, p_name: cnry('company-name') });
  await mustRpc(recruiter, 'touch_company_membership', { p_company: C });
  const second = await mustRpc(owner, 'create_company_invitation', {
    p_company: C,
    p_email: `${cnry('invitee2')}@example.com`,
    p_role: 'interviewer',
  });
  ids.INV2 = String(second.id);
  ids.N3 = uid();
  ids.M2 = uid();
  await mustPush(owner, [
    upsert('jobs', ids.J1, { description: cnry('J1-desc-v2') }),
    upsert('jobs', ids.J2, { title: cnry('J2-draft-title-v2') }),
    upsert('profiles', ids.P2, { phone: cnry('p2-phone-v2') }),
    upsert('applications', ids.A1, { status: 'screening' }),
    upsert('notes', ids.N3, { candidate_id: ids.P2, content: cnry('note-owner') }),
    upsert('job_drafts', ids.D1, { step: 3 }),
    upsert('job_draft_messages', ids.M2, { draft_id: ids.D1, role: 'assistant', content: cnry('draft-msg-2') }),
    upsert('interview_plans', ids.P, { description: cnry('plan-desc-v2') }),
    upsert('interview_stages', ids.S1, { questions: [cnry('question-v2')] }),
    upsert('interview_plan_favorites', ids.favOwner, { favorite: false }),
    upsert('interviews', ids.I1, { location: cnry('I1-location-v2') }),
  ]);
  await Promise.all([
    mustPush(intA, [upsert('interview_plan_favorites', ids.favA, { favorite: false })]),
    mustPush(recruiter, [
      upsert(
        'scorecards',
        ids.scR1,
        { key_takeaways: cnry('takeaway-R1-v2') },
        await versionOf('scorecards', ids.scR1),
      ),
      upsert(
        'scorecards',
        ids.scR2,
        { key_takeaways: cnry('takeaway-R2-v2') },
        await versionOf('scorecards', ids.scR2),
      ),
    ]),
    mustPush(intB, [
      upsert(
        'scorecards',
        ids.scB1,
        { key_takeaways: cnry('takeaway-B1-v2') },
        await versionOf('scorecards', ids.scB1),
      ),
    ]),
    mustPush(
      outsider,
      [
        upsert('jobs', ids.XJ1, { description: cnry('XJ1-desc-v2') }),
        upsert('jobs', ids.XJ2, { title: cnry('XJ2-draft-v2') }),
        upsert('profiles', ids.XP, { phone: cnry('xp-phone-v2') }),
        upsert('applications', ids.XA, { status: 'screening' }),
      ],
      X,
    ),
  ]);
  // messaging while everyone listens: a note mentioning A, the owner and someone of X (dropped); a
  // candidate's reply and withdrawal through a real status link
  ids.N4 = uid();
  ids.REPLY = uid();
  await mustPush(recruiter, [
    upsert('notes', ids.N4, {
      candidate_id: ids.P1,
      content: cnry('note-mention'),
      mentioned_ids: [intA.user!.id, owner.user!.id, outsider.user!.id],
    }),
  ]);
  statusToken = await claimStatusToken(recruiter, ids.P1, { subject: cnry('p1-mail'), body_text: cnry('p1-mail') });
  await mustRpc(anonymous, 'status_reply', { p_token: statusToken, p_message_id: ids.REPLY, p_body: cnry('reply') });
  await mustRpc(anonymous, 'status_withdraw', { p_token: statusToken, p_application_id: ids.A1 });
  // chat while everyone listens: a direct message between the recruiter and A (an edit, and a
  // new one naming the owner, who is not in it: dropped), a message in #hiring, A's read mark
  ids.MSG4 = uid();
  ids.MSG5 = uid();
  await mustPush(recruiter, [
    upsert('conversation_messages', ids.MSG3, { body: cnry('direct-msg-v2') }),
    upsert('conversation_messages', ids.MSG4, {
      conversation_id: ids.DM,
      body: cnry('direct-msg-2'),
      mentioned_ids: [owner.user!.id, intA.user!.id],
    }),
    upsert('conversation_messages', ids.MSG5, { conversation_id: ids.CH, body: cnry('channel-msg-2') }),
  ]);
  await mustPush(intA, [upsert('conversation_reads', ids.READA, { read_at: new Date().toISOString() })]);
  // the changes have reached every subscriber once the feed is quiet
  const started = Date.now();
  while (Date.now() - started < 15_000 && (lastEventAt === 0 || Date.now() - lastEventAt < 1500)) {
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function listenWhole(actor: Actor, tables: string[]) {
  realtimeSeen.set(actor.label, []);
  await actor.client.realtime.setAuth();
  let channel = actor.client.channel(`whole-${actor.label}-${tag()}`);
  for (const table of tables) {
    channel = channel.on(
      'postgres_changes' as never,
      { event: '*', schema: 'public', table },
      (payload: { table?: string; new?: Record<string, unknown>; old?: Record<string, unknown> }) => {
        lastEventAt = Date.now();
        const list = realtimeSeen.get(actor.label)!;
        for (const row of [payload.new, payload.old]) {
          if (row && Object.keys(row).length) list.push({ table: payload.table ?? table, row });
        }
        heard(actor, `realtime ${table}`, payload);
      },
    );
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${actor.label}: realtime join timed out`)), 10_000);
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status !== 'CLOSED') {
        clearTimeout(timer);
        reject(new Error(`${actor.label}: ${status} ${err?.message ?? ''}`));
      }
    });
  });
  channels.push(channel);
}

// ─── the rules, applied to the database's rows ──────────────────────────────────────────────────

type Row = Record<string, unknown>;
/** Every row of every public table, as the superuser reads it (after the seed). */
const db = new Map<string, Map<string, Row>>();
/** Live memberships: company → user → role; and (company, user) pairs with only removed rows. */
const liveRole = new Map<string, Map<string, string>>();
const removedFrom = new Set<string>();

const pkOf = (table: string) => (table === 'sync_mutations' ? 'mutation_id' : 'id');

async function loadDatabase() {
  db.clear();
  for (const table of Object.keys(TABLES)) {
    const rows = await sql<{ r: Row }>(`select to_jsonb(t) as r from public.${table} t`);
    db.set(table, new Map(rows.map(({ r }) => [String(r[pkOf(table)]), r])));
  }
  liveRole.clear();
  removedFrom.clear();
  for (const m of db.get('company_members')!.values()) {
    const company = String(m.company_id);
    if (m.deleted_at == null) {
      if (!liveRole.has(company)) liveRole.set(company, new Map());
      liveRole.get(company)!.set(String(m.user_id), String(m.role));
    } else removedFrom.add(`${company}:${m.user_id}`);
  }
}

/** The rules' role of `actor` for a row of `company`. */
function roleIn(actor: Actor, company: string | null): Role {
  if (!actor.user) return 'anon';
  if (company == null) return 'outsider';
  const role = liveRole.get(company)?.get(actor.user.id);
  if (role === 'interviewer') return actor.interviewerRole;
  if (role) return role as Role;
  return removedFrom.has(`${company}:${actor.user.id}`) ? 'removed' : 'outsider';
}

function companyOfRow(table: string, row: Row): string | null {
  const col = TABLES[table].companyColumn ?? 'company_id';
  const v = row[col];
  return v == null ? null : String(v);
}

/** May `actor` read this (database) row of `table`, and which columns of it. */
function access(actor: Actor, table: string, row: Row): { rows: boolean; columns: readonly string[]; role: Role } {
  const rule = TABLES[table];
  const role = roleIn(actor, companyOfRow(table, row));
  const read = rule.read[role];
  let rows = false;
  switch (read.rows) {
    case 'none':
      rows = false;
      break;
    case 'company':
      rows = true;
      break;
    case 'published':
      rows = row.status === 'published' && row.deleted_at == null;
      break;
    case 'own':
      rows = row[rule.ownerColumn!] === actor.user?.id;
      break;
    case 'ownOrNoOwner':
      rows = row[rule.ownerColumn!] == null || row[rule.ownerColumn!] === actor.user?.id;
      break;
    case 'participants': {
      const conversation = table === 'conversations' ? row : db.get('conversations')!.get(String(row.conversation_id));
      rows =
        conversation != null &&
        (conversation.kind !== 'direct' || (conversation.member_ids as string[]).includes(String(actor.user?.id)));
      break;
    }
    case 'ownAndAfterOwnSubmit': {
      const owner = rule.ownerColumn!;
      const group = rule.groupColumn!;
      rows =
        row[owner] === actor.user?.id ||
        [...db.get(table)!.values()].some(
          (r) => r[group] === row[group] && r[owner] === actor.user?.id && r.deleted_at == null,
        );
      break;
    }
  }
  return { rows, columns: rows ? readableColumns(table, role) : [], role };
}

function allowedRows(actor: Actor, table: string, column?: string): Row[] {
  return [...db.get(table)!.values()].filter((row) => {
    const a = access(actor, table, row);
    return a.rows && (!column || a.columns.includes(column));
  });
}

/** Keys of a bare tombstone (a row that left the reader: jobs unpublished, departures). */
const TOMBSTONE_KEYS = new Set(['id', 'change_xid', 'deleted_at', 'company_id']);

/**
 * Violations of the rules by rows `actor` got from `route` as rows of `table` (embedded rows are
 * held to their own table's rules, by the embed's name).
 */
function checkRows(actor: Actor, route: string, table: string, rows: unknown, out: string[], tombstones = false) {
  if (!Array.isArray(rows)) rows = rows && typeof rows === 'object' ? [rows] : [];
  for (const got of rows as Row[]) {
    if (!got || typeof got !== 'object') continue;
    const pk = pkOf(table);
    const dbRow = got[pk] != null ? db.get(table)!.get(String(got[pk])) : undefined;
    const ownKeys = Object.keys(got).filter((k) => !(k in TABLES) || k in (dbRow ?? {}));
    if (dbRow) {
      const a = access(actor, table, dbRow);
      const bare = tombstones && ownKeys.every((k) => TOMBSTONE_KEYS.has(k)) && got.deleted_at != null;
      const onceReadable = bare && table === 'jobs' && dbRow.first_published_at != null;
      if (!a.rows && !onceReadable) {
        out.push(`${route}: ${actor.label} (${a.role}) got ${table} row ${got[pk]} (${describeRow(table, dbRow)})`);
        continue;
      }
      const allowed = new Set(onceReadable && !a.rows ? readableColumns(table, a.role) : a.columns);
      if (onceReadable && !a.rows) for (const k of ['id', 'change_xid', 'deleted_at']) allowed.add(k);
      const extra = ownKeys.filter((k) => !allowed.has(k));
      if (extra.length)
        out.push(`${route}: ${actor.label} (${a.role}) got ${table}.${extra.join(', ')} of row ${got[pk]}`);
    }
    // (a row without its key, a column selected alone, is held by the count checks)
    // embedded rows: a key that names a table
    for (const [k, v] of Object.entries(got)) {
      if (k in TABLES && v && typeof v === 'object') checkRows(actor, `${route} → ${k}`, k, v, out, tombstones);
    }
  }
}

function describeRow(table: string, row: Row): string {
  if (table === 'scorecards') return `interviewer ${row.interviewer_id}, application ${row.application_id}`;
  if (table === 'jobs') return `${row.status}, company ${row.company_id}`;
  return `company ${companyOfRow(table, row)}`;
}

// ─── the suite ──────────────────────────────────────────────────────────────────────────────────

beforeAll(async () => {
  await seed();
  seeding = false;
  await loadDatabase();
}, 120_000);

afterAll(async () => {
  await Promise.all(channels.map((ch) => ch.unsubscribe().catch(() => undefined)));
  await Promise.all(actors.map((a) => a.client.realtime.disconnect()));
});

describe('the rules cover the whole database', () => {
  it('every table and column of schema public has its row in accessRules (and no rule names a column that is gone)', async () => {
    const cols = await sql<{ t: string; c: string }>(
      `select c.relname as t, a.attname as c
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    );
    const problems: string[] = [];
    for (const { t, c } of cols) {
      if (!TABLES[t]) problems.push(`table ${t}: add its row to accessRules`);
      else if (!TABLES[t].columns.includes(c)) problems.push(`column ${t}.${c}: add it to accessRules`);
    }
    const inDb = new Set(cols.map(({ t, c }) => `${t}.${c}`));
    for (const [t, rule] of Object.entries(TABLES))
      for (const c of rule.columns)
        if (!inDb.has(`${t}.${c}`)) problems.push(`accessRules names ${t}.${c}: not in the database`);
    expect([...new Set(problems)]).toEqual([]);
  });

  it('the rules say which tables are pulled and which are in the realtime publication', async () => {
    const [{ synced }] = await sql<{ synced: string[] }>('select partii_private.synced_tables() as synced');
    const published = new Set(
      (
        await sql<{ t: string }>(
          `select tablename as t from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
        )
      ).map((r) => r.t),
    );
    const problems: string[] = [];
    for (const t of synced) if (!TABLES[t]?.pulled) problems.push(`${t} is synced: mark it pulled`);
    for (const [t, rule] of Object.entries(TABLES))
      if (rule.realtime !== published.has(t))
        problems.push(`${t}: realtime ${rule.realtime}, published ${published.has(t)}`);
    expect(problems).toEqual([]);
  });

  it('every function anon or authenticated may execute in schema public is classified in accessRules.RPCS', async () => {
    const fns = await sql<{ name: string; anon: boolean }>(
      `select p.proname as name, bool_or(has_function_privilege('anon', p.oid, 'execute')) as anon
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
          and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
        group by p.proname`,
    );
    const problems: string[] = [];
    for (const { name, anon } of fns) {
      const rule = RPCS[name];
      if (!rule) problems.push(`rpc ${name}: add it to accessRules.RPCS (what it answers, to whom)`);
      else if (anon && rule.callers === 'authenticated')
        problems.push(`rpc ${name}: anon may execute it; the rules say signed-in only`);
    }
    expect(problems).toEqual([]);
  });

  // Found while writing these rules: the schema's default privileges give anon execute on every
  // new function ("revoke ... from public" does not take it away); the migration revokes it.
  it('revoke_status_links is not executable by anon', async () => {
    const [{ anon }] = await sql<{ anon: boolean }>(
      `select has_function_privilege('anon', 'public.revoke_status_links(uuid)', 'execute') as anon`,
    );
    expect(anon).toBe(false);
  });

  it("the sender's functions (accessRules.SERVICE_ROLE_RPCS) are executable by the service role only", async () => {
    const fns = await sql<{ name: string; anon: boolean; auth: boolean; service: boolean }>(
      `select p.proname as name, bool_or(has_function_privilege('anon', p.oid, 'execute')) as anon,
              bool_or(has_function_privilege('authenticated', p.oid, 'execute')) as auth,
              bool_or(has_function_privilege('service_role', p.oid, 'execute')) as service
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = any ($1)
        group by p.proname`,
      [Object.keys(SERVICE_ROLE_RPCS)],
    );
    expect(fns.map((f) => [f.name, f.anon, f.auth, f.service]).sort()).toEqual(
      Object.keys(SERVICE_ROLE_RPCS)
        .sort()
        .map((n) => [n, false, false, true]),
    );
  });

  it('every server function and storage bucket is classified', async () => {
    const dir = path.resolve('supabase/functions');
    const names = readdirSync(dir).filter((n) => !n.startsWith('_') && statSync(path.join(dir, n)).isDirectory());
    const buckets = (await sql<{ id: string }>('select id from storage.buckets')).map((b) => b.id);
    expect(names.filter((n) => !FUNCTIONS[n]).map((n) => `function ${n}: add it to accessRules.FUNCTIONS`)).toEqual([]);
    expect(buckets.filter((b) => !BUCKETS[b]).map((b) => `bucket ${b}: add it to accessRules.BUCKETS`)).toEqual([]);
  });

  it('the seed is what the rules are checked on: every table of the company has rows, interviewer A has no scorecard, B has one', () => {
    for (const t of Object.keys(TABLES).filter((t) => TABLES[t].pulled))
      expect(
        [...db.get(t)!.values()].some((r) => companyOfRow(t, r) === C),
        t,
      ).toBe(true);
    const cards = [...db.get('scorecards')!.values()];
    expect(cards.some((r) => r.interviewer_id === users.InterviewerA.id)).toBe(false);
    expect(cards.some((r) => r.interviewer_id === users.InterviewerB.id)).toBe(true);
    expect(roleIn(byLabel('Founder'), C)).toBe('removed');
    expect(roleIn(byLabel('Narrowed'), C)).toBe('interviewerBefore');
  });
});

describe('activity carries only what every reader may read', () => {
  it("every activity row of the database has a known kind and only its kind's data keys", () => {
    const problems: string[] = [];
    for (const row of db.get('activity')!.values()) {
      const allowed = ACTIVITY_DATA_KEYS[String(row.kind)];
      if (!allowed) {
        problems.push(`activity kind ${row.kind}: add it to accessRules.ACTIVITY_DATA_KEYS`);
        continue;
      }
      const extra = Object.keys((row.data as Row) ?? {}).filter((k) => !allowed.includes(k));
      if (extra.length) problems.push(`activity ${row.kind} (company ${row.company_id}) carries ${extra.join(', ')}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("the company's feed has the kinds this seed writes: scorecard_submitted, member_invited, interviewer_removed", () => {
    const kinds = new Set([...db.get('activity')!.values()].filter((r) => r.company_id === C).map((r) => r.kind));
    for (const k of [
      'scorecard_submitted',
      'member_invited',
      'member_removed',
      'member_role_changed',
      'interviewer_removed',
    ])
      expect(kinds.has(k), k).toBe(true);
  });
});

describe('notifications carry only what their kind may carry', () => {
  it("every notification row of the database has a known kind and only its kind's data keys", () => {
    const problems: string[] = [];
    for (const row of db.get('notifications')!.values()) {
      const allowed = NOTIFICATION_DATA_KEYS[String(row.kind)];
      if (!allowed) {
        problems.push(`notification kind ${row.kind}: add it to accessRules.NOTIFICATION_DATA_KEYS`);
        continue;
      }
      const keys = Object.keys((row.data as Row) ?? {});
      const extra = keys.filter((k) => !allowed.includes(k));
      if (extra.length) problems.push(`notification ${row.kind} carries ${extra.join(', ')}`);
      const forbidden = keys.filter((k) => (NOTIFICATION_FORBIDDEN_KEYS as readonly string[]).includes(k));
      if (forbidden.length) problems.push(`notification ${row.kind} carries ${forbidden.join(', ')}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("the company's notifications have the kinds this seed makes, each to the members it names", () => {
    const rows = [...db.get('notifications')!.values()].filter((r) => r.company_id === C);
    const to = (kind: string) => new Set(rows.filter((r) => r.kind === kind).map((r) => r.recipient_id));
    for (const k of [
      'panel_added',
      'interview_moved',
      'mentioned',
      'application_received',
      'candidate_replied',
      'candidate_withdrew',
      'invitation_accepted',
    ])
      expect(to(k).size, k).toBeGreaterThan(0);
    expect(to('mentioned')).toEqual(new Set([users.InterviewerA.id, users.Owner.id]));
    // A chose mentions by mail: a mail to A, which only A reads
    const mailToA = [...db.get('outgoing_emails')!.values()].filter(
      (m) => m.recipient_user_id === users.InterviewerA.id,
    );
    expect(mailToA.some((m) => m.kind === 'notification')).toBe(true);
    expect(mailToA.some((m) => m.kind === 'interview_request')).toBe(true);
  });
});

const REST_TABLES = () => Object.keys(TABLES);

describe('REST: every table, every column, filters, embeds, counts', () => {
  it.each(REST_TABLES())('%s', async (table) => {
    const out: string[] = [];
    const pk = pkOf(table);
    const seeded = [...db.get(table)!.values()]
      .filter((r) => [C, X].includes(String(companyOfRow(table, r))))
      .map((r) => String(r[pk]));
    const fks = await foreignKeys();
    await pool(actors, 4, async (actor) => {
      // select=*
      const all = await rest(actor, `${table}?select=*`);
      if (ok(all.status)) checkRows(actor, `GET ${table}?select=*`, table, all.body, out);
      // by id: every seeded row of both companies at once, and one by one
      if (seeded.length) {
        const byIds = await rest(actor, `${table}?select=*&${pk}=in.(${seeded.join(',')})`);
        if (ok(byIds.status)) checkRows(actor, `GET ${table}?${pk}=in.(…)`, table, byIds.body, out);
        for (const id of seeded.slice(0, 3)) {
          const one = await rest(actor, `${table}?select=${pk}&${pk}=eq.${id}`);
          if (ok(one.status)) checkRows(actor, `GET ${table}?${pk}=eq.`, table, one.body, out);
        }
      }
      if (TABLES[table].columns.includes('company_id')) {
        const ofC = await rest(actor, `${table}?select=${pk}&company_id=eq.${C}`);
        if (ok(ofC.status)) checkRows(actor, `GET ${table}?company_id=eq.C`, table, ofC.body, out);
      }
      // count of everything
      for (const select of ['*', pk]) {
        const head = await rest(actor, `${table}?select=${select}`, {
          method: 'HEAD',
          headers: { Prefer: 'count=exact' },
        });
        const total = countOf(head.headers);
        const max = allowedRows(actor, table).length;
        if (ok(head.status) && total !== null && total > max)
          out.push(`HEAD ${table}?select=${select} count=exact: ${actor.label} counted ${total}, may read ${max}`);
      }
      // each column named alone (where select=* was refused: with it, every column was held above),
      // and each column as a filter, a count oracle (where the actor reads some rows: elsewhere RLS
      // hides every row, which one filter shows)
      const readsRows = allowedRows(actor, table).length > 0;
      const oracleColumns = readsRows ? TABLES[table].columns : TABLES[table].columns.slice(0, 1);
      await pool(TABLES[table].columns, 4, async (column) => {
        const max = allowedRows(actor, table, column).length;
        if (!ok(all.status)) {
          const got = await rest(actor, `${table}?select=${column}`);
          if (ok(got.status) && Array.isArray(got.body) && got.body.length > max)
            out.push(`GET ${table}?select=${column}: ${actor.label} got ${got.body.length} rows, may read ${max}`);
        }
        if (!oracleColumns.includes(column)) return;
        const head = await rest(actor, `${table}?select=${pk}&${column}=not.is.null`, {
          method: 'HEAD',
          headers: { Prefer: 'count=exact' },
        });
        const total = countOf(head.headers);
        if (ok(head.status) && total !== null && total > max)
          out.push(
            `HEAD ${table}?${column}=not.is.null count: ${actor.label} counted ${total}, may read ${max} with ${column}`,
          );
      });
      // embeds along every foreign key, both ways
      for (const fk of fks.filter((f) => f.child === table || f.parent === table)) {
        const other = fk.child === table ? fk.parent : fk.child;
        for (const select of [`*,${other}(*)`, `${pk},${other}(*)`]) {
          const got = await rest(actor, `${table}?select=${select}`);
          if (ok(got.status)) checkRows(actor, `GET ${table}?select=${select}`, table, got.body, out);
        }
      }
    });
    expect([...new Set(out)]).toEqual([]);
  });
});

let fkCache: Array<{ child: string; parent: string }> | undefined;
async function foreignKeys() {
  fkCache ??= await sql<{ child: string; parent: string }>(
    `select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c
       join pg_class a on a.oid = c.conrelid join pg_namespace an on an.oid = a.relnamespace
       join pg_class b on b.oid = c.confrelid join pg_namespace bn on bn.oid = b.relnamespace
      where c.contype = 'f' and an.nspname = 'public' and bn.nspname = 'public'`,
  ).then((rows) =>
    rows.map((r) => ({ child: r.child.replace(/^public\./, ''), parent: r.parent.replace(/^public\./, '') })),
  );
  return fkCache ?? [];
}

function countOf(headers: Headers): number | null {
  const range = headers.get('content-range');
  const m = range?.match(/\/(\d+)$/);
  return m ? Number(m[1]) : null;
}

describe('sync_pull: every table, every scope, every page', () => {
  const pullTables = () => Object.keys(TABLES);
  it.each(pullTables())('%s', async (table) => {
    const out: string[] = [];
    const rule = TABLES[table];
    // another actor's cursor: the owner's position after the first row of the company feed
    const owner = byLabel('Owner');
    const first = await rpc(owner, 'sync_pull', {
      p_table: table,
      p_after_xid: null,
      p_after_id: null,
      p_limit: 1,
      p_expected_user: owner.user!.id,
      p_company: C,
    });
    const foreignCursor = ok(first.status) ? (first.body as { next: { xid: string; id: string } | null }).next : null;
    await pool(actors, 4, async (actor) => {
      const self = actor.user?.id ?? null;
      const scopes: Array<{ name: string; expected: string | null; company: string | null; limit: number }> = [
        { name: 'company C, pages of 2', expected: self, company: C, limit: 2 },
        { name: 'own company (p_company null)', expected: self, company: null, limit: 1000 },
        { name: 'public scope', expected: null, company: null, limit: 1000 },
        { name: 'company X', expected: self, company: X, limit: 1000 },
      ];
      for (const scope of scopes) {
        for (const start of [null, foreignCursor]) {
          let cursor = start;
          for (let page = 0; page < 500; page++) {
            const got = await rpc(actor, 'sync_pull', {
              p_table: table,
              p_after_xid: cursor?.xid ?? null,
              p_after_id: cursor?.id ?? null,
              p_limit: scope.limit,
              p_expected_user: scope.expected,
              p_company: scope.company,
            });
            if (!ok(got.status)) {
              // a refused pull: a removed member of C is told so (partii:not_member)
              if (actor.role === 'removed' && scope.company === C && rule.pulled) {
                const err = got.body as { code?: string; hint?: string };
                if (err.code !== '42501' || err.hint !== 'partii:not_member')
                  out.push(
                    `sync_pull ${table} (${scope.name}): removed ${actor.label} got ${JSON.stringify(got.body)}`,
                  );
              }
              break;
            }
            if (!rule.pulled) {
              out.push(`sync_pull ${table} (${scope.name}): answered ${actor.label} although the table is not pulled`);
              break;
            }
            const body = got.body as { rows: Row[]; next: { xid: string; id: string } | null; has_more: boolean };
            if (actor.role === 'removed' && scope.company === C)
              out.push(
                `sync_pull ${table} (company C): removed ${actor.label} was answered (${body.rows.length} rows)`,
              );
            checkRows(
              actor,
              `sync_pull ${table} (${scope.name}${start ? ", another actor's cursor" : ''})`,
              table,
              body.rows,
              out,
              true,
            );
            if (!body.has_more || !body.next) break;
            cursor = body.next;
          }
        }
      }
    });
    expect([...new Set(out)]).toEqual([]);
  });
});

describe('sync_push: a refused write carries no row the writer may not read', () => {
  it.each(Object.keys(TABLES).filter((t) => TABLES[t].pulled))('%s', async (table) => {
    const out: string[] = [];
    // the rows of this file's companies (the stack's mail sender may make rows of other files')
    const count = () =>
      sql<{ n: string }>(
        `select count(*)::text as n from public.${table} t where t.${TABLES[table].companyColumn ?? 'company_id'} = any ($1)`,
        [[C, X]],
      );
    const before = await count();
    await pool(actors, 4, async (actor) => {
      const targets = [...db.get(table)!.values()].filter(
        (r) => [C, X].includes(String(companyOfRow(table, r))) && !access(actor, table, r).rows,
      );
      if (!targets.length) return;
      for (const company of [C, null]) {
        const got = await push(
          actor,
          targets.map((r) => upsert(table, String(r.id), {})),
          company,
        );
        if (!ok(got.status)) continue; // the whole call refused (anon, not a member)
        for (const answer of got.body as Array<{ status: string; row: Row | null }>) {
          if (answer.status === 'applied')
            out.push(`sync_push ${table}: an empty upsert by ${actor.label} of a row it may not read was applied`);
          if (answer.row) checkRows(actor, `sync_push ${table} answer (${answer.status})`, table, answer.row, out);
        }
      }
    });
    const after = await count();
    expect(after[0].n, `sync_push ${table}: rows were added`).toBe(before[0].n);
    expect([...new Set(out)]).toEqual([]);
  });
});

describe('RPCs: what each answers, to whom', () => {
  it('my_companies lists live memberships only; published_job_ids lists published jobs only; invitation_preview needs the token', async () => {
    const out: string[] = [];
    await pool(actors, 4, async (actor) => {
      const mine = await rpc(actor, 'my_companies', {});
      if (ok(mine.status))
        for (const c of (mine.body as Array<{ company_id: string; role: string }>) ?? []) {
          const role = roleIn(actor, c.company_id);
          if (['anon', 'outsider', 'removed'].includes(role))
            out.push(`my_companies: ${actor.label} was told of company ${c.company_id} (${role})`);
        }
      let after: string | null = null;
      for (let page = 0; page < 100; page++) {
        const got = await rpc(actor, 'published_job_ids', { p_after_id: after, p_limit: 1000 });
        if (!ok(got.status)) break;
        const list = got.body as Array<{ id: string } | string>;
        for (const item of list) {
          const id = typeof item === 'string' ? item : item.id;
          const job = db.get('jobs')!.get(id);
          if (job && !(job.status === 'published' && job.deleted_at == null))
            out.push(`published_job_ids: ${actor.label} was told of ${job.status} job ${id}`);
        }
        if (list.length < 1000) break;
        const last = list[list.length - 1];
        after = typeof last === 'string' ? last : last.id;
      }
      const preview = await rpc(actor, 'invitation_preview', { p_token: randomUUID() });
      if (ok(preview.status) && preview.body !== null)
        out.push(`invitation_preview: an unknown token answered ${actor.label} ${JSON.stringify(preview.body)}`);
    });
    expect(out).toEqual([]);
  });

  it('the management RPCs refuse every role they are not for, and their refusals carry nothing', async () => {
    const out: string[] = [];
    const recruiterId = users.Recruiter.id;
    const calls: Array<{ fn: string; args: Record<string, unknown>; managersOnly: boolean }> = [
      { fn: 'revoke_company_invitation', args: { p_invitation: ids.INV2 }, managersOnly: true },
      {
        fn: 'set_company_member_role',
        args: { p_company: C, p_user: recruiterId, p_role: 'recruiter' },
        managersOnly: true,
      },
      { fn: 'rename_company', args: { p_company: C, p_name: 'Renamed by anyone' }, managersOnly: true },
      { fn: 'touch_company_membership', args: { p_company: C }, managersOnly: false },
      { fn: 'accept_company_invitation', args: { p_token: pendingToken.replace(/.$/, 'x') }, managersOnly: true },
    ];
    await pool(actors, 4, async (actor) => {
      const role = roleIn(actor, C);
      for (const call of calls) {
        if (['admin', 'owner'].includes(role) && call.managersOnly) continue;
        const member = !['anon', 'outsider', 'removed'].includes(role);
        if (!call.managersOnly && member) continue;
        const got = await rpc(actor, call.fn, call.args);
        if (ok(got.status)) out.push(`${call.fn}: ${actor.label} (${role}) was answered ${JSON.stringify(got.body)}`);
      }
    });
    expect(out).toEqual([]);
  });

  it("the status page's RPCs answer nothing without a live link; revoke_status_links only the hiring team; the sender's RPCs nobody", async () => {
    const out: string[] = [];
    const wrong = [randomUUID(), statusToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), 'short'];
    await pool(actors, 4, async (actor) => {
      const role = roleIn(actor, C);
      for (const token of wrong) {
        for (const [fn, args] of [
          ['status_page', { p_token: token }],
          ['status_reply', { p_token: token, p_message_id: uid(), p_body: 'x' }],
          ['status_withdraw', { p_token: token, p_application_id: ids.A1 }],
        ] as const) {
          const got = await rpc(actor, fn, args);
          const code = (got.body as { code?: string } | null)?.code;
          if (ok(got.status) || code !== 'P0002')
            out.push(`${fn} with a wrong link: ${actor.label} was answered ${got.status} ${JSON.stringify(got.body)}`);
        }
      }
      if (!['owner', 'admin', 'recruiter'].includes(role)) {
        const got = await rpc(actor, 'revoke_status_links', { p_candidate: ids.P1 });
        if (ok(got.status))
          out.push(`revoke_status_links: ${actor.label} (${role}) was answered ${JSON.stringify(got.body)}`);
      }
      for (const [fn, args] of [
        ['claim_outgoing_emails', { p_limit: 100, p_lease_seconds: 3600 }],
        ['finish_outgoing_email', { p_id: ids.MAIL1, p_claim_id: uid(), p_error: 'forged' }],
        ['notify_scorecards_due', {}],
      ] as const) {
        const got = await rpc(actor, fn, args);
        if (ok(got.status)) out.push(`${fn}: ${actor.label} (${role}) was answered ${JSON.stringify(got.body)}`);
      }
    });
    // the link still works (no one above revoked it)
    const page = await fetch(`${stackInfo().url}/rest/v1/rpc/status_page`, {
      method: 'POST',
      headers: { apikey: stackInfo().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ p_token: statusToken }),
    });
    expect(page.status).toBe(200);
    await page.body?.cancel();
    expect(out).toEqual([]);
  });

  it('submit_application and replace_application_resume answer ids only, whoever replays an application id', async () => {
    const out: string[] = [];
    await pool(actors, 4, async (actor) => {
      const replay = await rpc(actor, 'submit_application', {
        p_application_id: ids.A1,
        p_job_id: ids.J1,
        p_first_name: 'Mallory',
        p_last_name: 'Replay',
        p_email: `mallory-${tag()}@example.com`,
        p_phone: null,
        p_answers: [],
        p_cv_path: null,
        p_resume_filename: null,
        p_resume_text: null,
      });
      if (ok(replay.status) && replay.body && typeof replay.body === 'object') {
        const extra = Object.keys(replay.body).filter((k) => !['application_id', 'profile_id'].includes(k));
        if (extra.length) out.push(`submit_application replay: ${actor.label} got ${extra.join(', ')}`);
      }
      const replace = await rpc(actor, 'replace_application_resume', {
        p_application_id: ids.A1,
        p_cv_path: `${ids.A1}/other.pdf`,
      });
      if (ok(replace.status) && replace.body && typeof replace.body === 'object') {
        const extra = Object.keys(replace.body).filter(
          (k) => !['application_id', 'cv_url', 'path', 'status'].includes(k),
        );
        if (extra.length) out.push(`replace_application_resume: ${actor.label} got ${extra.join(', ')}`);
      }
    });
    expect(out).toEqual([]);
  });
});

describe('realtime postgres_changes', () => {
  it('every delivered row and column is one the subscriber may read', () => {
    const out: string[] = [];
    for (const actor of actors) {
      for (const { table, row } of realtimeSeen.get(actor.label) ?? [])
        if (TABLES[table]) checkRows(actor, `realtime ${table}`, table, row, out, true);
    }
    expect([...new Set(out)]).toEqual([]);
  });

  it('the subscriptions work: the owner heard changes of every table of the company', () => {
    const heardTables = new Set((realtimeSeen.get('Owner') ?? []).map((e) => e.table));
    for (const t of [
      'companies',
      'company_members',
      'company_invitations',
      'activity',
      'jobs',
      'scorecards',
      'notifications',
      'candidate_messages',
      'conversation_messages',
    ])
      expect(heardTables.has(t), t).toBe(true);
    const heardByA = new Set((realtimeSeen.get('InterviewerA') ?? []).map((e) => e.table));
    for (const t of ['notifications', 'outgoing_emails', 'conversation_messages', 'conversation_reads'])
      expect(heardByA.has(t), `InterviewerA: ${t}`).toBe(true);
  });
});

describe('storage: resumes', () => {
  it('only the members of the application’s company list, download or sign a resume', async () => {
    const out: string[] = [];
    await pool(actors, 4, async (actor) => {
      const role = roleIn(actor, C);
      const may = BUCKETS.resumes.read[role] === 'company';
      const bucket = actor.client.storage.from('resumes');
      for (const prefix of ['', ids.A1]) {
        const list = await bucket.list(prefix);
        heard(actor, `storage list ${prefix}`, list);
        const names = (list.data ?? []).map((o) => o.name);
        if (!may && names.some((n) => n === ids.A1 || n === 'resume.pdf'))
          out.push(`storage list '${prefix}': ${actor.label} (${role}) saw ${names.join(', ')}`);
      }
      const download = await bucket.download(resumePath);
      if (download.data) heard(actor, 'storage download', await download.data.text());
      if (!may && download.data) out.push(`storage download: ${actor.label} (${role}) downloaded the resume`);
      if (may && !download.data)
        out.push(`storage download: ${actor.label} (${role}) could not download (${download.error?.message})`);
      const signed = await bucket.createSignedUrl(resumePath, 60);
      if (!may && signed.data?.signedUrl) out.push(`storage sign: ${actor.label} (${role}) signed a URL`);
      const pub = await fetch(bucket.getPublicUrl(resumePath).data.publicUrl);
      if (pub.ok) out.push(`storage public URL: ${actor.label} (${role}) read the resume`);
      else await pub.body?.cancel();
    });
    expect(out).toEqual([]);
  });
});

describe('server functions', () => {
  it('answer nothing of a company to anyone its rules do not name', async () => {
    const out: string[] = [];
    const profile = db.get('profiles')!.get(ids.P2)!;
    await pool(actors, 4, async (actor) => {
      const role = roleIn(actor, C);
      const call = async (name: string, body: unknown) => {
        const res = await fetch(`${stackInfo().url}/functions/v1/${name}`, {
          method: 'POST',
          headers: headersFor(actor, { 'Content-Type': 'application/json' }),
          body: JSON.stringify(body),
        });
        const text = await res.text();
        heard(actor, `function ${name}`, text);
        return { status: res.status, text };
      };
      await call('ai', { action: 'describe', draft: { title: 'T' }, outline: '' });
      // the company's candidates, through create_profile_admin: only its writers
      const existing = await call('create_profile_admin', {
        profile_id: ids.P2,
        first_name: profile.first_name,
        last_name: profile.last_name ?? 'Unknown',
        email_address: profile.email,
      });
      if (ok(existing.status) && !['owner', 'admin', 'recruiter'].includes(role))
        out.push(
          `create_profile_admin (an existing profile of C): ${actor.label} (${role}) was answered ${existing.text}`,
        );
      const fresh = await call('create_profile_admin', {
        profile_id: uid(),
        first_name: 'Side',
        last_name: 'Door',
        email_address: `side-door-${tag()}@example.com`,
      });
      if (ok(fresh.status) && role === 'removed') {
        const body = JSON.parse(fresh.text) as { profile?: Row };
        if (body.profile?.company_id === C)
          out.push(`create_profile_admin (a new profile): removed ${actor.label} wrote a candidate into C`);
      }
      const inv = await call('invite-member', {
        company_id: C,
        email: `${cnry('fn-invitee')}@example.com`,
        role: 'interviewer',
        redirect_to: 'http://localhost:5173',
      });
      if (ok(inv.status) && !['owner', 'admin'].includes(role))
        out.push(`invite-member: ${actor.label} (${role}) invited into C: ${inv.text}`);
      // the mail queue's drain pass: the service role's only
      const drain = await call('send-email', {});
      if (ok(drain.status)) out.push(`send-email: ${actor.label} (${role}) was answered ${drain.text}`);
    });
    expect(out).toEqual([]);
  });
});

describe('no answer of any route carries a value its reader may not read', () => {
  it('searches every answer for the seeded values each actor may not read', async () => {
    await loadDatabase();
    const out: string[] = [];
    for (const actor of actors) {
      const readable = new Set<string>();
      const hidden = new Map<string, string>();
      for (const [table, rows] of db) {
        for (const row of rows.values()) {
          const a = access(actor, table, row);
          for (const [column, value] of Object.entries(row)) {
            const strings = leaves(value).filter((s) => s.includes('cnry-'));
            if (!strings.length) continue;
            const open = a.rows && a.columns.includes(column);
            for (const s of strings) {
              if (open) readable.add(s);
              else if (!hidden.has(s)) hidden.set(s, `${table}.${column} of ${row[pkOf(table)]}`);
            }
          }
        }
      }
      // a value the actor reads (or one inside it: a member's name is their address's first part)
      for (const s of readable) hidden.delete(s);
      const readableList = [...readable];
      for (const h of [...hidden.keys()]) if (readableList.some((r) => r.includes(h))) hidden.delete(h);
      if (actor.label !== 'Owner') hidden.set(pendingToken, 'the pending invitation token');
      hidden.set(createHash('sha256').update(pendingToken).digest('hex'), 'company_invitations.token_hash');
      hidden.set(statusToken, 'a status link token');
      hidden.set(createHash('sha256').update(statusToken).digest('hex'), 'status_tokens.token_hash');
      for (const { route, text } of answers.get(actor.label) ?? []) {
        for (const [value, where] of hidden) {
          if (text.includes(value)) out.push(`${route}: ${actor.label} was answered ${where}`);
        }
      }
    }
    expect([...new Set(out)]).toEqual([]);
  });
});

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}
