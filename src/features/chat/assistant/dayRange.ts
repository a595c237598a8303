// The instants a question's day range covers, in the member's time zone. Weeks start on Monday.
// Pure: `now` is given.
import { addDays, addYears, format, startOfDay, startOfWeek } from 'date-fns';
import type { DayRange } from './parseQuestion';

export interface DayBounds {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  /** How the answer names the range: "today", "this week", "on Thu 3 Dec 2026". */
  label: string;
}

const dayLabel = (day: Date) => `on ${format(day, 'EEE d MMM yyyy')}`;
const week = (start: Date, label: string): DayBounds => ({ from: start, to: addDays(start, 7), label });

/**
 * A named weekday is the coming one for what lies ahead (interviews) and the last one for what has
 * happened (applications), today included either way. A date without a year is the one nearest now.
 */
export function dayBounds(range: DayRange, now: Date, weekdayFacing: 'ahead' | 'behind'): DayBounds {
  const today = startOfDay(now);
  const day = (start: Date, label: string): DayBounds => ({ from: start, to: addDays(start, 1), label });
  switch (range.kind) {
    case 'today':
      return day(today, 'today');
    case 'tomorrow':
      return day(addDays(today, 1), 'tomorrow');
    case 'yesterday':
      return day(addDays(today, -1), 'yesterday');
    case 'thisWeek':
      return week(startOfWeek(now, { weekStartsOn: 1 }), 'this week');
    case 'nextWeek':
      return week(addDays(startOfWeek(now, { weekStartsOn: 1 }), 7), 'next week');
    case 'lastWeek':
      return week(addDays(startOfWeek(now, { weekStartsOn: 1 }), -7), 'last week');
    case 'weekday': {
      const ahead = (range.weekday - today.getDay() + 7) % 7;
      const start = addDays(today, weekdayFacing === 'ahead' ? ahead : -((7 - ahead) % 7));
      return day(start, dayLabel(start));
    }
    case 'date': {
      const inYear = (year: number) => new Date(year, range.month - 1, range.day);
      let start = inYear(range.year ?? today.getFullYear());
      if (range.year === null) {
        const distance = (d: Date) => Math.abs(d.getTime() - today.getTime());
        for (const other of [addYears(start, -1), addYears(start, 1)])
          if (distance(other) < distance(start)) start = other;
      }
      return day(start, dayLabel(start));
    }
  }
}
