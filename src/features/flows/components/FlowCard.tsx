import { ActionIcon, Badge, Card, Group, Menu, Stack, Text, Timeline } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconClipboardCheck,
  IconCopy,
  IconGavel,
  IconMessages,
  IconPencil,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import type { InterviewStage } from '@/db';
import { FLOW_STATUS_COLOR, FLOW_TAB_LABEL } from '../model/flowTexts';
import { applicantsLabel, jobTitlesLabel, type PlanListItem } from '../model/planList';
import { ActionsMenu } from '@/ui/ActionsMenu';
import { CardButtonLink } from '@/ui/CardButtonLink';
import { AnchorLink } from '@/ui/links';

/** Stages the card's timeline shows before "+N more stages". */
const TIMELINE_LIMIT = 5;

export const STAGE_TYPE_ICON: Record<InterviewStage['type'], typeof IconMessages> = {
  interview: IconMessages,
  assessment: IconClipboardCheck,
  decision: IconGavel,
};

export interface FlowCardActions {
  onEdit: () => void;
  onClone: () => void;
  onArchive: () => void;
  onRestore: () => void;
}

export interface FlowCardProps {
  item: PlanListItem;
  onToggleFavorite: () => void;
  /** Absent for a member who may not change plans (an interviewer): no menu. */
  actions?: FlowCardActions;
}

/** One interview plan on the Flows screen (spec §2 "Flows"). */
export function FlowCard({ item, onToggleFavorite, actions }: FlowCardProps) {
  const shown = item.stages.slice(0, TIMELINE_LIMIT);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text size="sm" c="dimmed">
            {jobTitlesLabel(item.jobs)} · {applicantsLabel(item.applicants)}
          </Text>
        </Stack>
        {/* Never shrunk by the name beside it: the status badge was cut off at 375 px. */}
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge color={FLOW_STATUS_COLOR[item.status]} variant="light">
            {FLOW_TAB_LABEL[item.status]}
          </Badge>
          <ActionIcon
            variant="subtle"
            color="yellow"
            onClick={onToggleFavorite}
            aria-pressed={item.favorite}
            aria-label={item.favorite ? `Remove ${item.name} from favorites` : `Add ${item.name} to favorites`}
          >
            {item.favorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
          </ActionIcon>
          {actions && (
            <ActionsMenu label={`Actions for ${item.name}`}>
              <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={actions.onEdit}>
                Edit
              </Menu.Item>
              <Menu.Item leftSection={<IconCopy size={14} aria-hidden />} onClick={actions.onClone}>
                Clone
              </Menu.Item>
              {item.status === 'archived' ? (
                <Menu.Item leftSection={<IconArchiveOff size={14} aria-hidden />} onClick={actions.onRestore}>
                  Restore
                </Menu.Item>
              ) : (
                <Menu.Item leftSection={<IconArchive size={14} aria-hidden />} onClick={actions.onArchive}>
                  Archive
                </Menu.Item>
              )}
            </ActionsMenu>
          )}
        </Group>
      </Group>
      {item.description && (
        <Text size="sm" mt="xs" lineClamp={2}>
          {item.description}
        </Text>
      )}
      {item.stages.length === 0 ? (
        <Text size="sm" c="dimmed" mt="md">
          No stages yet
        </Text>
      ) : (
        <Timeline active={shown.length - 1} bulletSize={20} lineWidth={2} mt="md">
          {shown.map((stage) => {
            const Icon = STAGE_TYPE_ICON[stage.type];
            return (
              <Timeline.Item key={stage.id} bullet={<Icon size={12} aria-hidden />} title={stage.name}>
                <Text size="xs" c="dimmed">
                  {stage.type}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {item.stages.length > TIMELINE_LIMIT && (
        <Text size="xs" c="dimmed" mt={4}>
          +{item.stages.length - TIMELINE_LIMIT} more stages
        </Text>
      )}
      <Group justify="space-between" mt="md">
        <AnchorLink to="/app/jobs" search={{ flow: item.id }} size="sm">
          Jobs Using Flow ({item.jobs.length})
        </AnchorLink>
        <CardButtonLink
          link={{ to: '/app/flows/$flowId/manage', params: { flowId: item.id } }}
          label="Manage Flow"
          ariaLabel={`Manage ${item.name}`}
          variant="light"
        />
      </Group>
    </Card>
  );
}
