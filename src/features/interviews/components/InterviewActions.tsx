import { useState } from 'react';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarCheck, IconCalendarX, IconClockEdit } from '@tabler/icons-react';
import { useCan, useCompanyDb } from '@/db/react';
import { cancelInterview, completeInterview } from '../commands/scheduleInterview';
import type { InterviewItem } from '../queries/interviewReads';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';
import { ActionsMenu } from '@/ui/ActionsMenu';

/** Reschedule, Mark completed and Cancel interview, for members who manage interviews. */
export function InterviewActions({ item }: { item: InterviewItem }) {
  const db = useCompanyDb();
  const mayManage = useCan('manage_interviews');
  const [rescheduling, setRescheduling] = useState(false);
  if (!mayManage) return null;
  const { interview, candidateName } = item;

  const run = async (action: typeof cancelInterview, done: string) => {
    try {
      await action(db, interview.id);
      notifications.show({ message: `${done}: ${candidateName}`, color: 'green' });
    } catch (error) {
      notifications.show({ message: error instanceof Error ? error.message : String(error), color: 'red' });
    }
  };

  return (
    <>
      <ActionsMenu label={`More actions for the interview with ${candidateName}`}>
        <Menu.Item leftSection={<IconClockEdit size={14} aria-hidden />} onClick={() => setRescheduling(true)}>
          Reschedule
        </Menu.Item>
        {interview.status === 'scheduled' && (
          <Menu.Item
            leftSection={<IconCalendarCheck size={14} aria-hidden />}
            onClick={() => void run(completeInterview, 'Interview completed')}
          >
            Mark completed
          </Menu.Item>
        )}
        {interview.status !== 'cancelled' && (
          <Menu.Item
            color="red"
            leftSection={<IconCalendarX size={14} aria-hidden />}
            onClick={() => void run(cancelInterview, 'Interview cancelled')}
          >
            Cancel interview
          </Menu.Item>
        )}
      </ActionsMenu>
      {rescheduling && <ScheduleInterviewDialog opened onClose={() => setRescheduling(false)} interview={interview} />}
    </>
  );
}
