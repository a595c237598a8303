// The local stack's mail catcher (what Inbucket/Mailpit are to `supabase start`): every mail the
// local stack sends — the auth service's (invites, sign-up confirmations, sign-in links, email
// change links) and the product's (issue 25: candidate mail, calendar invitations, notification
// mail) — arrives over SMTP at the stack's sink (mail/sink.ts) and is kept here instead of leaving
// the machine, in memory and in <data dir>/mailbox.json (so a restart keeps it), and shown on the
// API port:
//
//   GET    /mailbox                    a readable page: to, subject, time, body, links clickable, attachments
//   GET    /mailbox/api/messages       JSON array, newest first (?to=<address> filters, ?limit=N)
//   GET    /mailbox/api/messages/<id>  one message
//   GET    /mailbox/api/messages/<id>/attachments/<n>  the n-th attachment (0-based) as a download
//   DELETE /mailbox/api/messages       empties the mailbox
//
// The mailbox is open (no API key: a browser opens it), like the CLI's: the local stack is for
// development only, and a mail here holds sign-in links (so it answers no CORS headers).
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { queryOf, sendError, sendJson } from './http.ts';

export interface MailAttachment {
  filename: string;
  /** with its parameters when they matter, e.g. `text/calendar; method=REQUEST` */
  content_type: string;
  /** the text itself for a text/* part, base64 otherwise */
  content: string;
}

export interface MailInput {
  to: string;
  subject: string;
  /** the body as a person reads it, plain text; its URLs are the links */
  text: string;
  /**
   * What kind of mail: GoTrue's template name for auth mail (invite, confirmation, magic_link,
   * email_change), outgoing_emails.kind for product mail (from the X-Partii-Kind header; 'product'
   * when a mail has none).
   */
  type: string;
  /** the sender (default: the local stack's address) */
  from?: string;
  /** the HTML alternative, as sent (the page shows it escaped, never rendered) */
  html?: string;
  /** the Message-ID header, with its angle brackets: what the mailbox deduplicates on */
  message_id?: string;
  attachments?: MailAttachment[];
  /** the headers as sent, lower-case names (a repeated header's values joined by a new line) */
  headers?: Record<string, string>;
}

export interface MailMessage extends MailInput {
  id: string;
  from: string;
  /** ISO 8601 */
  created_at: string;
  /** every URL of the body, in order */
  links: string[];
}

/** Oldest mails are dropped past this many. */
const MAX_MESSAGES = 1000;
const FROM = 'Partii local <noreply@partii.local>';
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

export class Mailbox {
  private messages: MailMessage[] = [];

  constructor(private readonly file: string | null) {
    if (!file) return;
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (Array.isArray(stored)) this.messages = stored as MailMessage[];
    } catch {
      // no mailbox yet (or a broken file): start empty
    }
  }

  /**
   * Keeps a mail; answers it as stored. A mail whose Message-ID this mailbox already holds for the
   * same recipient is not stored again (the stored one is answered): a sender that retries after
   * losing the acknowledgement of a delivered mail re-sends the same Message-ID, and the person
   * must still see one mail. Hosted, the provider's idempotency key (the same id) does this.
   */
  send(mail: MailInput): MailMessage {
    const to = mail.to.toLowerCase();
    const known = mail.message_id
      ? this.messages.find((m) => m.message_id === mail.message_id && m.to.toLowerCase() === to)
      : undefined;
    if (known) return known;
    const message: MailMessage = {
      id: randomUUID(),
      ...mail,
      from: mail.from || FROM,
      created_at: new Date().toISOString(),
      links: mail.text.match(URL_PATTERN) ?? [],
    };
    this.messages.push(message);
    if (this.messages.length > MAX_MESSAGES) this.messages.splice(0, this.messages.length - MAX_MESSAGES);
    this.save();
    return message;
  }

  /** Newest first; `to` (case-insensitive) filters by recipient. */
  list(filter: { to?: string | null; limit?: number } = {}): MailMessage[] {
    const to = filter.to?.trim().toLowerCase();
    const newestFirst = [...this.messages].reverse().filter((m) => !to || m.to.toLowerCase() === to);
    return filter.limit && filter.limit > 0 ? newestFirst.slice(0, filter.limit) : newestFirst;
  }

  get(id: string): MailMessage | null {
    return this.messages.find((m) => m.id === id) ?? null;
  }

  clear(): void {
    this.messages = [];
    this.save();
  }

  private save(): void {
    if (!this.file) return;
    try {
      // write then rename: a crash mid-write never leaves half a file
      const tmp = `${this.file}.tmp`;
      writeFileSync(tmp, JSON.stringify(this.messages));
      renameSync(tmp, this.file);
    } catch {
      // the data dir went away (a test stack being deleted): the memory copy still serves
    }
  }
}

const mailboxes = new Map<string, Mailbox>();

/** The mailbox of a data dir (one per stack; several stacks may run in one process). */
export function mailboxFor(dataDir: string): Mailbox {
  const key = path.resolve(dataDir);
  let mailbox = mailboxes.get(key);
  if (!mailbox) {
    mailbox = new Mailbox(path.join(key, 'mailbox.json'));
    mailboxes.set(key, mailbox);
  }
  return mailbox;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The body, escaped, its URLs made links. */
function bodyHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** Bytes of an attachment as stored (text as is, anything else base64). */
function attachmentBytes(attachment: MailAttachment): Buffer {
  return /^text\//i.test(attachment.content_type)
    ? Buffer.from(attachment.content, 'utf8')
    : Buffer.from(attachment.content, 'base64');
}

function attachmentsHtml(m: MailMessage): string {
  if (!m.attachments?.length) return '';
  const items = m.attachments
    .map((a, i) => {
      const href = `/mailbox/api/messages/${encodeURIComponent(m.id)}/attachments/${i}`;
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(a.filename)}</a> <span class="meta">${escapeHtml(a.content_type)} · ${attachmentBytes(a).length} bytes</span></li>`;
    })
    .join('');
  return `<ul class="attachments">${items}</ul>`;
}

function pageHtml(messages: MailMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <span class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.type)} · <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></span></header>
  <pre>${bodyHtml(m.text)}</pre>${m.html ? `\n  <details><summary>HTML part</summary><pre>${escapeHtml(m.html)}</pre></details>` : ''}${attachmentsHtml(m)}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · Partii local stack</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 56rem; padding: 0 1rem; color: #1f2937; }
  article { border: 1px solid #d1d5db; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  .meta { color: #6b7280; font-size: 0.875rem; }
  pre { white-space: pre-wrap; word-break: break-all; font: inherit; margin: 0.5rem 0 0; }
  details pre { font: 13px/1.4 ui-monospace, monospace; color: #374151; }
  summary { cursor: pointer; color: #6b7280; font-size: 0.875rem; margin-top: 0.5rem; }
  .attachments { margin: 0.5rem 0 0; padding-left: 1.25rem; }
  a { color: #2563eb; }
</style>
</head>
<body>
<h1>Mailbox</h1>
<p class="meta">Every mail the local stack sent, newest first (${messages.length}). JSON: <a href="/mailbox/api/messages">/mailbox/api/messages</a>. Reload to see new mail.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>
`;
}

/** The gateway's handler for /mailbox (`subpath` is what follows /mailbox). */
export function createMailboxHandler(dataDir: string) {
  return async function handleMailbox(req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
    req.resume();
    // No CORS: another site open in the developer's browser must not read sign-in links from here
    // (the gateway allows every origin for the API itself).
    for (const header of res.getHeaderNames()) {
      if (header.startsWith('access-control-')) res.removeHeader(header);
    }
    const mailbox = mailboxFor(dataDir);
    const method = req.method ?? 'GET';
    const route = subpath.replace(/\/+$/, '') || '/';
    if (route === '/') {
      if (method !== 'GET' && method !== 'HEAD')
        return sendError(res, 405, { message: `Method ${method} not allowed` });
      const html = pageHtml(mailbox.list());
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(Buffer.byteLength(html)),
        'cache-control': 'no-store',
        // the page shows mail bodies: nothing in them may run
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(method === 'HEAD' ? undefined : html);
      return;
    }
    if (route === '/api/messages') {
      if (method === 'GET') {
        const query = queryOf(req);
        const limit = Number.parseInt(query.get('limit') ?? '', 10);
        return sendJson(res, 200, mailbox.list({ to: query.get('to'), limit: Number.isFinite(limit) ? limit : 0 }));
      }
      if (method === 'DELETE') {
        mailbox.clear();
        return sendJson(res, 200, []);
      }
      return sendError(res, 405, { message: `Method ${method} not allowed` });
    }
    const file = /^\/api\/messages\/([^/]+)\/attachments\/(\d+)$/.exec(route);
    if (file && method === 'GET') {
      const attachment = mailbox.get(decodeURIComponent(file[1]))?.attachments?.[Number(file[2])];
      if (!attachment) return sendError(res, 404, { message: 'No such attachment' });
      const bytes = attachmentBytes(attachment);
      res.writeHead(200, {
        // a download, never a page of this origin (an attachment is whatever a mail carried)
        'content-type': /^text\/calendar/i.test(attachment.content_type)
          ? 'text/calendar; charset=utf-8'
          : 'application/octet-stream',
        'content-disposition': `attachment; filename="${attachment.filename.replace(/[^\w.-]+/g, '_')}"`,
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'no-store',
      });
      res.end(bytes);
      return;
    }
    const one = /^\/api\/messages\/([^/]+)$/.exec(route);
    if (one && method === 'GET') {
      const message = mailbox.get(decodeURIComponent(one[1]));
      return message ? sendJson(res, 200, message) : sendError(res, 404, { message: 'No such message' });
    }
    sendError(res, 404, { message: 'no Route matched with those values' });
  };
}
