import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useCan } from '@/db/react';
import { ScheduleInterviewDialog, type ScheduleInterviewDialogProps } from './ScheduleInterviewDialog';

export interface ScheduleInterviewButtonProps {
  /** See ScheduleInterviewDialogProps: one, a few, or none (pick any candidate). */
  applications?: ScheduleInterviewDialogProps['applications'];
  label?: string;
  /** The accessible name when the visible label is short ("Schedule" on a card). */
  ariaLabel?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * Opens the Schedule Interview dialog, for members who manage interviews (owner, admin,
 * recruiter); nothing for the others. The dialog mounts only while open: a board of cards each
 * with this button costs one button each.
 */
export function ScheduleInterviewButton({
  applications,
  label = 'Schedule Interview',
  ariaLabel,
  size,
  variant,
}: ScheduleInterviewButtonProps) {
  const mayManage = useCan('manage_interviews');
  const [opened, setOpened] = useState(false);
  if (!mayManage) return null;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        leftSection={<IconCalendarPlus size={size?.toString().includes('xs') ? 14 : 16} aria-hidden />}
        onClick={() => setOpened(true)}
        // A candidate with no application has nothing to schedule.
        disabled={applications?.length === 0}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      {opened && <ScheduleInterviewDialog opened onClose={() => setOpened(false)} applications={applications} />}
    </>
  );
}
