// The local stack's SMTP sink (issue 25): what Inbucket/Mailpit are to `supabase start`. Every mail
// the stack sends — the auth service's and the product's (mail/sender.ts) — goes out over SMTP, a
// real mail protocol, to this server on 127.0.0.1 (a free port per stack), which parses it with
// mailparser and keeps it in the stack's mailbox (../mailbox.ts, shown at /mailbox). Nothing
// leaves the machine, and the mail a developer reads is the MIME a real server would get.
//
// Like a real receiving server it refuses recipients it cannot deliver to: any address at a
// domain under the reserved `.invalid` TLD (RFC 2606) is answered 550, so a test (or a developer)
// can make a send fail for real and watch the retries.
import type { AddressInfo } from 'node:net';
import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import type { Mailbox, MailAttachment, MailInput } from '../mailbox.ts';

/** The header product mail names its kind in (outgoing_emails.kind); auth mail uses it too. */
export const KIND_HEADER = 'x-partii-kind';
/** The `type` of a mail that says nothing about its kind. */
export const DEFAULT_KIND = 'product';
/** Larger mails are refused (552), like a provider's limit (Resend: 40 MB; this is local). */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface SmtpSinkOptions {
  mailbox: Mailbox;
  /** default 127.0.0.1: the sink takes mail from this machine only */
  host?: string;
  /** default 0: a free port */
  port?: number;
  log?: (...args: unknown[]) => void;
}

export interface SmtpSink {
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Whether a real server would refuse to deliver to `address` (a domain under `.invalid`). */
export function undeliverable(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'invalid' || domain.endsWith('.invalid');
}

function attachmentOf(part: Attachment, index: number): MailAttachment {
  const isCalendar = /^text\/calendar$/i.test(part.contentType);
  // a calendar alternative has no file name of its own (nodemailer's icalEvent)
  const filename = part.filename || (isCalendar ? 'invite.ics' : `attachment-${index + 1}`);
  // the METHOD of an invitation is a parameter of its content type (RFC 6047): keep it
  const header = part.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  const method = header?.params?.method;
  const contentType = method ? `${part.contentType}; method=${method}` : part.contentType;
  const content = /^text\//i.test(part.contentType) ? part.content.toString('utf8') : part.content.toString('base64');
  return { filename, content_type: contentType, content };
}

/** The headers as sent: lower-case names, a repeated header's lines joined by a new line. */
function headersOf(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const value = line.slice(line.indexOf(':') + 1).trim();
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return headers;
}

/** What the mailbox keeps of a parsed mail for one envelope recipient. */
export function mailboxEntry(parsed: ParsedMail, to: string): MailInput {
  const kind = parsed.headers.get(KIND_HEADER);
  return {
    to,
    from: parsed.from?.text,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
    ...(parsed.messageId ? { message_id: parsed.messageId } : {}),
    type: typeof kind === 'string' && kind.trim() ? kind.trim() : DEFAULT_KIND,
    attachments: parsed.attachments.map(attachmentOf),
    headers: headersOf(parsed),
  };
}

export async function startSmtpSink(opts: SmtpSinkOptions): Promise<SmtpSink> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (() => undefined);
  const server = new SMTPServer({
    name: 'mail.partii.local',
    banner: 'Partii local mail sink',
    // local and loopback only: no TLS, no login (nodemailer sends without either)
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // stop() must not wait the default 30 s for a sender's idle connection
    closeTimeout: 1000,
    // loopback only: a reverse DNS lookup per connection would only slow every mail down
    disableReverseLookup: true,
    onRcptTo(address: SMTPServerAddress, _session: SMTPServerSession, callback: (err?: Error | null) => void) {
      if (undeliverable(address.address)) {
        const error = new Error(`5.1.2 <${address.address}>: Recipient address rejected: Domain not found`);
        (error as Error & { responseCode?: number }).responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            const error = new Error('5.3.4 Message too big');
            (error as Error & { responseCode?: number }).responseCode = 552;
            return callback(error);
          }
          // One copy per envelope recipient, deduplicated by Message-ID (Mailbox.send): the
          // acknowledgement below is sent only once the mail is stored, so a sender that got it
          // knows the mail landed; one that lost it and sends again does not make a second copy.
          for (const rcpt of session.envelope.rcptTo) opts.mailbox.send(mailboxEntry(parsed, rcpt.address));
          callback();
        })
        .catch((err: unknown) => {
          log('[mail] the SMTP sink could not read a mail:', (err as Error)?.message ?? err);
          const error = new Error('4.3.0 The mail could not be read, try again');
          (error as Error & { responseCode?: number }).responseCode = 451;
          callback(error);
        });
    },
  });
  server.on('error', (err) => log('[mail] SMTP sink:', err.message));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    host,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sink of each running stack, by data dir (several stacks may run in one process). */
const sinks = new Map<string, SmtpSink>();

export function registerSmtpSink(dataDir: string, sink: SmtpSink | null): void {
  if (sink) sinks.set(dataDir, sink);
  else sinks.delete(dataDir);
}

/** The running sink of the stack on `dataDir`, or null (no stack: mail goes straight to the mailbox). */
export function smtpSinkFor(dataDir: string): SmtpSink | null {
  return sinks.get(dataDir) ?? null;
}
