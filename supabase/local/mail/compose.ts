// A claimed outgoing mail as nodemailer's message options (MIME is nodemailer's job, never ours):
// the content every sender shares (supabase/functions/send-email/message.ts) plus the SMTP
// specifics — the Message-ID that makes a re-send the same mail, and the calendar part as
// nodemailer's `icalEvent`, which it writes both as a `text/calendar; method=…` alternative (what
// Gmail, Outlook and Apple Mail read as an invitation with Accept/Decline) and as an `invite.ics`
// attachment (what other clients offer to open).
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { EmailContent } from '../../functions/send-email/message.ts';

export const DEFAULT_FROM = 'Partii <noreply@partii.local>';

export function mailOptions(content: EmailContent, from: string = DEFAULT_FROM): Mail.Options {
  return {
    from,
    to: content.to.name ? { name: content.to.name, address: content.to.address } : content.to.address,
    subject: content.subject,
    text: content.text,
    html: content.html,
    messageId: content.messageId,
    headers: content.headers,
    ...(content.calendar
      ? {
          icalEvent: {
            method: content.calendar.method,
            filename: content.calendar.filename,
            content: content.calendar.content,
          },
        }
      : {}),
  };
}
