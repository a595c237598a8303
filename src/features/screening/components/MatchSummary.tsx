// The AI assessment in a few lines, for hover cards: rating, summary, and counts from the evidence.
import { Group, Stack, Text } from '@mantine/core';
import { asScreeningEvidence } from '../model/evidence';
import { evidenceFacts, missingMustHavesText } from '../model/evidenceLine';

export interface MatchSummaryProps {
  rating: number | null | undefined;
  summary: string | null | undefined;
  evidence?: unknown;
  /** Lines of summary shown before it is clamped. */
  lineClamp?: number;
}

export function MatchSummary({ rating, summary, evidence: value, lineClamp = 4 }: MatchSummaryProps) {
  const evidence = asScreeningEvidence(value);
  const facts = evidence ? evidenceFacts(evidence) : [];
  const missing = evidence ? missingMustHavesText(evidence) : null;
  return (
    <Stack gap={6} maw={320} data-testid="match-summary">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          AI assessment
        </Text>
        {rating !== null && rating !== undefined && (
          <Text size="sm" fw={600} data-testid="match-summary-rating">
            {rating.toFixed(1)}/10
          </Text>
        )}
      </Group>
      <Text size="sm" lineClamp={lineClamp}>
        {summary?.trim() || 'Not screened yet.'}
      </Text>
      {facts.length > 0 && (
        <Text size="xs" c="gray.7">
          {facts.join(' · ')}
        </Text>
      )}
      {missing && (
        <Text size="xs" c="red.9">
          {missing}
        </Text>
      )}
    </Stack>
  );
}
