import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, Badge, Box } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { formatCount } from './formatCount';

export interface NotificationsButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'color'> {
  /** Unread notifications; none (0 or absent) shows no badge. */
  unread?: number;
}

/** "Notifications, 3 unread": the count as the bell's badge shows it (99+ above 99). */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

const badgeText = (unread: number) => (unread > 99 ? '99+' : formatCount(unread));

/**
 * The top bar's bell with the unread count. Shared UI: the count and what a click opens come from
 * the notifications feature through props (it is a Popover/Drawer target, so it forwards its ref).
 */
export const NotificationsButton = forwardRef<HTMLButtonElement, NotificationsButtonProps>(function NotificationsButton(
  { unread = 0, ...props },
  ref,
) {
  return (
    <Box pos="relative" style={{ display: 'inline-flex' }}>
      <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label={notificationsLabel(unread)} {...props}>
        <IconBell size={20} aria-hidden />
      </ActionIcon>
      {unread > 0 && (
        // Seen, not read out: the button's name already says the count.
        <Badge
          aria-hidden
          size="xs"
          color="red"
          variant="filled"
          pos="absolute"
          top={-2}
          right={-4}
          px={4}
          style={{ pointerEvents: 'none', minWidth: 18 }}
        >
          {badgeText(unread)}
        </Badge>
      )}
    </Box>
  );
});
