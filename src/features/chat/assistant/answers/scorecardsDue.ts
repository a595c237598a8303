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
 * The scorecards that may be mine for these interviews, by point reads: a scorecard's id is
 * deterministic (scorecardId(interview, author)), so one get per interview finds those the app
 * wrote; the interviews still without one have their scorecards read too (one indexed read each,
 * side by side: Dexie's anyOf walks a cursor key by key), in case one came with another id.
 */
async function myScorecards(db: CompanyDb, interviews: readonly Interview[], userId: string): Promise<Card[]> {
  return db.transaction('r', db.scorecards, async () => {
    const byId = await db.scorecards.bulkGet(interviews.map((i) => scorecardId(i.id, userId)));
    const cards: Card[] = byId.filter((card): card is Scorecard => card !== undefined);
    const without = interviews.filter((_, i) => byId[i] === undefined);
    const others = await Promise.all(
      without.map((interview) => db.scorecards.where('interview_id').equals(interview.id).toArray()),
    );
    return [...cards, ...others.flat()];
  });
}
