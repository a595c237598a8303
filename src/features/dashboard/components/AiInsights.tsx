import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { AiInsight } from '../model/aiInsights';
import { DashboardSection } from './DashboardSection';
import { FeedItem } from './FeedItem';

/** Spec §2 "AI Insights": what needs the recruiter's attention, each linking to where to act. */
export function AiInsights({ insights }: { insights: AiInsight[] }) {
  return (
    <DashboardSection title="AI Insights">
      {insights.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing needs your attention right now.
        </Text>
      ) : (
        <Stack gap="sm">
          {insights.map((insight) => (
            <FeedItem
              key={insight.id}
              align="flex-start"
              fw={600}
              icon={
                <ThemeIcon variant="light" color="yellow" radius="xl" aria-hidden>
                  <IconBulb size={16} />
                </ThemeIcon>
              }
              to={insight.href}
              label={insight.title}
              note={insight.description}
            />
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
