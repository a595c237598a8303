// Everything the dashboard shows, as one plain function: read once per change from the company
// store (which holds no tombstones, see src/db/schema.ts) and computed in memory.
import type { CompanyDb, Job } from '@/db';
import { aiInsights, type AiInsight } from '../model/aiInsights';
import { dashboardStats, recentPublishedJobs, type DashboardStats } from '../model/dashboardStats';
import { recentActivity, type ActivityItem } from '../model/recentActivity';
import { applicantCountsByJob, type JobApplicantCounts } from '@/features/jobs/model/applicantCounts';

export interface DashboardData {
  stats: DashboardStats;
  recentJobs: Job[];
  counts: Map<string, JobApplicantCounts>;
  activity: ActivityItem[];
  insights: AiInsight[];
}

export async function readDashboardData(db: CompanyDb): Promise<DashboardData> {
  const [jobs, applications, profiles] = await Promise.all([
    db.jobs.toArray(),
    db.applications.toArray(),
    db.profiles.toArray(),
  ]);
  return {
    stats: dashboardStats(jobs, applications),
    recentJobs: recentPublishedJobs(jobs),
    counts: applicantCountsByJob(applications),
    activity: recentActivity(
      applications,
      new Map(profiles.map((p) => [p.id, p])),
      new Map(jobs.map((j) => [j.id, j.title])),
    ),
    insights: aiInsights(jobs, applications),
  };
}
