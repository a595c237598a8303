import { describe, expect, it } from 'vitest';
import { relativeAge } from './relativeAge';

const now = new Date(2026, 10, 21, 9, 30);
const daysAgo = (n: number, hour = 12) => new Date(2026, 10, 21 - n, hour);

describe('relativeAge', () => {
  it("is 'Today' on the same calendar day", () => {
    expect(relativeAge(daysAgo(0, 0), now)).toBe('Today');
  });
  it("is 'Yesterday' one calendar day back, even under 24 hours", () => {
    expect(relativeAge(new Date(2026, 10, 20, 23, 0), now)).toBe('Yesterday');
  });
  it('counts calendar days, not 24-hour periods: 23:30 yesterday is Yesterday at 00:30', () => {
    const justAfterMidnight = new Date(2026, 10, 21, 0, 30);
    expect(relativeAge(new Date(2026, 10, 20, 23, 30), justAfterMidnight)).toBe('Yesterday');
    expect(relativeAge(new Date(2026, 10, 21, 0, 10), justAfterMidnight)).toBe('Today');
    // 47 hours is one 24-hour period, but two calendar days.
    expect(relativeAge(new Date(2026, 10, 18, 23, 50), new Date(2026, 10, 20, 22, 50))).toBe('2 days ago');
  });
  it("is 'N days ago' under a week", () => {
    expect(relativeAge(daysAgo(2), now)).toBe('2 days ago');
    expect(relativeAge(daysAgo(6), now)).toBe('6 days ago');
  });
  it('counts whole weeks from 7 days', () => {
    expect(relativeAge(daysAgo(7), now)).toBe('1 week ago');
    expect(relativeAge(daysAgo(20), now)).toBe('2 weeks ago');
    expect(relativeAge(daysAgo(29 * 7 + 6), now)).toBe('29 weeks ago');
  });
  it('switches to months at 30 weeks', () => {
    expect(relativeAge(daysAgo(30 * 7), now)).toBe('7 months ago');
    expect(relativeAge(daysAgo(400), now)).toBe('13 months ago');
  });
  it('reads ISO strings and never goes negative', () => {
    expect(relativeAge(new Date(2026, 10, 25).toISOString(), now)).toBe('Today');
  });
});
