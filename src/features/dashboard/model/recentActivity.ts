// Recent Activity from real events: a new application (its created_at) and a status change (an
// application updated after it was created, in a stage other than applied).
import { PIPELINE_STAGE_LABEL, pipelineStage } from '@/features/applications/model/pipelineStage';
import { candidateName, type NamedPerson } from '@/features/applications/model/candidateIdentity';

export interface ActivityItem {
  id: string;
  /** 'feed': a row of the team's activity feed, which names who did it (issue 13). */
  kind: 'application' | 'status' | 'feed';
  description: string;
  at: string;
  /** Where the item leads (the candidate's profile, or the job). */
  href: string;
}

export function recentActivity(
  applications: readonly {
    id: string;
    job_id: string;
    applicant_id: string | null;
    status: string | null;
    created_at: string;
    updated_at: string;
  }[],
  profiles: ReadonlyMap<string, NamedPerson>,
  jobTitles: ReadonlyMap<string, string>,
  limit = 5,
): ActivityItem[] {
  const items: ActivityItem[] = [];
  for (const a of applications) {
    const name = candidateName(a.applicant_id ? profiles.get(a.applicant_id) : undefined);
    const job = jobTitles.get(a.job_id) ?? 'a job';
    const href = a.applicant_id ? `/app/candidates/${a.applicant_id}` : `/app/jobs/${a.job_id}`;
    items.push({
      id: `${a.id}:new`,
      kind: 'application',
      description: `New application from ${name} for ${job}`,
      at: a.created_at,
      href,
    });
    if (isStageMove(a)) {
      const stage = pipelineStage(a.status);
      items.push({
        id: `${a.id}:status`,
        kind: 'status',
        description: `${name} moved to ${PIPELINE_STAGE_LABEL[stage]} for ${job}`,
        at: a.updated_at,
        href,
      });
    }
  }
  return items.sort((x, y) => y.at.localeCompare(x.at)).slice(0, limit);
}

/** True when the application's last update moved it on from Applied (an activity item at updated_at). */
export function isStageMove(a: { status?: string | null; created_at: string; updated_at: string }): boolean {
  return pipelineStage(a.status) !== 'applied' && a.updated_at > a.created_at;
}

/** A row of the team's activity feed as the dashboard lists it. */
export interface FeedActivity {
  id: string;
  description: string;
  at: string;
  href: string;
  /** The application a stage move was about. */
  applicationId: string | null;
  stageMove: boolean;
}

/**
 * The feed's rows (who did what) merged into the items read from the applications, newest first.
 * A stage move the feed names replaces the unattributed one inferred from its application, so a
 * move shows once, with its actor. Moves made before the feed existed keep the inferred item.
 */
export function withFeed(items: readonly ActivityItem[], feed: readonly FeedActivity[], limit = 5): ActivityItem[] {
  const attributed = new Set(feed.flatMap((f) => (f.stageMove && f.applicationId ? [f.applicationId] : [])));
  const kept = items.filter((item) => !(item.kind === 'status' && attributed.has(item.id.replace(/:status$/, ''))));
  const fromFeed: ActivityItem[] = feed.map((f) => ({
    id: `feed:${f.id}`,
    kind: 'feed',
    description: f.description,
    at: f.at,
    href: f.href,
  }));
  return [...kept, ...fromFeed].sort((x, y) => Date.parse(y.at) - Date.parse(x.at) || 0).slice(0, limit);
}
