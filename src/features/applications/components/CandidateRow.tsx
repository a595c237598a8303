import { memo, type ReactNode } from 'react';
import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDistanceToNow } from 'date-fns';
import type { Application, Profile } from '@/db';
import { candidateInitials, candidateName } from '../model/candidateIdentity';
import { AiMatchBadge } from './AiMatchBadge';
import { ButtonLink } from '@/ui/links';

export interface CandidateRowProps {
  application: Application;
  profile: Profile | undefined;
  /**
   * Draws the application's stage in its job's interview plan, and moving it (issue 14). A
   * function rather than an element: one stable function for every row keeps the memoised row
   * from being redrawn when the list re-renders.
   */
  stageControl?: (application: Application, name: string) => ReactNode;
}

/**
 * One row of a job's candidates list (spec §2 "Job candidates"); the list's item names it. On a narrow screen the row puts
 * the match badge and View Profile on a second line rather than cutting off the name, the email,
 * the badge or the button; a long name or email wraps instead of being hidden behind an ellipsis.
 */
export const CandidateRow = memo(function CandidateRow({ application, profile, stageControl }: CandidateRowProps) {
  const name = candidateName(profile);
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="nowrap" miw={0} style={{ flex: '1 1 14rem' }}>
          <Avatar color="violet" radius="xl" alt="">
            {candidateInitials(profile)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {profile?.email && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {profile.email}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              Applied {formatDistanceToNow(new Date(application.created_at), { addSuffix: true })}
            </Text>
          </Stack>
        </Group>
        {/* Wraps: with the stage control, a phone's row has no room for all three on one line. */}
        <Group gap="sm" wrap="wrap" ml="auto" justify="flex-end" style={{ flexShrink: 0, maxWidth: '100%' }}>
          {stageControl?.(application, name)}
          <AiMatchBadge
            rating={application.ai_rating}
            summary={application.ai_summary}
            evidence={application.ai_evidence}
            candidateName={name}
          />
          {application.applicant_id && (
            <ButtonLink
              to="/app/candidates/$candidateId"
              params={{ candidateId: application.applicant_id }}
              variant="light"
              size="xs"
              aria-label={`View profile of ${name}`}
            >
              View Profile
            </ButtonLink>
          )}
        </Group>
      </Group>
    </Paper>
  );
});
