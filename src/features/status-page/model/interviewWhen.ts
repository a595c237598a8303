// An interview's time as the visitor reads it: in their own time zone (the browser's), with the
// zone named, since the company may be elsewhere ("Tue, 2 Dec 2026 · 14:00–14:45 CET").

export interface WhenOptions {
  locale?: string;
  timeZone?: string;
}

/** The date line of an interview, e.g. "Tuesday, December 2, 2026". */
export function interviewDay(startsAt: string, options: WhenOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(new Date(startsAt));
}

/** The time range of an interview with the zone, e.g. "2:00 – 2:45 PM GMT+1". */
export function interviewTimeRange(startsAt: string, durationMinutes: number, options: WhenOptions = {}): string {
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  return new Intl.DateTimeFormat(options.locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: options.timeZone,
  }).formatRange(start, end);
}

/** A date the candidate applied on, e.g. "Nov 28, 2026". */
export function shortDate(iso: string, options: WhenOptions = {}): string {
  return new Intl.DateTimeFormat(options.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(new Date(iso));
}
