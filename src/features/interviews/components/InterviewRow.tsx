import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconMapPin, IconVideo } from '@tabler/icons-react';
import type { InterviewItem } from '../queries/interviewReads';
import { DownloadIcsButton } from './DownloadIcsButton';
import { InterviewActions } from './InterviewActions';
import { InterviewStatusBadge } from './InterviewStatusBadge';
import { PanelAvatars } from './PanelAvatars';
import { dateTimeRange, minutesLabel, timeRange } from './interviewFormat';
import { ButtonLink } from '@/ui/links';

export interface InterviewRowProps {
  item: InterviewItem;
  /** Under a day heading the date is said already: the time alone. */
  timeOnly?: boolean;
  /** On the candidate's own profile the row is titled by the job instead. */
  showCandidate?: boolean;
}

/** One interview: who, for what, when, with whom, its status, and what to do with it. */
export function InterviewRow({ item, timeOnly = false, showCandidate = true }: InterviewRowProps) {
  const { interview } = item;
  const place = interview.location ?? interview.video_url;
  const subtitle = [showCandidate ? item.jobTitle : null, item.stageName].filter(Boolean).join(' · ');
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="li"
      aria-label={`${item.candidateName}, ${dateTimeRange(interview)}`}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
          <Group gap="xs">
            <Text fw={600}>{showCandidate ? item.candidateName : item.jobTitle}</Text>
            <InterviewStatusBadge status={interview.status} />
          </Group>
          {subtitle && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
          <Group gap="md" wrap="wrap">
            <Group gap={4} wrap="nowrap">
              <IconClock size={14} aria-hidden />
              <Text size="sm">
                {timeOnly ? timeRange(interview) : dateTimeRange(interview)} ·{' '}
                {minutesLabel(interview.duration_minutes)}
              </Text>
            </Group>
            {place && (
              <Group gap={4} wrap="nowrap" miw={0}>
                {interview.location ? <IconMapPin size={14} aria-hidden /> : <IconVideo size={14} aria-hidden />}
                <Text size="sm" truncate maw={240}>
                  {place}
                </Text>
              </Group>
            )}
            <PanelAvatars panel={item.panel} />
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <ButtonLink
            size="xs"
            to="/app/interviews/$interviewId"
            params={{ interviewId: interview.id }}
            aria-label={`Open kit for the interview with ${item.candidateName}`}
          >
            Open kit
          </ButtonLink>
          <DownloadIcsButton item={item} />
          <InterviewActions item={item} />
        </Group>
      </Group>
    </Paper>
  );
}
