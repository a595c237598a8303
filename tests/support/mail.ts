// The shared stack's mailbox (supabase/local/mailbox.ts) as integration tests read it: what the
// SMTP sink received, over the same JSON API a developer's tools would use.
import ICAL from 'ical.js';
import type { MailMessage } from '../../supabase/local/mailbox.ts';
import { getTestStack } from './stack-env.ts';

export type { MailMessage };

/** Every mail to `to`, oldest first. */
export async function mailTo(to: string): Promise<MailMessage[]> {
  const res = await fetch(`${getTestStack().url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mailbox: ${res.status}`);
  return ((await res.json()) as MailMessage[]).reverse();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers something truthy; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await check();
    if (last) return last as NonNullable<T>;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)?.slice(0, 500)})`);
}

/** Waits until `to` has at least `count` mails; answers them, oldest first. */
export function waitForMail(to: string, count: number, timeoutMs = 20_000): Promise<MailMessage[]> {
  return waitFor(
    `${count} mail(s) to ${to}`,
    async () => {
      const mails = await mailTo(to);
      return mails.length >= count ? mails : null;
    },
    timeoutMs,
  );
}

export interface ParsedInvitation {
  /** the METHOD of the calendar part's content type and of the VCALENDAR */
  partMethod: string | null;
  method: string;
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  status: string | null;
  organizer: string | null;
  attendees: string[];
}

/** The calendar part of a mail (`text/calendar; method=…`), parsed back with ical.js. */
export function invitationOf(mail: MailMessage): ParsedInvitation {
  const part = mail.attachments?.find((a) => /^text\/calendar/i.test(a.content_type));
  if (!part) throw new Error(`mail "${mail.subject}" has no calendar part`);
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the calendar part has no VEVENT');
  const event = new ICAL.Event(vevent);
  const address = (value: unknown) =>
    String(value)
      .replace(/^mailto:/i, '')
      .toLowerCase();
  const organizer = vevent.getFirstPropertyValue('organizer');
  return {
    partMethod: /method=([A-Z]+)/i.exec(part.content_type)?.[1]?.toUpperCase() ?? null,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
    organizer: organizer ? address(organizer) : null,
    attendees: event.attendees.map((a) => address(a.getFirstValue())).sort(),
  };
}
