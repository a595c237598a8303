// The local stack's mail sender (issue 25, docs/messaging.md "The sender"): sends the queued rows
// of public.outgoing_emails over SMTP to the stack's sink (./sink.ts), the way a hosted project's
// `send-email` function sends them through a provider.
//
// - It LISTENs on `partii_outgoing_email` (a trigger notifies on each queued row) on a dedicated
//   connection, so a mail goes out within moments of being written, and polls every few seconds
//   anyway (a retry's backoff ending, a lease running out, a notification lost while the listening
//   connection was down). The connection is opened again whenever it drops.
// - Each pass claims a batch with claim_outgoing_emails (a lease, `for update skip locked`: two
//   senders never hold one row), sends each mail and reports it with finish_outgoing_email
//   (sent, or the error: the database decides between a retry with backoff and `failed`).
// - Exactly once: the only window for a second delivery is a sender that stops after the sink
//   took the mail and before finish_outgoing_email; the row is claimed again when its lease runs
//   out and re-sent with the same Message-ID (`<id@mail.partii>`), which the sink keeps once.
// - Every ~30 s it calls notify_scorecards_due() (scorecard_due notifications of interviews that
//   ended).
//
// The functions are granted to service_role only; the sender calls them as PostgREST would (role
// service_role and its JWT claims, in one transaction), on the stack's superuser pool. It never
// throws into the stack: every failure is logged (once per distinct message) and retried on the
// next pass, and before the messaging migration exists it just waits for it.
import nodemailer, { type Transporter } from 'nodemailer';
import pg from 'pg';
import { emailContent, parseClaimed, type ClaimedEmail } from '../../functions/send-email/message.ts';
import { DEFAULT_FROM, mailOptions } from './compose.ts';

export const OUTGOING_EMAIL_CHANNEL = 'partii_outgoing_email';

export interface MailSenderOptions {
  /** the stack's superuser pool */
  pool: pg.Pool;
  /** a connection string for the dedicated LISTEN connection */
  dbUrl: string;
  smtp: { host: string; port: number };
  /** the app's origin, for the status page link of candidate mail */
  siteUrl: string;
  from?: string;
  log?: (...args: unknown[]) => void;
  /** how often to look for due mail without a notification (default 2 s) */
  pollMs?: number;
  /** how often to call notify_scorecards_due (default 30 s) */
  scorecardsMs?: number;
  /** claim_outgoing_emails' p_limit and p_lease_seconds (defaults 10, 120) */
  batchSize?: number;
  leaseSeconds?: number;
}

export interface MailSender {
  readonly running: boolean;
  /** listens and polls (again, after stop()) */
  start(): void;
  /** stops listening and polling; the batch being sent is finished first (at most ~10 s) */
  stop(): Promise<void>;
  /** one pass now: claims and sends until nothing is due; the number of mails handled */
  drain(): Promise<number>;
}

/** PostgreSQL's "undefined function" / "undefined table": the messaging migration is not there yet. */
const MISSING = new Set(['42883', '42P01']);
const STOP_WAIT_MS = 10_000;
const MAX_ERROR_CHARS = 1000;

/** `text` run as service_role, the way PostgREST runs an RPC for the service role key. */
export async function asServiceRole<T extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('role', 'service_role', true),
              set_config('request.jwt.claims', '{"role":"service_role"}', true),
              set_config('request.jwt.claim.role', 'service_role', true)`,
    );
    const result = await client.query<T>(text, params);
    await client.query('commit');
    return result.rows;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** What an SMTP failure says, for last_error: the server's answer when there is one. */
function sendError(err: unknown): string {
  const e = err as { response?: string; message?: string; code?: string } | null;
  const text = e?.response || e?.message || String(err);
  return (e?.code && !text.includes(e.code) ? `${e.code}: ${text}` : text).slice(0, MAX_ERROR_CHARS);
}

export function createMailSender(opts: MailSenderOptions): MailSender {
  const log = opts.log ?? (() => undefined);
  const pollMs = opts.pollMs ?? 2000;
  const scorecardsMs = opts.scorecardsMs ?? 30_000;
  const batchSize = opts.batchSize ?? 10;
  const leaseSeconds = opts.leaseSeconds ?? 120;
  const from = opts.from ?? DEFAULT_FROM;

  let running = false;
  /** stop() was called: the pass in hand finishes its batch and claims no more */
  let stopRequested = false;
  let transport: Transporter | null = null;
  let listener: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let reconnectDelay = 1000;
  let pollTimer: NodeJS.Timeout | null = null;
  let scorecardsTimer: NodeJS.Timeout | null = null;
  let draining: Promise<number> | null = null;
  let again = false;
  let lastLogged = '';

  /** Logs a failure once until something else happens (a dead database is one line, not one per poll). */
  const logOnce = (message: string) => {
    if (message === lastLogged) return;
    lastLogged = message;
    log(`[mail] ${message}`);
  };

  async function claim(): Promise<ClaimedEmail[]> {
    const rows = await asServiceRole<{ claimed: unknown }>(
      opts.pool,
      'select public.claim_outgoing_emails($1, $2) as claimed',
      [batchSize, leaseSeconds],
    );
    const { emails, malformed } = parseClaimed(rows[0]?.claimed ?? []);
    if (malformed.length) log('[mail] claim_outgoing_emails answered entries that are not mail:', malformed);
    return emails;
  }

  async function finish(row: ClaimedEmail, error: string | null): Promise<void> {
    await asServiceRole(opts.pool, 'select public.finish_outgoing_email($1, $2, $3)', [row.id, row.claim_id, error]);
  }

  async function deliver(row: ClaimedEmail): Promise<void> {
    let error: string | null = null;
    try {
      transport ??= nodemailer.createTransport({
        host: opts.smtp.host,
        port: opts.smtp.port,
        secure: false,
        ignoreTLS: true,
        // one connection kept open for a whole queue instead of one per mail
        pool: true,
        maxConnections: 1,
        connectionTimeout: 5000,
        greetingTimeout: 5000,
        socketTimeout: 15_000,
      });
      await transport.sendMail(mailOptions(emailContent(row, { siteUrl: opts.siteUrl }), from));
    } catch (err) {
      error = sendError(err);
      log(`[mail] ${row.id} to ${row.to_email} (attempt ${row.attempts ?? '?'}) failed: ${error}`);
    }
    try {
      await finish(row, error);
    } catch (err) {
      // The mail went out (or failed) but the database did not hear it: the lease runs out and the
      // row is claimed again; a delivered mail is then re-sent with its Message-ID and kept once.
      logOnce(`finish_outgoing_email(${row.id}) failed: ${(err as Error)?.message ?? err}`);
    }
  }

  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      let rows: ClaimedEmail[];
      try {
        rows = await claim();
      } catch (err) {
        const e = err as { code?: string; message?: string };
        logOnce(
          MISSING.has(e.code ?? '')
            ? 'claim_outgoing_emails is not in the database yet (messaging migration): waiting for it'
            : `claim_outgoing_emails failed: ${e.message ?? err}`,
        );
        return handled;
      }
      if (lastLogged.startsWith('claim_outgoing_emails')) lastLogged = '';
      for (const row of rows) {
        await deliver(row);
        handled++;
      }
      // a full batch may have more behind it; a stopped sender finishes what it claimed, no more
      if (rows.length < batchSize || stopRequested) return handled;
    }
  }

  /** One pass at a time; a request during a pass makes one more pass after it. */
  function drain(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      let handled = 0;
      do {
        again = false;
        handled += await pass();
      } while (again && !stopRequested);
      return handled;
    })().finally(() => {
      draining = null;
    });
    return draining;
  }

  const kick = () => {
    if (running) void drain();
  };

  async function notifyScorecardsDue(): Promise<void> {
    try {
      await asServiceRole(opts.pool, 'select public.notify_scorecards_due()');
    } catch (err) {
      const e = err as { code?: string; message?: string };
      if (!MISSING.has(e.code ?? '')) logOnce(`notify_scorecards_due failed: ${e.message ?? err}`);
    }
  }

  function listenerLost(client: pg.Client, err?: Error): void {
    if (listener === client) listener = null;
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (!running || reconnectTimer) return;
    if (err) logOnce(`the LISTEN connection dropped (${err.message}); opening it again`);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void listen();
    }, reconnectDelay);
    reconnectTimer.unref();
    reconnectDelay = Math.min(reconnectDelay * 2, 15_000);
  }

  async function listen(): Promise<void> {
    if (!running) return;
    const client = new pg.Client({ connectionString: opts.dbUrl });
    client.on('error', (err) => listenerLost(client, err));
    client.on('end', () => listenerLost(client));
    client.on('notification', kick);
    try {
      await client.connect();
      await client.query(`listen ${OUTGOING_EMAIL_CHANNEL}`);
    } catch (err) {
      listenerLost(client, err as Error);
      return;
    }
    if (!running) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    reconnectDelay = 1000;
    kick(); // whatever was queued while nobody listened
  }

  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      stopRequested = false;
      lastLogged = '';
      void listen();
      pollTimer = setInterval(kick, pollMs);
      pollTimer.unref();
      scorecardsTimer = setInterval(() => void notifyScorecardsDue(), scorecardsMs);
      scorecardsTimer.unref();
      void notifyScorecardsDue();
      kick();
    },
    async stop() {
      if (!running) return;
      running = false;
      stopRequested = true;
      if (pollTimer) clearInterval(pollTimer);
      if (scorecardsTimer) clearInterval(scorecardsTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      pollTimer = scorecardsTimer = reconnectTimer = null;
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
      // the batch in hand is sent and finished, so a clean stop leaves no row waiting for its lease
      if (draining) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          draining.catch(() => 0),
          new Promise((resolve) => {
            timer = setTimeout(resolve, STOP_WAIT_MS);
          }),
        ]);
        clearTimeout(timer);
      }
      transport?.close();
      transport = null;
    },
    drain,
  };
}
