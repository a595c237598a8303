import { describe, expect, it } from 'vitest';
import { activityHref, activityInvitationId, activityText } from './activityText';

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
    // issue 24: the row names the invitation; the address comes from the reader's own store
    expect(line('member_invited', { invitation_id: 'i-1', role: 'interviewer' })).toBe(
      'Ana invited someone as Interviewer',
    );
    expect(
      activityText(
        { kind: 'member_invited', actor_name: 'Ana', data: { invitation_id: 'i-1', role: 'interviewer' } },
        { inviteeEmail: 'sam@x.io' },
      ),
    ).toBe('Ana invited sam@x.io as Interviewer');
    expect(activityInvitationId({ kind: 'member_invited', data: { invitation_id: 'i-1' } })).toBe('i-1');
    expect(activityInvitationId({ kind: 'note_added', data: { invitation_id: 'i-1' } })).toBeNull();
    expect(line('member_joined', { name: 'Sam', role: 'recruiter' }, 'Sam')).toBe('Sam joined the team as Recruiter');
    expect(line('member_role_changed', { name: 'Sam', from: 'recruiter', to: 'admin' })).toBe('Ana made Sam Admin');
    expect(line('member_removed', { name: 'Sam' })).toBe('Ana removed Sam from the team');
  });

  it('reads the interview kinds (issue 14), the time in the viewer zone', () => {
    const startsAt = new Date(2026, 4, 12, 10, 0).toISOString();
    const data = {
      candidate_name: 'Olivia Costa',
      job_title: 'Designer',
      starts_at: startsAt,
      stage_name: 'Portfolio review',
    };
    const line = (kind: string, d: Record<string, unknown> = data) =>
      activityText({ kind, actor_name: 'Ana', data: d });
    expect(line('interview_scheduled')).toBe(
      'Ana scheduled the Portfolio review interview with Olivia Costa for Designer on 12 May, 10:00',
    );
    expect(line('interview_completed', { ...data, stage_name: 'Final Interview' })).toBe(
      'Ana completed the Final Interview with Olivia Costa for Designer',
    );
    expect(line('interview_scheduled', { candidate_name: 'Olivia Costa' })).toBe(
      'Ana scheduled an interview with Olivia Costa',
    );
    expect(line('interview_completed')).toBe(
      'Ana completed the Portfolio review interview with Olivia Costa for Designer',
    );
    expect(line('interview_cancelled', { candidate_name: 'Olivia Costa', job_title: 'Designer' })).toBe(
      'Ana cancelled the interview with Olivia Costa for Designer',
    );
  });

  it('says a scorecard was submitted, never which way it leans (the feed is read by the whole panel)', () => {
    const row = {
      kind: 'scorecard_submitted',
      actor_name: 'Sam',
      data: { candidate_name: 'Olivia Costa', job_title: 'Designer', recommendation: 'strong_no' },
    };
    expect(activityText(row)).toBe('Sam submitted a scorecard for Olivia Costa (Designer)');
    expect(activityText({ ...row, data: null })).toBe('Sam submitted a scorecard for a candidate');
  });

  it('reads a member leaving a panel (issue 24), and says when nobody is left on it', () => {
    const data = {
      name: 'Sam',
      candidate_name: 'Olivia Costa',
      job_title: 'Designer',
      starts_at: new Date(2026, 4, 12, 10, 0).toISOString(),
      panel_empty: false,
    };
    expect(activityText({ kind: 'interviewer_removed', actor_name: 'Ana', data })).toBe(
      'Sam left the panel of the interview with Olivia Costa for Designer on 12 May, 10:00 (no longer on the team)',
    );
    expect(activityText({ kind: 'interviewer_removed', actor_name: null, data: { ...data, panel_empty: true } })).toBe(
      'Sam left the panel of the interview with Olivia Costa for Designer on 12 May, 10:00 (no longer on the team); it needs an interviewer',
    );
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
