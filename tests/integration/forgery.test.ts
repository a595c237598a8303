// Forgeable values (issue 24 "No side door"; the architecture's §6): every column the rules call
// server-set (tests/support/accessRules.ts `serverSet`) is forged through every write route —
// sync_push insert and update, REST insert and update — and must be refused or replaced by the
// server's value. Derived ids (scorecards, favourites) that are not the id of their own fields are
// refused (42501). Tables written only by RPCs or triggers take no write of any column at all;
// notifications (made by the server) take only their recipient's read_at. Outgoing mail is
// inserted only: its address, kind, status, calendar, recipient and sending bookkeeping are the
// server's (docs/messaging.md).
// A column added to `serverSet` in the rules is covered here without another line.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { v5 as uuidv5 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { favoriteId, scorecardId } from '../../src/db/interviewIds.ts';
import {
  candidateConversationId,
  conversationReadId,
  hiringChannelId,
} from '../../src/features/chat/model/conversationIds.ts';
import { serverSetColumns, TABLES } from '../support/accessRules.ts';
import { accessTokenFor, createUser, getTestStack, sql, type TestUser } from '../support/stack-env.ts';

type Row = Record<string, unknown>;

interface Writer {
  user: TestUser;
  token: string;
  client: SupabaseClient;
}

const uid = () => randomUUID();
const tag = () => uid().slice(0, 8);
const FORGED_TIME = '2001-02-03T04:05:06.000Z';
const FORGED_CLAIM = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';

let C: string; // the company (its id is the owner's user id)
let X: string; // another company
let owner: Writer; // the colleague whose identity is forged; the writer of RPC-only tables
let recruiter: Writer; // the forger of synced rows
/** Rows of C the recruiter made (to update) and parents for new rows. */
const base: Record<string, string> = {};
let interviewTwo: string; // another application's interview (for a forged scorecards.application_id)

async function writer(label: string): Promise<Writer> {
  const user = await createUser(`forgery-${label}-${tag()}@example.com`);
  const token = await accessTokenFor(user, 3600);
  const { url, anonKey } = getTestStack();
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    accessToken: async () => token,
  });
  return { user, token, client };
}

async function rest(w: Writer, pathAndQuery: string, method: string, body?: unknown) {
  const { url, anonKey } = getTestStack();
  const res = await fetch(`${url}/rest/v1/${pathAndQuery}`, {
    method,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${w.token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

type PushAnswer = { status: string; row: Row | null; error: { code: string; message: string } | null };

async function push(w: Writer, table: string, rowId: string, patch: Row, baseVersion: number | null = null) {
  const { data, error } = await w.client.rpc('sync_push', {
    p_client_id: uid(),
    p_mutations: [{ mutation_id: uid(), table, op: 'upsert', row_id: rowId, patch, base_version: baseVersion }],
    p_expected_user: w.user.id,
    p_company: C,
  });
  if (error) return { whole: `${error.code} ${error.message}`, answer: null };
  return { whole: null, answer: (data as PushAnswer[])[0] };
}

async function mustPush(w: Writer, table: string, rowId: string, patch: Row) {
  const r = await push(w, table, rowId, patch);
  if (r.answer?.status !== 'applied') throw new Error(`fixture ${table}: ${JSON.stringify(r)}`);
}

const rowOf = async (table: string, id: string, key = 'id') =>
  (await sql<{ r: Row }>(`select to_jsonb(t) as r from public.${table} t where "${key}" = $1`, [id]))[0]?.r;

// ─── what a new row of each synced table needs (as the recruiter, in C) ─────────────────────────

/** A new row's id and fields (parents made as needed). Derived ids are derived for the recruiter. */
async function freshRow(table: string): Promise<{ id: string; patch: Row }> {
  const id = uid();
  switch (table) {
    case 'jobs':
      return { id, patch: { title: `Forged ${tag()}`, status: 'draft' } };
    case 'profiles':
      return { id, patch: { first_name: 'Forged', email: `forged-${tag()}@example.com` } };
    case 'applications':
      return { id, patch: { job_id: base.jobs, applicant_id: base.profiles } };
    case 'notes':
      return { id, patch: { candidate_id: base.profiles, content: 'Forged note' } };
    case 'job_drafts':
      return { id, patch: { step: 1 } };
    case 'job_draft_messages':
      return { id, patch: { draft_id: base.job_drafts, role: 'user', content: 'Forged turn' } };
    case 'interview_plans':
      return { id, patch: { name: `Plan ${tag()}` } };
    case 'interview_stages':
      return {
        id,
        patch: {
          plan_id: base.interview_plans,
          position: Math.random(),
          name: 'Stage',
          type: 'interview',
          focus_attributes: [],
          questions: [],
        },
      };
    case 'interview_plan_favorites': {
      const plan = uid();
      await mustPush(owner, 'interview_plans', plan, { name: `Plan ${tag()}` });
      return { id: favoriteId(plan, recruiter.user.id), patch: { plan_id: plan, favorite: true } };
    }
    case 'interviews':
      return { id, patch: interviewPatch(base.applications) };
    case 'scorecards': {
      const interview = uid();
      await mustPush(owner, 'interviews', interview, interviewPatch(base.applications));
      return { id: scorecardId(interview, recruiter.user.id), patch: scorecardPatch(interview, base.applications) };
    }
    case 'email_templates':
      return { id, patch: { kind: 'custom', name: `T ${tag()}`, subject: 'About {{job.title}}', body: 'Hi' } };
    case 'outgoing_emails':
      return { id, patch: { candidate_id: base.profiles, subject: 'Hello', body_text: `Forged mail ${tag()}` } };
    case 'notification_preferences': {
      // one row per (company, member): the recruiter's is made afresh each time
      const own = preferencesId(C, recruiter.user.id);
      await sql('delete from public.notification_preferences where id = $1', [own]);
      return { id: own, patch: { email_kinds: ['mentioned'] } };
    }
    case 'conversations': {
      // a candidate's conversation (its id derived from the candidate): a new candidate each time
      const candidate = uid();
      await mustPush(recruiter, 'profiles', candidate, { first_name: 'Talk', email: `talk-${tag()}@example.com` });
      return { id: candidateConversationId(C, candidate), patch: { kind: 'candidate', candidate_id: candidate } };
    }
    case 'conversation_messages':
      return { id, patch: { conversation_id: hiringChannelId(C), body: `Forged message ${tag()}` } };
    case 'conversation_reads': {
      // one row per (conversation, member): the recruiter's mark of #hiring is made afresh each time
      const own = conversationReadId(C, hiringChannelId(C), recruiter.user.id);
      await sql('delete from public.conversation_reads where id = $1', [own]);
      return { id: own, patch: { conversation_id: hiringChannelId(C), read_at: new Date().toISOString() } };
    }
    default:
      throw new Error(`no fresh row for ${table}`);
  }
}

const preferencesId = (company: string, user: string) => uuidv5(`notification-preferences:${user}`, company);

const interviewPatch = (application: string) => ({
  application_id: application,
  starts_at: new Date(Date.now() + 86_400_000).toISOString(),
  duration_minutes: 45,
  interviewer_ids: [recruiter.user.id],
});

const scorecardPatch = (interview: string, application: string) => ({
  interview_id: interview,
  application_id: application,
  ratings: {},
  recommendation: 'yes',
  key_takeaways: '',
  submitted_at: new Date().toISOString(),
});

// ─── forged values and the server's own ─────────────────────────────────────────────────────────

function forgedValue(table: string, column: string): unknown {
  switch (column) {
    case 'company_id':
      return X;
    case 'version':
      return 987654;
    case 'change_xid':
      return '1';
    case 'updated_at':
    case 'created_at':
    case 'submitted_at':
    case 'first_published_at':
      return FORGED_TIME;
    case 'created_by':
    case 'updated_by':
    case 'interviewer_id':
    case 'user_id':
    case 'author_id':
      return owner.user.id;
    case 'edited_at':
      return FORGED_TIME;
    case 'company_name':
      return 'Forged Company Name';
    case 'cv_url':
      return `${base.applications}/forged.pdf`;
    case 'applicant_contact':
      return { email: 'forged@example.com', phone: '+1 555 0100' };
    case 'application_id':
      return base.otherApplication;
    case 'withdrawn_at':
    case 'sent_at':
    case 'next_attempt_at':
    case 'claimed_until':
      return FORGED_TIME;
    case 'ics_sequence':
    case 'attempts':
      return 987654;
    // outgoing mail (docs/messaging.md): no open relay, no forged calendar, recipient or sending state
    case 'kind':
      return 'interview_request';
    case 'interview_id':
      return interviewTwo;
    case 'recipient_user_id':
      return owner.user.id;
    case 'to_email':
      return 'relay@evil.example';
    case 'to_name':
      return 'Forged Name';
    case 'body_html':
      return '<p>forged</p><script>alert(1)</script>';
    case 'calendar':
      return { method: 'REQUEST', uid: 'forged@interviews.partii', attendees: [{ email: 'relay@evil.example' }] };
    case 'status':
      return 'failed';
    case 'claim_id':
      return FORGED_CLAIM;
    case 'last_error':
      return 'forged error';
    default:
      throw new Error(`add a forged value for ${table}.${column}`);
  }
}

/** The value the server sets, where the contract names it (undefined: only "not the forged one"). */
function serverValue(table: string, column: string, row: Row): unknown {
  switch (column) {
    case 'company_id':
      return C;
    case 'created_by':
    case 'updated_by':
    case 'interviewer_id':
    case 'user_id':
    case 'author_id':
      return recruiter.user.id;
    case 'recipient_user_id':
    case 'interview_id':
    case 'calendar':
      return table === 'outgoing_emails' ? null : undefined;
    case 'kind':
      return table === 'outgoing_emails' ? 'candidate' : undefined;
    case 'to_email':
      return sql<{ e: string }>('select email as e from public.profiles where id = $1', [row.candidate_id]).then(
        (r) => r[0]?.e,
      );
    case 'application_id':
      return table === 'scorecards'
        ? sql<{ a: string }>('select application_id::text as a from public.interviews where id = $1', [
            row.interview_id,
          ]).then((r) => r[0]?.a)
        : undefined;
    default:
      return undefined;
  }
}

function same(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return a == b;
  if (typeof b === 'string' && /^\d{4}-\d\d-\d\dT/.test(b))
    return new Date(String(a)).getTime() === new Date(b).getTime();
  if (typeof b === 'number') return Number(a) === b;
  if (typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/** null when the row holds the server's value (or was not written); else what went wrong. */
async function judge(table: string, id: string, column: string, forged: unknown, how: string): Promise<string | null> {
  const row = await rowOf(table, id);
  if (!row) return null; // refused: nothing was written
  if (same(row[column], forged)) return `${how}: ${table}.${column} kept the forged value ${JSON.stringify(forged)}`;
  const expected = await serverValue(table, column, row);
  if (expected !== undefined && !same(row[column], expected))
    return `${how}: ${table}.${column} is ${JSON.stringify(row[column])}, the server's value is ${JSON.stringify(expected)}`;
  return null;
}

beforeAll(async () => {
  owner = await writer('owner');
  C = owner.user.id;
  recruiter = await writer('recruiter');
  X = (await createUser(`forgery-other-${tag()}@example.com`)).id;
  const invite = await owner.client.rpc('create_company_invitation', {
    p_company: C,
    p_email: recruiter.user.email,
    p_role: 'recruiter',
  });
  if (invite.error) throw new Error(invite.error.message);
  const accepted = await recruiter.client.rpc('accept_company_invitation', {
    p_token: (invite.data as { token: string }).token,
  });
  if (accepted.error) throw new Error(accepted.error.message);

  // parents, and one row of each synced table by the recruiter (to update)
  for (const table of [
    'jobs',
    'profiles',
    'applications',
    'notes',
    'job_drafts',
    'job_draft_messages',
    'interview_plans',
    'interview_stages',
    'interview_plan_favorites',
    'interviews',
    'scorecards',
    'email_templates',
    'outgoing_emails',
    'notification_preferences',
    'conversations',
    'conversation_messages',
    'conversation_reads',
  ]) {
    const { id, patch } = await freshRow(table);
    if (table === 'jobs') patch.status = 'published';
    await mustPush(recruiter, table, id, patch);
    base[table] = id;
  }
  base.otherApplication = uid();
  await mustPush(recruiter, 'applications', base.otherApplication, { job_id: base.jobs, applicant_id: base.profiles });
  interviewTwo = uid();
  // the owner puts the recruiter on a panel (the recruiter's notification) and the recruiter
  // mentions the owner (the owner's)
  await mustPush(owner, 'interviews', interviewTwo, interviewPatch(base.otherApplication));
  await mustPush(recruiter, 'notes', uid(), {
    candidate_id: base.profiles,
    content: 'cc',
    mentioned_ids: [owner.user.id],
  });
  // a candidate's reply through a status link (candidate_messages is written by status_reply only)
  const [{ token }] = await sql<{ token: string }>('select partii_private.issue_status_token($1, $2, null) as token', [
    C,
    base.profiles,
  ]);
  const { url, anonKey } = getTestStack();
  const reply = await fetch(`${url}/rest/v1/rpc/status_reply`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_token: token, p_message_id: uid(), p_body: 'A reply' }),
  });
  if (!reply.ok) throw new Error(`fixture status_reply: ${reply.status} ${await reply.text()}`);
}, 60_000);

// ─── server-set columns of synced tables ────────────────────────────────────────────────────────

const SYNCED_CASES = serverSetColumns()
  .filter(({ table }) => TABLES[table].writes === 'sync' || TABLES[table].writes === 'insert')
  .map(({ table, column }) => [`${table}.${column}`, table, column] as const);

describe('a server-set column of a synced table: forged through every write route, refused or replaced', () => {
  // the control: without a forged value, each new row is stored by both routes (so "refused" below
  // is about the forged value, not a row that could never be written)
  it.each([...new Set(SYNCED_CASES.map(([, table]) => table))])('control: a new %s row is stored', async (table) => {
    const a = await freshRow(table);
    await push(recruiter, table, a.id, a.patch);
    const b = await freshRow(table);
    const r = await rest(recruiter, table, 'POST', { company_id: C, ...b.patch, id: b.id });
    expect(await rowOf(table, a.id), 'sync_push').toBeTruthy();
    expect(await rowOf(table, b.id), `REST ${r.status} ${r.text}`).toBeTruthy();
  });

  it.each(SYNCED_CASES)('%s', async (_name, table, column) => {
    const forged = forgedValue(table, column);
    const problems: string[] = [];

    // sync_push, insert
    const a = await freshRow(table);
    await push(recruiter, table, a.id, { ...a.patch, [column]: forged });
    problems.push((await judge(table, a.id, column, forged, 'sync_push insert')) ?? '');

    // sync_push, update of the recruiter's own row (current base version)
    const before = await rowOf(table, base[table]);
    await push(recruiter, table, base[table], { [column]: forged }, Number(before?.version ?? 1));
    problems.push((await judge(table, base[table], column, forged, 'sync_push update')) ?? '');

    // REST, insert (into C, unless company_id is what is forged)
    const b = await freshRow(table);
    await rest(recruiter, table, 'POST', { company_id: C, ...b.patch, id: b.id, [column]: forged });
    problems.push((await judge(table, b.id, column, forged, 'REST insert')) ?? '');

    // REST, update of the recruiter's own row
    await rest(recruiter, `${table}?id=eq.${base[table]}`, 'PATCH', { [column]: forged });
    problems.push((await judge(table, base[table], column, forged, 'REST update')) ?? '');

    expect(problems.filter(Boolean)).toEqual([]);
  });
});

// ─── derived ids ────────────────────────────────────────────────────────────────────────────────

describe('a derived id that is not the id of its own fields is refused (42501), by sync_push and REST', () => {
  const derived = Object.entries(TABLES).filter(([, rule]) => rule.derivedId);

  it.each(derived.map(([t]) => t))('%s', async (table) => {
    const problems: string[] = [];
    // a random id, and the id the colleague (the owner) would have for the same object
    for (const which of ['a random id', "the colleague's id for the same object"] as const) {
      for (const route of ['sync_push', 'REST'] as const) {
        const row = await freshRow(table);
        const parts = TABLES[table].derivedId!.parts;
        const object = parts[0] === 'company_id' ? C : String(row.patch[parts[0]]);
        const id =
          which === 'a random id'
            ? uid()
            : table === 'scorecards'
              ? scorecardId(object, owner.user.id)
              : table === 'notification_preferences'
                ? preferencesId(object, owner.user.id)
                : favoriteId(object, owner.user.id);
        if (table === 'scorecards' && which !== 'a random id') {
          // the colleague is on the panel too: only the id tells whose scorecard it is
          await sql(`update public.interviews set interviewer_ids = interviewer_ids || $2::uuid where id = $1`, [
            object,
            owner.user.id,
          ]);
        }
        let code: string | null = null;
        if (route === 'sync_push') {
          const r = await push(recruiter, table, id, row.patch);
          code = r.answer?.status === 'rejected' ? (r.answer.error?.code ?? '') : (r.whole ?? r.answer?.status ?? '');
        } else {
          const r = await rest(recruiter, table, 'POST', { company_id: C, ...row.patch, id });
          code = r.status >= 400 ? ((JSON.parse(r.text) as { code?: string }).code ?? String(r.status)) : 'inserted';
        }
        const stored = await rowOf(table, id);
        if (stored) problems.push(`${route}, ${which}: the row was stored`);
        if (code !== '42501') problems.push(`${route}, ${which}: answered ${code}, not 42501`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// ─── tables no API role writes ──────────────────────────────────────────────────────────────────

/** A value of the column's type that is not the row's (for REST and sync_push writes). */
function forgedOfType(type: string, current: unknown): unknown {
  if (type === 'uuid') return X;
  if (type.startsWith('timestamp')) return FORGED_TIME;
  if (type === 'bigint' || type === 'integer') return 987654;
  if (type === 'xid8') return '1';
  if (type === 'jsonb') return { forged: true };
  if (type === 'boolean') return !current;
  if (type === 'ARRAY') return [];
  return `forged-${tag()}`;
}

describe('tables written only by RPCs or triggers take no write of any column, by anyone', () => {
  const readOnly = Object.entries(TABLES)
    .filter(([, rule]) => rule.writes === 'rpc' || rule.writes === 'trigger' || rule.writes === 'server')
    .map(([t]) => t);

  it.each(readOnly)('%s', async (table) => {
    const key = table === 'sync_mutations' ? 'mutation_id' : 'id';
    // a row of C to aim at
    const target = (
      await sql<{ k: string }>(
        table === 'companies'
          ? `select id::text as k from public.companies where id = $1`
          : table === 'sync_mutations'
            ? `select mutation_id::text as k from public.sync_mutations where user_id = $1 limit 1`
            : `select ${key}::text as k from public.${table} where company_id = $1 order by created_at limit 1`,
        [C],
      )
    )[0]?.k;
    expect(target, `a row of ${table} to forge`).toBeTruthy();
    const types = new Map(
      (
        await sql<{ c: string; t: string }>(
          `select column_name as c, data_type as t from information_schema.columns where table_schema = 'public' and table_name = $1`,
          [table],
        )
      ).map((r) => [r.c, r.t]),
    );
    const problems: string[] = [];
    const count = async () =>
      Number((await sql<{ n: string }>(`select count(*)::text as n from public.${table}`))[0].n);
    const rowsBefore = await count();
    for (const column of TABLES[table].serverSet) {
      for (const w of [owner, recruiter]) {
        const who = w === owner ? 'owner' : 'recruiter';
        const before = await rowOf(table, target, key);
        const forged = forgedOfType(types.get(column) ?? 'text', before?.[column]);
        const r = await rest(w, `${table}?${key}=eq.${target}`, 'PATCH', { [column]: forged });
        const after = await rowOf(table, target, key);
        if (JSON.stringify(after?.[column]) !== JSON.stringify(before?.[column]))
          problems.push(`REST update of ${column} by the ${who} changed it (HTTP ${r.status})`);
        if (table !== 'sync_mutations') {
          const p = await push(w, table, target, { [column]: forged });
          if (p.answer?.status === 'applied') problems.push(`sync_push of ${column} by the ${who} was applied`);
          const again = await rowOf(table, target, key);
          if (JSON.stringify(again?.[column]) !== JSON.stringify(before?.[column]))
            problems.push(`sync_push of ${column} by the ${who} changed it`);
        }
      }
    }
    // a whole new row, every column as the forger likes, through REST and sync_push
    const fresh: Row = { ...(await rowOf(table, target, key)) };
    fresh[key] = uid();
    delete fresh.change_xid;
    for (const w of [owner, recruiter]) {
      await rest(w, table, 'POST', fresh);
      if (table !== 'sync_mutations') await push(w, table, String(fresh[key]), fresh);
    }
    if ((await count()) !== rowsBefore) problems.push('a new row was stored');
    expect(problems).toEqual([]);
  });
});

// ─── notifications: the recipient's read_at, nothing else ──────────────────────────────────────

describe("notifications: a client sets only its own notification's read_at", () => {
  it.each(TABLES.notifications.serverSet.map((c) => [c]))(
    "%s of one's own and of a colleague's notification: kept",
    async (column) => {
      const types = new Map(
        (
          await sql<{ c: string; t: string }>(
            `select column_name as c, data_type as t from information_schema.columns where table_schema = 'public' and table_name = 'notifications'`,
          )
        ).map((r) => [r.c, r.t]),
      );
      const ofWhom = async (user: string) =>
        (
          await sql<{ id: string }>(
            'select id::text from public.notifications where company_id = $1 and recipient_id = $2 limit 1',
            [C, user],
          )
        )[0]?.id;
      const own = await ofWhom(recruiter.user.id);
      const colleagues = await ofWhom(owner.user.id);
      expect(own && colleagues, 'a notification of each').toBeTruthy();
      const problems: string[] = [];
      for (const [which, id] of [
        ['own', own],
        ["the owner's", colleagues],
      ] as const) {
        const before = await rowOf('notifications', id);
        const forged = forgedOfType(types.get(column) ?? 'text', before[column]);
        const r = await rest(recruiter, `notifications?id=eq.${id}`, 'PATCH', { [column]: forged });
        const p = await push(recruiter, 'notifications', id, { [column]: forged });
        if (which !== 'own' && p.answer?.status === 'applied') problems.push(`sync_push of ${which} was applied`);
        const after = await rowOf('notifications', id);
        if (JSON.stringify(after[column]) !== JSON.stringify(before[column]))
          problems.push(`${column} of ${which} changed (REST ${r.status}, sync_push ${p.answer?.status ?? p.whole})`);
      }
      expect(problems).toEqual([]);
    },
  );

  it("read_at: one's own is set (never in the future); a colleague's is not", async () => {
    const ofWhom = async (user: string) =>
      (
        await sql<{ id: string }>(
          'select id::text from public.notifications where company_id = $1 and recipient_id = $2 limit 1',
          [C, user],
        )
      )[0].id;
    const own = await ofWhom(recruiter.user.id);
    const colleagues = await ofWhom(owner.user.id);
    expect((await push(recruiter, 'notifications', own, { read_at: '2999-01-01T00:00:00Z' })).answer?.status).toBe(
      'applied',
    );
    const readAt = new Date(String((await rowOf('notifications', own)).read_at)).getTime();
    expect(readAt).toBeLessThanOrEqual(Date.now() + 1000);
    await rest(recruiter, `notifications?id=eq.${colleagues}`, 'PATCH', { read_at: FORGED_TIME });
    await push(recruiter, 'notifications', colleagues, { read_at: FORGED_TIME });
    expect((await rowOf('notifications', colleagues)).read_at).toBeNull();
  });

  it('no new notification is stored, by REST or sync_push, whatever it says', async () => {
    const count = async () =>
      Number(
        (await sql<{ n: string }>('select count(*)::text as n from public.notifications where company_id = $1', [C]))[0]
          .n,
      );
    const before = await count();
    const template = (
      await sql<{ r: Row }>('select to_jsonb(n) as r from public.notifications n where company_id = $1 limit 1', [C])
    )[0].r;
    for (const w of [owner, recruiter]) {
      const fresh: Row = { ...template, id: uid(), recipient_id: w.user.id, read_at: null };
      delete fresh.change_xid;
      await rest(w, 'notifications', 'POST', fresh);
      await push(w, 'notifications', String(fresh.id), fresh);
    }
    expect(await count()).toBe(before);
  });
});
