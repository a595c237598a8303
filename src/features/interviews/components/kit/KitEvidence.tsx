import { Badge, Text } from '@mantine/core';
import type { Application } from '@/db';
import { MatchEvidence } from '@/features/screening/components/MatchEvidence';
import { ratingWithEvidence } from '@/features/screening/model/ratingWithEvidence';
import { KitSection } from './KitSection';

/** What the screening found: the AI match, its summary and the evidence (the screening's own view). */
export function KitEvidence({ application }: { application: Application | undefined }) {
  const rated = { ai_rating: application?.ai_rating, ai_evidence: application?.ai_evidence };
  const { label, color } = ratingWithEvidence(rated);
  return (
    <KitSection
      title="AI match evidence"
      action={
        label && color ? (
          <Badge color={color} variant="light">
            {label}
          </Badge>
        ) : undefined
      }
    >
      {application?.ai_summary && (
        <Text size="sm" mb="sm">
          {application.ai_summary}
        </Text>
      )}
      <MatchEvidence application={rated} />
    </KitSection>
  );
}
