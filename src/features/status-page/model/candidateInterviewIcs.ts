// "Add to calendar" on the status page: the candidate's interview as a calendar file, made on this
// device (offline too). The same event as the mailed invitation (src/domain/calendarInvite.ts):
// UID `{interview id}@interviews.partii` and SEQUENCE `ics_sequence`, so a calendar that already
// holds the invitation updates it instead of adding a second one. It names the company and the job
// only, never the stage or the panel. Built with the `ics` package: import this module on click.
import { calendarInviteIcs } from '@/domain/calendarInvite';
import type { StatusPageInterview } from '@/db';

/** The UID of an interview's event, as every invitation and download of it carries. */
export const interviewUid = (interviewId: string) => `${interviewId}@interviews.partii`;

/**
 * The event's title, e.g. "Interview with Acme — Product Designer": the candidate's invitation's
 * (partii_private.queue_calendar_mail), so the imported event reads as the mailed one.
 */
export const candidateInterviewTitle = (jobTitle: string, companyName: string) =>
  `Interview with ${companyName || 'the hiring team'} — ${jobTitle}`;

/** The description the candidate's invitation carries. */
function candidateDescription(interview: StatusPageInterview): string {
  return [
    interview.video_url ? `Video link: ${interview.video_url}` : null,
    'Reply to the invitation email if you need another time.',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * VCALENDAR text with one VEVENT. METHOD:PUBLISH: a file the candidate imports themselves adds or
 * updates the event by UID and SEQUENCE (an imported REQUEST would ask them to answer an
 * invitation); a cancelled interview is the same event with STATUS:CANCELLED.
 */
export function candidateInterviewIcs(interview: StatusPageInterview, companyName: string): string {
  return calendarInviteIcs(
    {
      method: interview.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
      uid: interviewUid(interview.id),
      sequence: interview.ics_sequence,
      start: interview.starts_at,
      duration_minutes: interview.duration_minutes,
      title: candidateInterviewTitle(interview.job_title, companyName),
      description: candidateDescription(interview),
      location: interview.location,
      url: interview.video_url,
      organizer: null,
      attendees: [],
    },
    { method: 'PUBLISH' },
  );
}

/** The file name offered, e.g. "interview-product-designer.ics". */
export function candidateInterviewFileName(jobTitle: string): string {
  const slug = jobTitle
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `interview-${slug || 'invitation'}.ics`;
}
