// The local stack itself: restart on the same data dir, tracked migrations, the demo seed,
// clear errors for a taken port, PostgREST restarts, gateway restarts and a clean Ctrl-C.
// These start their own stacks (own temp dirs, free ports) besides the shared one.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { listMigrations } from '../../supabase/local/migrate.ts';
import { PortInUseError } from '../../supabase/local/ports.ts';
import { startStack, stackStartInfo, type Stack } from '../../supabase/local/stack.ts';
import {
  screenStoredApplication,
  storedScreening,
  type ScreenableApplication,
  type ScreenableJob,
} from '../../src/features/screening/model/storedScreening.ts';
import { anonClient, getTestStack } from '../support/stack-env.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tempDirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'partii-stack-test-'));
  tempDirs.push(dir);
  return dir;
}

/** Runs `test` with a port another server is listening on; that server is closed afterwards. */
async function withTakenPort(test: (port: number) => Promise<void>): Promise<void> {
  const blocker = net.createServer();
  await new Promise<void>((r) => blocker.listen(0, r));
  try {
    await test((blocker.address() as net.AddressInfo).port);
  } finally {
    blocker.close();
  }
}

async function query<T extends pg.QueryResultRow>(stack: Stack, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** pids of the processes whose parent is `ppid` and whose command line matches `pattern` */
function childPids(ppid: number, pattern: RegExp): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (parent === ppid && pattern.test(cmd)) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

describe('local stack', () => {
  it('keeps all data across a restart on the same data dir and does not re-apply migrations', async () => {
    const dataDir = await tempDir();
    const first = await startStack({ dataDir, apiPort: 0, quiet: true, seedDemo: false });
    try {
      expect(stackStartInfo(first)?.appliedMigrations).toEqual(listMigrations().map((m) => m.version));
      await query(
        first,
        // A job of a company of its own (jobs.company_id references companies since issue 13).
        `with c as (insert into companies (name) values ('Survivor Co') returning id)
         insert into jobs (company_id, title, status) select id, 'Survivor', 'published' from c`,
      );
      // a second stack on a data dir in use gets a clear message, not PostgreSQL's log
      const clash = await startStack({ dataDir, apiPort: 0, quiet: true, seedDemo: false }).catch((e: Error) => e);
      expect((clash as Error).message).toMatch(/^PostgreSQL from an earlier run \(pid \d+\) still holds /);
    } finally {
      await first.stop();
    }
    const second = await startStack({ dataDir, apiPort: 0, quiet: true, seedDemo: false });
    try {
      expect(stackStartInfo(second)?.appliedMigrations).toEqual([]);
      const applied = await query<{ version: string }>(
        second,
        'select version from supabase_migrations.schema_migrations order by version',
      );
      expect(applied.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
      const client = createClient(second.url, second.anonKey, {
        realtime: { transport: WebSocket as never },
        auth: { persistSession: false },
      });
      const { data } = await client.from('jobs').select('title').eq('title', 'Survivor');
      expect(data).toEqual([{ title: 'Survivor' }]);
    } finally {
      await second.stop();
    }
  });

  it('seeds the demo recruiter and the spec §9 demo data on the first start only', async () => {
    const dataDir = await tempDir();
    const stack = await startStack({ dataDir, apiPort: 0, quiet: true, seedDemo: true });
    try {
      const [user] = await query<{ id: string; encrypted_password: string; ok: boolean; confirmed: boolean }>(
        stack,
        `select id, encrypted_password, encrypted_password = extensions.crypt('partii-demo', encrypted_password) as ok,
                email_confirmed_at is not null as confirmed
         from auth.users where email = 'demo@partii.local'`,
      );
      expect(user.encrypted_password).toMatch(/^\$2[ab]\$10\$/);
      expect(user.ok).toBe(true);
      expect(user.confirmed).toBe(true);

      const jobs = await query<{
        id: string;
        salary_min: number;
        salary_max: number;
        status: string;
        skills: string[];
      }>(stack, 'select id, salary_min, salary_max, status, skills from jobs where company_id = $1', [user.id]);
      expect(jobs).toHaveLength(15);
      for (const job of jobs) {
        expect(job.status).toBe('published');
        expect(job.salary_min).toBeGreaterThanOrEqual(50_000);
        expect(job.salary_min).toBeLessThanOrEqual(100_000);
        expect(job.salary_max).toBeGreaterThanOrEqual(100_000);
        expect(job.salary_max).toBeLessThanOrEqual(200_000);
        expect(job.skills.length).toBeGreaterThan(0);
      }
      const perJob = await query<{ n: number }>(
        stack,
        'select count(*)::int as n from applications where company_id = $1 group by job_id',
        [user.id],
      );
      expect(perJob).toHaveLength(15);
      for (const { n } of perJob) {
        expect(n).toBeGreaterThanOrEqual(10);
        expect(n).toBeLessThanOrEqual(30);
      }

      const ranges: Record<string, [number, number]> = {
        offer: [8, 10],
        interview: [6, 9],
        screening: [5, 8],
        applied: [3, 8],
        rejected: [1, 5],
      };
      const apps = await query<{ status: string; ai_rating: string; ai_summary: string; first_name: string }>(
        stack,
        `select a.status, a.ai_rating, a.ai_summary, p.first_name from applications a join profiles p on p.id = a.applicant_id
         where a.company_id = $1`,
        [user.id],
      );
      for (const a of apps) {
        const [min, max] = ranges[a.status];
        expect(Number(a.ai_rating)).toBeGreaterThanOrEqual(min);
        expect(Number(a.ai_rating)).toBeLessThanOrEqual(max);
        expect(a.ai_summary.length).toBeGreaterThan(10);
        expect(a.first_name).toBeTruthy();
      }
      expect(new Set(apps.map((a) => a.status))).toEqual(new Set(Object.keys(ranges)));

      // Issue 26: every seeded rating comes with its evidence, and rating, summary and evidence are
      // what the product's screening gives for the application's own resume and answers.
      const screened = await query<
        ScreenableApplication & {
          status: string;
          ai_rating: string;
          ai_summary: string;
          ai_evidence: unknown;
          job: ScreenableJob;
        }
      >(
        stack,
        `select a.status, a.resume_text, a.answers, a.created_at, a.ai_rating, a.ai_summary, a.ai_evidence,
                json_build_object('title', j.title, 'description', j.description, 'skills', j.skills,
                                  'must_have_requirements', j.must_have_requirements,
                                  'experience_level', j.experience_level, 'questions', j.questions) as job
         from applications a join jobs j on j.id = a.job_id
         where a.company_id = $1 and a.ai_rating is not null`,
        [user.id],
      );
      expect(screened).toHaveLength(apps.length);
      for (const a of screened) {
        expect(a.ai_evidence).not.toBeNull();
        expect(a.resume_text?.trim()).toBeTruthy();
        const expected = storedScreening(screenStoredApplication(a.job, a));
        expect({ ai_rating: Number(a.ai_rating), ai_summary: a.ai_summary, ai_evidence: a.ai_evidence }).toEqual(
          expected,
        );
      }
      // The story still reads: every offer went to someone who meets the job's must-haves.
      const offers = screened.filter((a) => a.status === 'offer');
      expect(offers.length).toBeGreaterThan(0);
      for (const a of offers) expect(a.ai_evidence).toMatchObject({ missingMustHaves: [] });
    } finally {
      await stack.stop();
    }
    const again = await startStack({ dataDir, apiPort: 0, quiet: true, seedDemo: true });
    try {
      expect(stackStartInfo(again)?.demo?.created).toBe(false);
      const [{ n }] = await query<{ n: number }>(again, 'select count(*)::int as n from jobs');
      expect(n).toBe(15);
    } finally {
      await again.stop();
    }
  });

  it('fails with a clear PortInUseError when the API port is taken', async () => {
    await withTakenPort(async (port) => {
      const dataDir = await tempDir();
      const err = await startStack({ dataDir, apiPort: port, quiet: true, seedDemo: false }).catch((e) => e);
      expect(err).toBeInstanceOf(PortInUseError);
      expect(err.message).toBe(
        `Port ${port} is already in use (API_PORT). Stop the process using it or choose another port.`,
      );
    });
  });

  it('`npm run backend` on a taken port prints one line and exits with code 1', async () => {
    await withTakenPort(async (port) => {
      const dataDir = await tempDir();
      const child = spawn(process.execPath, ['supabase/local/index.mjs'], {
        cwd: ROOT,
        env: { ...process.env, API_PORT: String(port), PARTII_DATA_DIR: dataDir, PARTII_SEED_DEMO: 'false' },
      });
      let stderr = '';
      child.stderr.on('data', (c) => (stderr += c));
      const code = await new Promise<number | null>((r) => child.on('exit', r));
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `partii: Port ${port} is already in use (API_PORT). Stop the process using it or choose another port.`,
      ]);
    });
  });

  it('`npm run backend` stops PostgreSQL and PostgREST on SIGINT', async () => {
    const dataDir = await tempDir();
    const child = spawn(process.execPath, ['supabase/local/index.mjs'], {
      cwd: ROOT,
      env: { ...process.env, API_PORT: '0', PARTII_DATA_DIR: dataDir, PARTII_SEED_DEMO: 'false' },
    });
    let stdout = '';
    child.stdout.on('data', (c) => (stdout += c));
    const exited = new Promise<number | null>((r) => child.on('exit', r));
    await waitFor(() => stdout.includes('Press Ctrl-C to stop.'), 60_000);
    const children = childPids(child.pid!, /postgres|postgrest/);
    expect(children.length).toBe(2);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    await waitFor(() => children.every((pid) => !alive(pid)), 10_000);
  });

  it('restarts a PostgREST that dies, and the gateway can restart on its port', async () => {
    const stack = await startStack({ dataDir: await tempDir(), apiPort: 0, quiet: true, seedDemo: false });
    try {
      const rest = () =>
        fetch(`${stack.url}/rest/v1/jobs?select=id`, { headers: { apikey: stack.anonKey } }).then((r) => r.status);
      expect(await rest()).toBe(200);
      const [postgrest] = childPids(process.pid, /postgrest/).filter((pid) =>
        readFileSync(`/proc/${pid}/environ`, 'utf8').includes(new URL(stack.dbUrl).port),
      );
      expect(postgrest).toBeGreaterThan(0);
      process.kill(postgrest, 'SIGKILL');
      await waitFor(async () => (await rest().catch(() => 0)) === 200);

      const port = new URL(stack.url).port;
      await stack.restartGateway();
      expect(new URL(stack.url).port).toBe(port);
      // the restart dropped every connection; a client's pooled keep-alive socket may be stale once
      await waitFor(async () => (await rest().catch(() => 0)) === 200, 5000);
    } finally {
      await stack.stop();
    }
  });

  it('the shared test stack answers through supabase-js', async () => {
    const { error } = await anonClient().from('jobs').select('id').limit(1);
    expect(error).toBeNull();
    expect(getTestStack().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
