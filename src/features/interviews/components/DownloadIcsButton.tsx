import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarDown } from '@tabler/icons-react';
import { saveFile } from '@/ui/saveFile';
import type { InterviewItem } from '../queries/interviewReads';

export interface DownloadIcsButtonProps {
  item: InterviewItem;
  size?: ButtonProps['size'];
}

/**
 * Download .ics: the interview as a calendar file, made on this device (offline too). The `ics`
 * package is imported on click, so it never weighs on a screen's first load.
 */
export function DownloadIcsButton({ item, size = 'xs' }: DownloadIcsButtonProps) {
  const handleClick = async () => {
    try {
      const { interviewIcs, interviewIcsFileName } = await import('../model/interviewIcs');
      const text = interviewIcs(item.interview, {
        candidateName: item.candidateName,
        jobTitle: item.jobTitle,
        stageName: item.stageName,
        interviewers: item.panel,
        kitUrl: `${window.location.origin}/app/interviews/${item.interview.id}`,
      });
      saveFile(new Blob([text], { type: 'text/calendar;charset=utf-8' }), interviewIcsFileName(item.candidateName));
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'The calendar file could not be made.', color: 'red' });
    }
  };
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconCalendarDown size={14} aria-hidden />}
      onClick={handleClick}
      aria-label={`Download .ics for the interview with ${item.candidateName}`}
    >
      Download .ics
    </Button>
  );
}
