import type { ReactNode } from 'react';
import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import { useCompanyDb, useMembership } from '@/db/react';
import { useScorecardsDueCount } from '@/features/interviews/queries/useInterviews';
import type { JobStats } from '../../model/jobStats';

/**
 * Interview rate, offer rate and average AI rating (out of 5, bar = average / 5; spec §9), and the
 * scorecards the job's past interviews still wait for (issue 14 §6).
 */
export function JobStatsCards({ stats }: { stats: JobStats }) {
  // An interviewer sees only their own scorecards before submitting, so is told only of those.
  const { role } = useMembership();
  const db = useCompanyDb();
  const own = role === 'interviewer';
  const scorecardsDue = useScorecardsDueCount(stats.jobId, own ? db.userId : undefined);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label="Interview Rate" value={`${stats.interviewRate}%`} />
      <StatCard label="Offer Rate" value={`${stats.offerRate}%`} />
      <StatCard label="Average AI Rating" value={`${stats.averageRating}/5`}>
        <Progress value={stats.ratingProgress} mt="xs" aria-label="Average AI rating" />
      </StatCard>
      <StatCard
        label={own ? 'Your scorecards due' : 'Scorecards due'}
        value={scorecardsDue === undefined ? '–' : String(scorecardsDue)}
      />
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
