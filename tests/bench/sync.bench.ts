// Sync benchmark against a real local stack (PostgreSQL + PostgREST + gateway, free ports, temp
// data dir): a recruiter with 5 000 rows on the server, then
//   - a full first pull into a fresh company store through the sync engine (what a recruiter
//     waits for on a new device), in rows/s;
//   - a push of 500 outbox mutations (stage moves, new notes, profile edits made offline), in
//     mutations/s, through the engine's push (`pushOutbox`: `sync_push` batches).
// The local store is fake-indexeddb (slower than a browser's IndexedDB). The stack is always
// stopped and its data dir removed, also when something fails.
//
// Judging throughput on a machine shared with other work: wall time there mostly measures the
// wait for a core (the same run gave 650–1 860 rows/s). Client and server take turns (request,
// answer), so on an idle machine a phase takes about the CPU time of this process ("node cpu":
// the client and the in-process gateway) plus the CPU time of the stack's child processes
// ("server cpu": PostgreSQL, PostgREST — read from /proc). The targets judge that
// CPU-time throughput; the wall-time throughput is printed next to it. Round trips are counted and
// bounded too, so a structural regression (a request per row) fails whatever the load.
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
import { CompanyDb, PULLED_TABLES, type SyncStatus } from '../../src/db/schema.ts';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import { startCompanySync } from '../../sync/index.ts';
import { PULL_PAGE_SIZE } from '../../sync/pull.ts';
import { pushOutbox, PUSH_BATCH_SIZE } from '../../sync/push.ts';
import { transportFor } from '../../sync/test-support.ts';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { generateRecruiterData, type RecruiterData } from './support/recruiterData.ts';
import { assert, descendantsCpuMs, finish, fmtMs, note, throughputTarget, timeOnce } from './support/measure.ts';

/** 5 000 server rows for one recruiter. */
const SIZE = { jobs: 100, profiles: 2000, applications: 2500, notes: 400 };
const SERVER_ROWS = SIZE.jobs + SIZE.profiles + SIZE.applications + SIZE.notes;
const MUTATIONS = { stageMoves: 250, newNotes: 150, profileEdits: 100 };
const MUTATION_COUNT = MUTATIONS.stageMoves + MUTATIONS.newNotes + MUTATIONS.profileEdits;
// CPU-time throughput targets. Measured under load 12–15 on the 2-core dev machine: pull
// ~4 000–5 300 rows/s (wall 650–2 200), push ~700 mutations/s (wall 75–660); the targets leave
// ~2.5× headroom and stay above the brief's wall-time examples (1 000 rows/s, 200 mutations/s).
const PULL_TARGET_ROWS_PER_S = 2000;
const PUSH_TARGET_MUTATIONS_PER_S = 300;
const ROUNDS = 3;

/** The round with the median CPU time (client + server). */
function medianRound(rounds: Round[]): Round {
  return [...rounds].sort((a, b) => a.cpuMs + a.serverCpuMs - (b.cpuMs + b.serverCpuMs))[Math.floor(rounds.length / 2)];
}

/** Inserts rows as the database superuser, one statement per table (like a bulk import). */
async function insertRows(pool: pg.Pool, table: string, rows: object[]): Promise<void> {
  // change_xid is stamped by the server's trigger; _pending is a local-only marker.
  const columns = Object.keys(rows[0]).filter((c) => c !== 'change_xid' && c !== '_pending');
  const list = columns.map((c) => `"${c}"`).join(', ');
  await pool.query(
    `insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
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

/**
 * A fetch that adds up the time spent waiting for HTTP answers per path, so the report can split
 * a phase into server round trips and client-side work (IndexedDB writes, rebasing).
 */
function timedFetch(spent: Map<string, { ms: number; calls: number }>): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const start = performance.now();
    const response = await fetch(input, init);
    const body = await response.arrayBuffer();
    const entry = spent.get(url.pathname) ?? { ms: 0, calls: 0 };
    entry.ms += performance.now() - start;
    entry.calls++;
    spent.set(url.pathname, entry);
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

const roundTrips = new Map<string, { ms: number; calls: number }>();
const roundTripSummary = (path: string) => {
  const entry = roundTrips.get(path);
  return entry ? `${entry.calls} × ${path.split('/').pop()} round trips ${fmtMs(entry.ms)}` : `no ${path} calls`;
};
const roundTripCount = (path: string) => roundTrips.get(path)?.calls ?? 0;

interface Round {
  ms: number;
  cpuMs: number;
  serverCpuMs: number;
  trips: string;
}

/** Runs `fn` and adds the stack's CPU time (descendant processes) to the timing. */
async function timeWithServer<T>(
  fn: () => Promise<T>,
): Promise<{ ms: number; cpuMs: number; serverCpuMs: number; value: T }> {
  const before = descendantsCpuMs();
  const timed = await timeOnce(fn);
  const after = descendantsCpuMs();
  return { ...timed, serverCpuMs: before && after ? Math.max(0, after.ms - before.ms) : NaN };
}

/** Rate per second on an idle machine: client CPU + server CPU (falls back to wall time without /proc). */
function cpuRate(count: number, round: Round): number {
  const ms = Number.isFinite(round.serverCpuMs) ? round.cpuMs + round.serverCpuMs : round.ms;
  return count / (ms / 1000);
}

const describeRound = (count: number, unit: string, round: Round) =>
  `wall ${fmtMs(round.ms)} = ${(count / (round.ms / 1000)).toFixed(0)} ${unit}; node cpu ${fmtMs(round.cpuMs)} + ` +
  `server cpu ${fmtMs(round.serverCpuMs)}; ${round.trips}`;

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
  // A recruiter's client with a fixed access token (no auth round trips in the timings).
  const token = await accessToken(stack, user);
  const client = createClient(stack.url, stack.anonKey, {
    accessToken: async () => token,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: { fetch: timedFetch(roundTrips) },
  });
  // Each phase runs ROUNDS times and is judged on its median round: one slow round on a shared
  // machine does not decide the outcome, a consistently slow engine does.
  const pulls: Round[] = [];
  const stackProcesses = descendantsCpuMs();
  note(
    stackProcesses
      ? `stack processes watched for server CPU time: ${stackProcesses.processes}`
      : 'no /proc: judging wall time',
  );
  // At most two pulls of every page (start() and syncNow() may both pull), plus up to two short or
  // empty pages per pulled table: every table the store pulls, not only the four filled here (a
  // table that fills whole pages needs one more, empty, page; with issue 14's tables a fixed 5
  // became too few). A check against runaway paging, not a count to the call.
  const maxPulls =
    2 *
    (Math.ceil(SIZE.jobs / PULL_PAGE_SIZE) +
      Math.ceil(SIZE.profiles / PULL_PAGE_SIZE) +
      Math.ceil(SIZE.applications / PULL_PAGE_SIZE) +
      Math.ceil(SIZE.notes / PULL_PAGE_SIZE) +
      2 * PULLED_TABLES.length);
  for (let round = 0; round < ROUNDS; round++) {
    if (db) {
      db.close();
      await Dexie.delete(db.name);
    }
    const fresh = new CompanyDb(user.id, { name: `bench-sync-${newId()}` });
    db = fresh;
    roundTrips.clear();
    const pull = await timeWithServer(async () => {
      const handle = startCompanySync(fresh, client, user.id, { pollIntervalMs: 0, cacheResumes: false });
      try {
        // start() already runs a first cycle; syncNow() joins it and returns once the feed is drained.
        await handle.syncNow();
      } finally {
        await handle.stop();
      }
    });
    const local =
      (await fresh.jobs.count()) +
      (await fresh.profiles.count()) +
      (await fresh.applications.count()) +
      (await fresh.notes.count());
    const status = (await fresh.syncState.get('status')) as SyncStatus | undefined;
    assert(
      local === SERVER_ROWS,
      `first pull brought ${SERVER_ROWS} rows (got ${local}; last error ${status?.lastError})`,
    );
    assert(
      status?.lastError === null && status.lastSyncedAt !== null,
      `engine reports a clean sync (${status?.lastError})`,
    );
    const calls = roundTripCount('/rest/v1/rpc/sync_pull');
    assert(calls <= maxPulls, `the pull pages (${calls} sync_pull calls, at most ${maxPulls} expected)`);
    const result: Round = { ...pull, trips: roundTripSummary('/rest/v1/rpc/sync_pull') };
    note(`pull round ${round + 1}: ${describeRound(SERVER_ROWS, 'rows/s', result)}`);
    pulls.push(result);
  }
  const pull = medianRound(pulls);
  throughputTarget(
    `first pull of ${SERVER_ROWS} rows (engine, fresh store), cpu time, median of ${ROUNDS}`,
    cpuRate(SERVER_ROWS, pull),
    PULL_TARGET_ROWS_PER_S,
    'rows/s',
    describeRound(SERVER_ROWS, 'rows/s', pull),
  );

  // ---- push of 500 outbox mutations ---------------------------------------------------------
  const companyDb = db!;
  const applicationIds = data.applications.slice(0, MUTATIONS.stageMoves).map((a) => a.id);
  const profileIds = data.profiles.slice(0, MUTATIONS.profileEdits).map((p) => p.id);
  const stages = ['interview', 'offer', 'screening'] as const;
  const pushes: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Every round changes every row again, so nothing is a no-op on the server.
    const stage = stages[round % stages.length];
    const city = `Lisbon ${round}`;
    const enqueue = await timeOnce(async () => {
      for (const id of applicationIds) await upsertRow(companyDb, 'applications', id, { status: stage });
      for (let i = 0; i < MUTATIONS.newNotes; i++)
        await upsertRow(companyDb, 'notes', newId(), {
          candidate_id: profileIds[i % profileIds.length],
          content: `Bench note ${round}/${i}`,
        });
      for (const id of profileIds) await upsertRow(companyDb, 'profiles', id, { location: city });
    });
    assert((await companyDb.outbox.count()) === MUTATION_COUNT, `${MUTATION_COUNT} mutations queued`);

    roundTrips.clear();
    const push = await timeWithServer(() =>
      pushOutbox({ db: companyDb, transport: transportFor(companyDb, client), clientId: newId() }),
    );
    const calls = roundTripCount('/rest/v1/rpc/sync_push');
    const maxPushes = Math.ceil(MUTATION_COUNT / PUSH_BATCH_SIZE);
    assert(calls <= maxPushes, `the push batches (${calls} sync_push calls, at most ${maxPushes} expected)`);
    assert(push.value.failure === null, `push failed: ${push.value.failure?.message}`);
    assert((await companyDb.outbox.count()) === 0, 'outbox drained');
    assert(push.value.sent === MUTATION_COUNT, `sent ${MUTATION_COUNT} (got ${push.value.sent})`);
    const { rows: applied } = await pool.query<{ moved: string; notes: string; moved_profiles: string }>(
      `select (select count(*) from applications where id = any($1::uuid[]) and status = $4) as moved,
              (select count(*) from notes where company_id = $3 and content like $5) as notes,
              (select count(*) from profiles where id = any($2::uuid[]) and location = $6) as moved_profiles`,
      [applicationIds, profileIds, user.id, stage, `Bench note ${round}/%`, city],
    );
    assert(
      Number(applied[0].moved) === MUTATIONS.stageMoves &&
        Number(applied[0].notes) === MUTATIONS.newNotes &&
        Number(applied[0].moved_profiles) === MUTATIONS.profileEdits,
      `server applied every mutation (${JSON.stringify(applied[0])})`,
    );
    const result: Round = { ...push, trips: roundTripSummary('/rest/v1/rpc/sync_push') };
    note(
      `push round ${round + 1}: queued locally in ${fmtMs(enqueue.ms)}; pushed: ${describeRound(MUTATION_COUNT, 'mutations/s', result)}`,
    );
    pushes.push(result);
  }
  const push = medianRound(pushes);
  throughputTarget(
    `push of ${MUTATION_COUNT} outbox mutations (sync_push batches), cpu time, median of ${ROUNDS}`,
    cpuRate(MUTATION_COUNT, push),
    PUSH_TARGET_MUTATIONS_PER_S,
    'mutations/s',
    describeRound(MUTATION_COUNT, 'mutations/s', push),
  );
} finally {
  if (db) {
    db.close();
    await Dexie.delete(db.name);
  }
  await pool?.end().catch(() => undefined);
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
finish('sync against the local stack (fake-indexeddb store)');
