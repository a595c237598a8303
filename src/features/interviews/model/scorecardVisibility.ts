// Greenhouse's rule against anchoring (issue 14 §4): another interviewer's scorecard for a
// candidate stays hidden until you have submitted your own. The server enforces it for the
// interviewer role (RLS: others' rows of an application are readable once you submitted one for
// it); the screens apply it to everyone on a panel, and more strictly: while you still owe a
// scorecard for any interview of the candidate you are on, the others' stay hidden. Pure.
import type { Interview, Scorecard } from '@/db';
import { scorecardId } from '@/db/interviewIds';

type Card = Pick<Scorecard, 'id' | 'interview_id' | 'interviewer_id'>;

/** Whether `card` is `userId`'s: by the author the server stamped, or (before that) by its deterministic id. */
export const isAuthor = (card: Card, userId: string): boolean =>
  card.interviewer_id ? card.interviewer_id === userId : card.id === scorecardId(card.interview_id, userId);

export interface ScorecardVisibility<T extends Card> {
  mine: T[];
  /** The others' scorecards that may be shown (empty while hidden). */
  others: T[];
  /** True while the others' are hidden from this member. */
  othersHidden: boolean;
  /** How many others' scorecards the store holds that are not shown. */
  hiddenCount: number;
}

/**
 * What a member may see of one application's scorecards. `interviews`: the application's
 * interviews; `mayReadAll`: a member who manages interviews (reads every scorecard when not on a
 * panel of this candidate).
 */
export function scorecardVisibility<T extends Card>(input: {
  scorecards: readonly T[];
  interviews: readonly Pick<Interview, 'id' | 'interviewer_ids' | 'status'>[];
  userId: string;
  mayReadAll: boolean;
}): ScorecardVisibility<T> {
  const { scorecards, interviews, userId, mayReadAll } = input;
  const mine = scorecards.filter((s) => isAuthor(s, userId));
  const theirs = scorecards.filter((s) => !isAuthor(s, userId));
  const submittedFor = new Set(mine.map((s) => s.interview_id));
  const owes = interviews.some(
    (i) => i.status !== 'cancelled' && i.interviewer_ids.includes(userId) && !submittedFor.has(i.id),
  );
  const othersHidden = owes || (!mayReadAll && mine.length === 0);
  return {
    mine,
    others: othersHidden ? [] : theirs,
    othersHidden,
    hiddenCount: othersHidden ? theirs.length : 0,
  };
}
