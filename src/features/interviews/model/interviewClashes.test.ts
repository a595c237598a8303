import { describe, expect, it } from 'vitest';
import { interviewClashes } from './interviewClashes';

const SAM = 'sam';
const ANA = 'ana';
const LEE = 'lee';

const interview = (id: string, startsAt: string, minutes: number, panel: string[], status = 'scheduled') => ({
  id,
  starts_at: startsAt,
  duration_minutes: minutes,
  interviewer_ids: panel,
  status: status as 'scheduled' | 'completed' | 'cancelled',
});

describe('interviewClashes (issue 14 §3: warned, not blocked)', () => {
  const existing = [
    interview('a', '2026-05-12T09:00:00.000Z', 60, [SAM]),
    interview('b', '2026-05-12T10:30:00+00:00', 45, [SAM, ANA]),
    interview('c', '2026-05-12T10:00:00.000Z', 60, [LEE], 'cancelled'),
    interview('d', '2026-05-12T11:00:00.000Z', 30, [ANA]),
  ];

  it('names each interviewer with each interview overlapping [start, start + duration)', () => {
    const clashes = interviewClashes(interview('new', '2026-05-12T09:45:00.000Z', 60, []), existing, [SAM, ANA]);
    expect(clashes.map((c) => [c.interviewerId, c.interview.id])).toEqual([
      [SAM, 'a'],
      [SAM, 'b'],
      [ANA, 'b'],
    ]);
  });

  it('lets back-to-back interviews touch: ending at 10:00 and starting at 10:00 is no clash', () => {
    expect(interviewClashes(interview('new', '2026-05-12T10:00:00.000Z', 30, []), existing, [SAM])).toEqual([]);
    expect(interviewClashes(interview('new', '2026-05-12T08:00:00.000Z', 60, []), existing, [SAM])).toEqual([]);
  });

  it('ignores cancelled interviews and the interview itself (rescheduling)', () => {
    expect(interviewClashes(interview('new', '2026-05-12T10:00:00.000Z', 15, []), existing, [LEE])).toEqual([]);
    expect(interviewClashes(interview('a', '2026-05-12T09:15:00.000Z', 30, []), existing, [SAM])).toEqual([]);
  });

  it('only looks at the interviewers asked about, each once', () => {
    const clashes = interviewClashes(interview('new', '2026-05-12T11:10:00.000Z', 10, []), existing, [ANA, ANA, LEE]);
    expect(clashes.map((c) => [c.interviewerId, c.interview.id])).toEqual([
      [ANA, 'b'],
      [ANA, 'd'],
    ]);
  });

  it('finds nothing for a slot that is not a time', () => {
    expect(interviewClashes(interview('new', '', 60, []), existing, [SAM])).toEqual([]);
  });
});
