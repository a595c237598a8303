// The RLS matrix of architecture §3: anonymous visitor, the owning company, another company and
// the service role × every table × select/insert/update/delete, each cell asserted allowed or
// denied by looking at the database afterwards (a denied update/delete is silent in PostgREST).
// Synced tables have no DELETE grant (soft deletes only, issue #9 D12); the public forms are
// written only through their RPCs (issue #9 D10).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient, sql, type TestUser } from '../support/stack-env.ts';

type Actor = 'anon' | 'owner' | 'other' | 'service';
type Op = 'select' | 'insert' | 'update' | 'delete';
type Table =
  'jobs' | 'profiles' | 'applications' | 'notes' | 'job_drafts' | 'waitlist_submissions' | 'contact_messages';

const ACTORS: Actor[] = ['anon', 'owner', 'other', 'service'];
const OPS: Op[] = ['select', 'insert', 'update', 'delete'];
const COMPANY_TABLES: Table[] = ['jobs', 'profiles', 'applications', 'notes', 'job_drafts'];
const FORM_TABLES: Table[] = ['waitlist_submissions', 'contact_messages'];

/** Expected answer of every cell ("the owner's rows": a draft job, the company's candidates...). */
function expected(table: Table, actor: Actor, op: Op): boolean {
  if (actor === 'service') return true; // service_role bypasses RLS
  // the forms are write-only through join_waitlist / send_contact_message: no direct access
  if (FORM_TABLES.includes(table)) return false;
  // synced tables accept soft deletes only (issue #9 D12): no DELETE grant, not even for the owner
  if (op === 'delete') return false;
  return actor === 'owner';
}

let owner: TestUser;
const clients = {} as Record<Actor, SupabaseClient>;
let baseJob: string;
let baseProfile: string;

/** A fresh row of the owner's company (or a form row), made as superuser; answers its id. */
async function makeRow(table: Table): Promise<string> {
  const id = randomUUID();
  switch (table) {
    case 'jobs':
      await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Draft role', 'draft')`, [
        id,
        owner.id,
      ]);
      break;
    case 'profiles':
      await sql(`insert into profiles (id, company_id, first_name, email) values ($1, $2, 'Cand', $3)`, [
        id,
        owner.id,
        `${id}@example.com`,
      ]);
      break;
    case 'applications':
      await sql(`insert into applications (id, job_id, applicant_id) values ($1, $2, $3)`, [id, baseJob, baseProfile]);
      break;
    case 'notes':
      await sql(`insert into notes (id, candidate_id, content) values ($1, $2, 'A note')`, [id, baseProfile]);
      break;
    case 'job_drafts':
      await sql(`insert into job_drafts (id, company_id) values ($1, $2)`, [id, owner.id]);
      break;
    case 'waitlist_submissions':
      await sql(
        `insert into waitlist_submissions (id, email, full_name, company_name, company_size, excitement_reason)
         values ($1, $2, 'Wait Lister', 'Acme', '1-10', 'Speed')`,
        [id, `${id}@example.com`],
      );
      break;
    case 'contact_messages':
      await sql(
        `insert into contact_messages (id, name, email, message) values ($1, 'Con Tact', 'c@example.com', 'Hello, this is a message')`,
        [id],
      );
      break;
  }
  return id;
}

/** A new row for an insert into the owner's company (company_id given where the client may pass it). */
function newRow(table: Table, id: string): Record<string, unknown> {
  switch (table) {
    case 'jobs':
      return { id, company_id: owner.id, title: 'Inserted role', status: 'draft' };
    case 'profiles':
      return { id, company_id: owner.id, first_name: 'New', email: `${id}@example.com` };
    case 'applications':
      return { id, job_id: baseJob, applicant_id: baseProfile };
    case 'notes':
      return { id, company_id: owner.id, candidate_id: baseProfile, content: 'Inserted note' };
    case 'job_drafts':
      return { id, company_id: owner.id, step: 2 };
    case 'waitlist_submissions':
      return {
        id,
        email: `${id}@example.com`,
        full_name: 'New Lister',
        company_name: 'Acme',
        company_size: '11-50',
        excitement_reason: 'AI',
      };
    case 'contact_messages':
      return { id, name: 'New Contact', email: 'n@example.com', message: 'Please call me back soon' };
  }
}

/** A column each table can change, with a value to set and to find afterwards. */
const UPDATE_COLUMN: Record<Table, [column: string, value: unknown]> = {
  jobs: ['title', 'Changed title'],
  profiles: ['first_name', 'Changed'],
  applications: ['status', 'offer'],
  notes: ['content', 'Changed note'],
  job_drafts: ['step', 7],
  waitlist_submissions: ['company_name', 'Changed Inc'],
  contact_messages: ['message', 'Changed message text'],
};

async function rowExists(table: Table, id: string): Promise<boolean> {
  return (await sql(`select 1 from ${table} where id = $1`, [id])).length === 1;
}

async function attempt(table: Table, actor: Actor, op: Op): Promise<boolean> {
  const db = clients[actor];
  switch (op) {
    case 'select': {
      const id = await makeRow(table);
      const { data } = await db.from(table).select('id').eq('id', id);
      return (data ?? []).length === 1;
    }
    case 'insert': {
      const id = randomUUID();
      await db.from(table).insert(newRow(table, id));
      return rowExists(table, id);
    }
    case 'update': {
      const id = await makeRow(table);
      const [column, value] = UPDATE_COLUMN[table];
      await db
        .from(table)
        .update({ [column]: value })
        .eq('id', id);
      const rows = await sql<Record<string, unknown>>(`select ${column} as v from ${table} where id = $1`, [id]);
      return rows[0].v === value;
    }
    case 'delete': {
      const id = await makeRow(table);
      await db.from(table).delete().eq('id', id);
      return !(await rowExists(table, id));
    }
  }
}

beforeAll(async () => {
  const ownerSession = await signedInClient();
  const otherSession = await signedInClient();
  owner = ownerSession.user;
  clients.owner = ownerSession.client;
  clients.other = otherSession.client;
  clients.anon = anonClient();
  clients.service = serviceClient();
  baseJob = randomUUID();
  baseProfile = randomUUID();
  await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Base role', 'published')`, [
    baseJob,
    owner.id,
  ]);
  await sql(`insert into profiles (id, company_id, first_name, email) values ($1, $2, 'Base', 'base@example.com')`, [
    baseProfile,
    owner.id,
  ]);
});

describe('RLS matrix', () => {
  for (const table of [...COMPANY_TABLES, ...FORM_TABLES]) {
    describe(table, () => {
      for (const actor of ACTORS) {
        for (const op of OPS) {
          const allowed = expected(table, actor, op);
          it(`${actor} ${op}: ${allowed ? 'allowed' : 'denied'}`, async () => {
            expect(await attempt(table, actor, op)).toBe(allowed);
          });
        }
      }
    });
  }
});

describe('public reads', () => {
  it('anonymous visitors read published, live jobs only; other companies none', async () => {
    const ids = { published: randomUUID(), draft: randomUUID(), archived: randomUUID(), deleted: randomUUID() };
    await sql(
      `insert into jobs (id, company_id, title, status, deleted_at) values
         ($1, $5, 'Open role', 'published', null), ($2, $5, 'Draft role', 'draft', null),
         ($3, $5, 'Old role', 'archived', null), ($4, $5, 'Removed role', 'published', now())`,
      [ids.published, ids.draft, ids.archived, ids.deleted, owner.id],
    );
    const { data: seen, error } = await clients.anon.from('jobs').select('id').in('id', Object.values(ids));
    expect(error).toBeNull();
    expect(seen!.map((r) => r.id)).toEqual([ids.published]);
    // another company reads it through the public feed only (issue 24, public-jobs-columns.test.ts)
    const other = await clients.other.from('jobs').select('id').in('id', Object.values(ids));
    expect(other.error).toBeNull();
    expect(other.data).toEqual([]);
    const { data } = await clients.owner.from('jobs').select('id').in('id', Object.values(ids));
    expect(data).toHaveLength(4);
  });

  it('nobody reads applications, waitlist submissions or contact messages anonymously', async () => {
    for (const table of ['applications', 'waitlist_submissions', 'contact_messages'] as const) {
      await makeRow(table);
      const { data, error } = await clients.anon.from(table).select('*');
      // applications: RLS shows nothing; the forms: no table access at all (42501)
      if (error) expect(error.code).toBe('42501');
      expect(data ?? []).toEqual([]);
    }
  });

  it('a second waitlist sign-up with the same email (any case) answers the same and keeps one row', async () => {
    const email = `Twice-${randomUUID()}@Example.com`;
    const row = {
      p_full_name: 'Twice Person',
      p_company_name: 'Acme',
      p_company_size: '501+',
      p_excitement_reason: 'Offline',
    };
    for (const e of [email, email.toLowerCase()]) {
      const { error } = await clients.anon.rpc('join_waitlist', { p_id: randomUUID(), p_email: e, ...row });
      expect(error).toBeNull();
    }
    expect(await sql('select email from waitlist_submissions where email = $1', [email.toLowerCase()])).toHaveLength(1);
  });

  it('the forms enforce the spec rules (company size, name and message length, email)', async () => {
    const bad = [
      {
        p_email: 'x@example.com',
        p_full_name: 'Al',
        p_company_name: 'A',
        p_company_size: '2-5',
        p_excitement_reason: 'x',
      },
      {
        p_email: 'not-an-email',
        p_full_name: 'Al',
        p_company_name: 'A',
        p_company_size: '1-10',
        p_excitement_reason: 'x',
      },
      {
        p_email: 'y@example.com',
        p_full_name: 'A',
        p_company_name: 'A',
        p_company_size: '1-10',
        p_excitement_reason: 'x',
      },
    ];
    for (const args of bad) {
      const { error } = await clients.anon.rpc('join_waitlist', { p_id: randomUUID(), ...args });
      expect(error?.code).toBe('22023');
    }
    const { error } = await clients.anon.rpc('send_contact_message', {
      p_id: randomUUID(),
      p_name: 'Bo',
      p_email: 'b@example.com',
      p_message: 'too short',
    });
    expect(error?.code).toBe('22023');
  });

  it('a REST delete on a synced table is refused (42501) and the row stays (D12)', async () => {
    for (const table of COMPANY_TABLES) {
      const id = await makeRow(table);
      const { error } = await clients.owner.from(table).delete().eq('id', id);
      expect(error?.code).toBe('42501');
      expect(await rowExists(table, id)).toBe(true);
    }
  });

  it('a company cannot attach its application to another company’s candidate', async () => {
    const other = await signedInClient();
    const otherJob = randomUUID();
    await other.client.from('jobs').insert({ id: otherJob, title: 'Other role', status: 'published' });
    const { error } = await other.client
      .from('applications')
      .insert({ id: randomUUID(), job_id: otherJob, applicant_id: baseProfile });
    expect(error).not.toBeNull();
  });
});
