// Sync benchmark against a real local stack (PostgreSQL + PostgREST + gateway, free ports, temp
// data dir): a recruiter with 5 000 rows on the server, then
//   - a full first pull into a fresh company store through the sync engine (what a recruiter
//     waits for on a new device), in rows/s;
//   - a push of 500 outbox mutations (stage moves, new notes, profile edits made offline), in
//     mutations/s, through the engine's push (`pushOutbox`: `sync_push` batches).
// The local store is fake-indexeddb (slower than a browser's IndexedDB). The stack is always
// stopped and its data dir removed, also when something fails.
//
//   npm run bench -- sync
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Dexie from 'dexie';
import { SignJWT } from 'jose';
import pg from 'pg';
import { newId, upsertRow } from '../../src/db/commands.ts';
import { CompanyDb, type SyncStatus } from '../../src/db/schema.ts';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import { startCompanySync } from '../../sync/index.ts';
import { pushOutbox } from '../../sync/push.ts';
import { tokenClient } from '../../sync/test-support.ts';
import { generateRecruiterData, type RecruiterData } from './support/recruiterData.ts';
import { assert, finish, fmtMs, note, throughputTarget, timeOnce } from './support/measure.ts';

/** 5 000 server rows for one recruiter. */
const SIZE = { jobs: 100, profiles: 2000, applications: 2500, notes: 400 };
const SERVER_ROWS = SIZE.jobs + SIZE.profiles + SIZE.applications + SIZE.notes;
const MUTATIONS = { stageMoves: 250, newNotes: 150, profileEdits: 100 };
const MUTATION_COUNT = MUTATIONS.stageMoves + MUTATIONS.newNotes + MUTATIONS.profileEdits;
const PULL_TARGET_ROWS_PER_S = 1000;
const PUSH_TARGET_MUTATIONS_PER_S = 200;

/** Inserts rows as the database superuser, one statement per table (like a bulk import). */
async function insertRows(pool: pg.Pool, table: string, rows: object[]): Promise<void> {
  // change_xid is stamped by the server's trigger; _pending is a local-only marker.
  const columns = Object.keys(rows[0]).filter((c) => c !== 'change_xid' && c !== '_pending');
  const list = columns.map((c) => `"${c}"`).join(', ');
  await pool.query(`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [
    JSON.stringify(rows),
  ]);
}

async function createRecruiter(pool: pg.Pool): Promise<{ id: string; email: string }> {
  const email = `bench-${randomUUID()}@bench.local`;
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, extensions.crypt('bench-password', extensions.gen_salt('bf', 4)), now(),
             '{"provider":"email","providers":["email"]}', '{}')
     returning id`,
    [email],
  );
  return { id: rows[0].id, email };
}

/** An access token as the auth service mints it (role authenticated), signed with the stack's secret. */
async function accessToken(stack: Stack, user: { id: string; email: string }): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'authenticated', email: user.email, aal: 'aal1', session_id: randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuer(`${stack.url}/auth/v1`)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partii-bench-'));
let stack: Stack | undefined;
let pool: pg.Pool | undefined;
let db: CompanyDb | undefined;
try {
  const started = await timeOnce(() => startStack({ apiPort: 0, dataDir, seedDemo: false, quiet: true }));
  stack = started.value;
  note(`stack started in ${fmtMs(started.ms)} at ${stack.url}`);
  pool = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });

  // ---- server-side data ---------------------------------------------------------------------
  const user = await createRecruiter(pool);
  const data: RecruiterData = generateRecruiterData(user.id, SIZE, 1234);
  const inserted = await timeOnce(async () => {
    await insertRows(pool!, 'jobs', data.jobs);
    await insertRows(pool!, 'profiles', data.profiles);
    await insertRows(pool!, 'applications', data.applications);
    await insertRows(pool!, 'notes', data.notes);
  });
  const { rows: counted } = await pool.query<{ n: number }>(
    `select (select count(*) from jobs where company_id = $1) + (select count(*) from profiles where company_id = $1)
          + (select count(*) from applications where company_id = $1) + (select count(*) from notes where company_id = $1) as n`,
    [user.id],
  );
  assert(Number(counted[0].n) === SERVER_ROWS, `server holds ${SERVER_ROWS} rows (got ${counted[0].n})`);
  note(`inserted ${SERVER_ROWS} rows server-side in ${fmtMs(inserted.ms)}`);

  // ---- full first pull through the engine ---------------------------------------------------
  const client = tokenClient(stack.url, stack.anonKey, await accessToken(stack, user));
  db = new CompanyDb(user.id, { name: `bench-sync-${newId()}` });
  const companyDb = db;
  const pull = await timeOnce(async () => {
    const handle = startCompanySync(companyDb, client, user.id, { pollIntervalMs: 0, cacheResumes: false });
    try {
      // start() already runs a first cycle; syncNow() joins it and returns once the feed is drained.
      await handle.syncNow();
    } finally {
      await handle.stop();
    }
  });
  const local = (await db.jobs.count()) + (await db.profiles.count()) + (await db.applications.count()) + (await db.notes.count());
  const status = (await db.syncState.get('status')) as SyncStatus | undefined;
  assert(local === SERVER_ROWS, `first pull brought ${SERVER_ROWS} rows (got ${local}; last error ${status?.lastError})`);
  assert(status?.lastError === null && status.lastSyncedAt !== null, `engine reports a clean sync (${status?.lastError})`);
  throughputTarget('first pull of 5 000 rows (engine, fresh store)', SERVER_ROWS / (pull.ms / 1000), PULL_TARGET_ROWS_PER_S, 'rows/s', fmtMs(pull.ms));

  // ---- push of 500 outbox mutations ---------------------------------------------------------
  const applicationIds = data.applications.slice(0, MUTATIONS.stageMoves).map((a) => a.id);
  const profileIds = data.profiles.slice(0, MUTATIONS.profileEdits).map((p) => p.id);
  const enqueue = await timeOnce(async () => {
    for (const id of applicationIds) await upsertRow(companyDb, 'applications', id, { status: 'interview' });
    for (let i = 0; i < MUTATIONS.newNotes; i++)
      await upsertRow(companyDb, 'notes', newId(), { candidate_id: profileIds[i % profileIds.length], content: `Bench note ${i}` });
    for (const id of profileIds) await upsertRow(companyDb, 'profiles', id, { location: 'Lisbon' });
  });
  assert((await db.outbox.count()) === MUTATION_COUNT, `${MUTATION_COUNT} mutations queued`);
  note(`queued ${MUTATION_COUNT} mutations locally in ${fmtMs(enqueue.ms)}`);

  const push = await timeOnce(() => pushOutbox({ db: companyDb, client, clientId: newId() }));
  assert(push.value.failure === null, `push failed: ${push.value.failure?.message}`);
  assert((await db.outbox.count()) === 0, 'outbox drained');
  assert(push.value.sent === MUTATION_COUNT, `sent ${MUTATION_COUNT} (got ${push.value.sent})`);
  const { rows: applied } = await pool.query<{ moved: string; notes: string; moved_profiles: string }>(
    `select (select count(*) from applications where id = any($1::uuid[]) and status = 'interview') as moved,
            (select count(*) from notes where company_id = $3 and content like 'Bench note %') as notes,
            (select count(*) from profiles where id = any($2::uuid[]) and location = 'Lisbon') as moved_profiles`,
    [applicationIds, profileIds, user.id],
  );
  assert(
    Number(applied[0].moved) === MUTATIONS.stageMoves &&
      Number(applied[0].notes) === MUTATIONS.newNotes &&
      Number(applied[0].moved_profiles) === MUTATIONS.profileEdits,
    `server applied every mutation (${JSON.stringify(applied[0])})`,
  );
  throughputTarget('push of 500 outbox mutations (sync_push batches)', MUTATION_COUNT / (push.ms / 1000), PUSH_TARGET_MUTATIONS_PER_S, 'mutations/s', fmtMs(push.ms));
} finally {
  db?.close();
  if (db) await Dexie.delete(db.name);
  await pool?.end().catch(() => undefined);
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
finish('sync against the local stack (fake-indexeddb store)');
