// The Schedule Interview dialog's form (issue 14 §3): the candidate's application, the stage, a
// date and time (the viewer's local time), a duration of 45 or 60 minutes or a custom 1–600, the
// panel and a location or a video link. Pure.
import type { Interview } from '@/db';

export const DURATION_CHOICES = ['45', '60', 'custom'] as const;
export type DurationChoice = (typeof DURATION_CHOICES)[number];
export const DURATION_LABEL: Record<DurationChoice, string> = {
  '45': '45 minutes',
  '60': '60 minutes',
  custom: 'Custom',
};
export const MAX_DURATION_MINUTES = 600;

export interface ScheduleForm {
  applicationId: string;
  stageId: string | null;
  /** yyyy-mm-dd, as a date input gives it. */
  date: string;
  /** HH:mm, as a time input gives it. */
  time: string;
  duration: DurationChoice;
  /** The custom duration as typed. */
  customMinutes: string;
  interviewerIds: string[];
  /** A place, or an http(s) link to a video call. */
  place: string;
  /** Mail the candidate a calendar invitation too (issue 25); the panel always gets one. */
  inviteCandidate: boolean;
}

export type ScheduleField = 'applicationId' | 'date' | 'time' | 'duration' | 'interviewerIds' | 'place';
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

/** 45, 60 or the custom minutes (a whole number, 1–600); null when the custom value is not one. */
export function durationMinutes(form: Pick<ScheduleForm, 'duration' | 'customMinutes'>): number | null {
  if (form.duration !== 'custom') return Number(form.duration);
  const text = form.customMinutes.trim();
  if (!/^\d+$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= MAX_DURATION_MINUTES ? minutes : null;
}

/** The choice that shows `minutes`: 45 and 60 as themselves, anything else as custom. */
export function durationChoice(minutes: number | null | undefined): Pick<ScheduleForm, 'duration' | 'customMinutes'> {
  if (minutes === 45 || minutes === 60) return { duration: String(minutes) as DurationChoice, customMinutes: '' };
  if (!minutes) return { duration: '45', customMinutes: '' };
  return { duration: 'custom', customMinutes: String(minutes) };
}

/** The start as an ISO instant, from a local date and time; null when either is not one. */
export function startsAtFrom(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const at = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (at.getFullYear() !== Number(d[1]) || at.getMonth() !== Number(d[2]) - 1 || at.getDate() !== Number(d[3])) {
    return null;
  }
  return at.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date and time inputs' values of an instant. */
export function localDateTime(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

const VIDEO_LINK = /^https?:\/\//i;

/** A link (http or https) is the video link; anything else typed is the location. */
export function placeFields(place: string): Pick<Interview, 'location' | 'video_url'> {
  const text = place.trim();
  if (!text) return { location: null, video_url: null };
  return VIDEO_LINK.test(text) ? { location: null, video_url: text } : { location: text, video_url: null };
}

/** The place an interview shows: its location, else its video link. */
export const placeOf = (interview: Pick<Interview, 'location' | 'video_url'>): string =>
  interview.location ?? interview.video_url ?? '';

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Every field's problem, in the product's words; empty when the form may be saved. */
export function scheduleFormErrors(form: ScheduleForm): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (!form.applicationId) errors.applicationId = 'Please choose a candidate.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || !startsAtFrom(form.date, '00:00'))
    errors.date = 'Please choose a date.';
  if (!/^\d{2}:\d{2}$/.test(form.time)) errors.time = 'Please choose a time.';
  if (durationMinutes(form) === null) errors.duration = 'Duration must be a whole number of minutes from 1 to 600.';
  if (form.interviewerIds.length === 0) errors.interviewerIds = 'Please choose at least one interviewer.';
  const place = form.place.trim();
  if (VIDEO_LINK.test(place) && !isHttpUrl(place)) errors.place = 'Please enter a valid video link.';
  return errors;
}

/** The interview's columns from a valid form (scheduleFormErrors is empty). */
export function interviewFields(
  form: ScheduleForm,
): Pick<
  Interview,
  | 'application_id'
  | 'stage_id'
  | 'starts_at'
  | 'duration_minutes'
  | 'interviewer_ids'
  | 'location'
  | 'video_url'
  | 'invite_candidate'
> {
  return {
    application_id: form.applicationId,
    stage_id: form.stageId,
    starts_at: startsAtFrom(form.date, form.time) ?? '',
    duration_minutes: durationMinutes(form) ?? 45,
    interviewer_ids: [...new Set(form.interviewerIds)],
    ...placeFields(form.place),
    invite_candidate: form.inviteCandidate,
  };
}

/** The form of an existing interview (Reschedule). */
export function formFromInterview(interview: Interview): ScheduleForm {
  return {
    applicationId: interview.application_id,
    stageId: interview.stage_id,
    ...localDateTime(interview.starts_at),
    ...durationChoice(interview.duration_minutes),
    interviewerIds: [...interview.interviewer_ids],
    place: placeOf(interview),
    inviteCandidate: interview.invite_candidate ?? false,
  };
}
