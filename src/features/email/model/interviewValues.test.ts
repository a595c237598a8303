import { describe, expect, it } from 'vitest';
import { interviewLocation, interviewWhen, nextScheduledInterview } from './interviewValues';

describe('interviewWhen', () => {
  it('writes the day, the time and the zone', () => {
    expect(interviewWhen('2026-12-01T14:00:00Z', 'UTC')).toBe('Tuesday 1 December at 14:00 (UTC)');
  });

  it('writes the time in the recruiter’s zone, naming it with its offset', () => {
    expect(interviewWhen('2026-12-01T14:00:00Z', 'Europe/Berlin')).toBe(
      'Tuesday 1 December at 15:00 (Europe/Berlin, GMT+1)',
    );
    expect(interviewWhen('2026-12-01T23:30:00Z', 'America/New_York')).toBe(
      'Tuesday 1 December at 18:30 (America/New York, GMT-5)',
    );
  });
});

describe('interviewLocation', () => {
  it('gives the place, the link, or both', () => {
    expect(interviewLocation({ location: 'Room 4', video_url: null })).toBe('Room 4');
    expect(interviewLocation({ location: ' ', video_url: 'https://meet.example/x' })).toBe(
      'Video call: https://meet.example/x',
    );
    expect(interviewLocation({ location: 'Room 4', video_url: 'https://meet.example/x' })).toBe(
      'Room 4 (video call: https://meet.example/x)',
    );
    expect(interviewLocation({ location: null, video_url: null })).toBeNull();
  });
});

describe('nextScheduledInterview', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const at = (id: string, starts_at: string, status: 'scheduled' | 'cancelled' = 'scheduled') => ({
    id,
    starts_at,
    duration_minutes: 60,
    status,
  });

  it('takes the soonest scheduled interview not over yet', () => {
    const found = nextScheduledInterview(
      [
        at('late', '2026-12-05T10:00:00Z'),
        at('past', '2026-11-30T10:00:00Z'),
        at('cancelled', '2026-12-02T10:00:00Z', 'cancelled'),
        at('running', '2026-12-01T11:30:00Z'),
      ],
      now,
    );
    expect(found?.id).toBe('running');
  });

  it('answers null when none is ahead', () => {
    expect(nextScheduledInterview([at('past', '2026-11-30T10:00:00Z')], now)).toBeNull();
  });
});
