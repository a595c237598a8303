import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconMapPin, IconVideo } from '@tabler/icons-react';
import type { InterviewView } from '../model/statusPageView';
import { interviewDay, interviewTimeRange } from '../model/interviewWhen';
import { saveFile } from '@/ui/saveFile';

export interface InterviewCardProps {
  interview: InterviewView;
  companyName: string;
}

/** An upcoming interview: when (in the visitor's own time zone), where or the video link, Add to calendar. */
export function InterviewCard({ interview, companyName }: InterviewCardProps) {
  const titleId = `interview-${interview.id}`;
  const handleAddToCalendar = async () => {
    try {
      // The `ics` package comes with the click: it never weighs on the page's first load.
      const { candidateInterviewIcs, candidateInterviewFileName } = await import('../model/candidateInterviewIcs');
      const text = candidateInterviewIcs(interview, companyName);
      saveFile(
        new Blob([text], { type: 'text/calendar;charset=utf-8' }),
        candidateInterviewFileName(interview.job_title),
      );
    } catch (error) {
      console.error(error);
      notifications.show({ message: 'The calendar file could not be made.', color: 'red' });
    }
  };
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h4" id={titleId} td={interview.cancelled ? 'line-through' : undefined}>
            {interviewDay(interview.starts_at)}
          </Title>
          {interview.cancelled && (
            <Badge color="red" variant="light" size="lg" tt="none" style={{ flexShrink: 0 }}>
              Cancelled
            </Badge>
          )}
        </Group>
        <Text fw={600}>{interviewTimeRange(interview.starts_at, interview.duration_minutes)}</Text>
        <Text size="sm" c="dark.6">
          {interview.job_title}
        </Text>
        {interview.location && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">{interview.location}</Text>
          </Group>
        )}
        {interview.video_url && !interview.cancelled && (
          <Group gap={6} wrap="nowrap">
            <IconVideo size={18} aria-hidden style={{ flexShrink: 0 }} />
            {/* noreferrer: this page's address holds the candidate's private token. */}
            <Anchor
              href={interview.video_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              className="touch-target"
            >
              Join the video call
            </Anchor>
          </Group>
        )}
        {!interview.cancelled && (
          <Group>
            <Button
              variant="light"
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={handleAddToCalendar}
              aria-label={`Add the interview on ${interviewDay(interview.starts_at)} to your calendar`}
            >
              Add to calendar
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
