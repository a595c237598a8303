import type { CSSProperties } from 'react';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Notification } from '@/db';
import { notificationExcerpt, notificationHref, notificationText } from '../model/notificationText';
import { notificationAge } from '../model/notificationAge';

export interface NotificationItemProps {
  notification: Notification;
  now: Date;
  /** The item was opened (its link followed, or clicked when it has none): mark it read. */
  onOpen: (notification: Notification) => void;
}

const itemStyle = (unread: boolean): CSSProperties => ({
  display: 'block',
  width: '100%',
  padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
  borderRadius: 'var(--mantine-radius-sm)',
  color: 'inherit',
  textDecoration: 'none',
  textAlign: 'left',
  backgroundColor: unread ? 'var(--mantine-primary-color-light)' : undefined,
});

/** One line of the inbox: the sentence, the quoted words, how long ago; unread ones stand out. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const unread = !notification.read_at;
  const href = notificationHref(notification);
  const excerpt = notificationExcerpt(notification);
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box
        aria-hidden
        w={8}
        h={8}
        mt={6}
        style={{ flex: 'none', borderRadius: '50%' }}
        bg={unread ? 'var(--mantine-primary-color-filled)' : undefined}
      />
      <Stack gap={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={unread ? 600 : 400}>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notificationText(notification)}
        </Text>
        {excerpt && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            “{excerpt}”
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {notificationAge(notification.created_at, now)}
        </Text>
      </Stack>
    </Group>
  );
  const handleOpen = () => onOpen(notification);
  if (!href) {
    return (
      <UnstyledButton style={itemStyle(unread)} onClick={handleOpen}>
        {body}
      </UnstyledButton>
    );
  }
  const [to, hash] = href.split('#');
  return (
    <Link to={to} hash={hash} style={itemStyle(unread)} onClick={handleOpen}>
      {body}
    </Link>
  );
}
