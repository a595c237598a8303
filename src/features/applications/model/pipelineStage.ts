// The application status pipeline of spec §4: applied → screening → interview → offer, or rejected.
export const PIPELINE_STAGES = ['applied', 'screening', 'interview', 'offer', 'rejected'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABEL: Record<PipelineStage, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
};

export function isPipelineStage(value: unknown): value is PipelineStage {
  return typeof value === 'string' && (PIPELINE_STAGES as readonly string[]).includes(value);
}

/** Spec §3: "a missing status counts as applied" — every screen reads a status through this. */
export function pipelineStage(status: string | null | undefined): PipelineStage {
  return isPipelineStage(status) ? status : 'applied';
}

export type StageCounts = Record<PipelineStage, number>;

export function emptyStageCounts(): StageCounts {
  return { applied: 0, screening: 0, interview: 0, offer: 0, rejected: 0 };
}

/** Counts applications per pipeline stage (missing status counted as applied). */
export function countByStage(applications: readonly { status: string | null }[]): StageCounts {
  const counts = emptyStageCounts();
  for (const application of applications) counts[pipelineStage(application.status)] += 1;
  return counts;
}
