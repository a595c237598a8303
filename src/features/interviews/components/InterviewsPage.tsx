import { Avatar, Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconCalendarPlus, IconClock, IconUsers } from '@tabler/icons-react';
import { format } from 'date-fns';
import { SAMPLE_INTERVIEWS } from '../model/sampleInterviews';
import type { InterviewsSearch } from '../model/interviewsSearch';
import { PageHeader } from '@/ui/PageHeader';
import { PlainList } from '@/ui/PlainList';
import type { SearchStateProps } from '@/ui/searchParams';

const initials = (name: string) =>
  name
    .split(' ')
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export type InterviewsPageProps = SearchStateProps<InterviewsSearch>;

/** /app/interviews (spec §2): a placeholder with sample data; buttons are not wired. The tab lives in the URL. */
export function InterviewsPage({ search, onSearchChange }: InterviewsPageProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Interviews"
        description="Sample schedule — interview scheduling is coming soon."
        actions={<Button leftSection={<IconCalendarPlus size={16} aria-hidden />}>Schedule Interview</Button>}
      />
      <Tabs value={search.tab} onChange={(tab) => tab && onSearchChange({ tab: tab as InterviewsSearch['tab'] })}>
        <Tabs.List>
          <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
          <Tabs.Tab value="past">Past</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="md">
          <PlainList>
            {SAMPLE_INTERVIEWS.map((interview) => (
              <Paper key={interview.id} withBorder p="md" radius="md" component="li">
                <Group justify="space-between">
                  <Group>
                    <Avatar color="violet" radius="xl" alt="">
                      {initials(interview.candidate)}
                    </Avatar>
                    <div>
                      <Text fw={600}>{interview.candidate}</Text>
                      <Text size="sm" c="dimmed">
                        {interview.position}
                      </Text>
                    </div>
                  </Group>
                  <Group gap="md">
                    <Group gap={4}>
                      <IconClock size={14} aria-hidden />
                      <Text size="sm">
                        {format(new Date(interview.date), 'EEE d MMM, HH:mm')} · {interview.duration} min
                      </Text>
                    </Group>
                    <Badge variant="light" leftSection={<IconUsers size={12} aria-hidden />}>
                      {interview.attendees.join(', ')}
                    </Badge>
                    <Button size="xs" variant="default">
                      Reschedule
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </PlainList>
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <Text c="dimmed">No past interviews.</Text>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
