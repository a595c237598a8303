import { useCallback, useMemo, type ReactNode } from 'react';
import type { Application } from '@/db';
import { useCan } from '@/db/react';
import { NO_STAGE_COLUMN, buildStageBoard } from '@/features/applications/model/board';
import type { KanbanBoardProps } from '@/features/applications/components/KanbanBoard';
import {
  EMPTY_STAGE_LOOKUP,
  NO_STAGE_LABEL,
  applicationStage,
  applicationStageLabel,
  type StageOption,
} from '../model/applicationStage';
import { useStageLookup } from '../queries/usePlans';
import { MoveToStageMenu } from './MoveToStageMenu';
import { useMoveToStage } from './useMoveToStage';

const NO_OPTIONS: StageOption[] = [];

/**
 * A job's candidates and its interview plan's stages: each row's stage control, and the kanban
 * grouped by stage (columns = the plan's stages in order, then "No stage"; a drop writes
 * `stage_id`). Moving is for members who may manage interviews.
 */
export function useJobStages(job: { interview_plan_id?: string | null }) {
  const lookup = useStageLookup() ?? EMPTY_STAGE_LOOKUP;
  const mayMove = useCan('manage_interviews');
  const move = useMoveToStage();
  const planId = job.interview_plan_id ?? null;
  const options = (planId && lookup.byPlan.get(planId)) || NO_OPTIONS;

  const stageControl = useCallback(
    (application: Application, name: string): ReactNode => {
      const stage = applicationStage(application.stage_id, planId, lookup.byId);
      if (stage.kind === 'none' && options.length === 0) return null;
      return (
        <MoveToStageMenu
          candidateName={name}
          currentLabel={applicationStageLabel(stage)}
          currentStageId={stage.kind === 'current' ? stage.stage.id : null}
          options={options}
          onMove={mayMove ? (to) => void move(application.id, to, name) : undefined}
        />
      );
    },
    [planId, lookup, options, mayMove, move],
  );

  const grouping = useMemo<NonNullable<KanbanBoardProps['grouping']>>(
    () => ({
      columns: [
        ...options.map((stage) => ({ key: stage.id, label: stage.name })),
        { key: NO_STAGE_COLUMN, label: NO_STAGE_LABEL },
      ],
      build: (applications) =>
        buildStageBoard(
          applications,
          options.map((stage) => stage.id),
        ),
    }),
    [options],
  );

  const onMove = useCallback(
    (applicationId: string, to: string, name: string) =>
      void move(applicationId, to === NO_STAGE_COLUMN ? null : (options.find((s) => s.id === to) ?? null), name),
    [move, options],
  );

  return { hasPlan: planId !== null, options, stageControl, grouping, onMove: mayMove ? onMove : undefined };
}
