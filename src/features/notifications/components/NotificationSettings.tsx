import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useCompanyDb } from '@/db/react';
import { setEmailKind } from '../commands/setEmailKind';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KIND_ORDER } from '../model/notificationKinds';
import { useNotificationPreferences } from '../queries/useNotifications';

/**
 * Settings → Notifications: every kind always shows in the app; a switch per kind also sends it by
 * email. Saved into the member's own preferences row (through the outbox, so offline too).
 */
export function NotificationSettings() {
  const db = useCompanyDb();
  const preferences = useNotificationPreferences();
  const emailKinds = preferences?.email_kinds ?? [];

  const handleChange = (kind: string, on: boolean) => {
    setEmailKind(db, kind, on).catch((error: unknown) => {
      console.error(error);
      toasts.show({ message: 'Could not save your choice. Please try again.', color: 'red' });
    });
  };

  return (
    <Card withBorder padding="lg" id="notifications">
      <Title order={2} size="h4">
        Notifications
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        You always see notifications in the app. Choose which ones also come to you by email.
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {NOTIFICATION_KIND_ORDER.map((kind) => {
          const label = NOTIFICATION_KIND_LABELS[kind];
          return (
            // On a phone the switch goes under its kind's words instead of squeezing them.
            <Group component="li" key={kind} justify="space-between" gap="xs" style={{ rowGap: 4 }}>
              <div style={{ flex: '1 1 14rem' }}>
                <Text size="sm" fw={500}>
                  {label.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {label.description}
                </Text>
              </div>
              <Switch
                label="Also by email"
                aria-label={`${label.title}: also by email`}
                labelPosition="left"
                disabled={preferences === undefined}
                checked={emailKinds.includes(kind)}
                onChange={(event) => handleChange(kind, event.currentTarget.checked)}
                styles={{ label: { whiteSpace: 'nowrap' } }}
              />
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
