// The calendar file of an interview (issue 14 §3: "each interview offers an .ics file so it lands
// in the interviewer's calendar"). Built with the `ics` package, so this module is only ever
// imported dynamically, from the Download .ics click (it must not enter a first-load chunk).
//
// The event's UID is the interview's id: a calendar that imports the file again (rescheduled,
// cancelled) updates the event it already has instead of adding a second one; SEQUENCE follows the
// row's version so the newer file wins.
import { createEvent, type EventAttributes } from 'ics';
import type { Interview } from '@/db';

export interface InterviewIcsContext {
  candidateName: string;
  jobTitle: string;
  stageName: string | null;
  /** The panel, by email (members without an email are left out of ATTENDEE). */
  interviewers: { name: string; email: string | null }[];
  /** The interview kit's address, for the description. */
  kitUrl?: string;
}

type IcsInterview = Pick<
  Interview,
  'id' | 'starts_at' | 'duration_minutes' | 'location' | 'video_url' | 'status' | 'version'
>;

/** The UID of an interview's event: stable across downloads. */
export const interviewUid = (interviewId: string) => `${interviewId}@interviews.partii`;

/** The file name offered for download, e.g. "interview-olivia-costa.ics". */
export function interviewIcsFileName(candidateName: string): string {
  const slug = candidateName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `interview-${slug || 'candidate'}.ics`;
}

/** VCALENDAR text with one VEVENT: DTSTART and DURATION in UTC, the panel as attendees. */
export function interviewIcs(interview: IcsInterview, context: InterviewIcsContext): string {
  const description = [
    context.stageName ? `Stage: ${context.stageName}` : null,
    interview.video_url ? `Video link: ${interview.video_url}` : null,
    context.kitUrl ? `Interview kit: ${context.kitUrl}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const attributes: EventAttributes = {
    uid: interviewUid(interview.id),
    sequence: Math.max(0, Math.trunc(interview.version)),
    productId: 'partii/interviews',
    method: 'PUBLISH',
    start: Date.parse(interview.starts_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: interview.duration_minutes },
    title: `Interview: ${context.candidateName} — ${context.jobTitle}`,
    status: interview.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    ...(description ? { description } : {}),
    ...(interview.location
      ? { location: interview.location }
      : interview.video_url
        ? { location: interview.video_url }
        : {}),
    ...(interview.video_url ? { url: interview.video_url } : {}),
    attendees: context.interviewers.flatMap((person) =>
      person.email ? [{ name: person.name, email: person.email, role: 'REQ-PARTICIPANT' as const, rsvp: false }] : [],
    ),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}
