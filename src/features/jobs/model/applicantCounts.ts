// Applicant counts per job by status (spec §7 "Counts per job": missing status counts as applied).
import { emptyStageCounts, pipelineStage, type StageCounts } from '@/features/applications/model/pipelineStage';

export interface JobApplicantCounts extends StageCounts {
  total: number;
}

export function applicantCountsByJob(
  applications: readonly { job_id: string; status: string | null }[],
): Map<string, JobApplicantCounts> {
  const byJob = new Map<string, JobApplicantCounts>();
  for (const application of applications) {
    let counts = byJob.get(application.job_id);
    if (!counts) {
      counts = { ...emptyStageCounts(), total: 0 };
      byJob.set(application.job_id, counts);
    }
    counts[pipelineStage(application.status)] += 1;
    counts.total += 1;
  }
  return byJob;
}

export function noApplicants(): JobApplicantCounts {
  return { ...emptyStageCounts(), total: 0 };
}
