import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';

export interface PublicDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Width in px (spec §9: contact 425, waitlist 500). */
  size: number;
  children: ReactNode;
}

/** A dialog of the visitor site: centred, in the public site's styles, with a named close button. */
export function PublicDialog({ opened, onClose, title, size, children }: PublicDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      className="partii-public"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}
