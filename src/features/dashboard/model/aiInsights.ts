// AI Insights computed from the data: where the recruiter's attention pays off now.
import { pipelineStage } from '@/features/applications/model/pipelineStage';
import { formatCount } from '@/ui/formatCount';

export interface AiInsight {
  id: string;
  title: string;
  description: string;
  href: string;
}

export function aiInsights(
  jobs: readonly { id: string; title: string; status: string }[],
  applications: readonly { job_id: string; status: string | null; ai_rating: number | null }[],
): AiInsight[] {
  const withApplicants = new Set(applications.map((a) => a.job_id));
  const quiet = jobs.filter((j) => j.status === 'published' && !withApplicants.has(j.id));
  return aiInsightsFrom({
    strongWaiting: applications.filter((a) => pipelineStage(a.status) === 'applied' && (a.ai_rating ?? 0) >= 8).length,
    unrated: applications.filter((a) => a.ai_rating === null).length,
    quietJobs: quiet.length,
    firstQuietJob: quiet[0] ?? null,
  });
}

/** What the insights are computed from: counts the store keeps, and the first quiet job. */
export interface InsightFigures {
  /** Applications in Applied rated 8 or more. */
  strongWaiting: number;
  /** Applications with no AI rating. */
  unrated: number;
  /** Published jobs without any application. */
  quietJobs: number;
  /** The first of them (in the store's order). */
  firstQuietJob: { id: string; title: string } | null;
}

export function aiInsightsFrom({ strongWaiting, unrated, quietJobs, firstQuietJob }: InsightFigures): AiInsight[] {
  const insights: AiInsight[] = [];
  if (strongWaiting > 0) {
    insights.push({
      id: 'strong-waiting',
      title: `${formatCount(strongWaiting)} strong ${strongWaiting === 1 ? 'candidate is' : 'candidates are'} still waiting in Applied`,
      description: 'Their AI match is Very Strong (8 or more). Move them forward before they accept another offer.',
      href: '/app/candidates',
    });
  }
  if (unrated > 0) {
    insights.push({
      id: 'unrated',
      title: `${formatCount(unrated)} ${unrated === 1 ? 'application has' : 'applications have'} no AI rating yet`,
      description: 'They will be screened automatically while you are signed in.',
      href: '/app/candidates',
    });
  }
  if (quietJobs > 0 && firstQuietJob) {
    insights.push({
      id: 'no-applicants',
      title: `${formatCount(quietJobs)} active ${quietJobs === 1 ? 'job has' : 'jobs have'} no applicants yet`,
      description: `Share the public link of ${firstQuietJob.title}${quietJobs > 1 ? ' and the others' : ''} to reach more candidates.`,
      href: `/app/jobs/${firstQuietJob.id}`,
    });
  }
  return insights;
}
