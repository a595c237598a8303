import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { format } from 'date-fns';
import type { InterviewStage, Scorecard } from '@/db';
import {
  RECOMMENDATION_COLOR,
  RECOMMENDATION_LABEL,
  isRecommendation,
  recommendationVariant,
} from '../model/recommendation';

export interface ScorecardViewProps {
  scorecard: Scorecard;
  /** "Sam Rivera", or "You". */
  authorName: string;
  /** The stage the interview was for, when known. */
  stage: InterviewStage | undefined;
  /** Element to render as (a list item in lists). */
  component?: 'li' | 'div';
}

/** A submitted scorecard, read-only: recommendation, take-aways, and each attribute's rating and note. */
export function ScorecardView({ scorecard, authorName, stage, component = 'div' }: ScorecardViewProps) {
  const attributes = stage?.focus_attributes ?? [];
  const names = new Map(attributes.map((a) => [a.id, a.name]));
  // In the stage's order; attributes since removed from the stage after them.
  const place = (id: string) => (names.has(id) ? attributes.findIndex((a) => a.id === id) : attributes.length);
  const rated = Object.entries(scorecard.ratings)
    .filter(([, r]) => r.rating !== null || r.note.trim() !== '')
    .sort(([a], [b]) => place(a) - place(b) || a.localeCompare(b));
  const recommendation = isRecommendation(scorecard.recommendation) ? scorecard.recommendation : null;
  return (
    <Paper component={component} withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {authorName}
          </Text>
          <Text size="xs" c="dimmed">
            {stage ? `${stage.name} · ` : ''}
            {scorecard.submitted_at ? `Submitted ${format(new Date(scorecard.submitted_at), 'd MMM yyyy, HH:mm')}` : ''}
            {scorecard._pending ? ' · waiting to sync' : ''}
          </Text>
        </Stack>
        {recommendation && (
          <Badge color={RECOMMENDATION_COLOR[recommendation]} variant={recommendationVariant(recommendation)}>
            {RECOMMENDATION_LABEL[recommendation]}
          </Badge>
        )}
      </Group>
      {scorecard.key_takeaways.trim() && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {scorecard.key_takeaways}
        </Text>
      )}
      {rated.length > 0 && (
        <Stack gap={4} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rated.map(([id, r]) => (
            <Text component="li" size="sm" key={id}>
              <Text span fw={600} inherit>
                {names.get(id) ?? id}:
              </Text>{' '}
              {r.rating ? `${r.rating}/4` : 'not rated'}
              {r.note.trim() ? ` — ${r.note}` : ''}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
