import { memo, useState } from 'react';
import { Avatar, Badge, Box, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useDraggable } from '@dnd-kit/core';
import type { Application, Profile } from '@/db';
import { ratingWithEvidence } from '@/features/screening/model/ratingWithEvidence';
import { ScorecardTally } from '@/features/interviews/components/ScorecardTally';
import type { RecommendationTally } from '@/features/interviews/model/recommendation';
import { ScheduleInterviewButton } from '@/features/interviews/components/ScheduleInterviewButton';
import { EmailCandidateDialog, NO_EMAIL_REASON } from '@/features/email';
import { useCan } from '@/db/react';
import { ActionsMenu } from '@/ui/ActionsMenu';
import { candidateInitials, candidateName } from '../model/candidateIdentity';

export interface KanbanCardProps {
  application: Application;
  profile: Profile | undefined;
  /** The card's place in its column (the column's keyboard moves find cards by it). */
  index?: number;
  /** The application's scorecards as this member may see them (read once for the board). */
  tally?: RecommendationTally;
}

/**
 * A draggable candidate card (pointer or keyboard: focus, Space to lift, arrows, Space to drop).
 * The part that lifts the card is its upper part (the drag handle, named by the candidate); the
 * scorecard tally and the Schedule action sit below it, so pressing Space or Enter on Schedule
 * opens the dialog instead of lifting the card. Its menu has "Email candidate" (issue 25).
 */
// Memoised: a drop, a tally arriving or a drag over another column re-renders the board, and a
// card whose application, profile and tally are the same objects need not be drawn again.
export const KanbanCard = memo(function KanbanCard({ application, profile, index, tally }: KanbanCardProps) {
  // The card under the pointer while dragging is the board's overlay (KanbanCardPreview): this
  // one stays in its column, faded, so its column's scroll never clips what is being dragged.
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: application.id,
  });
  const name = candidateName(profile);
  const match = ratingWithEvidence(application);
  const { color } = match;
  const mayEmail = useCan('manage_candidates');
  const [emailing, setEmailing] = useState(false);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      style={{
        opacity: isDragging ? 0.5 : 1,
        borderLeft: color ? `4px solid var(--mantine-color-${color}-6)` : undefined,
      }}
    >
      <Box
        ref={setActivatorNodeRef}
        p="sm"
        pb="xs"
        style={{ cursor: 'grab', touchAction: 'none', borderRadius: 'var(--mantine-radius-md)' }}
        data-testid={`kanban-card-${application.id}`}
        data-kanban-index={index}
        {...attributes}
        {...listeners}
        aria-roledescription="Draggable candidate"
        aria-label={name}
      >
        <Group wrap="nowrap" gap="sm">
          <Avatar size="sm" radius="xl" color="violet" alt="">
            {candidateInitials(profile)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            {profile?.email && (
              <Text size="xs" c="dimmed" truncate>
                {profile.email}
              </Text>
            )}
          </Stack>
        </Group>
        {match.label && color && (
          <>
            <Badge mt="xs" size="sm" color={color} variant="light">
              {match.label}
            </Badge>
            {/* Never a rating without what it rests on (issue 26). */}
            <Text size="xs" c="dimmed" mt={2}>
              {match.evidenceLine}
            </Text>
          </>
        )}
      </Box>
      <Group px="sm" pb="sm" gap="xs" wrap="wrap">
        {tally && <ScorecardTally tally={tally} size="xs" />}
        <ScheduleInterviewButton
          applications={[{ value: application.id, label: name }]}
          label="Schedule"
          ariaLabel={`Schedule interview with ${name}`}
          size="compact-xs"
          variant="light"
        />
        {mayEmail && profile && (
          <span style={{ marginLeft: 'auto' }}>
            <ActionsMenu label={`Actions for ${name}`}>
              <Menu.Item
                leftSection={<IconMail size={14} aria-hidden />}
                disabled={!profile.email}
                onClick={() => setEmailing(true)}
              >
                Email candidate
                {!profile.email && (
                  <Text size="xs" c="dimmed">
                    {NO_EMAIL_REASON}
                  </Text>
                )}
              </Menu.Item>
            </ActionsMenu>
          </span>
        )}
      </Group>
      {emailing && profile && (
        <EmailCandidateDialog
          opened
          onClose={() => setEmailing(false)}
          candidateId={profile.id}
          applicationId={application.id}
        />
      )}
    </Paper>
  );
});

/** What follows the pointer (or the arrow keys) while a card is dragged: the candidate and their rating. */
export function KanbanCardPreview({ application, profile }: KanbanCardProps) {
  const match = ratingWithEvidence(application);
  return (
    <Paper
      withBorder
      radius="md"
      shadow="md"
      p="sm"
      w={254}
      style={{
        cursor: 'grabbing',
        borderLeft: match.color ? `4px solid var(--mantine-color-${match.color}-6)` : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm">
        <Avatar size="sm" radius="xl" color="violet" alt="">
          {candidateInitials(profile)}
        </Avatar>
        <Text size="sm" fw={600} truncate>
          {candidateName(profile)}
        </Text>
      </Group>
      {match.label && match.color && (
        <Badge mt="xs" size="sm" color={match.color} variant="light">
          {match.label}
        </Badge>
      )}
    </Paper>
  );
}
