import { Avatar, Badge, Group, Tooltip } from '@mantine/core';
import type { PanelMember } from '../queries/interviewReads';

/**
 * The panel as initials; one accessible name lists them all ("Interviewers: Sam Rivera, Ana Li").
 * A panel is empty when its only interviewer left the team (issue 24): it says so, in words.
 */
export function PanelAvatars({ panel }: { panel: readonly PanelMember[] }) {
  if (panel.length === 0) {
    return (
      <Badge color="orange" variant="light" size="sm">
        Needs an interviewer
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={`Interviewers: ${panel.map((p) => p.name).join(', ')}`}>
      {panel.map((member) => (
        <Tooltip key={member.userId} label={member.name} withArrow>
          <Avatar size="sm" radius="xl" color="violet" aria-hidden>
            {member.initials}
          </Avatar>
        </Tooltip>
      ))}
    </Group>
  );
}
