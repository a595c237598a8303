import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { notificationExcerpt, notificationHref, notificationText, type NotificationLike } from './notificationText';

const STARTS = '2026-12-02T14:00:00.000Z';
const CONVERSATION = '6f1c7a52-95a4-4f0e-8d5c-2f2b7c1a9e10';
const PREVIOUS = '2026-12-01T10:00:00.000Z';
// The sentence shows times in the reader's zone (the test machine's).
const when = (iso: string) => format(new Date(iso), 'EEE d MMM HH:mm');

const interview = {
  actor_name: 'Maya Chen',
  stage_name: 'Technical interview',
  candidate_name: 'Olivia Costa',
  job_title: 'Senior Frontend Engineer',
  starts_at: STARTS,
};

const row = (kind: string, data: Record<string, unknown> | null, links: Partial<NotificationLike> = {}) => ({
  kind,
  data,
  candidate_id: null,
  application_id: null,
  interview_id: null,
  job_id: null,
  ...links,
});

describe('notificationText: one plain sentence per kind', () => {
  it.each([
    [
      'panel_added',
      interview,
      `Maya Chen added you to the panel of Technical interview with Olivia Costa — Senior Frontend Engineer, ${when(STARTS)}`,
    ],
    [
      'panel_removed',
      interview,
      `Maya Chen took you off the panel of Technical interview with Olivia Costa — Senior Frontend Engineer, ${when(STARTS)}`,
    ],
    [
      'interview_moved',
      { ...interview, previous_starts_at: PREVIOUS },
      `Maya Chen moved Technical interview with Olivia Costa — Senior Frontend Engineer to ${when(STARTS)} (was ${when(PREVIOUS)})`,
    ],
    [
      'interview_cancelled',
      interview,
      `Maya Chen cancelled Technical interview with Olivia Costa — Senior Frontend Engineer, ${when(STARTS)}`,
    ],
    [
      'scorecard_due',
      interview,
      'Your scorecard is due for Technical interview with Olivia Costa — Senior Frontend Engineer',
    ],
    [
      'mentioned',
      { actor_name: 'Sam Rivera', candidate_name: 'Olivia Costa' },
      'Sam Rivera mentioned you in a note on Olivia Costa',
    ],
    [
      'application_received',
      { candidate_name: 'Olivia Costa', job_title: 'Designer' },
      'Olivia Costa applied for Designer',
    ],
    [
      'candidate_replied',
      { candidate_name: 'Olivia Costa', job_title: 'Designer' },
      'Olivia Costa replied to your team — Designer',
    ],
    [
      'candidate_withdrew',
      { candidate_name: 'Olivia Costa', job_title: 'Designer' },
      'Olivia Costa withdrew their application for Designer',
    ],
    ['invitation_accepted', { invitee_name: 'Sam Rivera' }, 'Sam Rivera accepted your invitation and joined the team'],
  ])('%s', (kind, data, expected) => expect(notificationText(row(kind, data))).toBe(expected));

  it('a mention in Chat names the conversation and quotes the words in the sentence', () => {
    const chat = row('mentioned', {
      actor_name: 'Sam Rivera',
      conversation_id: CONVERSATION,
      conversation_name: '#hiring',
      excerpt: 'Can you take the onsite?',
    });
    expect(notificationText(chat)).toBe('Sam Rivera mentioned you in #hiring: "Can you take the onsite?"');
    expect(notificationExcerpt(chat)).toBeNull();
    expect(notificationText(row('mentioned', { conversation_name: 'Emma Johnson' }))).toBe(
      'A colleague mentioned you in Emma Johnson: ""',
    );
  });

  it('missing keys degrade to plain words, never "undefined"', () => {
    expect(notificationText(row('panel_added', null))).toBe('A colleague added you to the panel of an interview');
    expect(notificationText(row('interview_moved', { starts_at: 'soon' }))).toBe('A colleague moved an interview');
    expect(notificationText(row('mentioned', {}))).toBe('A colleague mentioned you in a note');
    expect(notificationText(row('application_received', { candidate_name: '  ' }))).toBe('A candidate applied');
    expect(notificationText(row('invitation_accepted', { invitee_name: 42 }))).toBe(
      'Your invitee accepted your invitation and joined the team',
    );
  });

  it('a kind this build does not know reads generically', () => {
    expect(notificationText(row('offer_signed', { candidate_name: 'Olivia Costa' }))).toBe(
      'Something changed about Olivia Costa',
    );
    expect(notificationText(row('', null))).toBe('You have a new notification');
  });

  it('the excerpt (a mention, a reply) is shown under the sentence', () => {
    expect(notificationExcerpt(row('mentioned', { excerpt: 'Can you check her portfolio?' }))).toBe(
      'Can you check her portfolio?',
    );
    expect(notificationExcerpt(row('mentioned', null))).toBeNull();
  });
});

describe('notificationHref: each item links to its object', () => {
  const ids = { candidate_id: 'c1', interview_id: 'i1', job_id: 'j1', application_id: 'a1' };
  it.each([
    ['panel_added', ids, '/app/interviews/i1'],
    ['interview_moved', ids, '/app/interviews/i1'],
    ['scorecard_due', ids, '/app/interviews/i1'],
    ['panel_removed', ids, '/app/interviews'],
    ['interview_cancelled', ids, '/app/interviews'],
    ['mentioned', ids, '/app/candidates/c1'],
    ['application_received', ids, '/app/candidates/c1'],
    ['application_received', { job_id: 'j1' }, '/app/jobs/j1'],
    ['candidate_withdrew', ids, '/app/candidates/c1'],
    ['invitation_accepted', {}, '/app/settings#team'],
    ['something_new', { job_id: 'j1' }, '/app/jobs/j1'],
    ['mentioned', {}, null],
  ])('%s %j → %s', (kind, links, expected) => expect(notificationHref(row(kind, null, links))).toBe(expected));

  it('a mention in Chat leads to its conversation, even when it is about a candidate', () => {
    const data = { conversation_id: CONVERSATION, conversation_name: 'Emma Johnson' };
    expect(notificationHref(row('mentioned', data, ids))).toBe(`/app/chat?c=${CONVERSATION}`);
    expect(notificationHref(row('mentioned', { conversation_id: 'x' }, ids))).toBe('/app/candidates/c1');
  });
});
