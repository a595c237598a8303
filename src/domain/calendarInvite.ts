// One interview as a calendar event (issue 25 §2, docs/messaging.md "Calendar mail"), built the
// same way wherever it is made: by the mail sender for the `.ics` of an invitation (the
// `outgoing_emails.calendar` json the database writes) and by the app's Download .ics button. One
// builder means one UID, one SEQUENCE and one attendee list, so a calendar that got the mailed
// invitation and then imports the downloaded file sees the same event, not a second one.
//
// src/domain is the ground floor: pure TypeScript, imports nothing of the app (db, features, ui),
// so the local stack (Node, through tsx) and the browser bundle can both import it. The iCalendar
// text is written by the `ics` package, never by hand (escaping, line folding, UTC stamps).
import { createEvent, type EventAttributes } from 'ics';

export interface CalendarPerson {
  /** shown as the person's CN; absent (a candidate without a name): the address */
  name?: string | null;
  email: string;
}

/** The `calendar` json of an outgoing mail (docs/messaging.md, table `outgoing_emails`). */
export interface CalendarInvite {
  /** REQUEST: add or update the event; CANCEL: remove it (RFC 5546 iTIP) */
  method: 'REQUEST' | 'CANCEL';
  /** `{interview id}@interviews.partii`: stable for the interview's whole life */
  uid: string;
  /** +1 on every change, so a calendar replaces its copy instead of adding one */
  sequence: number;
  /** ISO 8601 instant */
  start: string;
  duration_minutes: number;
  title: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** the one the replies go to; required by iTIP for REQUEST/CANCEL, absent on a plain download */
  organizer?: CalendarPerson | null;
  attendees: CalendarPerson[];
}

export interface CalendarInviteOptions {
  /**
   * The METHOD of the calendar object. Default: the invite's own (REQUEST/CANCEL, for mail).
   * PUBLISH is for a file a person imports themselves (see interviewIcs.ts): the event then
   * carries STATUS:CANCELLED instead of being a cancellation message.
   */
  method?: 'PUBLISH';
}

const PRODUCT_ID = 'partii/interviews';

/** `{ name, email }` for ics; without a name the address is the CN (ics would write "Unnamed attendee"). */
function person({ name, email }: CalendarPerson): { name: string; email: string } {
  return { name: name?.trim() || email, email };
}

function toInteger(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/** The VCALENDAR text (one VEVENT: DTSTART in UTC and a DURATION) of `invite`. */
export function calendarInviteIcs(invite: CalendarInvite, options: CalendarInviteOptions = {}): string {
  const start = Date.parse(invite.start);
  if (Number.isNaN(start)) throw new Error(`The event's start is not a date: ${invite.start}`);
  const cancelled = invite.method === 'CANCEL';
  const method = options.method ?? invite.method;
  const description = invite.description?.trim();
  const location = invite.location?.trim() || invite.url?.trim();
  const attributes: EventAttributes = {
    productId: PRODUCT_ID,
    method,
    uid: invite.uid,
    sequence: Math.max(0, toInteger(invite.sequence, 0)),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(1, toInteger(invite.duration_minutes, 60)) },
    title: invite.title,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    ...(description ? { description } : {}),
    ...(location ? { location } : {}),
    ...(invite.url ? { url: invite.url } : {}),
    ...(invite.organizer?.email ? { organizer: person(invite.organizer) } : {}),
    attendees: (invite.attendees ?? [])
      .filter((attendee) => attendee?.email)
      .map((attendee) => ({
        ...person(attendee),
        role: 'REQ-PARTICIPANT' as const,
        // An invitation waits for the attendee's answer (calendars show Accept/Decline for it);
        // the replies go to the organizer, so no one is asked to answer a downloaded file.
        partstat: 'NEEDS-ACTION' as const,
        rsvp: method === 'REQUEST',
      })),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar event could not be made.');
  return value;
}
