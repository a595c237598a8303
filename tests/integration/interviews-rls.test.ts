// Who may do what with interview plans, stages, favourites, interviews and scorecards (issue 14;
// the target is docs/interviews.md "Roles"), cell by cell, from outside with supabase-js only.
// The pattern of rls-roles-matrix.test.ts (which covers the tables of issue 13 and before, and
// points here for these): read MATRIX as the policy, one generated `it` per cell.
//
//   actors   anon (anon key) · owner, admin, recruiter, interviewer (live members of ONE company C)
//            · outsider (the owner of another company)
//   objects  the five tables × select/insert/update/delete through REST; sync_push (the app's
//            write path) and sync_pull into/of C; realtime postgres_changes
//
// Every cell acts on fresh rows of C made as database superuser (with the writer's id in the JWT
// claims where the triggers read it). Outcomes, decided by reading the database afterwards:
//   A  allowed: the write took effect / the row was seen
//   D  denied: nothing changed / nothing was seen (sync_push: the mutation was rejected with 42501)
//   'error <SQLSTATE>'  the whole call was refused with that code
//   —  not applicable
// Below the matrix, the rules that need a story: the anti-anchoring rule of scorecards, the panel,
// the author, the refusals' sentences, and references across companies.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { favoriteId, scorecardId } from '../../src/db/interviewIds.ts';
import { accessTokenFor, anonClient, createUser, getTestStack, sql, type TestUser } from '../support/stack-env.ts';
import { pullPastHorizon } from '../support/pullHorizon.ts';
import { listenToTables } from '../support/realtime-listen.ts';

type Actor = 'anon' | 'owner' | 'admin' | 'recruiter' | 'interviewer' | 'outsider';
type Member = 'owner' | 'admin' | 'recruiter' | 'interviewer';
type Outcome = 'A' | 'D' | `error ${string}` | `rejected ${string}`;
type Cell = Outcome | '—';
type Row = readonly [
  object: string,
  operation: string,
  anon: Cell,
  owner: Cell,
  admin: Cell,
  recruiter: Cell,
  interviewer: Cell,
  outsider: Cell,
];

const ACTORS: readonly Actor[] = ['anon', 'owner', 'admin', 'recruiter', 'interviewer', 'outsider'];
const A = 'A' as const;
const D = 'D' as const;
const NA = '—' as const;
const E42501 = 'error 42501' as const;

/** The tables this file covers (rls-roles-matrix.test.ts and rls-matrix.test.ts point here). */
const INTERVIEW_TABLES = [
  'interview_plans',
  'interview_stages',
  'interview_plan_favorites',
  'interviews',
  'scorecards',
] as const;

// prettier-ignore
const MATRIX: readonly Row[] = [
  //  object                             operation                                          anon  owner admin recr. interv. outsider
  // ── plans and stages: owner, admin, recruiter all; the interviewer reads ──
  ['table interview_plans',              'select',                                          D,    A,    A,    A,    A,      D],
  ['table interview_plans',              'insert',                                          D,    A,    A,    A,    D,      D],
  ['table interview_plans',              'update',                                          D,    A,    A,    A,    D,      D],
  ['table interview_plans',              'soft delete (set deleted_at)',                    D,    A,    A,    A,    D,      D],
  // synced tables have no DELETE grant for the API roles: only soft deletes (contracts.md D12)
  ['table interview_plans',              'delete',                                          D,    D,    D,    D,    D,      D],
  ['table interview_stages',             'select',                                          D,    A,    A,    A,    A,      D],
  ['table interview_stages',             'insert',                                          D,    A,    A,    A,    D,      D],
  ['table interview_stages',             'update',                                          D,    A,    A,    A,    D,      D],
  ['table interview_stages',             'soft delete (set deleted_at)',                    D,    A,    A,    A,    D,      D],
  ['table interview_stages',             'delete',                                          D,    D,    D,    D,    D,      D],
  // ── favourites: every member's own, nobody else's ──
  ['table interview_plan_favorites',     'select (the actor\'s own)',                       NA,   A,    A,    A,    A,      NA],
  ['table interview_plan_favorites',     'select (a colleague\'s)',                         D,    D,    D,    D,    D,      D],
  ['table interview_plan_favorites',     'insert (the actor\'s own)',                       D,    A,    A,    A,    A,      D],
  // user_id is the server's: a favourite sent naming a colleague is the sender's (or nothing)
  ['table interview_plan_favorites',     'insert (naming a colleague as its member)',       D,    D,    D,    D,    D,      D],
  ['table interview_plan_favorites',     'update (the actor\'s own)',                       NA,   A,    A,    A,    A,      NA],
  ['table interview_plan_favorites',     'update (a colleague\'s)',                         D,    D,    D,    D,    D,      D],
  ['table interview_plan_favorites',     'update user_id of a colleague\'s to self',        NA,   D,    D,    D,    D,      NA],
  ['table interview_plan_favorites',     'delete',                                          D,    D,    D,    D,    D,      D],
  // ── interviews: owner, admin, recruiter all; the interviewer reads ──
  ['table interviews',                   'select',                                          D,    A,    A,    A,    A,      D],
  ['table interviews',                   'insert',                                          D,    A,    A,    A,    D,      D],
  ['table interviews',                   'update',                                          D,    A,    A,    A,    D,      D],
  ['table interviews',                   'soft delete (set deleted_at)',                    D,    A,    A,    A,    D,      D],
  ['table interviews',                   'delete',                                          D,    D,    D,    D,    D,      D],
  // ── scorecards: writers read all; the interviewer reads own, and others' of an application
  //    once they have submitted their own for it; everyone writes own, on interviews they are on ──
  ['table scorecards',                   'select (a colleague\'s; the actor has none)',     D,    A,    A,    A,    D,      D],
  ['table scorecards',                   'select (the actor\'s own)',                       NA,   A,    A,    A,    A,      NA],
  ['table scorecards',                   'select (a colleague\'s, after submitting own)',   NA,   A,    A,    A,    A,      NA],
  ['table scorecards',                   'insert (own, on the panel)',                      D,    A,    A,    A,    A,      D],
  ['table scorecards',                   'insert (own, not on the panel)',                  NA,   D,    D,    D,    D,      NA],
  ['table scorecards',                   'insert (naming a colleague as its author)',       D,    D,    D,    D,    D,      D],
  ['table scorecards',                   'update (the actor\'s own)',                       NA,   A,    A,    A,    A,      NA],
  ['table scorecards',                   'update (a colleague\'s)',                         D,    D,    D,    D,    D,      D],
  ['table scorecards',                   'update interviewer_id of a colleague\'s to self', NA,   D,    D,    D,    D,      NA],
  // nobody withdraws a scorecard through the API, not even its author
  ['table scorecards',                   'soft delete (the actor\'s own)',                  NA,   D,    D,    D,    D,      NA],
  ['table scorecards',                   'delete',                                          D,    D,    D,    D,    D,      D],
  // ── sync_push into C (p_company = C): anon has no user, the outsider is no member (42501 for
  //    the whole call); a role's refusal is per mutation (42501) ──
  ['rpc sync_push',                      'interview_plans: add a plan',                     E42501, A,  A,    A,    D,      E42501],
  ['rpc sync_push',                      'interview_plans: rename a plan',                  E42501, A,  A,    A,    D,      E42501],
  ['rpc sync_push',                      'interview_stages: add a stage',                   E42501, A,  A,    A,    D,      E42501],
  ['rpc sync_push',                      'interview_stages: delete a stage',                E42501, A,  A,    A,    D,      E42501],
  ['rpc sync_push',                      'interview_plan_favorites: star a plan',           E42501, A,  A,    A,    A,      E42501],
  ['rpc sync_push',                      'interview_plan_favorites: toggle own',            NA,   A,    A,    A,    A,      NA],
  ['rpc sync_push',                      'interview_plan_favorites: toggle a colleague\'s', NA,   D,    D,    D,    D,      NA],
  ['rpc sync_push',                      'interviews: schedule',                            E42501, A,  A,    A,    D,      E42501],
  ['rpc sync_push',                      'interviews: cancel',                              E42501, A,  A,    A,    D,      E42501],
  ['rpc sync_push',                      'scorecards: submit own, on the panel',            E42501, A,  A,    A,    A,      E42501],
  ['rpc sync_push',                      'scorecards: submit own, not on the panel',        NA,   D,    D,    D,    D,      NA],
  ['rpc sync_push',                      'scorecards: change own',                          NA,   A,    A,    A,    A,      NA],
  ['rpc sync_push',                      'scorecards: change a colleague\'s',               NA,   D,    D,    D,    D,      NA],
  ['rpc sync_push',                      'scorecards: delete own',                          NA,   D,    D,    D,    D,      NA],
  // ── sync_pull of C: a member pulls what the role reads ──
  ['rpc sync_pull',                      'interview_plans',                                 E42501, A,  A,    A,    A,      E42501],
  ['rpc sync_pull',                      'interview_stages',                                E42501, A,  A,    A,    A,      E42501],
  ['rpc sync_pull',                      'interview_plan_favorites (a colleague\'s)',       E42501, D,  D,    D,    D,      E42501],
  ['rpc sync_pull',                      'interview_plan_favorites (own)',                  NA,   A,    A,    A,    A,      NA],
  ['rpc sync_pull',                      'interviews',                                      E42501, A,  A,    A,    A,      E42501],
  ['rpc sync_pull',                      'scorecards (a colleague\'s; the actor has none)', E42501, A,  A,    A,    D,      E42501],
  ['rpc sync_pull',                      'scorecards (own)',                                NA,   A,    A,    A,    A,      NA],
  // ── realtime postgres_changes: C's rows change; who receives them ──
  ['realtime interview_plans',           'a plan is renamed',                               D,    A,    A,    A,    A,      D],
  ['realtime interview_stages',          'a stage is added',                                D,    A,    A,    A,    A,      D],
  ['realtime interview_plan_favorites',  'a colleague stars a plan',                        D,    D,    D,    D,    D,      D],
  ['realtime interviews',                'an interview is scheduled',                       D,    A,    A,    A,    A,      D],
  ['realtime scorecards',                'a colleague submits (the actor has none)',        D,    A,    A,    A,    D,      D],
];

// ─── actors ─────────────────────────────────────────────────────────────────────────────────────

const clients = {} as Record<Actor, SupabaseClient>;
const users = {} as Record<Member | 'outsider', TestUser>;
/** A recruiter of C who is none of the actors: the author of "a colleague's" rows. */
let colleague: TestUser;
/** A second interviewer of C (the anti-anchoring stories). */
let interviewerB: { user: TestUser; client: SupabaseClient };
/** Company C: every member's; its id is the owner's user id. */
let C: string;
/** The outsider's own company. */
let O: string;

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

function clientWithToken(token: string): SupabaseClient {
  const { url, anonKey } = getTestStack();
  return createClient(url, anonKey, { ...clientOptions, accessToken: async () => token });
}

const selfId = (actor: Actor): string | null => (actor === 'anon' ? null : users[actor as Member | 'outsider'].id);
/** The actor's user id when they can sit on C's panels (members of C), else undefined. */
const memberOfC = (actor: Actor): string | undefined =>
  actor === 'anon' || actor === 'outsider' ? undefined : (selfId(actor) ?? undefined);
/** A member of C to stand in for actors who cannot be on C's panel (anon, the outsider). */
const selfOrOwner = (actor: Actor): string =>
  actor === 'anon' || actor === 'outsider' ? users.owner.id : selfId(actor)!;

const uid = () => randomUUID();
const email = (tag: string) => `${tag}-${uid().slice(0, 8)}@example.com`;

async function signUp(tag: string): Promise<{ user: TestUser; client: SupabaseClient }> {
  const user = await createUser(email(tag));
  return { user, client: clientWithToken(await accessTokenFor(user)) };
}

/** A new user who joins C with `role` the way the app does it: invited by the owner, accepting. */
async function joinC(role: Member): Promise<{ user: TestUser; client: SupabaseClient }> {
  const { user, client } = await signUp(role);
  const invite = await clients.owner.rpc('create_company_invitation', {
    p_company: C,
    p_email: user.email,
    p_role: role,
  });
  if (invite.error) throw new Error(`fixture: invite ${role}: ${invite.error.message}`);
  const accepted = await client.rpc('accept_company_invitation', { p_token: (invite.data as { token: string }).token });
  if (accepted.error) throw new Error(`fixture: accept as ${role}: ${accepted.error.message}`);
  return { user, client };
}

// ─── fixtures: fresh rows of C, made as superuser ───────────────────────────────────────────────

/** A SQL literal (fixtures only: values the test made itself). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const s = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `'${s.replace(/'/g, "''")}'`;
}

const uuidArray = (ids: string[]) => `array[${ids.map(literal).join(', ')}]::uuid[]`;

/** Inserts `row` as superuser, written by `by` (auth.uid() for the triggers; null: nobody). */
async function insertRow(table: string, row: Record<string, unknown>, by: string | null = null): Promise<void> {
  const claims = JSON.stringify(by ? { sub: by, role: 'authenticated' } : {});
  const keys = Object.keys(row);
  await sql(
    `do $$ begin perform set_config('request.jwt.claims', ${literal(claims)}, true); end $$;
     insert into public.${table} (${keys.map((k) => `"${k}"`).join(', ')})
     values (${keys.map((k) => (k === 'interviewer_ids' ? uuidArray(row[k] as string[]) : literal(row[k]))).join(', ')})`,
  );
}

async function job(company = C): Promise<string> {
  const id = uid();
  await insertRow('jobs', { id, company_id: company, title: `Role ${id.slice(0, 6)}`, status: 'published' });
  return id;
}

async function application(company = C): Promise<string> {
  const profileId = uid();
  await insertRow('profiles', { id: profileId, company_id: company, first_name: 'Cand', email: email('cand') });
  const id = uid();
  await insertRow('applications', { id, company_id: company, job_id: await job(company), applicant_id: profileId });
  return id;
}

async function plan(company = C): Promise<string> {
  const id = uid();
  await insertRow('interview_plans', { id, company_id: company, name: 'Engineering loop', status: 'active' });
  return id;
}

async function stage(planId?: string): Promise<string> {
  const id = uid();
  await insertRow('interview_stages', {
    id,
    plan_id: planId ?? (await plan()),
    position: 1,
    name: 'Technical interview',
    type: 'interview',
    duration_minutes: 60,
    focus_attributes: [{ id: 'problem-solving', name: 'Problem solving', guidance: 'How they break it down' }],
    questions: ['Walk me through a hard bug.'],
  });
  return id;
}

async function favorite(userId: string, planId?: string): Promise<string> {
  const p = planId ?? (await plan());
  const id = favoriteId(p, userId);
  await insertRow('interview_plan_favorites', { id, plan_id: p, user_id: userId, favorite: true }, userId);
  return id;
}

async function interview(panel: string[], applicationId?: string): Promise<string> {
  const id = uid();
  await insertRow(
    'interviews',
    {
      id,
      application_id: applicationId ?? (await application()),
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      duration_minutes: 45,
      interviewer_ids: panel,
      status: 'scheduled',
    },
    users.owner.id,
  );
  return id;
}

const applicationOf = async (interviewId: string) =>
  (await sql<{ a: string }>('select application_id::text as a from public.interviews where id = $1', [interviewId]))[0]
    .a;

/** `by`'s submitted scorecard for `interviewId` (its deterministic id). */
async function scorecard(interviewId: string, by: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = scorecardId(interviewId, by);
  await insertRow(
    'scorecards',
    {
      id,
      interview_id: interviewId,
      application_id: await applicationOf(interviewId),
      interviewer_id: by,
      ratings: { 'problem-solving': { rating: 3, note: 'Clear thinking' } },
      recommendation: 'yes',
      key_takeaways: 'Solid',
      submitted_at: new Date().toISOString(),
      ...fields,
    },
    by,
  );
  return id;
}

/** A colleague's scorecard on an interview whose panel is the colleague and `actorOnPanel`. */
async function colleagueScorecard(actorOnPanel?: string): Promise<{ id: string; interviewId: string }> {
  const interviewId = await interview(actorOnPanel ? [colleague.id, actorOnPanel] : [colleague.id]);
  return { id: await scorecard(interviewId, colleague.id), interviewId };
}

async function valueOf(table: string, id: string, column: string): Promise<unknown> {
  const rows = await sql<{ v: unknown }>(`select "${column}" as v from public.${table} where id = $1`, [id]);
  return rows.length ? rows[0].v : undefined;
}

const exists = async (table: string, id: string) =>
  (await sql(`select 1 from public.${table} where id = $1`, [id])).length === 1;

const scorecardPatch = (interviewId: string, applicationId: string, extra: Record<string, unknown> = {}) => ({
  interview_id: interviewId,
  application_id: applicationId,
  ratings: { 'problem-solving': { rating: 4, note: 'Pushed' } },
  recommendation: 'strong_yes',
  key_takeaways: 'Pushed takeaways',
  submitted_at: new Date().toISOString(),
  ...extra,
});

// ─── attempts ───────────────────────────────────────────────────────────────────────────────────

type Attempt = (actor: Actor) => Promise<Outcome>;

async function restVisible(actor: Actor, table: string, id: string): Promise<Outcome> {
  const { data } = await clients[actor].from(table).select('id').eq('id', id);
  return (data ?? []).length === 1 ? A : D;
}

async function restUpdate(actor: Actor, table: string, id: string, column: string, value: unknown): Promise<Outcome> {
  await clients[actor]
    .from(table)
    .update({ [column]: value })
    .eq('id', id);
  return JSON.stringify(await valueOf(table, id, column)) === JSON.stringify(value) ? A : D;
}

async function restInsert(actor: Actor, table: string, row: Record<string, unknown>): Promise<Outcome> {
  await clients[actor].from(table).insert(row);
  return (await exists(table, row.id as string)) ? A : D;
}

async function restSoftDelete(actor: Actor, table: string, id: string): Promise<Outcome> {
  await clients[actor].from(table).update({ deleted_at: new Date().toISOString() }).eq('id', id);
  return (await valueOf(table, id, 'deleted_at')) ? A : D;
}

async function restDelete(actor: Actor, table: string, id: string): Promise<Outcome> {
  await clients[actor].from(table).delete().eq('id', id);
  return (await exists(table, id)) ? D : A;
}

/** One sync_push of a single mutation into C; A when applied AND landed, D when refused with 42501. */
async function push(
  actor: Actor,
  table: string,
  rowId: string,
  patch: Record<string, unknown>,
  landed: () => Promise<boolean>,
  op: 'upsert' | 'delete' = 'upsert',
): Promise<Outcome> {
  const { data, error } = await clients[actor].rpc('sync_push', {
    p_client_id: uid(),
    p_mutations: [{ mutation_id: uid(), table, op, row_id: rowId, patch, base_version: null }],
    p_expected_user: selfId(actor),
    p_company: C,
  });
  if (error) return `error ${error.code}` as Outcome;
  const [answer] = data as { status: string; error: { code: string } | null }[];
  const didLand = await landed();
  if (answer?.status === 'applied' && didLand) return A;
  if (answer?.status === 'rejected' && !didLand) {
    return answer.error?.code === '42501' ? D : (`rejected ${answer.error?.code}` as Outcome);
  }
  return `rejected ${answer?.status} (${didLand ? 'but landed' : 'not landed'})` as Outcome;
}

/** Pulls `table` of C from just before `rowId`'s stamp: did the row come back? */
async function pullSees(actor: Actor, table: string, rowId: string): Promise<Outcome> {
  const [{ xid }] = await sql<{ xid: string }>(`select change_xid::text as xid from public.${table} where id = $1`, [
    rowId,
  ]);
  return pullPastHorizon(xid, D as Outcome, async () => {
    const { data, error } = await clients[actor].rpc('sync_pull', {
      p_table: table,
      p_after_xid: (BigInt(xid) - 1n).toString(),
      p_after_id: null,
      p_limit: 1000,
      p_expected_user: selfId(actor),
      p_company: C,
    });
    if (error) return `error ${error.code}` as Outcome;
    return (data as { rows: { id: string }[] }).rows.some((row) => row.id === rowId) ? A : D;
  });
}

const inOneDay = () => new Date(Date.now() + 86_400_000).toISOString();

const ATTEMPTS: Record<string, Attempt> = {
  // ── plans, stages, interviews through REST ──
  'table interview_plans :: select': async (actor) => restVisible(actor, 'interview_plans', await plan()),
  'table interview_plans :: insert': async (actor) =>
    restInsert(actor, 'interview_plans', { id: uid(), company_id: C, name: 'Inserted plan' }),
  'table interview_plans :: update': async (actor) =>
    restUpdate(actor, 'interview_plans', await plan(), 'name', `Renamed by ${actor}`),
  'table interview_plans :: soft delete (set deleted_at)': async (actor) =>
    restSoftDelete(actor, 'interview_plans', await plan()),
  'table interview_plans :: delete': async (actor) => restDelete(actor, 'interview_plans', await plan()),

  'table interview_stages :: select': async (actor) => restVisible(actor, 'interview_stages', await stage()),
  'table interview_stages :: insert': async (actor) =>
    restInsert(actor, 'interview_stages', {
      id: uid(),
      company_id: C,
      plan_id: await plan(),
      position: 2,
      name: 'Inserted stage',
      type: 'assessment',
    }),
  'table interview_stages :: update': async (actor) =>
    restUpdate(actor, 'interview_stages', await stage(), 'name', `Renamed by ${actor}`),
  'table interview_stages :: soft delete (set deleted_at)': async (actor) =>
    restSoftDelete(actor, 'interview_stages', await stage()),
  'table interview_stages :: delete': async (actor) => restDelete(actor, 'interview_stages', await stage()),

  'table interviews :: select': async (actor) => restVisible(actor, 'interviews', await interview([users.owner.id])),
  'table interviews :: insert': async (actor) =>
    restInsert(actor, 'interviews', {
      id: uid(),
      company_id: C,
      application_id: await application(),
      starts_at: inOneDay(),
      duration_minutes: 60,
      interviewer_ids: [users.owner.id],
    }),
  'table interviews :: update': async (actor) =>
    restUpdate(actor, 'interviews', await interview([users.owner.id]), 'location', `Room of ${actor}`),
  'table interviews :: soft delete (set deleted_at)': async (actor) =>
    restSoftDelete(actor, 'interviews', await interview([users.owner.id])),
  'table interviews :: delete': async (actor) => restDelete(actor, 'interviews', await interview([users.owner.id])),

  // ── favourites through REST ──
  "table interview_plan_favorites :: select (the actor's own)": async (actor) =>
    restVisible(actor, 'interview_plan_favorites', await favorite(selfId(actor)!)),
  "table interview_plan_favorites :: select (a colleague's)": async (actor) =>
    restVisible(actor, 'interview_plan_favorites', await favorite(colleague.id)),
  "table interview_plan_favorites :: insert (the actor's own)": async (actor) => {
    const planId = await plan();
    const id = favoriteId(planId, selfOrOwner(actor));
    await clients[actor]
      .from('interview_plan_favorites')
      .insert({ id, company_id: C, plan_id: planId, favorite: true });
    const owner = await valueOf('interview_plan_favorites', id, 'user_id');
    return owner !== undefined && owner === selfId(actor) ? A : D;
  },
  'table interview_plan_favorites :: insert (naming a colleague as its member)': async (actor) => {
    const planId = await plan();
    await clients[actor]
      .from('interview_plan_favorites')
      .insert({ id: uid(), company_id: C, plan_id: planId, user_id: colleague.id, favorite: true });
    const rows = await sql('select 1 from public.interview_plan_favorites where plan_id = $1 and user_id = $2', [
      planId,
      colleague.id,
    ]);
    return rows.length === 1 ? A : D;
  },
  "table interview_plan_favorites :: update (the actor's own)": async (actor) =>
    restUpdate(actor, 'interview_plan_favorites', await favorite(selfId(actor)!), 'favorite', false),
  "table interview_plan_favorites :: update (a colleague's)": async (actor) =>
    restUpdate(actor, 'interview_plan_favorites', await favorite(colleague.id), 'favorite', false),
  "table interview_plan_favorites :: update user_id of a colleague's to self": async (actor) =>
    restUpdate(actor, 'interview_plan_favorites', await favorite(colleague.id), 'user_id', selfId(actor)),
  'table interview_plan_favorites :: delete': async (actor) =>
    restDelete(actor, 'interview_plan_favorites', await favorite(users.owner.id)),

  // ── scorecards through REST ──
  "table scorecards :: select (a colleague's; the actor has none)": async (actor) =>
    restVisible(actor, 'scorecards', (await colleagueScorecard(memberOfC(actor))).id),
  "table scorecards :: select (the actor's own)": async (actor) =>
    restVisible(actor, 'scorecards', await scorecard(await interview([selfId(actor)!]), selfId(actor)!)),
  "table scorecards :: select (a colleague's, after submitting own)": async (actor) => {
    const { id, interviewId } = await colleagueScorecard(selfId(actor)!);
    await scorecard(interviewId, selfId(actor)!);
    return restVisible(actor, 'scorecards', id);
  },
  'table scorecards :: insert (own, on the panel)': async (actor) => {
    const interviewId = await interview([selfOrOwner(actor)]);
    const id = scorecardId(interviewId, selfOrOwner(actor));
    await clients[actor]
      .from('scorecards')
      .insert({ id, company_id: C, ...scorecardPatch(interviewId, await applicationOf(interviewId)) });
    return (await exists('scorecards', id)) ? A : D;
  },
  'table scorecards :: insert (own, not on the panel)': async (actor) => {
    const interviewId = await interview([colleague.id]);
    const id = scorecardId(interviewId, selfId(actor)!);
    await clients[actor]
      .from('scorecards')
      .insert({ id, company_id: C, ...scorecardPatch(interviewId, await applicationOf(interviewId)) });
    return (await exists('scorecards', id)) ? A : D;
  },
  'table scorecards :: insert (naming a colleague as its author)': async (actor) => {
    // the colleague is on the panel, the actor is not: claiming the colleague's place must not work
    const interviewId = await interview([colleague.id]);
    await clients[actor].from('scorecards').insert({
      id: uid(),
      company_id: C,
      interviewer_id: colleague.id,
      ...scorecardPatch(interviewId, await applicationOf(interviewId)),
    });
    const rows = await sql('select 1 from public.scorecards where interview_id = $1', [interviewId]);
    return rows.length === 1 ? A : D;
  },
  "table scorecards :: update (the actor's own)": async (actor) =>
    restUpdate(
      actor,
      'scorecards',
      await scorecard(await interview([selfId(actor)!]), selfId(actor)!),
      'key_takeaways',
      `Rewritten by ${actor}`,
    ),
  "table scorecards :: update (a colleague's)": async (actor) =>
    restUpdate(
      actor,
      'scorecards',
      (await colleagueScorecard(memberOfC(actor))).id,
      'key_takeaways',
      `Rewritten by ${actor}`,
    ),
  "table scorecards :: update interviewer_id of a colleague's to self": async (actor) =>
    restUpdate(actor, 'scorecards', (await colleagueScorecard(selfId(actor)!)).id, 'interviewer_id', selfId(actor)),
  "table scorecards :: soft delete (the actor's own)": async (actor) =>
    restSoftDelete(actor, 'scorecards', await scorecard(await interview([selfId(actor)!]), selfId(actor)!)),
  'table scorecards :: delete': async (actor) =>
    restDelete(actor, 'scorecards', await scorecard(await interview([users.owner.id]), users.owner.id)),

  // ── sync_push ──
  'rpc sync_push :: interview_plans: add a plan': async (actor) => {
    const id = uid();
    return push(actor, 'interview_plans', id, { name: 'Pushed plan', status: 'draft', job_type: 'design' }, () =>
      exists('interview_plans', id),
    );
  },
  'rpc sync_push :: interview_plans: rename a plan': async (actor) => {
    const id = await plan();
    return push(
      actor,
      'interview_plans',
      id,
      { name: `Pushed by ${actor}` },
      async () => (await valueOf('interview_plans', id, 'name')) === `Pushed by ${actor}`,
    );
  },
  'rpc sync_push :: interview_stages: add a stage': async (actor) => {
    const id = uid();
    const planId = await plan();
    return push(
      actor,
      'interview_stages',
      id,
      { plan_id: planId, position: 1.5, name: 'Pushed stage', type: 'decision', focus_attributes: [], questions: [] },
      () => exists('interview_stages', id),
    );
  },
  'rpc sync_push :: interview_stages: delete a stage': async (actor) => {
    const id = await stage();
    return push(
      actor,
      'interview_stages',
      id,
      {},
      async () => Boolean(await valueOf('interview_stages', id, 'deleted_at')),
      'delete',
    );
  },
  'rpc sync_push :: interview_plan_favorites: star a plan': async (actor) => {
    const planId = await plan();
    const id = favoriteId(planId, selfOrOwner(actor));
    return push(
      actor,
      'interview_plan_favorites',
      id,
      { plan_id: planId, favorite: true },
      async () => (await valueOf('interview_plan_favorites', id, 'user_id')) === selfId(actor),
    );
  },
  'rpc sync_push :: interview_plan_favorites: toggle own': async (actor) => {
    const id = await favorite(selfId(actor)!);
    return push(
      actor,
      'interview_plan_favorites',
      id,
      { favorite: false },
      async () => (await valueOf('interview_plan_favorites', id, 'favorite')) === false,
    );
  },
  "rpc sync_push :: interview_plan_favorites: toggle a colleague's": async (actor) => {
    const id = await favorite(colleague.id);
    return push(
      actor,
      'interview_plan_favorites',
      id,
      { favorite: false },
      async () => (await valueOf('interview_plan_favorites', id, 'favorite')) === false,
    );
  },
  'rpc sync_push :: interviews: schedule': async (actor) => {
    const id = uid();
    return push(
      actor,
      'interviews',
      id,
      {
        application_id: await application(),
        starts_at: inOneDay(),
        duration_minutes: 45,
        interviewer_ids: [selfOrOwner(actor)],
        video_url: 'https://meet.example.com/abc',
      },
      () => exists('interviews', id),
    );
  },
  'rpc sync_push :: interviews: cancel': async (actor) => {
    const id = await interview([users.owner.id]);
    return push(
      actor,
      'interviews',
      id,
      { status: 'cancelled' },
      async () => (await valueOf('interviews', id, 'status')) === 'cancelled',
    );
  },
  'rpc sync_push :: scorecards: submit own, on the panel': async (actor) => {
    const interviewId = await interview([selfOrOwner(actor)]);
    const id = scorecardId(interviewId, selfOrOwner(actor));
    return push(actor, 'scorecards', id, scorecardPatch(interviewId, await applicationOf(interviewId)), () =>
      exists('scorecards', id),
    );
  },
  'rpc sync_push :: scorecards: submit own, not on the panel': async (actor) => {
    const interviewId = await interview([colleague.id]);
    const id = scorecardId(interviewId, selfId(actor)!);
    return push(actor, 'scorecards', id, scorecardPatch(interviewId, await applicationOf(interviewId)), () =>
      exists('scorecards', id),
    );
  },
  'rpc sync_push :: scorecards: change own': async (actor) => {
    const id = await scorecard(await interview([selfId(actor)!]), selfId(actor)!);
    const [{ version }] = await sql<{ version: string }>('select version::text from public.scorecards where id = $1', [
      id,
    ]);
    const { data, error } = await clients[actor].rpc('sync_push', {
      p_client_id: uid(),
      p_mutations: [
        {
          mutation_id: uid(),
          table: 'scorecards',
          op: 'upsert',
          row_id: id,
          patch: { recommendation: 'no', key_takeaways: 'Changed my mind' },
          base_version: Number(version),
        },
      ],
      p_expected_user: selfId(actor),
      p_company: C,
    });
    if (error) return `error ${error.code}` as Outcome;
    const [answer] = data as { status: string }[];
    const row = (
      await sql<{ recommendation: string; key_takeaways: string }>(
        'select recommendation, key_takeaways from public.scorecards where id = $1',
        [id],
      )
    )[0];
    return answer.status === 'applied' && row.recommendation === 'no' && row.key_takeaways === 'Changed my mind'
      ? A
      : D;
  },
  "rpc sync_push :: scorecards: change a colleague's": async (actor) => {
    const { id } = await colleagueScorecard(selfId(actor)!);
    return push(actor, 'scorecards', id, { key_takeaways: `Pushed by ${actor}` }, async () =>
      String(await valueOf('scorecards', id, 'key_takeaways')).includes(`Pushed by ${actor}`),
    );
  },
  'rpc sync_push :: scorecards: delete own': async (actor) => {
    const id = await scorecard(await interview([selfId(actor)!]), selfId(actor)!);
    return push(
      actor,
      'scorecards',
      id,
      {},
      async () => Boolean(await valueOf('scorecards', id, 'deleted_at')),
      'delete',
    );
  },

  // ── sync_pull ──
  'rpc sync_pull :: interview_plans': async (actor) => pullSees(actor, 'interview_plans', await plan()),
  'rpc sync_pull :: interview_stages': async (actor) => pullSees(actor, 'interview_stages', await stage()),
  "rpc sync_pull :: interview_plan_favorites (a colleague's)": async (actor) =>
    pullSees(actor, 'interview_plan_favorites', await favorite(colleague.id)),
  'rpc sync_pull :: interview_plan_favorites (own)': async (actor) =>
    pullSees(actor, 'interview_plan_favorites', await favorite(selfId(actor)!)),
  'rpc sync_pull :: interviews': async (actor) => pullSees(actor, 'interviews', await interview([users.owner.id])),
  "rpc sync_pull :: scorecards (a colleague's; the actor has none)": async (actor) =>
    pullSees(actor, 'scorecards', (await colleagueScorecard(memberOfC(actor))).id),
  'rpc sync_pull :: scorecards (own)': async (actor) =>
    pullSees(actor, 'scorecards', await scorecard(await interview([selfId(actor)!]), selfId(actor)!)),
};

// ─── realtime: every actor listens to the five tables, rows change, then each cell reads what came ──

const received = Object.fromEntries(ACTORS.map((a) => [a, new Set<string>()])) as Record<Actor, Set<string>>;
const realtimeRows = new Map<string, string>();

async function subscribe(actor: Actor): Promise<void> {
  await listenToTables(clients[actor], `interviews-rls-${actor}`, INTERVIEW_TABLES, (id) => received[actor].add(id));
}

// ─── the tests ─────────────────────────────────────────────────────────────────────────────────

interface GeneratedCell {
  key: string;
  object: string;
  operation: string;
  actor: Actor;
  expected: Outcome;
}

const CELLS: GeneratedCell[] = MATRIX.flatMap(([object, operation, ...outcomes]) =>
  ACTORS.flatMap((actor, i) => {
    const expected = outcomes[i];
    return expected === NA ? [] : [{ key: `${object} :: ${operation}`, object, operation, actor, expected }];
  }),
);

beforeAll(async () => {
  const owner = await signUp('owner');
  users.owner = owner.user;
  clients.owner = owner.client;
  C = users.owner.id;
  const outsider = await signUp('outsider');
  users.outsider = outsider.user;
  clients.outsider = outsider.client;
  O = users.outsider.id;
  clients.anon = anonClient();
  for (const role of ['admin', 'recruiter', 'interviewer'] as const) {
    const { user, client } = await joinC(role);
    users[role] = user;
    clients[role] = client;
  }
  colleague = (await joinC('recruiter')).user;
  interviewerB = await joinC('interviewer');
});

const nonRealtime = CELLS.filter((c) => !c.object.startsWith('realtime'));
const realtime = CELLS.filter((c) => c.object.startsWith('realtime'));

describe('interviews RLS: the matrix covers the tables', () => {
  it('each of the five tables has select, insert, update and delete rows, a sync_push, a sync_pull and a realtime row', () => {
    const missing = INTERVIEW_TABLES.flatMap((t) => [
      ...['select', 'insert', 'update', 'delete']
        .filter((op) => !MATRIX.some(([o, operation]) => o === `table ${t}` && operation.startsWith(op)))
        .map((op) => `${t} ${op}`),
      ...(MATRIX.some(([o, op]) => o === 'rpc sync_push' && op.startsWith(`${t}:`)) ? [] : [`${t} sync_push`]),
      ...(MATRIX.some(([o, op]) => o === 'rpc sync_pull' && op.startsWith(t)) ? [] : [`${t} sync_pull`]),
      ...(MATRIX.some(([o]) => o === `realtime ${t}`) ? [] : [`${t} realtime`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('every row of the matrix has an attempt', () => {
    const keys = [...new Set(nonRealtime.map((c) => c.key))];
    expect(keys.filter((k) => !ATTEMPTS[k])).toEqual([]);
  });

  it('the five tables are synced: pulled, pushed, in the realtime publication, with no DELETE grant', async () => {
    const [lists] = await sql<{ pulled: string[]; synced: string[] }>(
      'select partii_private.pulled_tables() as pulled, partii_private.synced_tables() as synced',
    );
    expect(lists.pulled).toEqual(expect.arrayContaining([...INTERVIEW_TABLES]));
    expect(lists.synced).toEqual(expect.arrayContaining([...INTERVIEW_TABLES]));
    // docs/interviews.md "Pull order": plans before jobs, interviews and scorecards after notes
    const at = (t: string) => lists.pulled.indexOf(t);
    expect(at('interview_plans')).toBeLessThan(at('interview_stages'));
    expect(at('interview_plan_favorites')).toBeLessThan(at('jobs'));
    expect(at('notes')).toBeLessThan(at('interviews'));
    expect(at('interviews')).toBeLessThan(at('scorecards'));
    const published = await sql<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and tablename = any($1)`,
      [[...INTERVIEW_TABLES]],
    );
    expect(published.map((r) => r.tablename).sort()).toEqual([...INTERVIEW_TABLES].sort());
    const grants = await sql(
      `select 1 from information_schema.role_table_grants
        where table_schema = 'public' and table_name = any($1) and grantee in ('anon', 'authenticated')
          and privilege_type in ('DELETE', 'TRUNCATE')`,
      [[...INTERVIEW_TABLES]],
    );
    expect(grants).toEqual([]);
  });
});

describe('interviews RLS matrix', () => {
  it.each(nonRealtime)('$object · $operation · $actor → $expected', async ({ key, actor, expected }) => {
    const attempt = ATTEMPTS[key];
    if (!attempt) throw new Error(`no attempt for ${key}`);
    expect(await attempt(actor)).toBe(expected);
  });
});

describe('interviews RLS matrix: realtime', () => {
  beforeAll(async () => {
    for (const actor of ACTORS) await subscribe(actor);
    const planId = await plan();
    await sql(`update public.interview_plans set name = 'Renamed for realtime' where id = $1`, [planId]);
    realtimeRows.set('realtime interview_plans :: a plan is renamed', planId);
    realtimeRows.set('realtime interview_stages :: a stage is added', await stage(planId));
    realtimeRows.set(
      'realtime interview_plan_favorites :: a colleague stars a plan',
      await favorite(colleague.id, planId),
    );
    // the interviewer is on the panel: they receive the interview, not the colleague's scorecard
    const interviewId = await interview([colleague.id, users.interviewer.id]);
    realtimeRows.set('realtime interviews :: an interview is scheduled', interviewId);
    realtimeRows.set(
      'realtime scorecards :: a colleague submits (the actor has none)',
      await scorecard(interviewId, colleague.id),
    );
    const due = realtime.filter((c) => c.expected === A);
    const until = Date.now() + 10_000;
    while (Date.now() < until && !due.every((c) => received[c.actor].has(realtimeRows.get(c.key)!))) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1500));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(ACTORS.map((actor) => clients[actor].removeAllChannels()));
  });

  it.each(realtime)('$object · $operation · $actor → $expected', ({ key, actor, expected }) => {
    const rowId = realtimeRows.get(key);
    if (!rowId) throw new Error(`no realtime fixture for ${key}`);
    expect(received[actor].has(rowId) ? A : D).toBe(expected);
  });
});

// ─── the stories ───────────────────────────────────────────────────────────────────────────────

type PushAnswer = { status: string; error: { code: string; message: string } | null; row: Record<string, unknown> };

async function pushAs(
  who: { user: TestUser; client: SupabaseClient },
  mutations: Record<string, unknown>[],
): Promise<PushAnswer[]> {
  const { data, error } = await who.client.rpc('sync_push', {
    p_client_id: uid(),
    p_mutations: mutations.map((m) => ({ mutation_id: uid(), op: 'upsert', base_version: null, ...m })),
    p_expected_user: who.user.id,
    p_company: C,
  });
  if (error) throw new Error(`sync_push: ${error.code} ${error.message}`);
  return data as PushAnswer[];
}

async function submitAs(who: { user: TestUser; client: SupabaseClient }, interviewId: string, extra = {}) {
  const [answer] = await pushAs(who, [
    {
      table: 'scorecards',
      row_id: scorecardId(interviewId, who.user.id),
      patch: scorecardPatch(interviewId, await applicationOf(interviewId), extra),
    },
  ]);
  return answer;
}

async function scorecardsOfApplication(client: SupabaseClient, applicationId: string): Promise<string[]> {
  const { data, error } = await client.from('scorecards').select('interviewer_id').eq('application_id', applicationId);
  if (error) throw new Error(error.message);
  return (data as { interviewer_id: string }[]).map((r) => r.interviewer_id).sort();
}

async function pulledScorecards(who: { user: TestUser; client: SupabaseClient }): Promise<string[]> {
  const { data, error } = await who.client.rpc('sync_pull', {
    p_table: 'scorecards',
    p_after_xid: null,
    p_after_id: null,
    p_limit: 1000,
    p_expected_user: who.user.id,
    p_company: C,
  });
  if (error) throw new Error(error.message);
  return (data as { rows: { id: string }[] }).rows.map((r) => r.id);
}

describe("scorecards: no anchoring on colleagues before forming one's own", () => {
  it("interviewer A cannot read interviewer B's scorecard for X until A has submitted their own for X; then can", async () => {
    const a = { user: users.interviewer, client: clients.interviewer };
    const applicationX = await application();
    const interviewId = await interview([a.user.id, interviewerB.user.id], applicationX);
    expect(await submitAs(interviewerB, interviewId)).toMatchObject({ status: 'applied' });
    const bCard = scorecardId(interviewId, interviewerB.user.id);

    // before: neither REST nor the feed shows B's scorecard to A; B sees their own
    expect(await scorecardsOfApplication(a.client, applicationX)).toEqual([]);
    expect(await pulledScorecards(a)).not.toContain(bCard);
    expect(await scorecardsOfApplication(interviewerB.client, applicationX)).toEqual([interviewerB.user.id]);
    // the owner reads every scorecard
    expect(await scorecardsOfApplication(clients.owner, applicationX)).toEqual([interviewerB.user.id]);

    expect(await submitAs(a, interviewId, { key_takeaways: 'My own view first' })).toMatchObject({ status: 'applied' });

    // after: both, through REST and the feed (from the start: older rows became readable)
    expect(await scorecardsOfApplication(a.client, applicationX)).toEqual([a.user.id, interviewerB.user.id].sort());
    expect(await pulledScorecards(a)).toContain(bCard);
  });

  it("a scorecard for one application does not open another application's scorecards", async () => {
    const a = { user: users.interviewer, client: clients.interviewer };
    const first = await interview([a.user.id, interviewerB.user.id]);
    const other = await interview([a.user.id, interviewerB.user.id]);
    await submitAs(interviewerB, first);
    await submitAs(interviewerB, other);
    await submitAs(a, first);
    expect(await scorecardsOfApplication(a.client, await applicationOf(first))).toHaveLength(2);
    expect(await scorecardsOfApplication(a.client, await applicationOf(other))).toEqual([]);
  });

  it('the same application through two interviews: own scorecard on either opens both', async () => {
    const a = { user: users.interviewer, client: clients.interviewer };
    const applicationX = await application();
    const screen = await interview([interviewerB.user.id], applicationX);
    const onsite = await interview([a.user.id], applicationX);
    await submitAs(interviewerB, screen);
    expect(await scorecardsOfApplication(a.client, applicationX)).toEqual([]);
    await submitAs(a, onsite);
    expect(await scorecardsOfApplication(a.client, applicationX)).toEqual([a.user.id, interviewerB.user.id].sort());
  });
});

describe("scorecards: the panel, the author, and the refusals' sentences", () => {
  it('a member not on the panel cannot submit: "You are not an interviewer on this interview."', async () => {
    const interviewId = await interview([interviewerB.user.id]);
    for (const who of [
      { user: users.interviewer, client: clients.interviewer },
      { user: users.owner, client: clients.owner },
    ]) {
      expect(await submitAs(who, interviewId)).toMatchObject({
        status: 'rejected',
        error: { code: '42501', message: 'You are not an interviewer on this interview.' },
      });
    }
    expect(await sql('select 1 from public.scorecards where interview_id = $1', [interviewId])).toEqual([]);
  });

  it('only the author changes a scorecard: "Only its author can change a scorecard." (a writer too)', async () => {
    const interviewId = await interview([users.interviewer.id, interviewerB.user.id, users.owner.id]);
    await submitAs(interviewerB, interviewId);
    const bCard = scorecardId(interviewId, interviewerB.user.id);
    for (const who of [
      { user: users.interviewer, client: clients.interviewer },
      { user: users.owner, client: clients.owner },
    ]) {
      const [answer] = await pushAs(who, [
        { table: 'scorecards', row_id: bCard, patch: { recommendation: 'strong_no' } },
      ]);
      expect(answer).toMatchObject({
        status: 'rejected',
        error: { code: '42501', message: 'Only its author can change a scorecard.' },
      });
    }
    expect(await valueOf('scorecards', bCard, 'recommendation')).toBe('strong_yes');
    expect(String(await valueOf('scorecards', bCard, 'interviewer_id'))).toBe(interviewerB.user.id);
  });

  it('a scorecard delete is refused with 42501 for everyone, its author included', async () => {
    const interviewId = await interview([interviewerB.user.id]);
    await submitAs(interviewerB, interviewId);
    const [answer] = await pushAs(interviewerB, [
      { table: 'scorecards', op: 'delete', row_id: scorecardId(interviewId, interviewerB.user.id), patch: {} },
    ]);
    expect(answer).toMatchObject({ status: 'rejected', error: { code: '42501' } });
    expect(await valueOf('scorecards', scorecardId(interviewId, interviewerB.user.id), 'deleted_at')).toBeNull();
  });

  it('the server sets the author and the application: values a client sends for them are ignored', async () => {
    const interviewId = await interview([interviewerB.user.id]);
    const elsewhere = await application();
    const [answer] = await pushAs(interviewerB, [
      {
        table: 'scorecards',
        row_id: scorecardId(interviewId, interviewerB.user.id),
        patch: { ...scorecardPatch(interviewId, elsewhere), interviewer_id: users.owner.id },
      },
    ]);
    expect(answer.status).toBe('applied');
    expect(answer.row).toMatchObject({
      interviewer_id: interviewerB.user.id,
      application_id: await applicationOf(interviewId),
      created_by: interviewerB.user.id,
    });
  });

  it("an interviewer's other writes get the teams sentences", async () => {
    const who = { user: users.interviewer, client: clients.interviewer };
    const answers = await pushAs(who, [
      { table: 'interview_plans', row_id: uid(), patch: { name: 'Mine' } },
      { table: 'interview_stages', row_id: await stage(), patch: { name: 'Renamed' } },
      { table: 'interviews', row_id: await interview([who.user.id]), patch: { status: 'cancelled' } },
    ]);
    expect(answers.map((a) => a.error?.message)).toEqual([
      'Your role (interviewer) cannot change interview plans.',
      'Your role (interviewer) cannot change interview plans.',
      'Your role (interviewer) cannot change interviews.',
    ]);
  });

  it("checks: a scorecard needs a recommendation of the four and ratings 1–4; submitted_at is the server's", async () => {
    const interviewId = await interview([interviewerB.user.id]);
    const applicationId = await applicationOf(interviewId);
    const bad = [
      { recommendation: 'maybe' },
      { recommendation: null },
      { ratings: { x: { rating: 5, note: '' } } },
      { ratings: { x: { rating: 2.5, note: '' } } },
      { ratings: { x: { rating: 2, note: 7 } } },
      { ratings: [] },
    ];
    for (const extra of bad) {
      const answer = await submitAs(interviewerB, interviewId, extra);
      expect(answer.status, JSON.stringify(extra)).toBe('rejected');
      expect(answer.error?.code, JSON.stringify(extra)).toMatch(/^(23514|23502)$/);
    }
    // issue 24: the time a scorecard was submitted is the server's (none sent, or a forged one, alike)
    const ok = await submitAs(interviewerB, interviewId, {
      ratings: { x: { rating: null, note: '' } },
      submitted_at: null,
    });
    expect(ok.status).toBe('applied');
    expect(applicationId).toBe(ok.row.application_id);
    expect(Math.abs(Date.parse(ok.row.submitted_at as string) - Date.now())).toBeLessThan(60_000);
  });
});

describe('favourites are private per member', () => {
  it("two members' favourites of one plan are two rows, each read only by its member", async () => {
    const planId = await plan();
    for (const who of [
      { user: users.owner, client: clients.owner },
      { user: users.interviewer, client: clients.interviewer },
    ]) {
      const [answer] = await pushAs(who, [
        {
          table: 'interview_plan_favorites',
          row_id: favoriteId(planId, who.user.id),
          patch: { plan_id: planId, favorite: true },
        },
      ]);
      expect(answer.status).toBe('applied');
    }
    for (const who of ['owner', 'admin', 'interviewer'] as const) {
      const { data } = await clients[who].from('interview_plan_favorites').select('user_id').eq('plan_id', planId);
      expect((data ?? []).map((r) => r.user_id)).toEqual(who === 'admin' ? [] : [users[who].id]);
    }
  });

  it("a favourite of another member's id is refused with a sentence, not a key clash", async () => {
    const planId = await plan();
    const theirs = await favorite(colleague.id, planId);
    const [answer] = await pushAs({ user: users.interviewer, client: clients.interviewer }, [
      { table: 'interview_plan_favorites', row_id: theirs, patch: { favorite: false } },
    ]);
    expect(answer).toMatchObject({
      status: 'rejected',
      error: { code: '42501', message: 'You can change only your own favourites.' },
    });
  });

  // issue 24: the id of a favourite is derived from (plan, member); any other id is refused
  it('a second live favourite of one (plan, member) under another id is refused (its id is not derived)', async () => {
    const planId = await plan();
    await favorite(users.owner.id, planId);
    const [answer] = await pushAs({ user: users.owner, client: clients.owner }, [
      { table: 'interview_plan_favorites', row_id: uid(), patch: { plan_id: planId, favorite: true } },
    ]);
    expect(answer).toMatchObject({ status: 'rejected', error: { code: '42501' } });
  });
});

describe('references stay inside the company', () => {
  it("a job cannot use another company's plan, an application cannot be at another company's stage", async () => {
    const foreignPlan = await plan(O);
    const foreignStage = await stage(foreignPlan);
    const jobId = await job();
    const applicationId = await application();
    const answers = await pushAs({ user: users.owner, client: clients.owner }, [
      { table: 'jobs', row_id: jobId, patch: { interview_plan_id: foreignPlan } },
      { table: 'applications', row_id: applicationId, patch: { stage_id: foreignStage } },
    ]);
    expect(answers.map((a) => [a.status, a.error?.code])).toEqual([
      ['rejected', '23503'],
      ['rejected', '23503'],
    ]);
    // C's own plan and stage are accepted, and a stage of another plan than the job's too
    const ownPlan = await plan();
    const ownStage = await stage(await plan());
    const ok = await pushAs({ user: users.owner, client: clients.owner }, [
      { table: 'jobs', row_id: jobId, patch: { interview_plan_id: ownPlan } },
      { table: 'applications', row_id: applicationId, patch: { stage_id: ownStage } },
    ]);
    expect(ok.map((a) => a.status)).toEqual(['applied', 'applied']);
    expect(String(await valueOf('jobs', jobId, 'interview_plan_id'))).toBe(ownPlan);
    expect(String(await valueOf('applications', applicationId, 'stage_id'))).toBe(ownStage);
  });

  it("a stage of another company's plan, an interview of another company's application or with a non-member on its panel are refused", async () => {
    const foreignPlan = await plan(O);
    const foreignApplication = await application(O);
    const answers = await pushAs({ user: users.owner, client: clients.owner }, [
      { table: 'interview_stages', row_id: uid(), patch: { plan_id: foreignPlan, name: 'Sneaky', type: 'interview' } },
      {
        table: 'interviews',
        row_id: uid(),
        patch: {
          application_id: foreignApplication,
          starts_at: inOneDay(),
          duration_minutes: 30,
          interviewer_ids: [C],
        },
      },
      {
        table: 'interviews',
        row_id: uid(),
        patch: {
          application_id: await application(),
          starts_at: inOneDay(),
          duration_minutes: 30,
          interviewer_ids: [users.outsider.id],
        },
      },
    ]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(answers[2].error).toMatchObject({
      code: '23503',
      message: 'An interviewer is not a member of this company.',
    });
    expect(
      await sql('select 1 from public.interview_stages where plan_id = $1 and company_id = $2', [foreignPlan, C]),
    ).toEqual([]);
  });

  it('interview checks: 1–600 minutes, at least one interviewer, an http(s) video link; names trimmed', async () => {
    const base = {
      application_id: await application(),
      starts_at: inOneDay(),
      duration_minutes: 45,
      interviewer_ids: [users.owner.id],
    };
    const answers = await pushAs({ user: users.owner, client: clients.owner }, [
      { table: 'interviews', row_id: uid(), patch: { ...base, duration_minutes: 0 } },
      { table: 'interviews', row_id: uid(), patch: { ...base, duration_minutes: 601 } },
      { table: 'interviews', row_id: uid(), patch: { ...base, interviewer_ids: [] } },
      { table: 'interviews', row_id: uid(), patch: { ...base, video_url: 'javascript:alert(1)' } },
      { table: 'interview_plans', row_id: uid(), patch: { name: '   ' } },
      { table: 'interview_plans', row_id: uid(), patch: { name: 'x', job_type: 'astrology' } },
    ]);
    expect(answers.map((a) => a.error?.code)).toEqual(['23514', '23514', '23514', '23514', '23514', '23514']);
    const planId = uid();
    const interviewId = uid();
    const ok = await pushAs({ user: users.owner, client: clients.owner }, [
      { table: 'interview_plans', row_id: planId, patch: { name: '  Sales loop  ' } },
      {
        table: 'interviews',
        row_id: interviewId,
        patch: { ...base, duration_minutes: 600, interviewer_ids: [users.owner.id, users.owner.id, colleague.id] },
      },
    ]);
    expect(ok.map((a) => a.status)).toEqual(['applied', 'applied']);
    expect(ok[0].row).toMatchObject({ name: 'Sales loop', status: 'draft', company_id: C });
    expect(ok[1].row).toMatchObject({ interviewer_ids: [users.owner.id, colleague.id], status: 'scheduled' });
  });
});
