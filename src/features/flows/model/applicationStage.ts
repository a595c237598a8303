// Where an application is in its job's interview plan (docs/interviews.md): `stage_id` points to a
// stage, normally of the job's current plan. A stage of another plan (the job's plan changed
// later) is still shown, as "Previous plan: {stage}"; a stage that no longer exists is no stage.

export interface StageRef {
  id: string;
  plan_id: string;
  name: string;
}

export type ApplicationStage =
  { kind: 'none' } | { kind: 'current'; stage: StageRef } | { kind: 'previous'; stage: StageRef };

export function applicationStage(
  stageId: string | null | undefined,
  jobPlanId: string | null | undefined,
  stagesById: ReadonlyMap<string, StageRef>,
): ApplicationStage {
  const stage = stageId ? stagesById.get(stageId) : undefined;
  if (!stage) return { kind: 'none' };
  return stage.plan_id === jobPlanId ? { kind: 'current', stage } : { kind: 'previous', stage };
}

/** The stage as a card shows it, or null when the application has none. */
export function applicationStageLabel(stage: ApplicationStage): string | null {
  if (stage.kind === 'none') return null;
  return stage.kind === 'current' ? stage.stage.name : `Previous plan: ${stage.stage.name}`;
}

export const NO_STAGE_LABEL = 'No stage';
