// The AI assessment in a few lines, for hover cards: rating, summary, and counts from the evidence.
import { Group, Stack, Text } from '@mantine/core';
import { asScreeningEvidence } from '../model/evidence';
import { formatYears } from '../model/screening';

export interface MatchSummaryProps {
  rating: number | null | undefined;
  summary: string | null | undefined;
  evidence?: unknown;
  /** Lines of summary shown before it is clamped. */
  lineClamp?: number;
}

export function MatchSummary({ rating, summary, evidence: value, lineClamp = 4 }: MatchSummaryProps) {
  const evidence = asScreeningEvidence(value);
  const facts: string[] = [];
  if (evidence) {
    const skills = evidence.matchedSkills.length + evidence.missingSkills.length;
    if (skills) facts.push(`Skills ${evidence.matchedSkills.length}/${skills}`);
    const must = evidence.matchedMustHaves.length + evidence.missingMustHaves.length;
    if (must) facts.push(`Must-haves ${evidence.matchedMustHaves.length}/${must}`);
    if (evidence.yearsOfExperience !== null) facts.push(formatYears(evidence.yearsOfExperience));
  }
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
      {evidence && evidence.missingMustHaves.length > 0 && (
        <Text size="xs" c="red.9">
          Missing must-have{evidence.missingMustHaves.length > 1 ? 's' : ''}: {evidence.missingMustHaves.join(', ')}
        </Text>
      )}
    </Stack>
  );
}
