import { Alert } from '@mantine/core';
import { IconCheck, IconCloudUpload, IconWifiOff, IconAlertTriangle } from '@tabler/icons-react';
import { useSyncStatus } from '../../../db/react';
import { useSubmissionDelivery } from '../queries/useApplyChat';

/**
 * Tells the applicant plainly where their submitted application is, live from the outbox:
 * queued offline, sending, sent, or rejected.
 */
export function SubmissionBanner({ jobId }: { jobId: string }) {
  const delivery = useSubmissionDelivery(jobId);
  const { online } = useSyncStatus('public');
  if (!delivery || delivery === 'none') return null;
  if (delivery === 'sent') {
    return (
      <Alert color="green" icon={<IconCheck />} title="Sent" role="status" data-testid="submission-banner">
        Your application has reached the hiring team.
      </Alert>
    );
  }
  if (delivery === 'failed') {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title="Your application could not be sent" role="alert" data-testid="submission-banner">
        The job may have closed. Please try again later or browse other jobs.
      </Alert>
    );
  }
  return online ? (
    <Alert color="blue" icon={<IconCloudUpload />} title="Sending your application…" role="status" data-testid="submission-banner">
      This only takes a moment.
    </Alert>
  ) : (
    <Alert color="yellow" icon={<IconWifiOff />} title="Waiting for a connection — your application will be sent automatically" role="status" data-testid="submission-banner">
      It is saved on this device. Keep this page or come back later: it goes out as soon as you are online.
    </Alert>
  );
}
