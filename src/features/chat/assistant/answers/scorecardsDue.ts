// "My scorecards due": interviews that have started, not cancelled, with me on the panel and no
// scorecard of mine in the store (the interviews feature's rule, scorecardsDue), oldest first.
//
// The member's interviews are found by the multi-entry `*interviewer_ids` index (before it, every
// past interview of the company was read: 300 ms at 10 000 interviews); those not started yet are
// left out here, before their scorecards are looked for.
import type { CompanyDb, Interview, Scorecard } from '@/db';
import { scorecardId } from '@/db/interviewIds';
import { scorecardsDue } from '@/features/interviews/model/scorecardsDue';
import { describeInterviews } from '@/features/interviews/queries/interviewReads';
import type { AssistantAnswer, AssistantContext } from '../types';
import { interviewRow } from './interviews';
import { ROW_LIMIT, plural } from './shared';

/** A day's margin past now: the index compares text with the server's offsets (see interviews.ts). */
const INDEX_MARGIN_MS = 24 * 3600_000;

export async function answerMyScorecardsDue(db: CompanyDb, ctx: AssistantContext): Promise<AssistantAnswer> {
  const upTo = new Date(ctx.now.getTime() + INDEX_MARGIN_MS).toISOString();
  // One getAll, then the time test here: a Dexie filter() would walk a cursor, row by row.
  const onMyPanel = await db.interviews.where('interviewer_ids').equals(ctx.userId).toArray();
  const mine = onMyPanel.filter((i) => i.starts_at <= upTo);
  if (mine.length === 0) return { text: 'You have no scorecards due.', rows: [] };
  const due = scorecardsDue(mine, await myScorecards(db, mine, ctx.userId), ctx.now).filter((d) =>
    d.missing.includes(ctx.userId),
  );
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

type Card = Pick<Scorecard, 'id' | 'interview_id' | 'interviewer_id'>;

/**
 * My scorecards for these interviews, from the keys of my scorecards alone (the interviewer_id
 * index, no row read): a scorecard's id is derived from its interview and author and the server
 * refuses any other (docs/interviews.md), so an interview has my card exactly when my keys hold
 * scorecardId(interview, me). A card written on this device carries interviewer_id too.
 */
async function myScorecards(db: CompanyDb, interviews: readonly Interview[], userId: string): Promise<Card[]> {
  const mine = new Set(await db.scorecards.where('interviewer_id').equals(userId).primaryKeys());
  return interviews.flatMap((interview) => {
    const id = scorecardId(interview.id, userId);
    return mine.has(id) ? [{ id, interview_id: interview.id, interviewer_id: userId }] : [];
  });
}
