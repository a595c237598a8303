import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** The top bar's notifications button (spec §2: present; notifications are not specified). */
export function NotificationsButton() {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
}
