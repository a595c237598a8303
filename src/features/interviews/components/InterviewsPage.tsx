import { Avatar, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconClock, IconUsers } from '@tabler/icons-react';
import { format } from 'date-fns';
import { SAMPLE_INTERVIEWS } from '../model/sampleInterviews';

const initials = (name: string) => name.split(' ').map((p) => p[0]).join('').slice(0, 2).toUpperCase();

/** /app/interviews (spec §2): a placeholder with sample data; buttons are not wired. */
export function InterviewsPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Interviews
          </Title>
          <Text c="dimmed">Sample schedule — interview scheduling is coming soon.</Text>
        </div>
        <Button leftSection={<IconCalendarPlus size={16} aria-hidden />}>Schedule Interview</Button>
      </Group>
      <Tabs defaultValue="upcoming">
        <Tabs.List>
          <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
          <Tabs.Tab value="past">Past</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="md">
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
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
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          <Text c="dimmed">No past interviews.</Text>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
