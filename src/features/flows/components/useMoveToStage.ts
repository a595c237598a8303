import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useCompanyDb } from '@/db/react';
import { offeredTemplateForStage, useEmailOffer } from '@/features/email';
import { moveApplicationToStage } from '../commands/assignCommands';
import type { StageOption } from '../model/applicationStage';

export const MOVE_TO_STAGE_FAILED = 'Failed to move candidate to stage';

/**
 * Moves an application to a stage of its job's plan (or to none) and says so: the same write and
 * words from the candidates list, a job's candidate rows and the kanban grouped by stage. A move
 * to an interview stage offers the invitation email in the toast (issue 25; sent only on a click).
 */
export function useMoveToStage() {
  const db = useCompanyDb();
  const withEmailOffer = useEmailOffer();
  return useCallback(
    async (applicationId: string, stage: StageOption | null, candidateName: string) => {
      try {
        await moveApplicationToStage(db, applicationId, stage?.id ?? null);
        const stageType = stage ? (await db.interviewStages.get(stage.id))?.type : null;
        const moved = {
          message: stage ? `${candidateName} moved to ${stage.name}` : `${candidateName} has no stage now`,
          color: 'green' as const,
        };
        notifications.show(await withEmailOffer(moved, applicationId, offeredTemplateForStage(stageType)));
      } catch (error) {
        console.error(error);
        notifications.show({ message: MOVE_TO_STAGE_FAILED, color: 'red' });
      }
    },
    [db, withEmailOffer],
  );
}
