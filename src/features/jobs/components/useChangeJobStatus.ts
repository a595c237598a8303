import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useCompanyDb } from '@/db/react';
import { setJobStatus } from '../commands/setJobStatus';
import { JOB_STATUS_UPDATE_FAILED, jobStatusUpdatedMessage, type JobStatus } from '../model/jobStatus';

/** Changes a job's status with the spec's toasts (§8 "Status change"). */
export function useChangeJobStatus() {
  const db = useCompanyDb();
  return useCallback(
    async (jobId: string, status: JobStatus) => {
      try {
        await setJobStatus(db, jobId, status);
        notifications.show({ message: jobStatusUpdatedMessage(status), color: 'green' });
      } catch (error) {
        console.error(error);
        notifications.show({ message: JOB_STATUS_UPDATE_FAILED, color: 'red' });
      }
    },
    [db],
  );
}
