// `{{interview.when}}` and `{{interview.location}}`. A candidate may live in another time zone than
// the recruiter, so the time is written in the recruiter's zone WITH the zone named ("Tuesday
// 2 December at 14:00 (Europe/Berlin, GMT+1)"), never as a bare clock time. Pure: zone and now given.
import type { Interview } from '@/db';

function zoneLabel(date: Date, timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name}, ${offset}` : name;
}

/** "Tuesday 2 December at 14:00 (UTC)": the interview's start in `timeZone`, the zone named. */
export function interviewWhen(startsAt: string, timeZone: string): string {
  const date = new Date(startsAt);
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(
    date,
  );
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
  return `${day.replace(',', '')} at ${time} (${zoneLabel(date, timeZone)})`;
}

/** The place, the video link, or both ("Acme office (video call: https://…)"); null: neither. */
export function interviewLocation(interview: Pick<Interview, 'location' | 'video_url'>): string | null {
  const place = interview.location?.trim() || null;
  const video = interview.video_url?.trim() || null;
  if (place && video) return `${place} (video call: ${video})`;
  if (video) return `Video call: ${video}`;
  return place;
}

/** The interview a mail about an application speaks of: the next scheduled one not over yet. */
export function nextScheduledInterview<T extends Pick<Interview, 'id' | 'starts_at' | 'duration_minutes' | 'status'>>(
  interviews: readonly T[],
  now: Date,
): T | null {
  const upcoming = interviews
    .filter((i) => i.status === 'scheduled' && Date.parse(i.starts_at) + i.duration_minutes * 60_000 > now.getTime())
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id));
  return upcoming[0] ?? null;
}

/** The zone this device's clock is in (the recruiter's). */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
