// A local stack for the benchmarks (free ports, temp data dir) and the fast SQL path that seeds it:
// a recruiter in auth.users with a known password (so the app's /auth page signs it in) and its
// rows bulk inserted with `jsonb_populate_recordset`, one statement per chunk.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startStack, type Stack } from '../../../supabase/local/stack.ts';
import { generateRecruiterData, type RecruiterData, type RecruiterSize } from './recruiterData.ts';

/** The issue-12 scale: 2 000 jobs, 40 000 candidates, 50 000 applications, 8 000 notes. */
export const SCALE_100K: RecruiterSize = { jobs: 2000, profiles: 40_000, applications: 50_000, notes: 8000 };

export const rowCount = (size: RecruiterSize) => size.jobs + size.profiles + size.applications + size.notes;

export interface BenchStack {
  stack: Stack;
  pool: pg.Pool;
  /** Stops the stack, closes the pool and removes the data dir (never throws). */
  stop(): Promise<void>;
}

/** `seedDemo`: the demo company, its owner and its interviewer (supabase/local/seed.ts), as `npm start` seeds them. */
export async function startBenchStack(
  prefix = 'partii-bench-',
  options: { seedDemo?: boolean } = {},
): Promise<BenchStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  let stack: Stack | undefined;
  try {
    stack = await startStack({
      apiPort: 0,
      dataDir,
      seedDemo: options.seedDemo ?? false,
      quiet: true,
      env: { PARTII_AUTH_CONFIRMATIONS: 'false' },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 2 });
  const started = stack;
  return {
    stack: started,
    pool,
    async stop() {
      await pool.end().catch(() => undefined);
      await started.stop().catch((error: unknown) => console.error(`stack stop: ${String(error)}`));
      await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

/** Inserts rows as the database superuser, `chunk` rows per statement (like a bulk import). */
export async function insertRows(pool: pg.Pool, table: string, rows: object[], chunk = 5000): Promise<void> {
  if (rows.length === 0) return;
  // change_xid is stamped by the server's trigger; _pending is a local-only marker.
  const columns = Object.keys(rows[0]).filter((c) => c !== 'change_xid' && c !== '_pending');
  const list = columns.map((c) => `"${c}"`).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    await pool.query(
      `insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, $1::jsonb)`,
      [JSON.stringify(rows.slice(i, i + chunk))],
    );
  }
}

export interface BenchRecruiter {
  id: string;
  email: string;
  password: string;
}

/** A confirmed recruiter with a known password (password grant works, as through /auth). */
export async function createRecruiter(pool: pg.Pool, password = 'bench-password'): Promise<BenchRecruiter> {
  const email = `bench-${randomUUID().slice(0, 8)}@bench.local`;
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), now(),
             '{"provider":"email","providers":["email"]}', '{}')
     returning id`,
    [email, password],
  );
  return { id: rows[0].id, email, password };
}

/** Generates and inserts a recruiter's rows; returns the data (ids for the benchmarks to open). */
export async function seedRecruiter(
  pool: pg.Pool,
  companyId: string,
  size: RecruiterSize,
  seed = 1234,
): Promise<RecruiterData> {
  const data = generateRecruiterData(companyId, size, seed);
  await insertRows(pool, 'jobs', data.jobs);
  await insertRows(pool, 'profiles', data.profiles);
  await insertRows(pool, 'applications', data.applications, 2500);
  await insertRows(pool, 'notes', data.notes);
  await pool.query('analyze jobs; analyze profiles; analyze applications; analyze notes');
  return data;
}

/** How many rows of each synced table the company holds on the server (deleted ones excluded). */
export async function serverCounts(
  pool: pg.Pool,
  companyId: string,
): Promise<{ jobs: number; profiles: number; applications: number; notes: number }> {
  const { rows } = await pool.query<Record<string, string>>(
    `select (select count(*) from jobs where company_id = $1 and deleted_at is null) as jobs,
            (select count(*) from profiles where company_id = $1 and deleted_at is null) as profiles,
            (select count(*) from applications where company_id = $1 and deleted_at is null) as applications,
            (select count(*) from notes where company_id = $1 and deleted_at is null) as notes`,
    [companyId],
  );
  const r = rows[0];
  return {
    jobs: Number(r.jobs),
    profiles: Number(r.profiles),
    applications: Number(r.applications),
    notes: Number(r.notes),
  };
}
