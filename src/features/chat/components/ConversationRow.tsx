import type { ReactNode } from 'react';
import { Group, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { UnreadBadge } from './UnreadBadge';

export interface ConversationRowProps {
  /** The conversation's id (or 'assistant'), as `c` in the link. */
  id: string;
  title: string;
  excerpt: string | null;
  time: string | null;
  unread: number;
  active: boolean;
  icon: ReactNode;
}

/** One conversation in the list: its title, the last message and its time, and how many are unread. */
export function ConversationRow({ id, title, excerpt, time, unread, active, icon }: ConversationRowProps) {
  return (
    <li data-testid="conversation-row" data-conversation-id={id}>
      <NavLink
        renderRoot={(props) => <Link {...props} to="/app/chat" search={{ c: id }} />}
        active={active}
        aria-current={active ? 'page' : undefined}
        leftSection={icon}
        label={
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={unread > 0 ? 700 : 500} truncate>
              {title}
            </Text>
            {time && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {time}
              </Text>
            )}
          </Group>
        }
        description={
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Stack gap={0} miw={0}>
              {/* The default active description is too pale on the active tint (WCAG AA). */}
              <Text size="xs" c="gray.7" truncate>
                {excerpt ?? 'No messages yet'}
              </Text>
            </Stack>
            <UnreadBadge count={unread} />
          </Group>
        }
      />
    </li>
  );
}
