import { Badge, Group } from '@mantine/core';
import { RECOMMENDATION_COLOR, recommendationVariant, type RecommendationTally } from '../model/recommendation';

/** The tally as words on badges ("2 Yes", "1 No"); nothing when there are no scorecards. */
export function ScorecardTally({ tally, size = 'sm' }: { tally: RecommendationTally; size?: 'xs' | 'sm' | 'md' }) {
  if (tally.total === 0) return null;
  return (
    <Group gap={4}>
      {tally.entries.map((e) => (
        <Badge
          key={e.recommendation}
          size={size}
          color={RECOMMENDATION_COLOR[e.recommendation]}
          variant={recommendationVariant(e.recommendation)}
          tt="none"
        >
          {e.count} {e.label}
        </Badge>
      ))}
    </Group>
  );
}
