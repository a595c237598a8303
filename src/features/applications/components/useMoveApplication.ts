import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useCompanyDb } from '@/db/react';
import { offeredTemplateForStatus, useEmailOffer } from '@/features/email';
import { setApplicationStatus } from '../commands/setApplicationStatus';
import { CANDIDATE_MOVE_FAILED_TOAST, candidateMovedToast } from '../model/candidateMovedToast';
import type { PipelineStage } from '../model/pipelineStage';

/**
 * Moves an application to another stage and says so in a toast: the same write and the same
 * words from the kanban board and from the candidates list's menu. A move to Interview, Offer or
 * Rejected offers the matching email in the toast (issue 25; never sent without a click).
 */
export function useMoveApplication() {
  const db = useCompanyDb();
  const withEmailOffer = useEmailOffer();
  return useCallback(
    async (applicationId: string, stage: PipelineStage, name: string) => {
      try {
        await setApplicationStatus(db, applicationId, stage);
        notifications.show(
          await withEmailOffer(candidateMovedToast(name, stage), applicationId, offeredTemplateForStatus(stage)),
        );
      } catch (error) {
        console.error(error);
        notifications.show(CANDIDATE_MOVE_FAILED_TOAST);
      }
    },
    [db, withEmailOffer],
  );
}
