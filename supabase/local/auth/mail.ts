// The mails the local auth service sends, with GoTrue's default subjects and wording
// (internal/mailer/templatemailer), and their link printed to the log as before. They go over SMTP
// (nodemailer) to the stack's mail sink (../mail/sink.ts), as GoTrue's go to Inbucket under
// `supabase start`, so invitations, confirmations and product mail (issue 25) all land in one
// mailbox (../mailbox.ts) by one real mail protocol. Without a running sink (the auth handlers
// used outside a stack) a mail is put in the mailbox directly.
import nodemailer from 'nodemailer';
import type { StackContext } from '../context.ts';
import { KIND_HEADER, smtpSinkFor } from '../mail/sink.ts';
import { mailboxFor, type MailInput, type MailMessage } from '../mailbox.ts';

/** GoTrue's email action types, as the `type` of a /verify link. */
export type LinkType = 'signup' | 'invite' | 'magiclink' | 'email_change';

/** What a template may show besides its link (GoTrue's template data). */
export interface MailData {
  /** the address an email change is to (GoTrue's `{{ .NewEmail }}`) */
  newEmail?: string;
}

const TEMPLATES: Record<LinkType, { type: string; subject: string; text: (link: string, data: MailData) => string }> = {
  invite: {
    type: 'invite',
    subject: "You've been invited",
    text: (link) =>
      `You've been invited to create an account. Follow the link below to accept.\n\nAccept invitation: ${link}\n`,
  },
  signup: {
    type: 'confirmation',
    subject: 'Confirm your email address',
    text: (link) =>
      `Follow the link below to confirm this email address and finish signing up.\n\nConfirm email address: ${link}\n`,
  },
  magiclink: {
    type: 'magic_link',
    subject: 'Your sign-in link',
    text: (link) =>
      `Follow the link below to sign in. This link expires shortly and can only be used once.\n\nSign in: ${link}\n`,
  },
  // GoTrue sends this one template to the new address and (secure email change) to the current one.
  email_change: {
    type: 'email_change',
    subject: 'Confirm your new email address',
    text: (link, data) =>
      `Follow the link below to confirm ${data.newEmail ?? ''} as your new email address.\n\n` +
      `Confirm new email address: ${link}\n\nIf you didn't request this change, you can safely ignore this email.\n`,
  },
};

/** GoTrue's ConfirmationURL: <API>/auth/v1/verify?token=...&type=...&redirect_to=... */
export function verifyLink(ctx: StackContext, token: string, type: LinkType, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.config.apiUrl}/auth/v1/verify?${query}`;
}

const FROM = 'Partii local <noreply@partii.local>';

/**
 * Sends the mail of `type` with `link` to `to`; resolves once the mailbox holds it (the sink
 * acknowledges a mail only after storing it), so a client that reads the mailbox right after the
 * auth call finds it.
 */
export async function sendAuthMail(
  ctx: StackContext,
  to: string,
  type: LinkType,
  link: string,
  data: MailData = {},
): Promise<MailMessage> {
  const template = TEMPLATES[type];
  ctx.log(`[auth] ${template.subject} (${to}): ${link}`);
  const mailbox = mailboxFor(ctx.dataDir);
  const mail: MailInput = { to, subject: template.subject, text: template.text(link, data), type: template.type };
  const sink = smtpSinkFor(ctx.dataDir);
  if (sink) {
    const transport = nodemailer.createTransport({ host: sink.host, port: sink.port, secure: false, ignoreTLS: true });
    try {
      const info = await transport.sendMail({
        from: FROM,
        to,
        subject: mail.subject,
        text: mail.text,
        headers: { [KIND_HEADER]: mail.type },
      });
      const stored = mailbox.list({ to }).find((m) => m.message_id === info.messageId);
      if (stored) return stored;
    } catch (err) {
      // a local stack must not lose a sign-in link to a mail hiccup: keep it without SMTP
      ctx.log(`[auth] the mail to ${to} could not go over SMTP (${(err as Error)?.message ?? err}); stored directly`);
    } finally {
      transport.close();
    }
  }
  return mailbox.send(mail);
}
