import { useEffect, useSyncExternalStore } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getUpdate, subscribeToUpdate } from './updateState';

const UPDATE_NOTIFICATION_ID = 'pwa-update';

/** 'A new version is available' → Reload, shown once a new service worker is waiting. */
export function UpdatePrompt() {
  const applyUpdate = useSyncExternalStore(subscribeToUpdate, getUpdate, () => null);

  useEffect(() => {
    if (!applyUpdate) return;
    notifications.show({
      id: UPDATE_NOTIFICATION_ID,
      autoClose: false,
      withCloseButton: true,
      title: 'A new version is available',
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">Reload to use the latest Partii.</Text>
          <Button size="xs" onClick={applyUpdate}>
            Reload
          </Button>
        </Group>
      ),
    });
  }, [applyUpdate]);

  return null;
}
