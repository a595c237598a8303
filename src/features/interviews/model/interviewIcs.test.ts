import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { interviewIcs, interviewIcsFileName, interviewUid } from './interviewIcs';

const INTERVIEW = {
  id: '0b9f5c1e-1111-4111-8111-111111111111',
  starts_at: '2026-05-12T09:30:00+00:00',
  duration_minutes: 60,
  location: null,
  video_url: 'https://meet.example.com/abc-defg-hij',
  status: 'scheduled' as const,
  ics_sequence: 3,
};
const CONTEXT = {
  candidateName: 'Olivia Costa',
  jobTitle: 'Product Designer',
  stageName: 'Portfolio review',
  interviewers: [
    { name: 'Sam Rivera', email: 'sam@partii.local' },
    { name: 'Demo Recruiter', email: 'demo@partii.local' },
    { name: 'Former member', email: null },
  ],
  kitUrl: 'https://app.partii.local/app/interviews/0b9f5c1e-1111-4111-8111-111111111111',
};

/** The one VEVENT of a calendar text, parsed by ical.js (an independent reader). */
function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { calendar, vevent: vevents[0]!, event: new ICAL.Event(vevents[0]!) };
}

describe('interviewIcs (issue 14 §3: the interview lands in the interviewer calendar)', () => {
  it('is one event at the interview time in UTC, for its duration', () => {
    const { event, vevent } = parseEvent(interviewIcs(INTERVIEW, CONTEXT));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-05-12T09:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.duration.toSeconds()).toBe(3600);
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-05-12T10:30:00.000Z');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('has the UID of the interview, so a second download updates the same event', () => {
    const first = parseEvent(interviewIcs(INTERVIEW, CONTEXT)).event;
    const moved = parseEvent(
      interviewIcs({ ...INTERVIEW, starts_at: '2026-05-13T14:00:00.000Z', ics_sequence: 4 }, CONTEXT),
    ).event;
    expect(first.uid).toBe(interviewUid(INTERVIEW.id));
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBeGreaterThan(first.sequence);
  });

  it("is the mailed invitation's event (issue 25: same UID and SEQUENCE), published for import", () => {
    const { calendar, event } = parseEvent(interviewIcs(INTERVIEW, CONTEXT));
    // SEQUENCE is the server's ics_sequence (what the REQUEST/CANCEL mails carry), not the row version
    expect(event.sequence).toBe(3);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const { event: legacy } = parseEvent(interviewIcs({ ...INTERVIEW, ics_sequence: undefined }, CONTEXT));
    expect(legacy.sequence).toBe(0);
  });

  it('is titled "Interview: {candidate} — {job}" with the place, the link and the panel by email', () => {
    const { event, vevent } = parseEvent(interviewIcs(INTERVIEW, CONTEXT));
    expect(event.summary).toBe('Interview: Olivia Costa — Product Designer');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/abc-defg-hij');
    expect(event.location).toBe('https://meet.example.com/abc-defg-hij');
    expect(event.description).toContain('Stage: Portfolio review');
    expect(event.description).toContain(CONTEXT.kitUrl);
    const attendees = event.attendees.map((a) => [a.getFirstValue(), a.getParameter('cn')]);
    expect(attendees).toEqual([
      ['mailto:sam@partii.local', 'Sam Rivera'],
      ['mailto:demo@partii.local', 'Demo Recruiter'],
    ]);
  });

  it('gives a room as the location, and a cancelled interview as a cancelled event', () => {
    const { event, vevent } = parseEvent(
      interviewIcs({ ...INTERVIEW, location: 'Room 2, Lisbon office', video_url: null, status: 'cancelled' }, CONTEXT),
    );
    expect(event.location).toBe('Room 2, Lisbon office');
    expect(vevent.getFirstPropertyValue('url')).toBeNull();
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps a custom duration exact', () => {
    const { event } = parseEvent(interviewIcs({ ...INTERVIEW, duration_minutes: 95 }, CONTEXT));
    expect(event.duration.toSeconds()).toBe(95 * 60);
  });

  it('names the file after the candidate', () => {
    expect(interviewIcsFileName('Olivia Costa')).toBe('interview-olivia-costa.ics');
    expect(interviewIcsFileName('José Núñez')).toBe('interview-jose-nunez.ics');
    expect(interviewIcsFileName('  ')).toBe('interview-candidate.ics');
  });
});
