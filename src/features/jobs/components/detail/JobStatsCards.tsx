import type { ReactNode } from 'react';
import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import type { JobStats } from '../../model/jobStats';

/** Interview rate, offer rate and average AI rating (out of 5, bar = average / 5; spec §9). */
export function JobStatsCards({ stats }: { stats: JobStats }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <StatCard label="Interview Rate" value={`${stats.interviewRate}%`} />
      <StatCard label="Offer Rate" value={`${stats.offerRate}%`} />
      <StatCard label="Average AI Rating" value={`${stats.averageRating}/5`}>
        <Progress value={stats.ratingProgress} mt="xs" aria-label="Average AI rating" />
      </StatCard>
    </SimpleGrid>
  );
}

function StatCard({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {children}
    </Paper>
  );
}
