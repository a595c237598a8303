import { describe, expect, it } from 'vitest';
import { dayHeading, nextInterviews, splitUpcomingPast } from './interviewTime';

const ME = 'me';
const at = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(y, mo - 1, d, h, mi).toISOString();
const interview = (id: string, startsAt: string, panel: string[] = [ME], status = 'scheduled', minutes = 60) => ({
  id,
  starts_at: startsAt,
  duration_minutes: minutes,
  interviewer_ids: panel,
  status: status as 'scheduled' | 'completed' | 'cancelled',
});

// 14:00 local on Tuesday 12 May 2026.
const NOW = new Date(2026, 4, 12, 14, 0);
const all = [
  interview('tomorrow', at(2026, 5, 13, 9)),
  interview('this-morning', at(2026, 5, 12, 9), ['other']),
  interview('later-today', at(2026, 5, 12, 16)),
  interview('yesterday', at(2026, 5, 11, 10), ['other']),
  interview('last-week', at(2026, 5, 5, 10)),
  interview('yesterday-late', at(2026, 5, 11, 17)),
];

describe('splitUpcomingPast (issue 14 §3: Upcoming today first, Past newest first)', () => {
  it('puts today (even what is over) and later in Upcoming, soonest first', () => {
    const { upcoming } = splitUpcomingPast(all, NOW, { mine: false, userId: ME });
    expect(upcoming.map((i) => i.id)).toEqual(['this-morning', 'later-today', 'tomorrow']);
  });

  it('puts the days before today in Past, newest first', () => {
    const { past } = splitUpcomingPast(all, NOW, { mine: false, userId: ME });
    expect(past.map((i) => i.id)).toEqual(['yesterday-late', 'yesterday', 'last-week']);
  });

  it('"Mine" keeps the interviews I am on the panel of', () => {
    const { upcoming, past } = splitUpcomingPast(all, NOW, { mine: true, userId: ME });
    expect(upcoming.map((i) => i.id)).toEqual(['later-today', 'tomorrow']);
    expect(past.map((i) => i.id)).toEqual(['yesterday-late', 'last-week']);
  });

  it('orders two at the same time by id, so the list never flickers', () => {
    const same = [interview('b', at(2026, 5, 12, 15)), interview('a', at(2026, 5, 12, 15))];
    expect(splitUpcomingPast(same, NOW, { mine: false, userId: ME }).upcoming.map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('nextInterviews (the dashboard)', () => {
  const list = [
    ...all,
    interview('running', at(2026, 5, 12, 13, 30), ['other']),
    interview('cancelled', at(2026, 5, 12, 15), [ME], 'cancelled'),
    interview('theirs-soon', at(2026, 5, 12, 15), ['other']),
  ];

  it('gives scheduled interviews not over yet, soonest first', () => {
    expect(nextInterviews(list, NOW, { userId: ME, mineFirst: false, limit: 10 }).map((i) => i.id)).toEqual([
      'running',
      'theirs-soon',
      'later-today',
      'tomorrow',
    ]);
  });

  it("puts an interviewer's own first, and keeps the limit", () => {
    expect(nextInterviews(list, NOW, { userId: ME, mineFirst: true, limit: 3 }).map((i) => i.id)).toEqual([
      'later-today',
      'tomorrow',
      'running',
    ]);
  });
});

describe('dayHeading', () => {
  const format = (d: Date) => `${d.getDate()}/${d.getMonth() + 1}`;
  it('says Today, Tomorrow, else the date', () => {
    expect(dayHeading(at(2026, 5, 12, 23, 59), NOW, format)).toBe('Today');
    expect(dayHeading(at(2026, 5, 13, 0, 0), NOW, format)).toBe('Tomorrow');
    expect(dayHeading(at(2026, 5, 20, 9), NOW, format)).toBe('20/5');
  });
});
