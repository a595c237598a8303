import { describe, expect, it } from 'vitest';
import {
  durationChoice,
  durationMinutes,
  formFromInterview,
  interviewFields,
  localDateTime,
  placeFields,
  scheduleFormErrors,
  startsAtFrom,
  type ScheduleForm,
} from './scheduleForm';

const FORM: ScheduleForm = {
  applicationId: 'app-1',
  stageId: 'stage-1',
  date: '2026-05-12',
  time: '10:30',
  duration: '60',
  customMinutes: '',
  interviewerIds: ['sam', 'ana', 'sam'],
  place: 'https://meet.example.com/abc',
  inviteCandidate: true,
};

describe('the duration choice (45, 60 or custom 1–600)', () => {
  it('reads 45 and 60 as they are, a custom value as whole minutes from 1 to 600', () => {
    expect(durationMinutes({ duration: '45', customMinutes: '' })).toBe(45);
    expect(durationMinutes({ duration: '60', customMinutes: '999' })).toBe(60);
    expect(durationMinutes({ duration: 'custom', customMinutes: ' 90 ' })).toBe(90);
    expect(durationMinutes({ duration: 'custom', customMinutes: '1' })).toBe(1);
    expect(durationMinutes({ duration: 'custom', customMinutes: '600' })).toBe(600);
    for (const bad of ['0', '601', '', '1.5', '-5', 'an hour']) {
      expect(durationMinutes({ duration: 'custom', customMinutes: bad })).toBeNull();
    }
  });

  it('shows a stored length as its choice', () => {
    expect(durationChoice(45)).toEqual({ duration: '45', customMinutes: '' });
    expect(durationChoice(60)).toEqual({ duration: '60', customMinutes: '' });
    expect(durationChoice(90)).toEqual({ duration: 'custom', customMinutes: '90' });
    expect(durationChoice(null)).toEqual({ duration: '45', customMinutes: '' });
  });
});

describe('the Schedule Interview form', () => {
  it('is valid when complete', () => expect(scheduleFormErrors(FORM)).toEqual({}));

  it('names each missing or wrong field', () => {
    expect(
      scheduleFormErrors({
        ...FORM,
        applicationId: '',
        date: '',
        time: '',
        duration: 'custom',
        customMinutes: '0',
        interviewerIds: [],
        place: 'https://',
      }),
    ).toEqual({
      applicationId: 'Please choose a candidate.',
      date: 'Please choose a date.',
      time: 'Please choose a time.',
      duration: 'Duration must be a whole number of minutes from 1 to 600.',
      interviewerIds: 'Please choose at least one interviewer.',
      place: 'Please enter a valid video link.',
    });
    expect(scheduleFormErrors({ ...FORM, date: '2026-02-30' }).date).toBe('Please choose a date.');
  });

  it('reads the date and time as local time, and back', () => {
    const iso = startsAtFrom('2026-05-12', '10:30')!;
    expect(new Date(iso).getHours()).toBe(10);
    expect(new Date(iso).getMinutes()).toBe(30);
    expect(localDateTime(iso)).toEqual({ date: '2026-05-12', time: '10:30' });
    expect(startsAtFrom('2026-05-12', '')).toBeNull();
  });

  it('takes an http(s) link as the video link and anything else as the location', () => {
    expect(placeFields('https://meet.example.com/abc')).toEqual({
      location: null,
      video_url: 'https://meet.example.com/abc',
    });
    expect(placeFields(' Room 2 ')).toEqual({ location: 'Room 2', video_url: null });
    expect(placeFields('')).toEqual({ location: null, video_url: null });
  });

  it('gives the interview columns, the panel once each, and the form back from them', () => {
    const fields = interviewFields(FORM);
    expect(fields).toEqual({
      application_id: 'app-1',
      stage_id: 'stage-1',
      starts_at: startsAtFrom('2026-05-12', '10:30'),
      duration_minutes: 60,
      interviewer_ids: ['sam', 'ana'],
      location: null,
      video_url: 'https://meet.example.com/abc',
      invite_candidate: true,
    });
    const back = formFromInterview({ ...fields, id: 'i', status: 'scheduled' } as never);
    expect(back).toEqual({ ...FORM, interviewerIds: ['sam', 'ana'] });
  });
});
