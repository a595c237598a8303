// The local stack's mail catcher (what Inbucket/Mailpit are to `supabase start`): every mail the
// local auth service "sends" (invites, sign-up confirmations, sign-in links, email change links) is kept here instead
// of leaving the machine, in memory and in <data dir>/mailbox.json (so a restart keeps it), and
// shown on the API port:
//
//   GET    /mailbox                    a readable page: to, subject, time, body, links clickable
//   GET    /mailbox/api/messages       JSON array, newest first (?to=<address> filters, ?limit=N)
//   GET    /mailbox/api/messages/<id>  one message
//   DELETE /mailbox/api/messages       empties the mailbox
//
// The mailbox is open (no API key: a browser opens it), like the CLI's: the local stack is for
// development only, and a mail here holds sign-in links (so it answers no CORS headers).
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { queryOf, sendError, sendJson } from './http.ts';

export interface MailInput {
  to: string;
  subject: string;
  /** the body as a person reads it, plain text; its URLs are the links */
  text: string;
  /** what kind of mail (GoTrue's template name): invite, confirmation, magic_link, email_change */
  type: string;
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

  /** Keeps a mail; answers it as stored. */
  send(mail: MailInput): MailMessage {
    const message: MailMessage = {
      id: randomUUID(),
      from: FROM,
      ...mail,
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

function pageHtml(messages: MailMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <span class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.type)} · <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></span></header>
  <pre>${bodyHtml(m.text)}</pre>
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
    const one = /^\/api\/messages\/([^/]+)$/.exec(route);
    if (one && method === 'GET') {
      const message = mailbox.get(decodeURIComponent(one[1]));
      return message ? sendJson(res, 200, message) : sendError(res, 404, { message: 'No such message' });
    }
    sendError(res, 404, { message: 'no Route matched with those values' });
  };
}
