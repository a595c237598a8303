import { Badge, HoverCard, UnstyledButton } from '@mantine/core';
import { MatchSummary } from '@/features/screening/components/MatchSummary';
import { IconSparkles } from '@tabler/icons-react';
import { ratingWithEvidence } from '@/features/screening/model/ratingWithEvidence';
import { useMountOnFirstUse } from '@/ui/useMountOnFirstUse';

export interface AiMatchBadgeProps {
  rating: number | null;
  summary: string | null;
  /** applications.ai_evidence, summarised under the assessment when present. */
  evidence?: unknown;
  candidateName: string;
}

/**
 * The AI match badge with the AI assessment on hover (spec §2; HoverCard open 700 ms, close 300 ms,
 * §9). No badge without a rating. The badge is a button so keyboard users can reach the card too;
 * its name and the card say what the rating rests on (issue 26: never a rating without evidence).
 */
export function AiMatchBadge({ rating, summary, evidence, candidateName }: AiMatchBadgeProps) {
  // The hover card (a popover and its positioning hooks) is mounted once the pointer or the focus
  // first comes to the badge: a job's candidate list has one badge per row, and mounting them all
  // with the rows was a good part of opening it (B3). Focus that mounted it moves to the new button.
  const { usedBy, mountBy, wrapperProps } = useMountOnFirstUse();
  const shown = ratingWithEvidence({ ai_rating: rating, ai_evidence: evidence });
  if (!shown.label || !shown.color) return null;
  const button = (
    <UnstyledButton
      aria-label={`AI match for ${candidateName}: ${shown.match}, ${shown.rating} out of 10 (${shown.evidenceLine})`}
      onPointerEnter={usedBy ? undefined : () => mountBy('pointer')}
      onFocus={usedBy ? undefined : () => mountBy('focus')}
    >
      <Badge color={shown.color} variant="light" leftSection={<IconSparkles size={12} aria-hidden />}>
        {shown.label}
      </Badge>
    </UnstyledButton>
  );
  if (!usedBy) return <span {...wrapperProps}>{button}</span>;
  return (
    <span {...wrapperProps}>
      <HoverCard openDelay={700} closeDelay={300} width={320} shadow="md" withinPortal>
        <HoverCard.Target>{button}</HoverCard.Target>
        <HoverCard.Dropdown>
          <MatchSummary rating={rating} summary={summary} evidence={evidence} />
        </HoverCard.Dropdown>
      </HoverCard>
    </span>
  );
}
