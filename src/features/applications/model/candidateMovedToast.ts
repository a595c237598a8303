// The toast after a recruiter moves a candidate to another pipeline stage, from the kanban or from
// the candidates list's row menu alike. The spec does not word it (§4: "Changing an application
// status from the screens: not shown"), so it names who moved, as the dashboard's activity does.
import { PIPELINE_STAGE_LABEL, type PipelineStage } from './pipelineStage';

/** A type, not an interface, so it passes as Mantine's NotificationData (which has an index signature). */
export type CandidateMoveToast = {
  message: string;
  color: 'green' | 'red';
};

export function candidateMovedToast(name: string, stage: PipelineStage): CandidateMoveToast {
  return { message: `${name} moved to ${PIPELINE_STAGE_LABEL[stage]}`, color: 'green' };
}

export const CANDIDATE_MOVE_FAILED_TOAST: CandidateMoveToast = {
  message: 'Failed to update candidate status',
  color: 'red',
};
