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
  const since = newCandidatesSince(now);
  return dashboardStatsFrom({
    activeJobs: jobs.filter((j) => j.status === 'published').length,
    newCandidates: applications.filter((a) => createdSince(a.created_at, since)).length,
    interviews: applications.filter((a) => pipelineStage(a.status) === 'interview').length,
    offers: applications.filter((a) => pipelineStage(a.status) === 'offer').length,
    applications: applications.length,
  });
}

/** New Candidates counts applications created in the last 7 days (epoch ms of the start). */
export function newCandidatesSince(now: Date = new Date()): number {
  return now.getTime() - WEEK;
}

export function createdSince(createdAt: string, since: number): boolean {
  return new Date(createdAt).getTime() >= since;
}

/** The stat cards from counts (the store keeps them; see readDashboardData). */
export function dashboardStatsFrom(figures: {
  activeJobs: number;
  newCandidates: number;
  interviews: number;
  offers: number;
  applications: number;
}): DashboardStats {
  return {
    activeJobs: figures.activeJobs,
    newCandidates: figures.newCandidates,
    inInterview: figures.interviews,
    offerShare: figures.applications === 0 ? 0 : Math.round((figures.offers / figures.applications) * 100),
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
