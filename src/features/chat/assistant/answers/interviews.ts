// "Who is interviewing today", "interviews this week", "interviews on 3 Dec": the interviews that
// start in the range (not cancelled), soonest first, with the candidate, the time, the stage and
// the panel as the Interviews screen names them. Read by the `starts_at` index.
import type { CompanyDb, Interview } from '@/db';
import { dateTimeRange } from '@/features/interviews/components/interviewFormat';
import { startMs } from '@/features/interviews/model/interviewTime';
import { describeInterviews, type InterviewItem } from '@/features/interviews/queries/interviewReads';
import { addDays } from 'date-fns';
import { dayBounds } from '../dayRange';
import { interviewHref } from '../links';
import type { DayRange } from '../parseQuestion';
import type { AssistantAnswer, AssistantContext, AssistantRow } from '../types';
import { ROW_LIMIT, plural } from './shared';

/**
 * The `starts_at` index compares text, and the server writes instants with an offset ("…+00:00")
 * where this device writes "Z": a day's margin each side keeps every row of the range in the read;
 * the exact test is on the parsed instant (as interviewReads.ts does).
 */
const INDEX_MARGIN_MS = 24 * 3600_000;
const isoMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/** Interviews starting in [from, to), not cancelled, soonest first. */
export async function interviewsBetween(db: CompanyDb, from: Date, to: Date): Promise<Interview[]> {
  const rows = await db.interviews
    .where('starts_at')
    .between(isoMinute(from.getTime() - INDEX_MARGIN_MS), isoMinute(to.getTime() + INDEX_MARGIN_MS), true, true)
    .toArray();
  return rows
    .filter((i) => i.status !== 'cancelled' && startMs(i) >= from.getTime() && startMs(i) < to.getTime())
    .sort((a, b) => startMs(a) - startMs(b) || a.id.localeCompare(b.id));
}

export function interviewRow(item: InterviewItem, prefix?: string): AssistantRow {
  const panel = item.panel.map((p) => p.name).join(', ');
  return {
    kind: 'interview',
    id: item.interview.id,
    label: `${item.candidateName} · ${item.jobTitle}`,
    detail: [
      prefix ? `${prefix} ${dateTimeRange(item.interview)}` : dateTimeRange(item.interview),
      item.stageName,
      panel ? `Panel: ${panel}` : 'No panel yet',
    ]
      .filter(Boolean)
      .join(' · '),
    href: interviewHref(item.interview.id),
  };
}

export async function answerInterviews(
  db: CompanyDb,
  range: DayRange | null,
  ctx: AssistantContext,
): Promise<AssistantAnswer> {
  const bounds = range
    ? dayBounds(range, ctx.now, 'ahead')
    : { from: ctx.now, to: addDays(ctx.now, 7), label: 'in the next 7 days' };
  const interviews = await interviewsBetween(db, bounds.from, bounds.to);
  if (interviews.length === 0) return { text: `No interviews ${bounds.label}.`, rows: [] };
  const listed = interviews.slice(0, ROW_LIMIT);
  const items = await describeInterviews(db, listed);
  return {
    text:
      `${plural(interviews.length, 'interview')} ${bounds.label}` +
      (interviews.length > listed.length ? `; the first ${listed.length}:` : ':'),
    rows: items.map((item) => interviewRow(item)),
  };
}
