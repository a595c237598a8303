import { memo } from 'react';
import { Avatar, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDownload, IconMail, IconUser, IconX, IconCalendarEvent, IconGift, IconRoute } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { format } from 'date-fns';
import type { PipelineStage } from '@/features/applications/model/pipelineStage';
import type { CandidateCardData } from '../model/candidateCard';
import type { StageOption } from '@/features/flows/model/applicationStage';
import { MatchStars } from './MatchStars';
import { ActionsMenu } from '@/ui/ActionsMenu';
import { AnchorLink } from '@/ui/links';
import { LocationLabel } from '@/ui/LocationLabel';

const STATUS_COLOR: Record<PipelineStage, string> = {
  applied: 'blue',
  screening: 'violet',
  interview: 'orange',
  offer: 'green',
  rejected: 'red',
};

export interface CandidateCardProps {
  card: CandidateCardData;
  /** Absent for a member who may not move candidates (an interviewer, issue 13). */
  onMove?: (card: CandidateCardData, stage: PipelineStage) => void;
  /** Moves the application to a stage of its job's plan; absent for a member who may not. */
  onMoveToStage?: (card: CandidateCardData, stage: StageOption | null) => void;
  onDownloadResume: (card: CandidateCardData) => void;
}

/**
 * One candidate of the candidates list (spec §2 "Candidates list"); the list's item names it.
 * Memoised, with handlers that take the card: the list re-renders on each scroll step, range
 * change and measurement, and a card whose data did not change is not drawn again (B3/B4).
 */
export const CandidateCard = memo(function CandidateCard({
  card,
  onMove,
  onMoveToStage,
  onDownloadResume,
}: CandidateCardProps) {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group wrap="nowrap" align="flex-start" miw={0}>
          <Avatar color="violet" radius="xl" alt="">
            {card.initials}
          </Avatar>
          <Stack gap={2} miw={0}>
            {card.candidateId ? (
              <AnchorLink
                to="/app/candidates/$candidateId"
                params={{ candidateId: card.candidateId }}
                fw={600}
                c="inherit"
              >
                {card.name}
              </AnchorLink>
            ) : (
              <Text fw={600}>{card.name}</Text>
            )}
            <Text size="sm">{card.role}</Text>
            <Group gap="sm" c="dimmed">
              {card.location && <LocationLabel location={card.location} size="xs" />}
              {card.experience && <Text size="xs">{card.experience}</Text>}
              <Text size="xs">Applied {format(new Date(card.appliedDate), 'MMM d, yyyy')}</Text>
              {card.stage && <Text size="xs">Stage: {card.stage}</Text>}
            </Group>
          </Stack>
        </Group>
        {/* Never shrunk by a long name beside it: the status badge was squeezed to an empty pill at 375 px. */}
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge color={STATUS_COLOR[card.status]} variant="light">
            {card.statusLabel}
          </Badge>
          <ActionsMenu label={`Actions for ${card.name}`}>
            <Menu.Item
              leftSection={<IconUser size={14} aria-hidden />}
              disabled={!card.candidateId}
              onClick={() =>
                card.candidateId &&
                navigate({ to: '/app/candidates/$candidateId', params: { candidateId: card.candidateId } })
              }
            >
              View Profile
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={14} aria-hidden />} onClick={() => onDownloadResume(card)}>
              Download Resume
            </Menu.Item>
            <Menu.Item
              leftSection={<IconMail size={14} aria-hidden />}
              component="a"
              href={card.email ? `mailto:${card.email}` : undefined}
              disabled={!card.email}
            >
              Send Email
            </Menu.Item>
            {onMove && <Menu.Divider />}
            {onMove && (
              <>
                <Menu.Item
                  leftSection={<IconCalendarEvent size={14} aria-hidden />}
                  disabled={card.status === 'interview'}
                  onClick={() => onMove(card, 'interview')}
                >
                  Move to Interview
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconGift size={14} aria-hidden />}
                  disabled={card.status === 'offer'}
                  onClick={() => onMove(card, 'offer')}
                >
                  Make Offer
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  disabled={card.status === 'rejected'}
                  onClick={() => onMove(card, 'rejected')}
                >
                  Reject Candidate
                </Menu.Item>
              </>
            )}
            {onMoveToStage && card.stageOptions.length > 0 && (
              <>
                <Menu.Divider />
                <Menu.Label>Move to stage</Menu.Label>
                {card.stageOptions.map((stage) => (
                  <Menu.Item
                    key={stage.id}
                    leftSection={<IconRoute size={14} aria-hidden />}
                    disabled={stage.id === card.stageId}
                    onClick={() => onMoveToStage(card, stage)}
                  >
                    {stage.name}
                  </Menu.Item>
                ))}
              </>
            )}
          </ActionsMenu>
        </Group>
      </Group>

      <Group mt="sm" gap="sm">
        {card.aiMatch ? (
          <Badge color={card.aiMatchColor ?? 'gray'} variant="light">
            {card.aiMatch} Match
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Not rated
          </Badge>
        )}
        <Text size="sm" fw={600}>
          {card.score}%
        </Text>
        <MatchStars stars={card.stars} />
      </Group>
      {card.aiMatch && (
        // Never a rating without what it rests on (issue 26).
        <Text size="xs" c="dimmed" mt={4}>
          {card.aiEvidenceLine}
        </Text>
      )}
      {card.aiSummary && (
        <Text size="sm" c="dimmed" mt="xs" lineClamp={2}>
          {card.aiSummary}
        </Text>
      )}
      {card.skills.length > 0 && (
        <Group gap={4} mt="xs">
          {card.skills.slice(0, 6).map((skill) => (
            <Badge key={skill} size="sm" variant="outline" color="gray">
              {skill}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
});
