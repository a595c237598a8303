import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Job } from '@/db';
import { useApplyChat } from '../queries/useApplyChat';
import { ApplyChatPanel } from './ApplyChatPanel';
import { useSubmittedRedirect } from './useSubmittedRedirect';

/** The chat inside the dialog: mounted only while it is open, so a visit alone starts no draft. */
function ApplyDialogChat({ job, mobile }: { job: Job; mobile: boolean }) {
  const chat = useApplyChat(job, useSubmittedRedirect(job.id));
  return <ApplyChatPanel chat={chat} job={job} height={mobile ? 'calc(100dvh - 90px)' : 600} />;
}

/** The job page's 'Apply for this Position' dialog holding the application chat. */
export function ApplyDialog({ job, opened, onClose }: { job: Job; opened: boolean; onClose: () => void }) {
  const mobile = !!useMediaQuery('(max-width: 767px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Apply for this Position"
      size="lg"
      fullScreen={mobile}
      className="partii-public"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <ApplyDialogChat job={job} mobile={mobile} />
    </Modal>
  );
}
