// How the interview screens write times (date-fns, the viewer's time zone).
import { format } from 'date-fns';
import type { Interview } from '@/db';
import { endMs, startMs } from '../model/interviewTime';

/** "10:00–11:00". */
export const timeRange = (interview: Pick<Interview, 'starts_at' | 'duration_minutes'>): string =>
  `${format(startMs(interview), 'HH:mm')}–${format(endMs(interview), 'HH:mm')}`;

/** "Tue 12 May, 10:00–11:00". */
export const dateTimeRange = (interview: Pick<Interview, 'starts_at' | 'duration_minutes'>): string =>
  `${format(startMs(interview), 'EEE d MMM')}, ${timeRange(interview)}`;

/** "Tue 12 May" (the Upcoming list's day headings after Today and Tomorrow). */
export const dayLabel = (date: Date): string => format(date, 'EEEE d MMMM');

export const minutesLabel = (minutes: number): string => `${minutes} min`;
