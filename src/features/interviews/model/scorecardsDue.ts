// "Scorecards due" (issue 14 §6, the job's stats): interviews whose start has passed, not
// cancelled, with a panel member who has not submitted a scorecard for it. Pure.
import type { Interview, Scorecard } from '@/db';
import { scorecardId } from '@/db/interviewIds';
import { startMs } from './interviewTime';

export interface ScorecardsDue<T> {
  interview: T;
  /** The panel members (user ids) whose scorecard is missing. */
  missing: string[];
}

/**
 * Each interview with scorecards still to come, soonest due first. A scorecard counts for its
 * author by `interviewer_id`, or by its deterministic id (a local submit before the server has
 * stamped the author).
 */
export function scorecardsDue<T extends Pick<Interview, 'id' | 'starts_at' | 'status' | 'interviewer_ids'>>(
  interviews: readonly T[],
  scorecards: readonly Pick<Scorecard, 'id' | 'interview_id' | 'interviewer_id'>[],
  now: Date,
): ScorecardsDue<T>[] {
  const ids = new Set(scorecards.map((s) => s.id));
  const authors = new Set(scorecards.map((s) => `${s.interview_id}:${s.interviewer_id}`));
  return interviews
    .filter((i) => i.status !== 'cancelled' && startMs(i) <= now.getTime())
    .map((interview) => ({
      interview,
      missing: [...new Set(interview.interviewer_ids)].filter(
        (userId) => !authors.has(`${interview.id}:${userId}`) && !ids.has(scorecardId(interview.id, userId)),
      ),
    }))
    .filter((due) => due.missing.length > 0)
    .sort((a, b) => startMs(a.interview) - startMs(b.interview) || a.interview.id.localeCompare(b.interview.id));
}

/**
 * How many scorecards are missing in all (one per panel member per interview), or only those of
 * `memberId`: an interviewer's store holds no colleague's scorecard until they submit their own
 * (the rule against anchoring), so it would count every colleague's as missing.
 */
export const scorecardsDueCount = (due: readonly ScorecardsDue<unknown>[], memberId?: string): number =>
  due.reduce((sum, d) => sum + (memberId === undefined ? d.missing.length : d.missing.includes(memberId) ? 1 : 0), 0);
