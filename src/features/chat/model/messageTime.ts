// When a message was written, as the list and the thread show it: the time today, the day and
// time this year, the date before. Pure (the clock is given).
import { format, isSameDay, isSameYear } from 'date-fns';

export function messageTime(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (isSameDay(at, now)) return format(at, 'HH:mm');
  if (isSameYear(at, now)) return format(at, 'd MMM, HH:mm');
  return format(at, 'd MMM yyyy');
}

/** A message on one line, for the list: whitespace folded, long ones cut with an ellipsis. */
export function messageExcerpt(body: string, max = 80): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
