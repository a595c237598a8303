import { describe, expect, it } from 'vitest';
import { scorecardId } from '@/db/interviewIds';
import { scorecardVisibility } from './scorecardVisibility';

const ME = '11111111-1111-4111-8111-111111111111';
const ANA = '22222222-2222-4222-8222-222222222222';
const I1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const I2 = 'aaaaaaaa-0000-4000-8000-000000000002';
const card = (interviewId: string, author: string | null, id = author ? scorecardId(interviewId, author) : 'x') => ({
  id,
  interview_id: interviewId,
  interviewer_id: author,
});
const panel = (id: string, ids: string[], status = 'scheduled') => ({
  id,
  interviewer_ids: ids,
  status: status as 'scheduled' | 'completed' | 'cancelled',
});

describe("scorecardVisibility (Greenhouse's rule against anchoring)", () => {
  const anas = card(I1, ANA);

  it("hides the others' scorecards from a panel member until theirs is submitted", () => {
    const seen = scorecardVisibility({
      scorecards: [anas],
      interviews: [panel(I1, [ME, ANA])],
      userId: ME,
      mayReadAll: true,
    });
    expect(seen).toEqual({ mine: [], others: [], othersHidden: true, hiddenCount: 1 });
  });

  it('shows them once mine is in (also a local one the server has not stamped yet)', () => {
    const mine = { ...card(I1, null, scorecardId(I1, ME)) };
    const seen = scorecardVisibility({
      scorecards: [anas, mine],
      interviews: [panel(I1, [ME, ANA])],
      userId: ME,
      mayReadAll: false,
    });
    expect(seen.othersHidden).toBe(false);
    expect(seen.mine).toEqual([mine]);
    expect(seen.others).toEqual([anas]);
  });

  it('keeps them hidden while I still owe a scorecard for another interview of the candidate', () => {
    const seen = scorecardVisibility({
      scorecards: [anas, card(I1, ME)],
      interviews: [panel(I1, [ME, ANA]), panel(I2, [ME])],
      userId: ME,
      mayReadAll: true,
    });
    expect(seen.othersHidden).toBe(true);
    expect(seen.others).toEqual([]);
    expect(seen.mine).toHaveLength(1);
  });

  it('does not wait for a cancelled interview', () => {
    const seen = scorecardVisibility({
      scorecards: [anas, card(I1, ME)],
      interviews: [panel(I1, [ME, ANA]), panel(I2, [ME], 'cancelled')],
      userId: ME,
      mayReadAll: false,
    });
    expect(seen.othersHidden).toBe(false);
  });

  it('shows everything to a recruiter who is on no panel of the candidate, nothing to an interviewer who has submitted none', () => {
    const interviews = [panel(I1, [ANA])];
    expect(scorecardVisibility({ scorecards: [anas], interviews, userId: ME, mayReadAll: true }).others).toEqual([
      anas,
    ]);
    expect(scorecardVisibility({ scorecards: [anas], interviews, userId: ME, mayReadAll: false }).othersHidden).toBe(
      true,
    );
  });
});
