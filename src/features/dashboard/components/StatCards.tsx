import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconTrophy, IconUserPlus } from '@tabler/icons-react';
import type { DashboardStats } from '../model/dashboardStats';
import { formatCount } from '@/ui/formatCount';

export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    {
      title: 'Active Jobs',
      value: formatCount(stats.activeJobs),
      note: 'Published and taking applications',
      icon: IconBriefcase,
    },
    {
      title: 'New Candidates',
      value: formatCount(stats.newCandidates),
      note: 'In the last 7 days',
      icon: IconUserPlus,
    },
    {
      title: 'Interviews',
      value: formatCount(stats.inInterview),
      note: 'Candidates in the interview stage',
      icon: IconCalendarEvent,
    },
    {
      title: 'Offer Rate',
      value: `${stats.offerShare}%`,
      note: 'Of all applications reached an offer',
      icon: IconTrophy,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {cards.map((card) => (
        <Paper key={card.title} withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed">
                {card.title}
              </Text>
              <Text fw={700} size="xl">
                {card.value}
              </Text>
            </div>
            <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
              <card.icon size={20} />
            </ThemeIcon>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {card.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
