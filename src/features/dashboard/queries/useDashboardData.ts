// Everything the dashboard shows, read once per change from the local store and computed in memory.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import type { Job } from '../../../db';
import { aiInsights, type AiInsight } from '../model/aiInsights';
import { dashboardStats, recentPublishedJobs, type DashboardStats } from '../model/dashboardStats';
import { recentActivity, type ActivityItem } from '../model/recentActivity';
import { applicantCountsByJob, type JobApplicantCounts } from '../../jobs/model/applicantCounts';

export interface DashboardData {
  stats: DashboardStats;
  recentJobs: Job[];
  counts: Map<string, JobApplicantCounts>;
  activity: ActivityItem[];
  insights: AiInsight[];
}

export function useDashboardData(): DashboardData | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => {
    const [jobs, applications, profiles] = await Promise.all([db.jobs.toArray(), db.applications.toArray(), db.profiles.toArray()]);
    const liveJobs = jobs.filter((j) => !j.deleted_at);
    const liveApplications = applications.filter((a) => !a.deleted_at);
    return {
      stats: dashboardStats(liveJobs, liveApplications),
      recentJobs: recentPublishedJobs(liveJobs),
      counts: applicantCountsByJob(liveApplications),
      activity: recentActivity(
        liveApplications,
        new Map(profiles.map((p) => [p.id, p])),
        new Map(liveJobs.map((j) => [j.id, j.title])),
      ),
      insights: aiInsights(liveJobs, liveApplications),
    };
  }, [db]);
}
