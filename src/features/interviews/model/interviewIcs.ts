// The calendar file of an interview (issue 14 §3: "each interview offers an .ics file so it lands
// in the interviewer's calendar"). Built with the `ics` package, so this module is only ever
// imported dynamically, from the Download .ics click (it must not enter a first-load chunk).
//
// The event is built by the same builder as the mailed invitations (src/domain/calendarInvite.ts,
// issue 25 §2): the UID is the interview's (`{id}@interviews.partii`) and SEQUENCE is the row's
// `ics_sequence`, which the server raises on every change of time, place, link or status — so a
// calendar holding the mailed invitation and then importing this file (or a file downloaded
// before a reschedule) updates the one event it has instead of adding a second.
import { calendarInviteIcs } from '@/domain/calendarInvite';
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

type IcsInterview = Pick<Interview, 'id' | 'starts_at' | 'duration_minutes' | 'location' | 'video_url' | 'status'> & {
  /** the event's SEQUENCE (server-set; absent on a row written before issue 25: 0) */
  ics_sequence?: number | null;
};

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

/**
 * VCALENDAR text with one VEVENT: DTSTART and DURATION in UTC, the panel as attendees.
 *
 * METHOD:PUBLISH, not the REQUEST of the mailed invitation: a downloaded file is imported by the
 * person themselves, and calendars treat an imported REQUEST as a meeting request to answer
 * (Outlook offers to send Accept/Decline to the organizer; Apple Calendar files it as an
 * invitation), while PUBLISH just adds or updates the event by UID and SEQUENCE, which is what a
 * download is for. A cancelled interview is the same event with STATUS:CANCELLED.
 */
export function interviewIcs(interview: IcsInterview, context: InterviewIcsContext): string {
  const description = [
    context.stageName ? `Stage: ${context.stageName}` : null,
    interview.video_url ? `Video link: ${interview.video_url}` : null,
    context.kitUrl ? `Interview kit: ${context.kitUrl}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  return calendarInviteIcs(
    {
      method: interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
      uid: interviewUid(interview.id),
      sequence: interview.ics_sequence ?? 0,
      start: interview.starts_at,
      duration_minutes: interview.duration_minutes,
      title: `Interview: ${context.candidateName} — ${context.jobTitle}`,
      description: description || null,
      location: interview.location,
      url: interview.video_url,
      organizer: null,
      attendees: context.interviewers.flatMap((person) =>
        person.email ? [{ name: person.name, email: person.email }] : [],
      ),
    },
    { method: 'PUBLISH' },
  );
}
