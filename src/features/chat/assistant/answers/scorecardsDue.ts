// "My scorecards due": interviews that have started, not cancelled, with me on the panel and no
// scorecard of mine in the store (the interviews feature's rule, scorecardsDue), oldest first.
//
// No index finds the interviews a member is on (a multi-entry `*interviewer_ids` would): the past
// interviews are read by `starts_at` and filtered.
import type { CompanyDb } from '@/db';
import { scorecardsDue } from '@/features/interviews/model/scorecardsDue';
import { describeInterviews } from '@/features/interviews/queries/interviewReads';
import type { AssistantAnswer, AssistantContext } from '../types';
import { interviewRow } from './interviews';
import { ROW_LIMIT, plural } from './shared';

/** A day's margin past now: the index compares text with the server's offsets (see interviews.ts). */
const INDEX_MARGIN_MS = 24 * 3600_000;

export async function answerMyScorecardsDue(db: CompanyDb, ctx: AssistantContext): Promise<AssistantAnswer> {
  const upTo = new Date(ctx.now.getTime() + INDEX_MARGIN_MS).toISOString();
  const mine = await db.interviews
    .where('starts_at')
    .belowOrEqual(upTo)
    .filter((i) => i.interviewer_ids.includes(ctx.userId))
    .toArray();
  if (mine.length === 0) return { text: 'You have no scorecards due.', rows: [] };
  const scorecards = await db.scorecards
    .where('interview_id')
    .anyOf(mine.map((i) => i.id))
    .toArray();
  const due = scorecardsDue(mine, scorecards, ctx.now).filter((d) => d.missing.includes(ctx.userId));
  if (due.length === 0) return { text: 'You have no scorecards due.', rows: [] };
  const listed = due.slice(0, ROW_LIMIT).map((d) => d.interview);
  const items = await describeInterviews(db, listed);
  return {
    text:
      `You owe ${plural(due.length, 'scorecard')}` +
      (due.length > listed.length ? `; the oldest ${listed.length}:` : ':'),
    rows: items.map((item) => interviewRow(item)),
  };
}
