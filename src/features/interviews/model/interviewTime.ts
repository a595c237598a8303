// When an interview is, and how the lists order them (issue 14 §3). Pure: `now` is always given.
import type { Interview } from '@/db';

type Timed = Pick<Interview, 'starts_at' | 'duration_minutes'>;

export const startMs = (interview: Pick<Interview, 'starts_at'>): number => Date.parse(interview.starts_at);
/** The end of [start, start + duration): the minute an interview is over. */
export const endMs = (interview: Timed): number => startMs(interview) + interview.duration_minutes * 60_000;

/** Midnight at the start of `now`'s day, in the viewer's time zone. */
export function startOfDay(now: Date): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** Whether `userId` is on the interview's panel ("mine"). */
export const isOnPanel = (interview: Pick<Interview, 'interviewer_ids'>, userId: string): boolean =>
  interview.interviewer_ids.includes(userId);

export interface UpcomingAndPast<T> {
  /** From the start of today on, soonest first (so today's come first, even those already over). */
  upcoming: T[];
  /** Before today, newest first. */
  past: T[];
}

/**
 * The Interviews screen's two tabs. `mine`: only those with `userId` on the panel. Ties in time are
 * ordered by id, so the order never flickers between two renders.
 */
export function splitUpcomingPast<T extends Timed & Pick<Interview, 'id' | 'interviewer_ids'>>(
  interviews: readonly T[],
  now: Date,
  filter: { mine: boolean; userId: string },
): UpcomingAndPast<T> {
  const today = startOfDay(now);
  const shown = filter.mine ? interviews.filter((i) => isOnPanel(i, filter.userId)) : interviews;
  const upcoming = shown
    .filter((i) => startMs(i) >= today)
    .sort((a, b) => startMs(a) - startMs(b) || a.id.localeCompare(b.id));
  const past = shown
    .filter((i) => startMs(i) < today)
    .sort((a, b) => startMs(b) - startMs(a) || a.id.localeCompare(b.id));
  return { upcoming, past };
}

/**
 * The dashboard's Upcoming Interviews: scheduled ones not over yet, soonest first; with
 * `mineFirst` (an interviewer's dashboard) those `userId` is on come before the others.
 */
export function nextInterviews<T extends Timed & Pick<Interview, 'id' | 'interviewer_ids' | 'status'>>(
  interviews: readonly T[],
  now: Date,
  options: { userId: string; mineFirst: boolean; limit: number },
): T[] {
  const rank = (i: T) => (options.mineFirst && !isOnPanel(i, options.userId) ? 1 : 0);
  return interviews
    .filter((i) => i.status === 'scheduled' && endMs(i) > now.getTime())
    .sort((a, b) => rank(a) - rank(b) || startMs(a) - startMs(b) || a.id.localeCompare(b.id))
    .slice(0, options.limit);
}

/** Day headings of the Upcoming list: "Today", "Tomorrow", else the date ("Mon 12 May"). */
export function dayHeading(startsAt: string, now: Date, formatDate: (date: Date) => string): string {
  const day = startOfDay(new Date(startsAt));
  const today = startOfDay(now);
  if (day === today) return 'Today';
  const tomorrow = new Date(today);
  tomorrow.setDate(tomorrow.getDate() + 1);
  if (day === tomorrow.getTime()) return 'Tomorrow';
  return formatDate(new Date(startsAt));
}
