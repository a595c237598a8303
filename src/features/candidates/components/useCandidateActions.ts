import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useCompanyDb } from '@/db/react';
import { useMoveApplication } from '@/features/applications/components/useMoveApplication';
import { RESUME_NOT_AVAILABLE, downloadResume } from '../commands/downloadResume';

/** Row-menu actions on an application: status moves and the offline resume download. */
export function useCandidateActions() {
  const db = useCompanyDb();
  const moveTo = useMoveApplication();
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
