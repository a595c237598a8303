// The admin job page's stats cards (spec §9): interview and offer rates are rounded whole-percent
// shares of all applications; the average AI rating is rounded to 1 decimal and shown out of 5 with
// a progress bar of average / 5 (the badges elsewhere read out of 10 — both readings stand).
import { pipelineStage } from '@/features/applications/model/pipelineStage';

export interface JobStats {
  /**
   * The job the applications are of (null without applications), for the stats read from other
   * tables by the cards themselves: "Scorecards due" (issue 14 §6, the interviews feature).
   */
  jobId: string | null;
  total: number;
  interviewRate: number;
  offerRate: number;
  averageRating: number;
  /** 0–100 for the progress bar: average / 5, capped. */
  ratingProgress: number;
}

const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

export function jobStats(
  applications: readonly { status: string | null; ai_rating: number | null; job_id?: string }[],
): JobStats {
  const total = applications.length;
  const inStage = (stage: string) => applications.filter((a) => pipelineStage(a.status) === stage).length;
  const rated = applications.filter((a) => typeof a.ai_rating === 'number');
  const average = rated.length === 0 ? 0 : rated.reduce((sum, a) => sum + (a.ai_rating ?? 0), 0) / rated.length;
  const averageRating = Math.round(average * 10) / 10;
  return {
    jobId: applications[0]?.job_id ?? null,
    total,
    interviewRate: share(inStage('interview'), total),
    offerRate: share(inStage('offer'), total),
    averageRating,
    ratingProgress: Math.min(100, (averageRating / 5) * 100),
  };
}
