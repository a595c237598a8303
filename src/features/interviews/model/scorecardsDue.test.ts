import { describe, expect, it } from 'vitest';
import { scorecardId } from '@/db/interviewIds';
import { scorecardsDue, scorecardsDueCount } from './scorecardsDue';

const SAM = '11111111-1111-4111-8111-111111111111';
const ANA = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-05-12T12:00:00.000Z');
const interview = (id: string, startsAt: string, panel: string[], status = 'scheduled') => ({
  id,
  starts_at: startsAt,
  interviewer_ids: panel,
  status: status as 'scheduled' | 'completed' | 'cancelled',
});
const I1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const I2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const I3 = 'aaaaaaaa-0000-4000-8000-000000000003';
const I4 = 'aaaaaaaa-0000-4000-8000-000000000004';

describe('scorecardsDue (issue 14 §6: the job stats "Scorecards due")', () => {
  const interviews = [
    interview(I1, '2026-05-11T10:00:00.000Z', [SAM, ANA]),
    interview(I2, '2026-05-12T11:30:00.000Z', [ANA], 'completed'),
    interview(I3, '2026-05-12T13:00:00.000Z', [SAM]),
    interview(I4, '2026-05-10T10:00:00.000Z', [SAM], 'cancelled'),
  ];

  it('counts panel members without a scorecard on interviews that have started and are not cancelled', () => {
    const due = scorecardsDue(interviews, [{ id: 'x', interview_id: I1, interviewer_id: ANA }], NOW);
    expect(due.map((d) => [d.interview.id, d.missing])).toEqual([
      [I1, [SAM]],
      [I2, [ANA]],
    ]);
    expect(scorecardsDueCount(due)).toBe(2);
  });

  it("counts only a member's own when asked (an interviewer cannot see colleagues' scorecards)", () => {
    const due = scorecardsDue(interviews, [], NOW);
    expect(scorecardsDueCount(due)).toBe(3);
    expect(scorecardsDueCount(due, SAM)).toBe(1);
    expect(scorecardsDueCount(due, ANA)).toBe(2);
    expect(scorecardsDueCount(scorecardsDue(interviews.slice(2), [], NOW), SAM)).toBe(0);
  });

  it('knows a scorecard submitted here by its deterministic id, before the server stamps the author', () => {
    const local = { id: scorecardId(I1, SAM), interview_id: I1, interviewer_id: null };
    const due = scorecardsDue(interviews.slice(0, 1), [local], NOW);
    expect(due.map((d) => d.missing)).toEqual([[ANA]]);
  });

  it('is empty once every scorecard is in', () => {
    const all = [
      { id: 'a', interview_id: I1, interviewer_id: SAM },
      { id: 'b', interview_id: I1, interviewer_id: ANA },
      { id: 'c', interview_id: I2, interviewer_id: ANA },
    ];
    expect(scorecardsDue(interviews, all, NOW)).toEqual([]);
  });
});
