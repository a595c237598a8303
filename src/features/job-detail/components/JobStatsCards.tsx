import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import type { JobStats } from '../model/jobStats';

/** Interview rate, offer rate and average AI rating (out of 5, bar = average / 5; spec §9). */
export function JobStatsCards({ stats }: { stats: JobStats }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          Interview Rate
        </Text>
        <Text fw={700} size="xl">
          {stats.interviewRate}%
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          Offer Rate
        </Text>
        <Text fw={700} size="xl">
          {stats.offerRate}%
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          Average AI Rating
        </Text>
        <Text fw={700} size="xl">
          {stats.averageRating}/5
        </Text>
        <Progress value={stats.ratingProgress} mt="xs" aria-label="Average AI rating" />
      </Paper>
    </SimpleGrid>
  );
}
