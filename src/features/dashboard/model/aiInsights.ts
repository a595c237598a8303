// AI Insights computed from the data: where the recruiter's attention pays off now.
import { pipelineStage } from '@/features/applications/model/pipelineStage';

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
  const insights: AiInsight[] = [];
  const strongWaiting = applications.filter((a) => pipelineStage(a.status) === 'applied' && (a.ai_rating ?? 0) >= 8);
  if (strongWaiting.length > 0) {
    insights.push({
      id: 'strong-waiting',
      title: `${strongWaiting.length} strong ${strongWaiting.length === 1 ? 'candidate is' : 'candidates are'} still waiting in Applied`,
      description: 'Their AI match is Very Strong (8 or more). Move them forward before they accept another offer.',
      href: '/app/candidates',
    });
  }
  const unrated = applications.filter((a) => a.ai_rating === null).length;
  if (unrated > 0) {
    insights.push({
      id: 'unrated',
      title: `${unrated} ${unrated === 1 ? 'application has' : 'applications have'} no AI rating yet`,
      description: 'They will be screened automatically while you are signed in.',
      href: '/app/candidates',
    });
  }
  const withApplicants = new Set(applications.map((a) => a.job_id));
  const quiet = jobs.filter((j) => j.status === 'published' && !withApplicants.has(j.id));
  if (quiet.length > 0) {
    insights.push({
      id: 'no-applicants',
      title: `${quiet.length} active ${quiet.length === 1 ? 'job has' : 'jobs have'} no applicants yet`,
      description: `Share the public link of ${quiet[0]!.title}${quiet.length > 1 ? ' and the others' : ''} to reach more candidates.`,
      href: `/app/jobs/${quiet[0]!.id}`,
    });
  }
  return insights;
}
