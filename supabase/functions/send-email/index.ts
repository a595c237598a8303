// Server function send-email (issue 25, docs/messaging.md "The sender"): a hosted project's mail
// sender. One call is one drain pass: claim due mail (claim_outgoing_emails: a lease, skip locked,
// so overlapping calls never hold one row), send each through an email provider's HTTP API, and
// report each outcome (finish_outgoing_email: sent, or the error — the database retries with
// backoff, then marks it failed). Call it every minute from pg_cron + pg_net, or from a database
// webhook on insert into outgoing_emails (README, "Sending mail from a hosted project"). The local
// stack does the same in process, over SMTP (supabase/local/mail/).
//
// Secrets: EMAIL_PROVIDER_URL (a Resend-compatible `POST /emails`, e.g. https://api.resend.com/emails),
// EMAIL_PROVIDER_KEY (its bearer key), EMAIL_FROM ("Acme Hiring <hiring@acme.com>", a verified
// sender), PARTII_SITE_URL (the app's origin: candidate mail links to {site}/status/{token}).
//
// Exactly once: every request carries `Idempotency-Key: {mail id}`, so a mail sent again after a
// lost answer (the provider accepted it, this pass died before finish_outgoing_email) is not
// delivered twice — the provider answers the first send's result, or 409 when the second payload
// differs (a fresh status link): both mean the mail went out.
//
// POST with `Authorization: Bearer <service role key>`; body empty, `{}`, `{ "limit": 1..50 }`, or
// a database webhook's payload (ignored: the pass claims whatever is due). Answers 200
// { claimed, sent, retried, failed, results: [{ id, outcome }] }; 401 without the service
// role key; 400 on a malformed body; 503 when the provider is not configured; 502 when the
// database cannot be reached. Runs unchanged on Supabase Edge (Deno.serve) and in the local stack.
import { getEnv, requireEnv } from '../_shared/env.ts';
import { json, preflight, serveOnDeno } from '../_shared/http.ts';
import { serviceRest } from '../_shared/rest.ts';
import { emailContent, formatAddress, parseClaimed, type ClaimedEmail, type EmailContent } from './message.ts';

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 50;
/** longer than one pass can take (each send is bounded by SEND_TIMEOUT_MS) */
const LEASE_SECONDS = 300;
const SEND_TIMEOUT_MS = 15_000;

interface ProviderConfig {
  url: string;
  key: string;
  from: string;
  siteUrl: string;
}

function providerConfig(): ProviderConfig | null {
  const url = getEnv('EMAIL_PROVIDER_URL');
  const key = getEnv('EMAIL_PROVIDER_KEY');
  const from = getEnv('EMAIL_FROM');
  const siteUrl = getEnv('PARTII_SITE_URL');
  return url && key && from && siteUrl ? { url, key, from, siteUrl } : null;
}

/** Whether `authorization` carries the service role key (compared without an early exit). */
function isServiceRole(authorization: string | null): boolean {
  const token = /^bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const expected = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  let difference = token.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) difference |= (token.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** The pass's size from the body; null when the body is malformed. */
async function readLimit(req: Request): Promise<number | null> {
  const text = await req.text();
  if (!text.trim()) return DEFAULT_LIMIT;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const limit = (body as { limit?: unknown }).limit;
  if (limit === undefined) return DEFAULT_LIMIT;
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 1 && limit <= MAX_LIMIT ? limit : null;
}

/** The provider's request body (Resend's `POST /emails` shape). */
export function providerPayload(content: EmailContent, from: string) {
  return {
    from,
    to: [formatAddress(content.to)],
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: content.headers,
    ...(content.calendar
      ? {
          attachments: [
            {
              filename: content.calendar.filename,
              content: base64(content.calendar.content),
              content_type: `text/calendar; charset=utf-8; method=${content.calendar.method}`,
            },
          ],
        }
      : {}),
  };
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Sends one mail; null when the provider took it, else what went wrong. */
async function send(config: ProviderConfig, row: ClaimedEmail): Promise<string | null> {
  let content: EmailContent;
  try {
    content = emailContent(row, { siteUrl: config.siteUrl });
  } catch (err) {
    return `The mail could not be composed: ${(err as Error)?.message ?? err}`;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.key}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': content.idempotencyKey,
      },
      body: JSON.stringify(providerPayload(content, config.from)),
      signal: controller.signal,
    });
    const answer = (await response.text()).slice(0, 500);
    if (response.ok) return null;
    // the key was used by an earlier send of this mail with another payload (a fresh status link):
    // that send was accepted, so the mail went out
    if (response.status === 409 && /invalid_idempotent_request/.test(answer)) return null;
    return `The email provider answered ${response.status}: ${answer}`;
  } catch (err) {
    return controller.signal.aborted
      ? `The email provider did not answer within ${SEND_TIMEOUT_MS / 1000} s`
      : `The email provider could not be reached: ${(err as Error)?.message ?? err}`;
  } finally {
    clearTimeout(timer);
  }
}

async function sendEmail(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed', message: 'Use POST' });
  if (!isServiceRole(req.headers.get('Authorization')))
    return json(401, { error: 'Unauthorized', message: 'This function is called with the service role key' });
  const limit = await readLimit(req);
  if (limit === null)
    return json(400, {
      error: 'Invalid input',
      message: `Expected no body, or a JSON object with an optional limit (1..${MAX_LIMIT})`,
    });
  const config = providerConfig();
  if (!config)
    return json(503, {
      error: 'Not configured',
      message: 'Set EMAIL_PROVIDER_URL, EMAIL_PROVIDER_KEY, EMAIL_FROM and PARTII_SITE_URL to send mail',
    });

  const claimed = await serviceRest<unknown>('rpc/claim_outgoing_emails', {
    method: 'POST',
    body: JSON.stringify({ p_limit: limit, p_lease_seconds: LEASE_SECONDS }),
  });
  if (!claimed.ok)
    return json(502, {
      error: 'Database unavailable',
      message: `claim_outgoing_emails failed: ${claimed.error?.message ?? claimed.status}`,
    });
  const { emails } = parseClaimed(claimed.data);

  // ids and outcomes only: the reasons (which may quote an address) stay in last_error
  const results: { id: string; outcome: string }[] = [];
  for (const row of emails) {
    const error = await send(config, row);
    const finished = await serviceRest<string>('rpc/finish_outgoing_email', {
      method: 'POST',
      body: JSON.stringify({ p_id: row.id, p_claim_id: row.claim_id, p_error: error }),
    });
    // not finished (the database went away): the lease runs out, the next pass sends it again with
    // the same Idempotency-Key
    const outcome = finished.ok && typeof finished.data === 'string' ? finished.data : 'unfinished';
    results.push({ id: row.id, outcome });
  }
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  return json(200, {
    claimed: emails.length,
    sent: count('sent'),
    retried: count('queued'),
    failed: count('failed'),
    results,
  });
}

export default sendEmail;

serveOnDeno(sendEmail);
