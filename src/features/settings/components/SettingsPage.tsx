import { useEffect, useState } from 'react';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '@/auth';
import { recruiterName } from '@/auth/userName';
import { useCompanyDb, useFailedWrites, useMembership, useSyncStatus } from '@/db/react';
import { roleLabel } from '@/db/permissions';
import { EmailTemplatesSettings } from '@/features/email';
import { NotificationSettings } from '@/features/notifications';
import { TeamSection } from '@/features/team';
import { lastSyncedLabel, pendingLabel, syncTone } from '@/ui/syncLabel';
import { useOnline } from '@/ui/useOnline';

/** Whether the browser agreed to keep this origin's data (asked after sign-in). */
function usePersistedStorage(): boolean | null {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    if (!navigator.storage?.persisted) return;
    void navigator.storage.persisted().then(setPersisted);
  }, []);
  return persisted;
}

/** /app/settings: the account, this device's offline store and its sync, and help. */
export function SettingsPage() {
  const { user } = useAuth();
  const db = useCompanyDb();
  const status = useSyncStatus('company');
  const failedWrites = useFailedWrites('company');
  const online = useOnline();
  const pending = useLiveQuery(() => db.outbox.where('status').equals('pending').count(), [db]) ?? 0;
  const persisted = usePersistedStorage();
  const { role } = useMembership();

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Settings</Title>

      <Card withBorder padding="lg" id="profile">
        <Title order={2} size="h4" mb="sm">
          Profile
        </Title>
        <Stack gap={4}>
          <Text>
            <Text span fw={600}>
              Name:{' '}
            </Text>
            {recruiterName(user?.email)}
          </Text>
          <Text>
            <Text span fw={600}>
              Email:{' '}
            </Text>
            {user?.email}
          </Text>
          <Text>
            <Text span fw={600}>
              Role:{' '}
            </Text>
            {role ? roleLabel(role) : 'Not a member of this company'}
          </Text>
        </Stack>
      </Card>

      <TeamSection />

      <NotificationSettings />

      <EmailTemplatesSettings />

      <Card withBorder padding="lg" id="sync">
        <Title order={2} size="h4" mb="sm">
          Offline and sync
        </Title>
        <Stack gap="xs">
          <Group gap="xs">
            <Badge color={online && status.online ? 'green' : 'gray'} variant="light" tt="none">
              {online && status.online ? 'Online' : 'Offline'}
            </Badge>
            {syncTone({ ...status, online: online && status.online }) === 'syncing' && (
              <Badge color="blue" variant="light" tt="none">
                Syncing…
              </Badge>
            )}
          </Group>
          <Text size="sm">{lastSyncedLabel(status.lastSyncedAt)}</Text>
          <Text size="sm">{pending === 0 ? 'No changes waiting to be sent' : pendingLabel(pending)}</Text>
          <Text size="sm">
            {failedWrites.length === 0
              ? 'No rejected changes'
              : `${failedWrites.length} rejected change(s) — open the sync status in the top bar to retry or discard them`}
          </Text>
          <Text size="sm">
            Storage on this device:{' '}
            {persisted === null
              ? 'unknown'
              : persisted
                ? 'kept by the browser'
                : 'may be cleared by the browser when space runs low'}
          </Text>
        </Stack>
      </Card>

      <Card withBorder padding="lg" id="help">
        <Title order={2} size="h4" mb="sm">
          Help
        </Title>
        <List size="sm" spacing="xs">
          <List.Item>
            Partii works offline: every change is saved on this device first and sent when you are online.
          </List.Item>
          <List.Item>
            The sync status in the top bar shows changes waiting to be sent and any the server refused.
          </List.Item>
          <List.Item>
            Install Partii from your browser's menu to open it like an app, even without a connection.
          </List.Item>
        </List>
      </Card>
    </Stack>
  );
}
