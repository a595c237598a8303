import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useCompanyDb } from '@/db/react';
import { moveApplicationToStage } from '../commands/assignCommands';
import type { StageOption } from '../model/applicationStage';

export const MOVE_TO_STAGE_FAILED = 'Failed to move candidate to stage';

/**
 * Moves an application to a stage of its job's plan (or to none) and says so: the same write and
 * words from the candidates list, a job's candidate rows and the kanban grouped by stage.
 */
export function useMoveToStage() {
  const db = useCompanyDb();
  return useCallback(
    async (applicationId: string, stage: StageOption | null, candidateName: string) => {
      try {
        await moveApplicationToStage(db, applicationId, stage?.id ?? null);
        notifications.show({
          message: stage ? `${candidateName} moved to ${stage.name}` : `${candidateName} has no stage now`,
          color: 'green',
        });
      } catch (error) {
        console.error(error);
        notifications.show({ message: MOVE_TO_STAGE_FAILED, color: 'red' });
      }
    },
    [db],
  );
}
