import { Badge, Text } from '@mantine/core';
import type { Application } from '@/db';
import { MatchEvidence } from '@/features/screening/components/MatchEvidence';
import { aiMatchColor, aiMatchLabel } from '@/features/screening/model/aiMatch';
import { KitSection } from './KitSection';

/** What the screening found: the AI match, its summary and the evidence (the screening's own view). */
export function KitEvidence({ application }: { application: Application | undefined }) {
  const label = aiMatchLabel(application?.ai_rating);
  const color = aiMatchColor(application?.ai_rating);
  return (
    <KitSection
      title="AI match evidence"
      action={
        label && color ? (
          <Badge color={color} variant="light">
            {label} · {application?.ai_rating}/10
          </Badge>
        ) : undefined
      }
    >
      {application?.ai_summary && (
        <Text size="sm" mb="sm">
          {application.ai_summary}
        </Text>
      )}
      <MatchEvidence evidence={application?.ai_evidence ?? null} />
    </KitSection>
  );
}
