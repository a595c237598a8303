// Upgrading a database that already holds recruiters' data to company teams (issue 13,
// docs/teams.md): every existing recruiter becomes the owner of a company whose id is their user
// id, so every row keeps its company_id and stays visible to its recruiter, through the API.
//
// How: a second database on the test stack's embedded PostgreSQL server (CREATE DATABASE, so no
// second cluster to start), prepared by the stack's own runner (supabase/local/migrate.ts:
// bootstrap.sql, then the migrations, each in its own transaction) with only the migrations
// before 20261124000100; the recruiters (auth.users rows) and their jobs, profiles, applications,
// notes, drafts and draft messages are inserted as the app wrote them before teams; then the same
// runner applies the rest of supabase/migrations, as a deploy would. The check is made through
// supabase-js against a real PostgREST started on that database (postgrest.ts, the stack's own
// launcher) with each recruiter's JWT: the same path the app takes, not a `set role` imitation.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  applyBootstrap,
  applyMigrations,
  AUTHENTICATOR_PASSWORD,
  listMigrations,
  MIGRATIONS_DIR,
} from '../../supabase/local/migrate.ts';
import { startPostgrest, type RunningPostgrest } from '../../supabase/local/postgrest.ts';
import { getTestStack } from '../support/stack-env.ts';

const TEAMS_MIGRATION = '20261124000100';
const SYNCED = ['jobs', 'profiles', 'applications', 'notes', 'job_drafts', 'job_draft_messages'] as const;
type Synced = (typeof SYNCED)[number];

interface Recruiter {
  id: string;
  email: string;
  /** the company name the contract derives from the email */
  companyName: string;
  rows: Record<Synced, string[]>;
  publishedJob: string;
  draftJob: string;
}

let dbName: string;
let admin: pg.Pool; // the test stack's database, to create and drop the second one
let db: pg.Pool; // the second database, as superuser
let postgrest: RunningPostgrest | undefined;
let migrationsDir: string;
const recruiters: Recruiter[] = [];
/** A company_id found in the data whose recruiter's auth.users row is gone. */
const orphanCompany = randomUUID();
let orphanJob: string;
/** Row counts of every synced table before the upgrade. */
const countsBefore: Record<string, number> = {};

async function q<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, params: unknown[] = []) {
  return (await db.query<T>(text, params)).rows;
}

/** A recruiter as the app made one before teams, with one row of everything. */
async function seedRecruiter(email: string, companyName: string): Promise<Recruiter> {
  const [{ id }] = await q<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, extensions.crypt('pw-123456', extensions.gen_salt('bf', 4)), now(),
             '{"provider":"email","providers":["email"]}', '{}') returning id`,
    [email],
  );
  const uid = () => randomUUID();
  const r: Recruiter = {
    id,
    email,
    companyName,
    rows: { jobs: [], profiles: [], applications: [], notes: [], job_drafts: [], job_draft_messages: [] },
    publishedJob: uid(),
    draftJob: uid(),
  };
  await q(`insert into public.jobs (id, company_id, title, status) values ($1, $2, 'Engineer', 'published')`, [
    r.publishedJob,
    id,
  ]);
  await q(`insert into public.jobs (id, company_id, title, status) values ($1, $2, 'Designer', 'draft')`, [
    r.draftJob,
    id,
  ]);
  r.rows.jobs.push(r.publishedJob, r.draftJob);
  for (let i = 0; i < 2; i++) {
    const profile = uid();
    await q(
      `insert into public.profiles (id, company_id, first_name, last_name, email) values ($1, $2, 'Cand', $3, $4)`,
      [profile, id, `N${i}`, `cand-${profile.slice(0, 8)}@example.com`],
    );
    r.rows.profiles.push(profile);
    const application = uid();
    await q(
      `insert into public.applications (id, company_id, job_id, applicant_id, status) values ($1, $2, $3, $4, 'screening')`,
      [application, id, r.publishedJob, profile],
    );
    r.rows.applications.push(application);
    const note = uid();
    // before teams, notes.created_by was free text (who wrote it, as the app showed it)
    await q(
      `insert into public.notes (id, company_id, candidate_id, content, created_by) values ($1, $2, $3, $4, $5)`,
      [note, id, profile, 'Strong candidate', email],
    );
    r.rows.notes.push(note);
  }
  const draft = uid();
  await q(`insert into public.job_drafts (id, company_id, job_id, step) values ($1, $2, $3, 3)`, [
    draft,
    id,
    r.draftJob,
  ]);
  r.rows.job_drafts.push(draft);
  for (const role of ['user', 'assistant']) {
    const message = uid();
    await q(
      `insert into public.job_draft_messages (id, company_id, draft_id, role, content) values ($1, $2, $3, $4, 'A turn')`,
      [message, id, draft, role],
    );
    r.rows.job_draft_messages.push(message);
  }
  // a soft-deleted row stays the recruiter's too (a tombstone their devices still pull)
  const gone = uid();
  await q(
    `insert into public.profiles (id, company_id, first_name, email, deleted_at) values ($1, $2, 'Gone', $3, now())`,
    [gone, id, `gone-${gone.slice(0, 8)}@example.com`],
  );
  r.rows.profiles.push(gone);
  return r;
}

async function tokenFor(userId: string, email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', email, aal: 'aal1', session_id: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(getTestStack().jwtSecret));
}

/** supabase-js signed in as `r`, talking to the second database's PostgREST. */
async function clientFor(r: { id: string; email: string }): Promise<SupabaseClient> {
  const token = await tokenFor(r.id, r.email);
  const base = 'http://upgrade.local';
  return createClient(base, getTestStack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    accessToken: async () => token,
    global: {
      // PostgREST itself serves at its root; supabase-js asks <url>/rest/v1/...
      fetch: (input, init) =>
        fetch(String(input instanceof Request ? input.url : input).replace(`${base}/rest/v1`, postgrestUrl()), init),
    },
  });
}

const postgrestUrl = () => `http://127.0.0.1:${postgrest!.port}`;

beforeAll(async () => {
  const stackDb = new URL(getTestStack().dbUrl);
  admin = new pg.Pool({ connectionString: stackDb.toString(), max: 1 });
  dbName = `partii_upgrade_${randomUUID().slice(0, 8)}`;
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(stackDb.toString());
  dbUrl.pathname = `/${dbName}`;
  db = new pg.Pool({ connectionString: dbUrl.toString(), max: 4 });
  db.on('error', () => undefined);

  // the migrations before teams, applied by the stack's runner from a folder of their own
  migrationsDir = await mkdtemp(path.join(os.tmpdir(), 'partii-upgrade-migrations-'));
  const before = listMigrations().filter((m) => m.version < TEAMS_MIGRATION);
  expect(before.at(-1)?.version).toBe('20261123000400');
  for (const m of before) await copyFile(m.file, path.join(migrationsDir, path.basename(m.file)));
  await applyBootstrap(db);
  await applyMigrations(db, () => undefined, migrationsDir);
  expect((await q(`select 1 from pg_tables where schemaname = 'public' and tablename = 'companies'`)).length).toBe(0);

  recruiters.push(await seedRecruiter(`ana-${randomUUID().slice(0, 6)}@acme.io`, 'Acme'));
  const bob = `bob-${randomUUID().slice(0, 6)}`;
  recruiters.push(await seedRecruiter(`${bob}@gmail.com`, `${bob}'s company`));
  // a recruiter whose account is gone but whose rows remain
  orphanJob = randomUUID();
  await q(`insert into public.jobs (id, company_id, title, status) values ($1, $2, 'Left behind', 'published')`, [
    orphanJob,
    orphanCompany,
  ]);
  for (const table of SYNCED) {
    countsBefore[table] = Number((await q<{ n: string }>(`select count(*)::text as n from public.${table}`))[0].n);
  }

  // the upgrade: everything from 20261124000100 on, as a deploy applies it
  const applied = await applyMigrations(db, () => undefined, MIGRATIONS_DIR);
  expect(applied[0]).toBe(TEAMS_MIGRATION);

  postgrest = await startPostgrest({
    dbUri: `postgres://authenticator:${AUTHENTICATOR_PASSWORD}@127.0.0.1:${stackDb.port}/${dbName}`,
    jwtSecret: getTestStack().jwtSecret,
    log: () => undefined,
  });
}, 180_000);

afterAll(async () => {
  await postgrest?.stop();
  await db?.end();
  if (dbName) await admin?.query(`drop database if exists ${dbName} with (force)`);
  await admin?.end();
  if (migrationsDir) await rm(migrationsDir, { recursive: true, force: true });
});

describe('teams upgrade: existing data after 20261124000100', () => {
  it('keeps every row (no synced row lost or added by the upgrade)', async () => {
    for (const table of SYNCED) {
      const [{ n }] = await q<{ n: string }>(`select count(*)::text as n from public.${table}`);
      expect(Number(n), table).toBe(countsBefore[table]);
    }
  });

  it('makes every recruiter the owner of a company whose id is their user id, named from their email', async () => {
    for (const r of recruiters) {
      const companies = await q<{ id: string; name: string }>('select id, name from public.companies where id = $1', [
        r.id,
      ]);
      expect(companies).toEqual([{ id: r.id, name: r.companyName }]);
      const members = await q<{ user_id: string; role: string; email: string | null; deleted_at: Date | null }>(
        'select user_id, role, email, deleted_at from public.company_members where company_id = $1',
        [r.id],
      );
      expect(members).toEqual([{ user_id: r.id, role: 'owner', email: r.email, deleted_at: null }]);
    }
  });

  it("gives a company_id found only in the data (its recruiter's account gone) a company too", async () => {
    expect(await q('select id from public.companies where id = $1', [orphanCompany])).toEqual([{ id: orphanCompany }]);
  });

  it("backfills created_by and updated_by with the row's company_id (its recruiter), notes included", async () => {
    for (const table of SYNCED) {
      // docs/teams.md "Attribution": created_by and updated_by are uuid on every synced table, notes included
      const types = await q<{ column_name: string; data_type: string }>(
        `select column_name, data_type from information_schema.columns
         where table_schema = 'public' and table_name = $1 and column_name in ('created_by', 'updated_by')
         order by column_name`,
        [table],
      );
      expect(types, `${table}: created_by and updated_by columns`).toEqual([
        { column_name: 'created_by', data_type: 'uuid' },
        { column_name: 'updated_by', data_type: 'uuid' },
      ]);
      const wrong = await q<{ id: string }>(
        `select id from public.${table}
         where created_by is distinct from company_id or updated_by is distinct from company_id`,
      );
      expect(wrong, table).toEqual([]);
    }
  });

  it('writes no activity for the backfill (no signed-in caller)', async () => {
    expect(await q('select kind from public.activity')).toEqual([]);
  });

  it('every recruiter still reads exactly their rows of every table through supabase-js (REST)', async () => {
    for (const r of recruiters) {
      const client = await clientFor(r);
      for (const table of SYNCED) {
        const { data, error } = await client.from(table).select('id, company_id');
        expect(error, `${r.email} ${table}`).toBeNull();
        const mine = (data ?? []).filter((row) => row.company_id === r.id).map((row) => row.id);
        expect(mine.sort(), `${r.email} ${table}`).toEqual([...r.rows[table]].sort());
        // nothing of the other recruiter's company but, for jobs, its published ones
        const foreign = (data ?? []).filter((row) => row.company_id !== r.id).map((row) => row.id);
        const allowed = table === 'jobs' ? [...recruiters.map((o) => o.publishedJob), orphanJob] : [];
        expect(
          foreign.filter((id) => !allowed.includes(id)),
          `${r.email} ${table}`,
        ).toEqual([]);
      }
    }
  });

  it('every recruiter pulls all their rows of every table (sync_pull, as an old client: no p_company)', async () => {
    for (const r of recruiters) {
      const client = await clientFor(r);
      for (const table of SYNCED) {
        const seen = new Set<string>();
        type Cursor = { xid: string; id: string } | null;
        let cursor: Cursor = null;
        for (let page = 0; page < 20; page++) {
          const { data, error } = await client.rpc('sync_pull', {
            p_table: table,
            p_after_xid: cursor?.xid ?? null,
            p_after_id: cursor?.id ?? null,
            p_limit: 100,
            p_expected_user: r.id,
          });
          expect(error, `${r.email} ${table}: ${error?.message}`).toBeNull();
          const answer = data as { rows: { id: string }[]; next: Cursor; has_more: boolean };
          for (const row of answer.rows) seen.add(row.id);
          cursor = answer.next;
          if (!answer.has_more) break;
        }
        for (const id of r.rows[table]) expect(seen.has(id), `${r.email} ${table} ${id}`).toBe(true);
      }
    }
  });

  it('every recruiter sees their company in my_companies() and the new tables, and can still write', async () => {
    for (const r of recruiters) {
      const client = await clientFor(r);
      const mine = await client.rpc('my_companies');
      expect(mine.error).toBeNull();
      expect(mine.data).toEqual([{ company_id: r.id, name: r.companyName, role: 'owner' }]);
      const company = await client.from('companies').select('id, name').eq('id', r.id);
      expect(company.data).toEqual([{ id: r.id, name: r.companyName }]);
      const members = await client.from('company_members').select('user_id, role').eq('company_id', r.id);
      expect(members.data).toEqual([{ user_id: r.id, role: 'owner' }]);

      const push = await client.rpc('sync_push', {
        p_client_id: randomUUID(),
        p_mutations: [
          {
            mutation_id: randomUUID(),
            table: 'jobs',
            op: 'upsert',
            row_id: r.draftJob,
            patch: { title: 'Renamed after the upgrade' },
          },
        ],
        p_expected_user: r.id,
      });
      expect(push.error, push.error?.message).toBeNull();
      expect((push.data as { status: string }[])[0].status).toBe('applied');
      const [job] = await q<{ title: string; created_by: string; updated_by: string }>(
        'select title, created_by, updated_by from public.jobs where id = $1',
        [r.draftJob],
      );
      expect(job).toEqual({ title: 'Renamed after the upgrade', created_by: r.id, updated_by: r.id });
    }
  });

  it('a sign-up after the upgrade gets a company of its own and owns it', async () => {
    const email = `new-${randomUUID().slice(0, 6)}@startup.dev`;
    const [{ id }] = await q<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
      [email],
    );
    const client = await clientFor({ id, email });
    const mine = await client.rpc('my_companies');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ company_id: id, name: 'Startup', role: 'owner' }]);
  });
});
