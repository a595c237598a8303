import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { format } from 'date-fns';
import { usePlanCalendar } from '../queries/usePlans';
import { PageLoader } from '@/ui/PageLoader';

const STATUS_COLOR = { scheduled: 'blue', completed: 'green', cancelled: 'gray' } as const;

/** Flow manage → Calendar: the plan's interviews, newest first. */
export function PlanCalendarPanel({ planId }: { planId: string }) {
  const entries = usePlanCalendar(planId);
  if (entries === undefined) return <PageLoader label="Loading interviews" />;
  if (entries.length === 0) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text c="dimmed">No interviews have been scheduled for this flow yet.</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Interviews">
      {entries.map(({ interview, candidateName, jobTitle, stageName }) => (
        <Paper component="li" key={interview.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} miw={0}>
              <Text fw={600}>
                {format(new Date(interview.starts_at), 'EEE, MMM d, yyyy · HH:mm')} · {interview.duration_minutes} min
              </Text>
              <Text size="sm" c="dimmed">
                {[candidateName ?? 'Unknown candidate', jobTitle, stageName].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <Badge color={STATUS_COLOR[interview.status]} variant="light">
              {interview.status}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
