// What a claimed outgoing mail says, whichever way it is sent (issue 25, docs/messaging.md "The
// sender"): the local stack's sender turns it into SMTP with nodemailer (supabase/local/mail/),
// the hosted function into a provider's HTTP call (./index.ts). Pure, so both — and their unit
// tests — make exactly the same mail: the same Message-ID (the row's id), kind header, HTML, the
// status-page footer of candidate mail and the `.ics` of an invitation.
import { calendarInviteIcs, type CalendarInvite } from '../../../src/domain/calendarInvite.ts';

/** One row of claim_outgoing_emails' answer (what the sender needs of it). */
export interface ClaimedEmail {
  id: string;
  claim_id: string;
  kind: string;
  to_email: string;
  to_name?: string | null;
  subject: string;
  body_text: string;
  body_html?: string | null;
  calendar?: CalendarInvite | null;
  /** candidate mail: a fresh token of the applicant's status page (only its hash is stored) */
  status_token?: string | null;
  attempts?: number;
}

export interface EmailContent {
  /** RFC 5322 Message-ID, with its angle brackets: `<{id}@mail.partii>` */
  messageId: string;
  /** the provider's Idempotency-Key: the row's id */
  idempotencyKey: string;
  to: { name: string | null; address: string };
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** an invitation's calendar part (METHOD REQUEST/CANCEL) */
  calendar: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string } | null;
}

export const KIND_HEADER = 'X-Partii-Kind';
export const STATUS_FOOTER = 'Follow your application, reply to the team or withdraw:';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The rows of claim_outgoing_emails' answer (a json array; a single object or `{ emails: [...] }`
 * are read too). Entries that are not mail (no id, claim or address) are answered separately: the
 * sender logs them and cannot finish them (nothing to name).
 */
export function parseClaimed(answer: unknown): { emails: ClaimedEmail[]; malformed: unknown[] } {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as { emails?: unknown }).emails)
      ? (answer as { emails: unknown[] }).emails
      : answer && typeof answer === 'object'
        ? [answer]
        : [];
  const emails: ClaimedEmail[] = [];
  const malformed: unknown[] = [];
  for (const entry of list) {
    const row = entry as Record<string, unknown> | null;
    if (row && isString(row.id) && isString(row.claim_id) && isString(row.to_email) && row.to_email.includes('@')) {
      emails.push({
        id: row.id,
        claim_id: row.claim_id,
        kind: isString(row.kind) ? row.kind : 'product',
        to_email: row.to_email,
        to_name: isString(row.to_name) ? row.to_name : null,
        subject: isString(row.subject) ? row.subject : '',
        body_text: isString(row.body_text) ? row.body_text : '',
        body_html: isString(row.body_html) ? row.body_html : null,
        calendar: row.calendar && typeof row.calendar === 'object' ? (row.calendar as CalendarInvite) : null,
        status_token: isString(row.status_token) ? row.status_token : null,
        attempts: typeof row.attempts === 'number' ? row.attempts : undefined,
      });
    } else {
      malformed.push(entry);
    }
  }
  return { emails, malformed };
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One line of text, escaped, its URLs made links. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    html += escapeHtml(line.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = (match.index ?? 0) + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * Plain text as HTML: escaped, a blank line starts a paragraph, a new line is a <br>, URLs are
 * links. The server makes body_html the same way; this is the fallback when a row has none.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(lineHtml).join('<br>\n')}</p>`)
    .join('\n');
}

/** The applicant's status page: `{site}/status/{token}` (the token is only stored as a hash). */
export function statusLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/status/${encodeURIComponent(token)}`;
}

/** Everything a mail says, from its row; `siteUrl` is the app's origin (the status page link). */
export function emailContent(row: ClaimedEmail, options: { siteUrl: string }): EmailContent {
  let text = row.body_text.replace(/\s+$/, '');
  let html = row.body_html?.trim() || textToHtml(row.body_text);
  if (row.status_token) {
    const link = statusLink(options.siteUrl, row.status_token);
    text += `\n\n--\n${STATUS_FOOTER} ${link}\n`;
    html +=
      `\n<hr>\n<p style="color:#6b7280;font-size:13px">${escapeHtml(STATUS_FOOTER)} ` +
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  } else {
    text += '\n';
  }
  const calendar = row.calendar
    ? {
        method: row.calendar.method === 'CANCEL' ? ('CANCEL' as const) : ('REQUEST' as const),
        filename: row.calendar.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
        content: calendarInviteIcs(row.calendar),
      }
    : null;
  return {
    messageId: `<${row.id}@mail.partii>`,
    idempotencyKey: row.id,
    to: { name: row.to_name?.trim() || null, address: row.to_email },
    subject: row.subject,
    text,
    html,
    headers: { [KIND_HEADER]: row.kind },
    calendar,
  };
}

/** "Name <address>" as a header value (the name quoted when it needs to be). */
export function formatAddress(to: { name: string | null; address: string }): string {
  if (!to.name) return to.address;
  const name = /^[\w .'-]*$/.test(to.name) ? to.name : `"${to.name.replace(/["\\]/g, '\\$&')}"`;
  return `${name} <${to.address}>`;
}
