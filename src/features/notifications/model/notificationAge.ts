// How long ago a notification came, short enough for a narrow list: "just now", "5 min ago",
// "3 h ago", "yesterday", "4 days ago", then the date ("12 Nov", "12 Nov 2025" in another year). Pure.
import { format, isSameYear } from 'date-fns';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function notificationAge(createdAt: string, now: Date = new Date()): string {
  const then = new Date(createdAt);
  const ms = now.getTime() - then.getTime();
  if (Number.isNaN(ms)) return '';
  if (ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h ago`;
  if (ms < 2 * DAY) return 'yesterday';
  if (ms < 7 * DAY) return `${Math.floor(ms / DAY)} days ago`;
  return format(then, isSameYear(then, now) ? 'd MMM' : 'd MMM yyyy');
}
