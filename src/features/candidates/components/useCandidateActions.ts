import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useCompanyDb } from '../../../db/react';
import { setApplicationStatus } from '../../pipeline/commands/setApplicationStatus';
import { CANDIDATE_MOVE_FAILED_TOAST, candidateMovedToast } from '../../pipeline/model/candidateMovedToast';
import type { PipelineStage } from '../../pipeline/model/pipelineStage';
import { RESUME_NOT_AVAILABLE, downloadResume } from '../commands/downloadResume';

/** Row-menu actions on an application: status moves and the offline resume download. */
export function useCandidateActions() {
  const db = useCompanyDb();
  const moveTo = useCallback(
    async (applicationId: string, name: string, stage: PipelineStage) => {
      try {
        await setApplicationStatus(db, applicationId, stage);
        notifications.show(candidateMovedToast(name, stage));
      } catch (error) {
        console.error(error);
        notifications.show(CANDIDATE_MOVE_FAILED_TOAST);
      }
    },
    [db],
  );
  const download = useCallback(
    async (cvUrl: string | null, fileName: string | null) => {
      if (!cvUrl) {
        notifications.show({ message: 'This candidate has no resume.', color: 'gray' });
        return;
      }
      const result = await downloadResume(db, cvUrl, fileName);
      if (result === 'missing') notifications.show({ message: RESUME_NOT_AVAILABLE, color: 'yellow' });
    },
    [db],
  );
  return { moveTo, download };
}
