import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarInviteIcs, type CalendarInvite } from './calendarInvite';

const INVITE: CalendarInvite = {
  method: 'REQUEST',
  uid: '0b9f5c1e-1111-4111-8111-111111111111@interviews.partii',
  sequence: 2,
  start: '2026-05-12T09:30:00+00:00',
  duration_minutes: 45,
  title: 'Interview: Olivia Costa — Product Designer',
  description: 'Stage: Portfolio review\nVideo link: https://meet.example.com/abc',
  location: 'Room 2, Lisbon office',
  url: 'https://meet.example.com/abc',
  organizer: { name: 'Demo Recruiter', email: 'demo@partii.local' },
  attendees: [
    { name: 'Sam Rivera', email: 'sam@partii.local' },
    { name: 'Ana Lima', email: 'ana@partii.local' },
  ],
};

/** The calendar and its one VEVENT, read back by ical.js (an independent parser). */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { calendar, vevent: vevents[0]!, event: new ICAL.Event(vevents[0]!) };
}

describe('calendarInviteIcs (issue 25 §2: invitations that land in calendars)', () => {
  it('is a METHOD:REQUEST with the UID, SEQUENCE, times in UTC, place and link', () => {
    const { calendar, vevent, event } = parse(calendarInviteIcs(INVITE));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(INVITE.uid);
    expect(event.sequence).toBe(2);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-05-12T09:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-05-12T10:15:00.000Z');
    expect(event.summary).toBe(INVITE.title);
    expect(event.location).toBe('Room 2, Lisbon office');
    expect(event.description).toBe(INVITE.description);
    expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/abc');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('names the organizer and exactly the panel as attendees, asked to answer', () => {
    const { vevent, event } = parse(calendarInviteIcs(INVITE));
    const organizer = vevent.getFirstProperty('organizer')!;
    // the URI scheme is case-insensitive (RFC 3986); ics writes MAILTO for the organizer
    expect(String(organizer.getFirstValue()).toLowerCase()).toBe('mailto:demo@partii.local');
    expect(organizer.getParameter('cn')).toBe('Demo Recruiter');
    expect(event.attendees.map((a) => [a.getFirstValue(), a.getParameter('cn')])).toEqual([
      ['mailto:sam@partii.local', 'Sam Rivera'],
      ['mailto:ana@partii.local', 'Ana Lima'],
    ]);
    expect(event.attendees.map((a) => a.getParameter('partstat'))).toEqual(['NEEDS-ACTION', 'NEEDS-ACTION']);
    expect(event.attendees.map((a) => a.getParameter('rsvp'))).toEqual(['TRUE', 'TRUE']);
  });

  it('makes a cancellation a METHOD:CANCEL of the same UID with STATUS:CANCELLED', () => {
    const first = parse(calendarInviteIcs(INVITE));
    const cancel = parse(calendarInviteIcs({ ...INVITE, method: 'CANCEL', sequence: 3 }));
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.event.uid).toBe(first.event.uid);
    expect(cancel.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(cancel.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('as a file to import (PUBLISH) keeps the event and asks nobody to answer', () => {
    const { calendar, vevent, event } = parse(
      calendarInviteIcs({ ...INVITE, method: 'CANCEL' }, { method: 'PUBLISH' }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.attendees.map((a) => a.getParameter('rsvp'))).toEqual(['FALSE', 'FALSE']);
  });

  it('without a place uses the link as the location; without organizer or description leaves them out', () => {
    const { vevent, event } = parse(
      calendarInviteIcs({ ...INVITE, location: null, description: null, organizer: null, attendees: [] }),
    );
    expect(event.location).toBe('https://meet.example.com/abc');
    expect(vevent.getFirstProperty('organizer')).toBeNull();
    expect(vevent.getFirstProperty('description')).toBeNull();
    expect(event.attendees).toEqual([]);
  });

  it('escapes what a title or description may hold (commas, semicolons, new lines)', () => {
    const title = 'Interview: Costa, Olivia; "Lead" — Design\\Ops';
    const { event } = parse(calendarInviteIcs({ ...INVITE, title, description: 'Line 1\nLine 2, with; marks' }));
    expect(event.summary).toBe(title);
    expect(event.description).toBe('Line 1\nLine 2, with; marks');
  });

  it('names a person without a name by their address (a candidate known by address only)', () => {
    const { event } = parse(calendarInviteIcs({ ...INVITE, attendees: [{ name: null, email: 'grace@example.com' }] }));
    expect(event.attendees.map((a) => [String(a.getFirstValue()).toLowerCase(), a.getParameter('cn')])).toEqual([
      ['mailto:grace@example.com', 'grace@example.com'],
    ]);
  });

  it('refuses a start that is not a date', () => {
    expect(() => calendarInviteIcs({ ...INVITE, start: 'soon' })).toThrow(/not a date/);
  });
});
