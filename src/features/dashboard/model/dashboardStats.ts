// The dashboard's stat cards, computed from the company's real data.
import { pipelineStage } from '@/features/applications/model/pipelineStage';

const WEEK = 7 * 24 * 60 * 60 * 1000;

export interface DashboardStats {
  activeJobs: number;
  newCandidates: number;
  inInterview: number;
  /** Share of all applications that reached the offer stage, whole percent. */
  offerShare: number;
}

export function dashboardStats(
  jobs: readonly { status: string }[],
  applications: readonly { status: string | null; created_at: string }[],
  now: Date = new Date(),
): DashboardStats {
  const since = now.getTime() - WEEK;
  const offers = applications.filter((a) => pipelineStage(a.status) === 'offer').length;
  return {
    activeJobs: jobs.filter((j) => j.status === 'published').length,
    newCandidates: applications.filter((a) => new Date(a.created_at).getTime() >= since).length,
    inInterview: applications.filter((a) => pipelineStage(a.status) === 'interview').length,
    offerShare: applications.length === 0 ? 0 : Math.round((offers / applications.length) * 100),
  };
}

/** Recent Jobs: the 3 newest published jobs (spec §7 "Dashboard"). */
export function recentPublishedJobs<T extends { status: string; created_at: string }>(
  jobs: readonly T[],
  limit = 3,
): T[] {
  return jobs
    .filter((j) => j.status === 'published')
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, limit);
}
