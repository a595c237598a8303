import { describe, expect, it } from 'vitest';
import { dayBounds } from './dayRange';

// Saturday 28 November 2026, 15:00 in the test's time zone.
const now = new Date(2026, 10, 28, 15, 0);
const local = (month: number, day: number, year = 2026) => new Date(year, month - 1, day);

describe('dayBounds', () => {
  it('reads today, tomorrow and the weeks from Monday', () => {
    expect(dayBounds({ kind: 'today' }, now, 'ahead')).toEqual({
      from: local(11, 28),
      to: local(11, 29),
      label: 'today',
    });
    expect(dayBounds({ kind: 'tomorrow' }, now, 'ahead').from).toEqual(local(11, 29));
    expect(dayBounds({ kind: 'thisWeek' }, now, 'ahead')).toEqual({
      from: local(11, 23),
      to: local(11, 30),
      label: 'this week',
    });
    expect(dayBounds({ kind: 'nextWeek' }, now, 'ahead').from).toEqual(local(11, 30));
    expect(dayBounds({ kind: 'lastWeek' }, now, 'behind').from).toEqual(local(11, 16));
  });

  it('takes the coming weekday for interviews and the last one for applications, today included', () => {
    expect(dayBounds({ kind: 'weekday', weekday: 4 }, now, 'ahead')).toMatchObject({
      from: local(12, 3),
      label: 'on Thu 3 Dec 2026',
    });
    expect(dayBounds({ kind: 'weekday', weekday: 4 }, now, 'behind').from).toEqual(local(11, 26));
    expect(dayBounds({ kind: 'weekday', weekday: 6 }, now, 'ahead').from).toEqual(local(11, 28));
    expect(dayBounds({ kind: 'weekday', weekday: 6 }, now, 'behind').from).toEqual(local(11, 28));
  });

  it('takes a date without a year nearest now', () => {
    expect(dayBounds({ kind: 'date', year: null, month: 12, day: 3 }, now, 'ahead').from).toEqual(local(12, 3));
    expect(dayBounds({ kind: 'date', year: null, month: 1, day: 5 }, now, 'ahead').from).toEqual(local(1, 5, 2027));
    expect(dayBounds({ kind: 'date', year: 2025, month: 12, day: 3 }, now, 'ahead').from).toEqual(local(12, 3, 2025));
  });
});
