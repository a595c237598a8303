import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { samplePage } from '../test-support';
import { candidateInterviewFileName, candidateInterviewIcs } from './candidateInterviewIcs';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [vevent] = calendar.getAllSubcomponents('vevent');
  return { calendar, vevent: vevent! };
}

describe('candidateInterviewIcs', () => {
  const interview = samplePage().interviews[0];

  it('is the mailed invitation’s event: same UID and SEQUENCE, the company and job, no panel', () => {
    const { calendar, vevent } = parse(candidateInterviewIcs(interview, 'Acme Robotics'));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.getFirstPropertyValue('uid')).toBe(`${interview.id}@interviews.partii`);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Interview with Acme Robotics — Product Designer');
    expect(vevent.getFirstPropertyValue('location')).toBe('12 Harbour St, Lisbon');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('description')).toContain('Video link: https://meet.example.com/abc');
    expect(vevent.getAllProperties('attendee')).toHaveLength(0);
    expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe('2026-12-02T14:00:00Z');
  });

  it('a cancelled interview is the same event, cancelled', () => {
    const { vevent } = parse(candidateInterviewIcs({ ...interview, status: 'cancelled' }, 'Acme'));
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('uid')).toBe(`${interview.id}@interviews.partii`);
  });

  it('names the file after the job', () => {
    expect(candidateInterviewFileName('Señor Product Designer!')).toBe('interview-senor-product-designer.ics');
  });
});
