// Spec §9 "Relative age": 0 days 'Today', 1 'Yesterday', under 7 days 'N days ago', then weeks
// (up to under 30 weeks, as the source words it), else months. The one rule for every screen that
// shows a job's age (/jobs, /candidates, /app/jobs, /app/jobs/{id}).
//
// Days are calendar days in local time, not 24-hour periods: 'Yesterday' is what a person calls a
// job posted at 23:30 when it is now 00:30, though only an hour has passed.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between the calendar days of `date` and `now` (local time), never negative. */
export function daysBetween(date: Date, now: Date): number {
  // Date.UTC of the local calendar dates: a DST change (a 23- or 25-hour day) still counts as one day.
  const start = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const end = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(0, Math.round((end - start) / DAY_MS));
}

export function relativeAge(date: Date | string, now: Date = new Date()): string {
  const days = daysBetween(typeof date === 'string' ? new Date(date) : date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  const weeks = Math.floor(days / 7);
  if (weeks < 30) return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  const months = Math.floor(days / 30);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
