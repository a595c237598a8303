import { Group, Paper, Stack, Text } from '@mantine/core';
import { format } from 'date-fns';
import { useMembership } from '@/db/react';
import { dayHeading } from '@/features/interviews/model/interviewTime';
import { useNextInterviews, useNow } from '@/features/interviews/queries/useInterviews';
import { AnchorLink } from '@/ui/links';
import { DashboardSection } from './DashboardSection';

const UPCOMING_LIMIT = 4;

/**
 * Spec §2 "Upcoming Interviews", from the store (issue 14 §3): the next scheduled interviews, not
 * over yet; an interviewer sees the ones they are on first.
 */
export function UpcomingInterviews() {
  const { role } = useMembership();
  const now = useNow();
  const interviews = useNextInterviews({ mineFirst: role === 'interviewer', limit: UPCOMING_LIMIT });
  return (
    <DashboardSection
      title="Upcoming Interviews"
      action={
        <AnchorLink to="/app/interviews" size="sm">
          View all
        </AnchorLink>
      }
    >
      {interviews === undefined ? null : interviews.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          No upcoming interviews
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {interviews.map(({ interview, candidateName, jobTitle, stageName }) => (
            <Paper key={interview.id} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={0} miw={0}>
                  <AnchorLink
                    to="/app/interviews/$interviewId"
                    params={{ interviewId: interview.id }}
                    fw={600}
                    size="sm"
                    truncate
                  >
                    {candidateName}
                  </AnchorLink>
                  <Text size="xs" c="dimmed" truncate>
                    {jobTitle}
                    {stageName ? ` · ${stageName}` : ''}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text size="xs" fw={500}>
                    {dayHeading(interview.starts_at, now, (d) => format(d, 'EEE d MMM'))}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format(new Date(interview.starts_at), 'HH:mm')} · {interview.duration_minutes} min
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
