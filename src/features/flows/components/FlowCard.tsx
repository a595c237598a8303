import { ActionIcon, Badge, Card, Group, Menu, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Flow, FlowStatus } from '../model/sampleFlows';
import { ActionsMenu } from '@/ui/ActionsMenu';
import { CardButtonLink } from '@/ui/CardButtonLink';
import { AnchorLink } from '@/ui/links';

const STATUS_COLOR: Record<FlowStatus, string> = {
  active: 'green',
  draft: 'gray',
  completed: 'blue',
  archived: 'orange',
};

export interface FlowCardProps {
  flow: Flow;
  favorite: boolean;
  onToggleFavorite: () => void;
}

export function FlowCard({ flow, favorite, onToggleFavorite }: FlowCardProps) {
  const done = flow.stages.filter((s) => s.completed).length;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={flow.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{flow.name}</Text>
          <Text size="sm" c="dimmed">
            {flow.jobTitle} · {flow.applicants} applicants
          </Text>
        </Stack>
        {/* Never shrunk by the name beside it: the status badge was cut off at 375 px. */}
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge color={STATUS_COLOR[flow.status]} variant="light">
            {flow.status}
          </Badge>
          <ActionIcon
            variant="subtle"
            color="yellow"
            onClick={onToggleFavorite}
            aria-pressed={favorite}
            aria-label={favorite ? `Remove ${flow.name} from favorites` : `Add ${flow.name} to favorites`}
          >
            {favorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
          </ActionIcon>
          <ActionsMenu label={`Actions for ${flow.name}`}>
            <Menu.Item>Edit</Menu.Item>
            <Menu.Item>Clone</Menu.Item>
            <Menu.Item>Archive</Menu.Item>
          </ActionsMenu>
        </Group>
      </Group>
      <Timeline active={done - 1} bulletSize={18} lineWidth={2} mt="md">
        {flow.stages.map((stage) => (
          <Timeline.Item
            key={stage.name}
            bullet={stage.completed ? <IconCheck size={10} aria-hidden /> : undefined}
            title={stage.name}
          >
            <Text size="xs" c="dimmed">
              {stage.type}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Group justify="space-between" mt="md">
        <AnchorLink to="/app/jobs" search={{ flow: flow.id }} size="sm">
          Jobs Using Flow ({flow.jobs.length})
        </AnchorLink>
        <CardButtonLink
          link={{ to: '/app/flows/$flowId/manage', params: { flowId: flow.id } }}
          label="Manage Flow"
          ariaLabel={`Manage ${flow.name}`}
          variant="light"
        />
      </Group>
    </Card>
  );
}
