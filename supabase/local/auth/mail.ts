// The mails the local auth service sends, with GoTrue's default subjects and wording
// (internal/mailer/templatemailer), delivered to the local mailbox (../mailbox.ts) instead of a
// mail server, and their link printed to the log as before.
import type { StackContext } from '../context.ts';
import { mailboxFor, type MailMessage } from '../mailbox.ts';

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

/** "Sends" the mail of `type` with `link` to `to`: it lands in the local mailbox. */
export function sendAuthMail(
  ctx: StackContext,
  to: string,
  type: LinkType,
  link: string,
  data: MailData = {},
): MailMessage {
  const template = TEMPLATES[type];
  ctx.log(`[auth] ${template.subject} (${to}): ${link}`);
  return mailboxFor(ctx.dataDir).send({
    to,
    subject: template.subject,
    text: template.text(link, data),
    type: template.type,
  });
}
