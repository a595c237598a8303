// The AI assessment in a few lines, for hover cards: rating, summary, and what the rating rests
// on (ratingWithEvidence: the evidence's counts, or that it was not recorded).
import { Group, Stack, Text } from '@mantine/core';
import { NOT_SCREENED, ratingWithEvidence } from '../model/ratingWithEvidence';

export interface MatchSummaryProps {
  rating: number | null | undefined;
  summary: string | null | undefined;
  evidence?: unknown;
  /** Lines of summary shown before it is clamped. */
  lineClamp?: number;
}

export function MatchSummary({ rating, summary, evidence: value, lineClamp = 4 }: MatchSummaryProps) {
  const shown = ratingWithEvidence({ ai_rating: rating, ai_evidence: value });
  const { evidence } = shown;
  // Not screened: one line says so (in place of the summary), not two.
  const screened = shown.rating !== null || evidence !== null;
  return (
    <Stack gap={6} maw={320} data-testid="match-summary">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          AI assessment
        </Text>
        {shown.rating !== null && (
          <Text size="sm" fw={600} data-testid="match-summary-rating">
            {shown.rating.toFixed(1)}/10
          </Text>
        )}
      </Group>
      {(summary?.trim() || !screened) && (
        <Text size="sm" lineClamp={lineClamp}>
          {summary?.trim() || `${NOT_SCREENED}.`}
        </Text>
      )}
      {screened && (
        <Text size="xs" c="gray.7" data-testid="match-summary-evidence">
          {shown.evidenceLine}
        </Text>
      )}
      {evidence && evidence.missingMustHaves.length > 0 && (
        <Text size="xs" c="red.9">
          Missing must-have{evidence.missingMustHaves.length > 1 ? 's' : ''}: {evidence.missingMustHaves.join(', ')}
        </Text>
      )}
    </Stack>
  );
}
