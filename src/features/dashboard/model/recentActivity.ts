// Recent Activity from real events: a new application (its created_at) and a status change (an
// application updated after it was created, in a stage other than applied).
import { PIPELINE_STAGE_LABEL, pipelineStage } from '@/features/applications/model/pipelineStage';
import { candidateName, type NamedPerson } from '@/features/applications/model/candidateIdentity';

export interface ActivityItem {
  id: string;
  kind: 'application' | 'status';
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
