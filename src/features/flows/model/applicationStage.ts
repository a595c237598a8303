// Where an application is in its job's interview plan (docs/interviews.md): `stage_id` points to a
// stage, normally of the job's current plan. A stage of another plan (the job's plan changed
// later) is still shown, as "Previous plan: {stage}"; a stage that no longer exists is no stage.
import { sortStages } from './stageOrder';

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

export interface StageOption {
  id: string;
  name: string;
}

/** The company's stages by id, and each plan's stages in order (the "Move to stage" choices). */
export interface StageLookup {
  byId: ReadonlyMap<string, StageRef>;
  byPlan: ReadonlyMap<string, StageOption[]>;
}

export const EMPTY_STAGE_LOOKUP: StageLookup = { byId: new Map(), byPlan: new Map() };

export function stageLookup(stages: readonly (StageRef & { position: number })[]): StageLookup {
  // One entry per stage, however often a caller passes it.
  const byId = new Map(stages.map((stage) => [stage.id, stage] as const));
  const byPlan = new Map<string, StageOption[]>();
  for (const stage of sortStages([...byId.values()])) {
    byPlan.set(stage.plan_id, [...(byPlan.get(stage.plan_id) ?? []), { id: stage.id, name: stage.name }]);
  }
  return { byId, byPlan };
}

/** The stage select's options (the candidates list): every stage name of the company, once, A–Z. */
export function stageNames(stages: readonly { name: string }[]): string[] {
  return [...new Set(stages.map((stage) => stage.name))].sort((a, b) => a.localeCompare(b));
}
