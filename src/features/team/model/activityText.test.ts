import { describe, expect, it } from 'vitest';
import { activityHref, activityText } from './activityText';

describe('activity feed text (issue 13: rows name the actor)', () => {
  it('reads each kind as a sentence with the actor first', () => {
    const line = (kind: string, data: Record<string, unknown>, actor_name: string | null = 'Ana') =>
      activityText({ kind, actor_name, data });
    expect(line('stage_moved', { from: 'screening', to: 'interview', candidate_name: 'Olivia Costa' })).toBe(
      'Ana moved Olivia Costa to Interview',
    );
    expect(line('stage_moved', { to: 'offer', candidate_name: 'Olivia Costa', job_title: 'Designer' })).toBe(
      'Ana moved Olivia Costa to Offer for Designer',
    );
    expect(line('note_added', { candidate_name: 'Olivia Costa' })).toBe('Ana added a note on Olivia Costa');
    expect(line('job_status_changed', { from: 'published', to: 'archived', job_title: 'Designer' })).toBe(
      'Ana archived Designer',
    );
    expect(line('member_invited', { email: 'sam@x.io', role: 'interviewer' })).toBe(
      'Ana invited sam@x.io as Interviewer',
    );
    expect(line('member_joined', { name: 'Sam', role: 'recruiter' }, 'Sam')).toBe('Sam joined the team as Recruiter');
    expect(line('member_role_changed', { name: 'Sam', from: 'recruiter', to: 'admin' })).toBe('Ana made Sam Admin');
    expect(line('member_removed', { name: 'Sam' })).toBe('Ana removed Sam from the team');
  });

  it('never shows a blank: missing actor, data or an unknown kind read generically', () => {
    expect(activityText({ kind: 'stage_moved', actor_name: null, data: null })).toBe(
      'Someone moved a candidate to Applied',
    );
    expect(activityText({ kind: 'something_new', actor_name: 'Ana', data: {} })).toBe('Ana made a change');
    expect(activityText({ kind: 'member_invited', actor_name: ' ', data: { role: 'boss' } })).toBe(
      'Someone invited someone as boss',
    );
  });

  it('leads to the candidate, else the job, else the team', () => {
    expect(activityHref({ profile_id: 'p', job_id: 'j' })).toBe('/app/candidates/p');
    expect(activityHref({ profile_id: null, job_id: 'j' })).toBe('/app/jobs/j');
    expect(activityHref({ profile_id: null, job_id: null })).toBe('/app/settings#team');
  });
});
