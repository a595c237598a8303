import { useEffect, useState, type ReactNode } from 'react';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useCompanyDb } from '@/db/react';
import type { Notification } from '@/db';
import { markAllNotificationsRead, markNotificationRead } from '../commands/markRead';
import { useNotifications, useUnreadCount } from '../queries/useNotifications';
import { NotificationItem } from './NotificationItem';

export interface NotificationListProps {
  /** How many of the newest to show. */
  limit: number;
  /** Called after an item was opened (the popover or drawer closes). */
  onNavigate?: () => void;
  /** Under the list: "See all" in the popover, "Show more" on the full page. */
  footer?: (shown: number) => ReactNode;
  /** The heading's level: 2 in the popover, 1 on the full page; none where a drawer has its title. */
  headingOrder?: 1 | 2 | null;
}

/** Re-renders every minute so "5 min ago" stays true while the list is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The member's notifications, newest first, with "Mark all read"; the same list everywhere. */
export function NotificationList({ limit, onNavigate, footer, headingOrder = 2 }: NotificationListProps) {
  const db = useCompanyDb();
  const rows = useNotifications(limit);
  const unread = useUnreadCount();
  const now = useNow();

  const handleOpen = (notification: Notification) => {
    onNavigate?.();
    markNotificationRead(db, notification.id).catch(reportFailure);
  };
  const handleMarkAll = () => {
    markAllNotificationsRead(db).catch(reportFailure);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {headingOrder ? (
          <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h4'}>
            Notifications
          </Title>
        ) : (
          // The drawer's title names the list; this line says how much of it is new.
          <Text size="sm" c="dimmed">
            {unread > 0 ? `${unread} unread` : 'All read'}
          </Text>
        )}
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconChecks size={14} aria-hidden />}
          onClick={handleMarkAll}
          disabled={unread === 0}
        >
          Mark all read
        </Button>
      </Group>
      {rows === undefined ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading notifications" />
        </Center>
      ) : rows.length === 0 ? (
        <Stack align="center" gap={4} py="lg" px="sm">
          <IconBellOff size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" fw={600}>
            No notifications yet
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            When someone puts you on a panel, mentions you or a candidate writes back, you will see it here.
          </Text>
        </Stack>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notifications">
          {rows.map((row) => (
            <li key={row.id}>
              <NotificationItem notification={row} now={now} onOpen={handleOpen} />
            </li>
          ))}
        </Stack>
      )}
      {rows && rows.length > 0 && footer?.(rows.length)}
    </Stack>
  );
}

function reportFailure(error: unknown) {
  console.error(error);
  toasts.show({ message: 'Could not mark as read. Please try again.', color: 'red' });
}
