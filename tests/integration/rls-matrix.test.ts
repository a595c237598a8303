// The access matrix of Partii's API, cell by cell (issue #9, "An RLS matrix test"; the target is
// docs/contracts.md "Sync protocol v2"). Read MATRIX below as the policy: one row per object and
// operation, one column per actor, one generated `it` per cell.
//
//   actors   anon (anon key) · owner (a recruiter; their user id is their company id) ·
//            other (a second recruiter, another company) · service (service_role key)
//   objects  every table of the public schema × select/insert/update/delete through supabase-js
//            (REST), plus the soft delete and the server-owned columns; every function PostgREST
//            exposes (sync_pull, sync_push, submit_application, ...); the storage bucket
//            `resumes`; realtime postgres_changes on every table of the publication.
//
// Every cell acts on a fresh object of the OWNER's company (made as database superuser), so a
// cell reads "may <actor> <operation> the owner's <object>?". Outcomes:
//   A        allowed — the operation took effect / the row was visible / the event arrived
//   D        denied — the call answered but nothing changed / nothing of the owner's was seen
//            (for REST an error also counts as D: PostgREST is silent on a denied update/delete)
//   'error <SQLSTATE>'  the whole call was refused with that code (where the contract names one)
//   —        not applicable (no test generated)
// Outcomes are decided by looking at the database afterwards, never by the API's word alone.
//
// Guard tests fail when the schema grows a table, an exposed function or a realtime table that has
// no row here: a new object gets an explicit policy decision, not a silent pass.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, sql, type TestUser } from '../support/stack-env.ts';
import { pullPastHorizon } from '../support/pullHorizon.ts';
import { listenToTables } from '../support/realtime-listen.ts';

type Actor = 'anon' | 'owner' | 'other' | 'service';
type Outcome = 'A' | 'D' | `error ${string}`;
type Cell = Outcome | '—';
type Row = readonly [object: string, operation: string, anon: Cell, owner: Cell, other: Cell, service: Cell];

const ACTORS: readonly Actor[] = ['anon', 'owner', 'other', 'service'];

// The team's objects (issue 13) are decided per role in rls-roles-matrix.test.ts, cell by cell,
// whose own guards fail on a team object without rows there; this matrix's guards skip them.
const TEAM_TABLES = ['companies', 'company_members', 'company_invitations', 'activity'];
const TEAM_FUNCTIONS = [
  'create_company_invitation',
  'revoke_company_invitation',
  'invitation_preview',
  'accept_company_invitation',
  'set_company_member_role',
  'remove_company_member',
  'rename_company',
  'my_companies',
  'touch_company_membership',
];
// The tables of interview day (issue 14) are decided per role in interviews-rls.test.ts (REST,
// sync_push, sync_pull and realtime), whose guard fails on one of them without rows there, and
// rls-roles-matrix.test.ts checks that they have; this matrix's guards skip them.
const INTERVIEW_TABLES = [
  'interview_plans',
  'interview_stages',
  'interview_plan_favorites',
  'interviews',
  'scorecards',
];
// The tables and RPCs of messaging (issue 25) are decided per role elsewhere: the tables in
// rls-roles-matrix.test.ts (REST, cell by cell, whose guard covers them), their realtime and pull in
// access-routes.test.ts (every published table, every actor), the RPCs in messaging-rls.test.ts. The
// guards below skip them, and check that the file named for each RPC still calls it.
const MESSAGING_TABLES = [
  'email_templates',
  'outgoing_emails',
  'notifications',
  'notification_preferences',
  'candidate_messages',
  // chat (issue 26): the same, and its stories in chat.test.ts
  'conversations',
  'conversation_messages',
  'conversation_reads',
];
const MESSAGING_FUNCTIONS = [
  'notify_scorecards_due',
  'status_page',
  'status_reply',
  'status_withdraw',
  'revoke_status_links',
  'claim_outgoing_emails',
  'finish_outgoing_email',
];
const A = 'A' as const;
const D = 'D' as const;
const NA = '—' as const;

// prettier-ignore
const MATRIX: readonly Row[] = [
  //  object                       operation                                         anon  owner other service
  // ── synced tables: the owner does everything on its company's rows except a hard DELETE (D12) ──
  ['table jobs',                   'select (a draft job)',                           D,    A,    D,    A],
  // another company reads nothing of it through the table (issue 24: column privileges cannot tell
  // members from other companies); visitors its public columns (public-jobs-columns.test.ts)
  ['table jobs',                   'select (a published job)',                       A,    A,    D,    A],
  ['table jobs',                   'select (an archived job)',                       D,    A,    D,    A],
  ['table jobs',                   'select (a soft-deleted published job)',          D,    A,    D,    A],
  ['table jobs',                   'insert',                                         D,    A,    D,    A],
  ['table jobs',                   'update',                                         D,    A,    D,    A],
  ['table jobs',                   'update (a published job)',                       D,    A,    D,    A],
  ['table jobs',                   'soft delete (set deleted_at)',                   D,    A,    D,    A],
  ['table jobs',                   'delete',                                         D,    D,    D,    A],
  ['table profiles',               'select',                                         D,    A,    D,    A],
  ['table profiles',               'insert',                                         D,    A,    D,    A],
  ['table profiles',               'update',                                         D,    A,    D,    A],
  ['table profiles',               'soft delete (set deleted_at)',                   D,    A,    D,    A],
  ['table profiles',               'delete',                                         D,    D,    D,    A],
  ['table applications',           'select',                                         D,    A,    D,    A],
  ['table applications',           'insert',                                         D,    A,    D,    A],
  ['table applications',           'update',                                         D,    A,    D,    A],
  ['table applications',           'soft delete (set deleted_at)',                   D,    A,    D,    A],
  ['table applications',           'delete',                                         D,    D,    D,    A],
  // a company cannot attach an application on its own job to another company's candidate (owner: the control)
  ['table applications',           'insert on one\'s own job for the owner\'s candidate', NA, A,   D,    NA],
  // cv_url names the resume in storage: server-owned (D4)
  ['table applications',           'insert with cv_url',                             D,    D,    D,    A],
  ['table applications',           'update cv_url',                                  D,    D,    D,    A],
  ['table notes',                  'select',                                         D,    A,    D,    A],
  ['table notes',                  'insert',                                         D,    A,    D,    A],
  ['table notes',                  'update',                                         D,    A,    D,    A],
  ['table notes',                  'soft delete (set deleted_at)',                   D,    A,    D,    A],
  ['table notes',                  'delete',                                         D,    D,    D,    A],
  ['table job_drafts',             'select',                                         D,    A,    D,    A],
  ['table job_drafts',             'insert',                                         D,    A,    D,    A],
  ['table job_drafts',             'update',                                         D,    A,    D,    A],
  ['table job_drafts',             'soft delete (set deleted_at)',                   D,    A,    D,    A],
  ['table job_drafts',             'delete',                                         D,    D,    D,    A],
  // …nor a draft in its own company that edits the owner's job
  ['table job_drafts',             'insert in one\'s own company editing the owner\'s job', NA, A,  D,    NA],
  // chat messages of a draft are insert-only rows (D5)
  ['table job_draft_messages',     'select',                                         D,    A,    D,    A],
  ['table job_draft_messages',     'insert',                                         D,    A,    D,    A],
  ['table job_draft_messages',     'update',                                         D,    D,    D,    D],
  ['table job_draft_messages',     'soft delete (set deleted_at)',                   D,    A,    D,    A],
  ['table job_draft_messages',     'delete',                                         D,    D,    D,    A],
  // ── write-only public forms: reached only through their RPCs; nobody reads them through the API ──
  ['table waitlist_submissions',   'select',                                         D,    D,    D,    A],
  ['table waitlist_submissions',   'insert',                                         D,    D,    D,    A],
  ['table waitlist_submissions',   'update',                                         D,    D,    D,    A],
  ['table waitlist_submissions',   'delete',                                         D,    D,    D,    A],
  ['table contact_messages',       'select',                                         D,    D,    D,    A],
  ['table contact_messages',       'insert',                                         D,    D,    D,    A],
  ['table contact_messages',       'update',                                         D,    D,    D,    A],
  ['table contact_messages',       'delete',                                         D,    D,    D,    A],
  // ── server-only bookkeeping ──
  ['table sync_mutations',         'select',                                         D,    D,    D,    A],
  ['table sync_mutations',         'insert',                                         D,    D,    D,    A],
  ['table sync_mutations',         'update',                                         D,    D,    D,    A],
  ['table sync_mutations',         'delete',                                         D,    D,    D,    A],
  // ── RPCs. "as self" = p_expected_user is the caller's own id (null for anon and service) ──
  ['rpc sync_pull',                'jobs, public scope: sees the published job',     A,    A,    A,    A],
  // a never-published job is not even a bare tombstone for those who cannot read it (D8)
  // (the service role has no company: the feed answers it published jobs only)
  ['rpc sync_pull',                'jobs, public scope: sees the draft job',         D,    A,    D,    D],
  // ...and in a company's own pull, other companies' jobs are not there at all (issue 24)
  ['rpc sync_pull',                'jobs as self: sees the published job',           A,    A,    D,    A],
  ['rpc sync_pull',                'profiles as self: sees the row',                 D,    A,    D,    A],
  ['rpc sync_pull',                'profiles expecting the owner',                   'error 28000', A, 'error 28000', 'error 28000'],
  // a push needs a signed-in user (the service role has none: 42501, like anon), and the expected one (28000)
  ['rpc sync_push',                'upsert the owner\'s profile as self',            'error 42501', A, D, 'error 42501'],
  ['rpc sync_push',                'upsert the owner\'s profile expecting the owner','error 42501', A, 'error 28000', 'error 42501'],
  // D13: a mutation id names one user, table and row; a replay by someone else is refused and shows nothing
  ['rpc sync_push',                'replay the owner\'s mutation id (gets applied or the row)', 'error 42501', A, D, 'error 42501'],
  ['rpc sync_push',                'set applications.cv_url as self',                'error 42501', D, D, 'error 42501'],
  // the public store's listing: ids of published, live jobs, for anyone (issue 24)
  ['rpc published_job_ids',        'lists the published job',                        A,    A,    A,    A],
  ['rpc published_job_ids',        'lists the draft job',                            D,    D,    D,    D],
  ['rpc submit_application',       'apply to the published job',                     A,    A,    A,    A],
  ['rpc submit_application',       'apply to the draft job',                         'error P0001', 'error P0001', 'error P0001', 'error P0001'],
  // an applicant never changes what a recruiter holds (D7)
  ['rpc submit_application',       'rewrite an existing candidate\'s names',         D,    D,    D,    D],
  ['rpc submit_application',       'undelete a deleted candidate',                   D,    D,    D,    D],
  ['rpc is_valid_email',           'call',                                           A,    A,    A,    A],
  // the public forms: anyone, keyed on the client's id (D10)
  ['rpc join_waitlist',            'sign up',                                        A,    A,    A,    A],
  ['rpc send_contact_message',     'send',                                           A,    A,    A,    A],
  // D9: whoever holds the application id may point it at another file while it has no resume…
  ['rpc replace_application_resume', 'repoint an application without a resume',     A,    A,    A,    A],
  // …but never swap a resume that is there
  ['rpc replace_application_resume', 'repoint an application with its resume',      'error P0001', 'error P0001', 'error P0001', 'error P0001'],
  // ── storage bucket `resumes`: an object of the owner's application (path <application id>/<file>) ──
  ['storage resumes',              'upload to the application\'s cv_url',            A,    A,    A,    A],
  ['storage resumes',              'upload to another path of the application',     D,    D,    D,    A],
  ['storage resumes',              'overwrite (upsert) the uploaded resume',          D,    D,    D,    A],
  ['storage resumes',              'download',                                       D,    A,    D,    A],
  ['storage resumes',              'list the application\'s folder',                 D,    A,    D,    A],
  ['storage resumes',              'delete',                                         D,    A,    D,    A],
  // D4: another company copies the owner's resume path into its own application's cv_url
  ['storage resumes',              'download through a copied cv_url',               NA,   NA,   D,    NA],
  ['storage resumes',              'delete through a copied cv_url',                 NA,   NA,   D,    NA],
  // ── realtime postgres_changes: an UPDATE of an owner's row; another company receives nothing ──
  ['realtime jobs',                'a draft job changes',                            D,    A,    D,    A],
  ['realtime jobs',                'a published job changes',                        A,    A,    D,    A],
  ['realtime profiles',            'a row changes',                                  D,    A,    D,    A],
  ['realtime applications',        'a row changes',                                  D,    A,    D,    A],
  ['realtime notes',               'a row changes',                                  D,    A,    D,    A],
  ['realtime job_drafts',          'a row changes',                                  D,    A,    D,    A],
  ['realtime job_draft_messages',  'a row is added',                                 D,    A,    D,    A],
];

// ─── actors ─────────────────────────────────────────────────────────────────────────────────────

const clients = {} as Record<Actor, SupabaseClient>;
let owner: TestUser;
let other: TestUser;
/** The caller's own user id (null for anon and service: they have none). */
const selfId = (actor: Actor): string | null => (actor === 'owner' ? owner.id : actor === 'other' ? other.id : null);

/** Columns of a table (read from the database, so cells adapt to columns added by migrations). */
const columnCache = new Map<string, Set<string>>();
async function columnsOf(table: string): Promise<Set<string>> {
  let cols = columnCache.get(table);
  if (!cols) {
    const rows = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    );
    cols = new Set(rows.map((r) => r.column_name));
    columnCache.set(table, cols);
  }
  return cols;
}

/** Keeps only the keys that are columns of `table`. */
async function onlyColumns(table: string, row: Record<string, unknown>): Promise<Record<string, unknown>> {
  const cols = await columnsOf(table);
  return Object.fromEntries(Object.entries(row).filter(([k]) => cols.has(k)));
}

/** Inserts `row` as superuser (RLS and grants bypassed), keeping only existing columns. */
async function insertAsSuperuser(table: string, row: Record<string, unknown>): Promise<void> {
  const r = await onlyColumns(table, row);
  const keys = Object.keys(r);
  await sql(
    `insert into public.${table} (${keys.map((k) => `"${k}"`).join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(r).map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v)),
  );
}

// ─── fixtures: fresh objects of the owner's company ─────────────────────────────────────────────

const uid = () => randomUUID();
const email = (tag: string) => `${tag}-${uid().slice(0, 8)}@example.com`;

async function ownerJob(status: 'draft' | 'published' | 'archived' = 'draft'): Promise<string> {
  const id = uid();
  await insertAsSuperuser('jobs', {
    id,
    company_id: owner.id,
    title: `Role ${id.slice(0, 6)}`,
    status,
    // v2 stamps first_published_at by trigger; a superuser insert goes through it like any other
  });
  return id;
}

/** A published job of the actor's own company (other companies only). */
async function actorJob(actor: Actor): Promise<string> {
  const company = selfId(actor);
  if (!company) throw new Error(`${actor} has no company`);
  const id = uid();
  await insertAsSuperuser('jobs', { id, company_id: company, title: 'Own role', status: 'published' });
  return id;
}

async function ownerProfile(fields: Record<string, unknown> = {}): Promise<string> {
  const id = uid();
  await insertAsSuperuser('profiles', {
    id,
    company_id: owner.id,
    first_name: 'Cand',
    email: email('cand'),
    ...fields,
  });
  return id;
}

async function ownerApplication(fields: Record<string, unknown> = {}): Promise<{ id: string; jobId: string }> {
  const jobId = await ownerJob('published');
  const profileId = await ownerProfile();
  const id = uid();
  await insertAsSuperuser('applications', {
    id,
    company_id: owner.id,
    job_id: jobId,
    applicant_id: profileId,
    ...fields,
  });
  return { id, jobId };
}

async function ownerDraft(): Promise<string> {
  const id = uid();
  await insertAsSuperuser('job_drafts', { id, company_id: owner.id });
  return id;
}

/** A chat message row of a draft: the columns this test can know of (others take defaults). */
async function draftMessageRow(id: string, draftId: string): Promise<Record<string, unknown>> {
  return onlyColumns('job_draft_messages', {
    id,
    company_id: owner.id,
    draft_id: draftId,
    job_draft_id: draftId,
    role: 'user',
    content: 'A chat turn',
    text: 'A chat turn',
    position: 1,
    seq: 1,
  });
}

/** Table name → key column, a fixture row of the owner, a new row for an insert, a column to change. */
interface TableSpec {
  key: string;
  make(): Promise<string>;
  fresh(id: string): Promise<Record<string, unknown>>;
  change: [column: string, value: unknown];
}

const TABLES: Record<string, TableSpec> = {
  jobs: {
    key: 'id',
    make: () => ownerJob('draft'),
    fresh: async (id) => ({ id, company_id: owner.id, title: 'Inserted role', status: 'draft' }),
    change: ['title', 'Changed title'],
  },
  profiles: {
    key: 'id',
    make: () => ownerProfile(),
    fresh: async (id) => ({ id, company_id: owner.id, first_name: 'New', email: email('new') }),
    change: ['first_name', 'Changed'],
  },
  applications: {
    key: 'id',
    make: async () => (await ownerApplication()).id,
    fresh: async (id) => ({ id, job_id: await ownerJob('published'), applicant_id: await ownerProfile() }),
    change: ['status', 'offer'],
  },
  notes: {
    key: 'id',
    make: async () => {
      const id = uid();
      await insertAsSuperuser('notes', {
        id,
        company_id: owner.id,
        candidate_id: await ownerProfile(),
        content: 'A note',
      });
      return id;
    },
    fresh: async (id) => ({ id, company_id: owner.id, candidate_id: await ownerProfile(), content: 'Inserted note' }),
    change: ['content', 'Changed note'],
  },
  job_drafts: {
    key: 'id',
    make: ownerDraft,
    fresh: async (id) => ({ id, company_id: owner.id, step: 2 }),
    change: ['step', 7],
  },
  job_draft_messages: {
    key: 'id',
    make: async () => {
      const id = uid();
      await insertAsSuperuser('job_draft_messages', await draftMessageRow(id, await ownerDraft()));
      return id;
    },
    fresh: async (id) => draftMessageRow(id, await ownerDraft()),
    change: ['content', 'Rewritten chat turn'],
  },
  waitlist_submissions: {
    key: 'id',
    make: async () => {
      const id = uid();
      await insertAsSuperuser('waitlist_submissions', {
        id,
        email: email('wait'),
        full_name: 'Wait Lister',
        company_name: 'Acme',
        company_size: '1-10',
        excitement_reason: 'Speed',
      });
      return id;
    },
    fresh: async (id) => ({
      id,
      email: email('lister'),
      full_name: 'New Lister',
      company_name: 'Acme',
      company_size: '11-50',
      excitement_reason: 'AI',
    }),
    change: ['company_name', 'Changed Inc'],
  },
  contact_messages: {
    key: 'id',
    make: async () => {
      const id = uid();
      await insertAsSuperuser('contact_messages', {
        id,
        name: 'Con Tact',
        email: email('c'),
        message: 'Hello, this is a message',
      });
      return id;
    },
    fresh: async (id) => ({ id, name: 'New Contact', email: email('n'), message: 'Please call me back soon' }),
    change: ['message', 'Changed message text'],
  },
  sync_mutations: {
    key: 'mutation_id',
    make: async () => {
      const id = uid();
      await insertAsSuperuser('sync_mutations', {
        mutation_id: id,
        user_id: owner.id,
        table_name: 'jobs',
        row_id: uid(),
      });
      return id;
    },
    fresh: async (id) => ({ mutation_id: id, user_id: owner.id, table_name: 'jobs', row_id: uid() }),
    change: ['table_name', 'notes'],
  },
};

async function valueOf(table: string, key: string, id: string, column: string): Promise<unknown> {
  const rows = await sql<{ v: unknown }>(`select "${column}" as v from public.${table} where "${key}" = $1`, [id]);
  return rows.length ? rows[0].v : undefined;
}

const exists = async (table: string, key: string, id: string) =>
  (await sql(`select 1 from public.${table} where "${key}" = $1`, [id])).length === 1;

// ─── attempts: one function per (object, operation), answering the observed outcome ─────────────

type Attempt = (actor: Actor) => Promise<Outcome>;

function tableAttempts(table: string): Record<string, Attempt> {
  const spec = TABLES[table];
  const { key } = spec;
  const db = (actor: Actor) => clients[actor].from(table);
  const visible = async (actor: Actor, id: string): Promise<Outcome> => {
    const { data } = await db(actor).select(key).eq(key, id);
    return (data ?? []).length === 1 ? A : D;
  };
  const update = async (actor: Actor, id: string, column: string, value: unknown): Promise<Outcome> => {
    await db(actor)
      .update({ [column]: value })
      .eq(key, id);
    const now = await valueOf(table, key, id, column);
    return JSON.stringify(now) === JSON.stringify(value) ? A : D;
  };
  return {
    select: async (actor) => {
      const id = await spec.make();
      const { data } = await db(actor).select(key).eq(key, id);
      return (data ?? []).length === 1 ? A : D;
    },
    'select (a draft job)': async (actor) => tableAttempts(table).select(actor),
    'select (a published job)': async (actor) => visible(actor, await ownerJob('published')),
    'select (an archived job)': async (actor) => visible(actor, await ownerJob('archived')),
    'select (a soft-deleted published job)': async (actor) => {
      const id = await ownerJob('published');
      await sql('update public.jobs set deleted_at = now() where id = $1', [id]);
      return visible(actor, id);
    },
    insert: async (actor) => {
      const id = uid();
      await db(actor).insert(await spec.fresh(id));
      return (await exists(table, key, id)) ? A : D;
    },
    update: async (actor) => update(actor, await spec.make(), ...spec.change),
    'update (a published job)': async (actor) => update(actor, await ownerJob('published'), 'title', 'Hijacked title'),
    'soft delete (set deleted_at)': async (actor) => {
      const id = await spec.make();
      await db(actor).update({ deleted_at: new Date().toISOString() }).eq(key, id);
      return (await valueOf(table, key, id, 'deleted_at')) ? A : D;
    },
    delete: async (actor) => {
      const id = await spec.make();
      await db(actor).delete().eq(key, id);
      return (await exists(table, key, id)) ? D : A;
    },
    'insert with cv_url': async (actor) => {
      const id = uid();
      const cvUrl = `${id}/resume.pdf`;
      await db(actor).insert({ ...(await spec.fresh(id)), cv_url: cvUrl });
      return (await valueOf(table, key, id, 'cv_url')) === cvUrl ? A : D;
    },
    "insert on one's own job for the owner's candidate": async (actor) => {
      const id = uid();
      const jobId = await actorJob(actor);
      await db(actor).insert({ id, job_id: jobId, applicant_id: await ownerProfile() });
      return (await exists(table, key, id)) ? A : D;
    },
    "insert in one's own company editing the owner's job": async (actor) => {
      const id = uid();
      await db(actor).insert({ id, job_id: await ownerJob('published') });
      return (await exists(table, key, id)) ? A : D;
    },
    'update cv_url': async (actor) => {
      const { id } = await ownerApplication();
      return update(actor, id, 'cv_url', `${uid()}/stolen.pdf`);
    },
  };
}

/** An RPC through supabase-js: the whole-call error code, or the answer. */
async function rpc(
  actor: Actor,
  fn: string,
  args: Record<string, unknown>,
): Promise<{ error?: string; data?: unknown }> {
  const { data, error } = await clients[actor].rpc(fn, args);
  return error ? { error: `error ${error.code}` } : { data };
}

/** Pulls `table` from just before `rowId`'s stamp and says whether the row (or a bare tombstone of it) came back. */
async function pullSees(actor: Actor, table: string, rowId: string, expectedUser: string | null): Promise<Outcome> {
  const [{ xid }] = await sql<{ xid: string }>(`select change_xid::text as xid from public.${table} where id = $1`, [
    rowId,
  ]);
  return pullPastHorizon(xid, D as Outcome, async () => {
    const r = await rpc(actor, 'sync_pull', {
      p_table: table,
      p_after_xid: (BigInt(xid) - 1n).toString(),
      p_after_id: null,
      p_limit: 1000,
      p_expected_user: expectedUser,
    });
    if (r.error) return r.error as Outcome;
    const rows = (r.data as { rows: { id: string }[] }).rows;
    return rows.some((row) => row.id === rowId) ? A : D;
  });
}

/** Whether published_job_ids, from just before `jobId`, lists it. */
async function listsJob(actor: Actor, jobId: string): Promise<Outcome> {
  // key paging from the id just below it: the listing's first row is the job, if listed
  const hex = (BigInt(`0x${jobId.replace(/-/g, '')}`) - 1n).toString(16).padStart(32, '0');
  const after = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const r = await rpc(actor, 'published_job_ids', { p_after_id: after, p_limit: 1 });
  if (r.error) return r.error as Outcome;
  return (r.data as { id: string }[]).some((row) => row.id === jobId) ? A : D;
}

/** One sync_push of a single upsert; allowed when it was applied AND the database shows it. */
async function pushUpsert(
  actor: Actor,
  table: string,
  rowId: string,
  patch: Record<string, unknown>,
  expectedUser: string | null,
  landed: () => Promise<boolean>,
): Promise<Outcome> {
  const r = await rpc(actor, 'sync_push', {
    p_client_id: uid(),
    p_mutations: [{ mutation_id: uid(), table, op: 'upsert', row_id: rowId, patch, base_version: null }],
    p_expected_user: expectedUser,
  });
  if (r.error) return r.error as Outcome;
  const [answer] = r.data as { status: string }[];
  return answer?.status === 'applied' && (await landed()) ? A : D;
}

function submitArgs(jobId: string, applicationId: string, fields: Record<string, unknown> = {}) {
  return {
    p_application_id: applicationId,
    p_job_id: jobId,
    p_first_name: 'Ada',
    p_last_name: 'Applicant',
    p_email: email('applicant'),
    p_phone: null,
    p_answers: [],
    p_cv_path: null,
    p_resume_filename: null,
    p_resume_text: null,
    ...fields,
  };
}

const pdf = () => new Blob(['%PDF-1.4\n% a resume\n'], { type: 'application/pdf' });

/** An owner's application whose resume is (or, with `uploaded: false`, is not yet) in storage. */
async function ownerResume(uploaded = true): Promise<{ applicationId: string; path: string }> {
  const applicationId = uid();
  const path = `${applicationId}/resume.pdf`;
  const jobId = await ownerJob('published');
  await insertAsSuperuser('applications', {
    id: applicationId,
    company_id: owner.id,
    job_id: jobId,
    applicant_id: await ownerProfile(),
    cv_url: path,
  });
  if (uploaded) {
    const { error } = await clients.service.storage.from('resumes').upload(path, pdf());
    if (error) throw new Error(`fixture upload: ${error.message}`);
  }
  return { applicationId, path };
}

const objectExists = async (path: string) =>
  (await sql(`select 1 from storage.objects where bucket_id = 'resumes' and name = $1`, [path])).length === 1;

/** Another company's own application whose cv_url is set (as superuser) to the owner's resume path. */
async function copyCvUrlIntoOtherCompany(path: string): Promise<void> {
  const jobId = uid();
  await insertAsSuperuser('jobs', { id: jobId, company_id: other.id, title: 'Other role', status: 'published' });
  const profileId = uid();
  await insertAsSuperuser('profiles', {
    id: profileId,
    company_id: other.id,
    first_name: 'Copy',
    email: email('copy'),
  });
  await insertAsSuperuser('applications', {
    id: uid(),
    company_id: other.id,
    job_id: jobId,
    applicant_id: profileId,
    cv_url: path,
  });
}

const ATTEMPTS: Record<string, Attempt> = {
  ...Object.fromEntries(
    Object.keys(TABLES).flatMap((table) =>
      Object.entries(tableAttempts(table)).map(([op, fn]) => [`table ${table} :: ${op}`, fn]),
    ),
  ),

  'rpc sync_pull :: jobs, public scope: sees the published job': async (actor) =>
    pullSees(actor, 'jobs', await ownerJob('published'), null),
  'rpc sync_pull :: jobs, public scope: sees the draft job': async (actor) =>
    pullSees(actor, 'jobs', await ownerJob('draft'), null),
  'rpc sync_pull :: jobs as self: sees the published job': async (actor) =>
    pullSees(actor, 'jobs', await ownerJob('published'), selfId(actor)),
  'rpc published_job_ids :: lists the published job': async (actor) => listsJob(actor, await ownerJob('published')),
  'rpc published_job_ids :: lists the draft job': async (actor) => listsJob(actor, await ownerJob('draft')),
  'rpc sync_pull :: profiles as self: sees the row': async (actor) =>
    pullSees(actor, 'profiles', await ownerProfile(), selfId(actor)),
  'rpc sync_pull :: profiles expecting the owner': async (actor) =>
    pullSees(actor, 'profiles', await ownerProfile(), owner.id),

  "rpc sync_push :: upsert the owner's profile as self": async (actor) => {
    const id = await ownerProfile();
    return pushUpsert(actor, 'profiles', id, { first_name: 'Pushed' }, selfId(actor), async () => {
      return (await valueOf('profiles', 'id', id, 'first_name')) === 'Pushed';
    });
  },
  "rpc sync_push :: upsert the owner's profile expecting the owner": async (actor) => {
    const id = await ownerProfile();
    return pushUpsert(actor, 'profiles', id, { first_name: 'Pushed' }, owner.id, async () => {
      return (await valueOf('profiles', 'id', id, 'first_name')) === 'Pushed';
    });
  },
  "rpc sync_push :: replay the owner's mutation id (gets applied or the row)": async (actor) => {
    const id = await ownerProfile();
    const mutation = { mutation_id: uid(), table: 'profiles', op: 'upsert', row_id: id, patch: { first_name: 'Once' } };
    const first = await rpc('owner', 'sync_push', {
      p_client_id: uid(),
      p_mutations: [mutation],
      p_expected_user: owner.id,
    });
    if (first.error) throw new Error(`fixture push: ${first.error}`);
    const r = await rpc(actor, 'sync_push', {
      p_client_id: uid(),
      p_mutations: [{ ...mutation, patch: { first_name: 'Replayed' } }],
      p_expected_user: selfId(actor),
    });
    if (r.error) return r.error as Outcome;
    const [answer] = r.data as { status: string; row: unknown }[];
    return answer?.status === 'applied' || answer?.row ? A : D;
  },
  'rpc sync_push :: set applications.cv_url as self': async (actor) => {
    const { id } = await ownerApplication();
    const stolen = `${uid()}/stolen.pdf`;
    return pushUpsert(actor, 'applications', id, { cv_url: stolen }, selfId(actor), async () => {
      return (await valueOf('applications', 'id', id, 'cv_url')) === stolen;
    });
  },

  'rpc submit_application :: apply to the published job': async (actor) => {
    const applicationId = uid();
    const r = await rpc(actor, 'submit_application', submitArgs(await ownerJob('published'), applicationId));
    if (r.error) return r.error as Outcome;
    return (await exists('applications', 'id', applicationId)) ? A : D;
  },
  'rpc submit_application :: apply to the draft job': async (actor) => {
    const applicationId = uid();
    const r = await rpc(actor, 'submit_application', submitArgs(await ownerJob('draft'), applicationId));
    if (r.error) return r.error as Outcome;
    return (await exists('applications', 'id', applicationId)) ? A : D;
  },
  "rpc submit_application :: rewrite an existing candidate's names": async (actor) => {
    const candidateEmail = email('known');
    const profileId = await ownerProfile({ first_name: 'Kept', last_name: 'Name', email: candidateEmail });
    const r = await rpc(
      actor,
      'submit_application',
      submitArgs(await ownerJob('published'), uid(), {
        p_email: candidateEmail,
        p_first_name: 'Rewritten',
        p_last_name: 'Other',
      }),
    );
    if (r.error) return r.error as Outcome;
    const [p] = await sql<{ first_name: string; last_name: string }>(
      'select first_name, last_name from profiles where id = $1',
      [profileId],
    );
    return p.first_name !== 'Kept' || p.last_name !== 'Name' ? A : D;
  },
  'rpc submit_application :: undelete a deleted candidate': async (actor) => {
    const candidateEmail = email('gone');
    const profileId = await ownerProfile({ email: candidateEmail, deleted_at: new Date().toISOString() });
    const r = await rpc(
      actor,
      'submit_application',
      submitArgs(await ownerJob('published'), uid(), { p_email: candidateEmail }),
    );
    if (r.error) return r.error as Outcome;
    return (await valueOf('profiles', 'id', profileId, 'deleted_at')) === null ? A : D;
  },
  'rpc is_valid_email :: call': async (actor) => {
    const r = await rpc(actor, 'is_valid_email', { p_email: 'a@example.com' });
    return r.error ? (r.error as Outcome) : r.data === true ? A : D;
  },

  'rpc join_waitlist :: sign up': async (actor) => {
    const id = uid();
    const r = await rpc(actor, 'join_waitlist', {
      p_id: id,
      p_email: email('lister'),
      p_full_name: 'Wait Lister',
      p_company_name: 'Acme',
      p_company_size: '1-10',
      p_excitement_reason: 'Speed',
    });
    if (r.error) return r.error as Outcome;
    return (await exists('waitlist_submissions', 'id', id)) ? A : D;
  },
  'rpc send_contact_message :: send': async (actor) => {
    const id = uid();
    const r = await rpc(actor, 'send_contact_message', {
      p_id: id,
      p_name: 'Con Tact',
      p_email: email('contact'),
      p_message: 'Hello, please call me back',
    });
    if (r.error) return r.error as Outcome;
    return (await exists('contact_messages', 'id', id)) ? A : D;
  },
  'rpc replace_application_resume :: repoint an application without a resume': async (actor) => {
    const { applicationId } = await ownerResume(false);
    const path = `${applicationId}/smaller.pdf`;
    const r = await rpc(actor, 'replace_application_resume', { p_application_id: applicationId, p_cv_path: path });
    if (r.error) return r.error as Outcome;
    // The application now expects the new path (cv_url names it once stored: 20261127000300).
    const expected = await sql<{ path: string }>(
      'select path from partii_private.expected_resumes where application_id = $1',
      [applicationId],
    );
    return expected[0]?.path === path ? A : D;
  },
  'rpc replace_application_resume :: repoint an application with its resume': async (actor) => {
    const { applicationId } = await ownerResume(true);
    const path = `${applicationId}/swapped.pdf`;
    const r = await rpc(actor, 'replace_application_resume', { p_application_id: applicationId, p_cv_path: path });
    if (r.error) return r.error as Outcome;
    return (await valueOf('applications', 'id', applicationId, 'cv_url')) === path ? A : D;
  },

  "storage resumes :: upload to the application's cv_url": async (actor) => {
    const { path } = await ownerResume(false);
    await clients[actor].storage.from('resumes').upload(path, pdf());
    return (await objectExists(path)) ? A : D;
  },
  'storage resumes :: upload to another path of the application': async (actor) => {
    const { applicationId } = await ownerResume(false);
    const path = `${applicationId}/other.pdf`;
    await clients[actor].storage.from('resumes').upload(path, pdf());
    return (await objectExists(path)) ? A : D;
  },
  'storage resumes :: overwrite (upsert) the uploaded resume': async (actor) => {
    const { path } = await ownerResume(true);
    const replacement = new Blob(['%PDF-1.4\n% replaced by someone else, longer than before\n'], {
      type: 'application/pdf',
    });
    await clients[actor].storage.from('resumes').upload(path, replacement, { upsert: true });
    const { data } = await clients.service.storage.from('resumes').download(path);
    return (await data?.text())?.includes('replaced') ? A : D;
  },
  'storage resumes :: download': async (actor) => {
    const { path } = await ownerResume(true);
    const { data, error } = await clients[actor].storage.from('resumes').download(path);
    return !error && (await data?.text())?.startsWith('%PDF') ? A : D;
  },
  "storage resumes :: list the application's folder": async (actor) => {
    const { applicationId } = await ownerResume(true);
    const { data } = await clients[actor].storage.from('resumes').list(applicationId);
    return (data ?? []).some((o) => o.name === 'resume.pdf') ? A : D;
  },
  'storage resumes :: delete': async (actor) => {
    const { path } = await ownerResume(true);
    await clients[actor].storage.from('resumes').remove([path]);
    return (await objectExists(path)) ? D : A;
  },
  'storage resumes :: download through a copied cv_url': async (actor) => {
    const { path } = await ownerResume(true);
    await copyCvUrlIntoOtherCompany(path);
    const { data, error } = await clients[actor].storage.from('resumes').download(path);
    return !error && (await data?.text())?.startsWith('%PDF') ? A : D;
  },
  'storage resumes :: delete through a copied cv_url': async (actor) => {
    const { path } = await ownerResume(true);
    await copyCvUrlIntoOtherCompany(path);
    await clients[actor].storage.from('resumes').remove([path]);
    return (await objectExists(path)) ? D : A;
  },
};

// ─── realtime: every actor listens, the owner's rows change, then each cell reads what arrived ──

/** Row ids whose change each actor received (filled by the realtime describe's beforeAll). */
const received: Record<Actor, Set<string>> = {
  anon: new Set(),
  owner: new Set(),
  other: new Set(),
  service: new Set(),
};
/** Realtime cell → the owner's row that changed for it. */
const realtimeRows = new Map<string, string>();
const channels: { client: SupabaseClient; channel: RealtimeChannel }[] = [];

async function makeRealtimeRows(): Promise<Map<string, { table: string; id: string; change: () => Promise<void> }>> {
  const touch = (table: string, id: string) => async () => {
    await sql(`update public.${table} set updated_at = now() where id = $1`, [id]);
  };
  const rows = new Map<string, { table: string; id: string; change: () => Promise<void> }>();
  const draftJob = await ownerJob('draft');
  rows.set('realtime jobs :: a draft job changes', { table: 'jobs', id: draftJob, change: touch('jobs', draftJob) });
  const publishedJob = await ownerJob('published');
  rows.set('realtime jobs :: a published job changes', {
    table: 'jobs',
    id: publishedJob,
    change: touch('jobs', publishedJob),
  });
  for (const table of ['profiles', 'applications', 'notes', 'job_drafts']) {
    const id = await TABLES[table].make();
    rows.set(`realtime ${table} :: a row changes`, { table, id, change: touch(table, id) });
  }
  if (await tableExists('job_draft_messages')) {
    const id = uid();
    const draftId = await ownerDraft();
    rows.set('realtime job_draft_messages :: a row is added', {
      table: 'job_draft_messages',
      id,
      change: async () => insertAsSuperuser('job_draft_messages', await draftMessageRow(id, draftId)),
    });
  }
  return rows;
}

async function tableExists(table: string): Promise<boolean> {
  return (await sql(`select 1 from pg_tables where schemaname = 'public' and tablename = $1`, [table])).length === 1;
}

async function subscribe(actor: Actor, tables: string[]): Promise<void> {
  const client = clients[actor];
  const channel = await listenToTables(client, `rls-matrix-${actor}`, tables, (id) => received[actor].add(id));
  channels.push({ client, channel });
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
  const ownerSession = await signedInClient();
  const otherSession = await signedInClient();
  owner = ownerSession.user;
  other = otherSession.user;
  clients.owner = ownerSession.client;
  clients.other = otherSession.client;
  clients.anon = anonClient();
  clients.service = serviceClient();
});

afterAll(async () => {
  await Promise.all(channels.splice(0).map(({ client }) => client.removeAllChannels()));
});

describe('RLS matrix: the matrix covers the schema', () => {
  it('every table of the public schema has select, insert, update and delete rows', async () => {
    const tables = (
      await sql<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public' order by 1`)
    )
      .map((r) => r.tablename)
      .filter((t) => ![...TEAM_TABLES, ...INTERVIEW_TABLES, ...MESSAGING_TABLES].includes(t));
    const missing = tables.flatMap((t) =>
      ['select', 'insert', 'update', 'delete']
        .filter((op) => !MATRIX.some(([o, operation]) => o === `table ${t}` && operation.startsWith(op)))
        .map((op) => `${t} ${op}`),
    );
    expect(missing, 'tables without a row in MATRIX').toEqual([]);
  });

  it('every function PostgREST exposes in the public schema has a row', async () => {
    // PostgREST exposes every function of the exposed schema except trigger functions and those
    // of extensions; EXECUTE decides who may call, the matrix decides who should.
    const functions = (
      await sql<{ proname: string }>(
        `select distinct p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype and p.prokind = 'f'
           and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         order by 1`,
      )
    ).map((r) => r.proname);
    expect(
      functions.filter(
        (f) =>
          !TEAM_FUNCTIONS.includes(f) && !MESSAGING_FUNCTIONS.includes(f) && !MATRIX.some(([o]) => o === `rpc ${f}`),
      ),
      'functions without a row in MATRIX',
    ).toEqual([]);
    const messagingTests = readFileSync(new URL('./messaging-rls.test.ts', import.meta.url), 'utf8');
    expect(
      MESSAGING_FUNCTIONS.filter((f) => !messagingTests.includes(f)),
      'messaging RPCs messaging-rls.test.ts does not call',
    ).toEqual([]);
  });

  it('trigger functions (left out of the RPC rows) cannot be called through the API, not even by the service role', async () => {
    const triggers = (
      await sql<{ proname: string }>(
        `select distinct p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.prorettype = 'trigger'::regtype order by 1`,
      )
    ).map((r) => r.proname);
    expect(triggers.length).toBeGreaterThan(0);
    const callable: string[] = [];
    for (const fn of triggers) {
      for (const actor of ['anon', 'service'] as const) {
        const { error } = await clients[actor].rpc(fn, {});
        if (!error) callable.push(`${fn} (${actor})`);
      }
    }
    expect(callable).toEqual([]);
  });

  it('every table of the realtime publication has a realtime row', async () => {
    const tables = (
      await sql<{ tablename: string }>(
        `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`,
      )
    ).map((r) => r.tablename);
    expect(
      tables.filter(
        (t) =>
          ![...TEAM_TABLES, ...INTERVIEW_TABLES, ...MESSAGING_TABLES].includes(t) &&
          !MATRIX.some(([o]) => o === `realtime ${t}`),
      ),
      'realtime tables without a row in MATRIX',
    ).toEqual([]);
  });

  it('every row of the matrix has an attempt', () => {
    const keys = [...new Set(CELLS.filter((c) => !c.object.startsWith('realtime')).map((c) => c.key))];
    expect(keys.filter((k) => !ATTEMPTS[k])).toEqual([]);
  });
});

const nonRealtime = CELLS.filter((c) => !c.object.startsWith('realtime'));
const realtime = CELLS.filter((c) => c.object.startsWith('realtime'));

describe('RLS matrix', () => {
  it.each(nonRealtime)('$object · $operation · $actor → $expected', async ({ key, actor, expected }) => {
    const attempt = ATTEMPTS[key];
    if (!attempt) throw new Error(`no attempt for ${key}`);
    const table = key.match(/^table (\w+) ::/)?.[1];
    if (table && !(await tableExists(table))) throw new Error(`table ${table} does not exist (yet)`);
    expect(await attempt(actor)).toBe(expected);
  });
});

describe('RLS matrix: realtime', () => {
  beforeAll(async () => {
    const tables = (
      await sql<{ tablename: string }>(
        `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
      )
    ).map((r) => r.tablename);
    const rows = await makeRealtimeRows();
    for (const actor of ACTORS) await subscribe(actor, tables);
    for (const [cell, row] of rows) {
      realtimeRows.set(cell, row.id);
      await row.change();
    }
    // Wait for every event that should arrive, then a while longer for any that should not.
    const due = realtime.filter((c) => c.expected === A && realtimeRows.has(c.key));
    const until = Date.now() + 10_000;
    while (Date.now() < until && !due.every((c) => received[c.actor].has(realtimeRows.get(c.key)!))) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1500));
  }, 60_000);

  it.each(realtime)('$object · $operation · $actor → $expected', ({ key, actor, expected }) => {
    const rowId = realtimeRows.get(key);
    if (!rowId) throw new Error(`no realtime fixture for ${key} (is its table in the schema and the publication?)`);
    expect(received[actor].has(rowId) ? A : D).toBe(expected);
  });
});
