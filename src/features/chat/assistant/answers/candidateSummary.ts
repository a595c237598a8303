// "Tell me about Emma Johnson": each of her applications (job, status, rating with its evidence),
// her interviews, and the scorecards' tally — only of the scorecards in this member's store, with
// the rule against anchoring the profile applies (scorecardVisibility): while I owe a scorecard
// for her, I see no tally at all, only that mine is due.
import type { CompanyDb, Interview, Job, Scorecard } from '@/db';
import { can } from '@/db/permissions';
import type { ProfileEntry } from '@/db/localIndex';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { PIPELINE_STAGE_LABEL, pipelineStage } from '@/features/applications/model/pipelineStage';
import { startMs } from '@/features/interviews/model/interviewTime';
import { recommendationTally, tallyText } from '@/features/interviews/model/recommendation';
import { isAuthor, scorecardVisibility } from '@/features/interviews/model/scorecardVisibility';
import { scorecardsDue } from '@/features/interviews/model/scorecardsDue';
import { describeInterviews } from '@/features/interviews/queries/interviewReads';
import { candidateHref } from '../links';
import { resolveCandidate } from '../resolveNames';
import type { AssistantAnswer, AssistantContext, AssistantRow } from '../types';
import { interviewRow } from './interviews';
import { candidateNotResolved, newestFirst, plural, ratingDetail } from './shared';

const INTERVIEW_ROWS = 10;

export async function answerCandidateSummary(
  db: CompanyDb,
  typed: string,
  ctx: AssistantContext,
): Promise<AssistantAnswer> {
  const resolved = await resolveCandidate(db, typed);
  if (resolved.kind !== 'one') return candidateNotResolved(typed, resolved, (name) => `Tell me about ${name}`);
  return summaryOf(db, resolved.match, ctx);
}

async function summaryOf(db: CompanyDb, profile: ProfileEntry, ctx: AssistantContext): Promise<AssistantAnswer> {
  const name = candidateName(profile);
  const applications = (await db.applications.where('applicant_id').equals(profile.id).toArray()).sort(newestFirst);
  const applicationIds = applications.map((a) => a.id);
  const [jobs, interviews, scorecards] = await Promise.all([
    db.jobs.bulkGet([...new Set(applications.map((a) => a.job_id))]),
    db.interviews.where('application_id').anyOf(applicationIds).toArray(),
    db.scorecards.where('application_id').anyOf(applicationIds).toArray(),
  ]);
  const jobTitle = new Map(jobs.filter((j): j is Job => j !== undefined).map((j) => [j.id, j.title]));

  const lines = [
    `${name}${profile.email ? ` (${profile.email})` : ''}: ${plural(applications.length, 'application')}.`,
  ];
  const rows: AssistantRow[] = [
    {
      kind: 'candidate',
      id: profile.id,
      label: name,
      detail: profile.email ?? undefined,
      href: candidateHref(profile.id),
    },
  ];
  for (const application of applications) {
    const title = jobTitle.get(application.job_id) ?? 'Unknown job';
    const detail = [
      PIPELINE_STAGE_LABEL[pipelineStage(application.status)],
      ratingDetail(application),
      application.withdrawn_at ? 'withdrawn' : null,
    ]
      .filter(Boolean)
      .join(' · ');
    lines.push(`${title}: ${detail}`);
    rows.push({ kind: 'application', id: application.id, label: title, detail, href: candidateHref(profile.id) });
  }

  const live = interviews.filter((i) => i.status !== 'cancelled');
  const upcoming = live.filter((i) => startMs(i) >= ctx.now.getTime()).length;
  lines.push(
    live.length === 0
      ? 'Interviews: none yet.'
      : `Interviews: ${plural(live.length, 'interview')} (${upcoming} upcoming, ${live.length - upcoming} past).`,
  );
  lines.push(scorecardLine(interviews, scorecards, ctx));

  const shown = [...live].sort((a, b) => startMs(b) - startMs(a) || a.id.localeCompare(b.id)).slice(0, INTERVIEW_ROWS);
  rows.push(...(await describeInterviews(db, shown)).map((item) => interviewRow(item)));
  return { text: lines.join('\n'), rows };
}

/**
 * The scorecards as this member may see them. Per application, the profile's rule; then: a
 * scorecard of mine due for any of them → only that, no tally.
 */
export function scorecardLine(
  interviews: readonly Interview[],
  scorecards: readonly Scorecard[],
  ctx: Pick<AssistantContext, 'userId' | 'role' | 'now'>,
): string {
  const mayReadAll = can(ctx.role, 'manage_interviews');
  const onMyPanel = interviews.filter((i) => i.interviewer_ids.includes(ctx.userId));
  const mineDue = scorecardsDue(onMyPanel, scorecards, ctx.now).some((d) => d.missing.includes(ctx.userId));
  if (mineDue) return 'Scorecards: yours is due.';

  const applicationIds = [...new Set([...interviews, ...scorecards].map((row) => row.application_id))];
  if (applicationIds.length === 0) return 'Scorecards: none yet.';
  const seen = applicationIds.map((id) =>
    scorecardVisibility({
      scorecards: scorecards.filter((s) => s.application_id === id),
      interviews: interviews.filter((i) => i.application_id === id),
      userId: ctx.userId,
      mayReadAll,
    }),
  );
  const shown = seen.flatMap((s) => [...s.mine, ...s.others]);
  const hidden = seen.some((s) => s.othersHidden && (s.hiddenCount > 0 || !mayReadAll));
  const owesLater = onMyPanel.some(
    (i) => i.status !== 'cancelled' && !scorecards.some((s) => s.interview_id === i.id && isAuthor(s, ctx.userId)),
  );
  if (shown.length === 0) {
    if (owesLater) return 'Scorecards: shown once yours is in.';
    return hidden ? 'Scorecards: none shared with you.' : 'Scorecards: none yet.';
  }
  const tally = tallyText(recommendationTally(shown));
  return `Scorecards: ${tally}${hidden ? ' (others shown once yours is in)' : ''}.`;
}
