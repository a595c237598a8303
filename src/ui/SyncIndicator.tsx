import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconCloudUpload, IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { discardFailed, retryFailed, type OutboxEntry } from '@/db';
import { useFailedWrites, useOptionalCompanyDb, usePublicDb, useSyncStatus } from '@/db/react';
import { useOnline } from './useOnline';
import { lastSyncedLabel, pendingLabel, syncLabel, syncTone, type SyncTone } from './syncLabel';

const toneColor: Record<SyncTone, string> = {
  offline: 'gray',
  failed: 'red',
  syncing: 'blue',
  pending: 'yellow',
  synced: 'green',
};

function ToneIcon({ tone }: { tone: SyncTone }) {
  const size = 18;
  if (tone === 'offline') return <IconCloudOff size={size} aria-hidden />;
  if (tone === 'failed') return <IconAlertTriangle size={size} aria-hidden />;
  if (tone === 'syncing' || tone === 'pending') return <IconCloudUpload size={size} aria-hidden />;
  return <IconCloudCheck size={size} aria-hidden />;
}

/** Re-renders every 30 s so 'Last synced … ago' stays true while the popover is open. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The sync engine's state as the shell shows it: online or offline, syncing, when the store last
 * caught up, how many writes wait in the outbox, and the rejected ones with their reasons (retry
 * or discard). Reads the local store only, like every screen.
 */
export function SyncIndicator() {
  const companyDb = useOptionalCompanyDb();
  const publicDb = usePublicDb();
  const db = companyDb ?? publicDb;
  const status = useSyncStatus();
  const failedWrites = useFailedWrites();
  const browserOnline = useOnline();
  // Counted from the outbox itself so a write made a moment ago shows at once, even before the
  // engine (which may be asleep offline) updates its status row.
  const pending = useLiveQuery(() => db.outbox.where('status').equals('pending').count(), [db]) ?? status.pending;
  const now = useNow(30_000);

  const summary = {
    online: browserOnline && status.online,
    syncing: status.syncing,
    pending,
    failed: failedWrites.length,
    lastSyncedAt: status.lastSyncedAt,
  };
  const tone = syncTone(summary);
  const label = syncLabel(summary);

  return (
    <Popover width={340} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <UnstyledButton aria-label={`Sync status: ${label}`} data-testid="sync-indicator" data-tone={tone}>
          <Indicator disabled={summary.failed === 0} color="red" size={8} offset={2}>
            <Badge variant="light" color={toneColor[tone]} leftSection={<ToneIcon tone={tone} />} size="lg" tt="none">
              {/* Phones show the icon only (the button's name carries the words). */}
              <Box component="span" visibleFrom="sm">
                {label}
              </Box>
            </Badge>
          </Indicator>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" data-testid="sync-details">
          <Group justify="space-between">
            <Text fw={600}>{summary.online ? 'Online' : 'Offline'}</Text>
            {/* The one rule for "syncing" (never while offline: a cycle may still be failing out). */}
            {tone === 'syncing' && (
              <Badge color="blue" variant="light" tt="none">
                Syncing…
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {lastSyncedLabel(summary.lastSyncedAt, now)}
          </Text>
          <Text size="sm" data-testid="sync-pending">
            {pending === 0 ? 'All changes saved to the server' : `${pendingLabel(pending)} — waiting to be sent`}
          </Text>
          {!summary.online && (
            <Text size="sm" c="dimmed">
              Your changes are kept on this device and sent when you are back online.
            </Text>
          )}
          {status.lastError && summary.online && (
            <Text size="xs" c="dimmed">
              Last problem: {status.lastError}
            </Text>
          )}
          {failedWrites.length > 0 && (
            <>
              <Divider label="Failed writes" labelPosition="left" />
              <ScrollArea.Autosize mah={240}>
                <Stack gap="xs">
                  {failedWrites.map((entry) => (
                    <FailedWrite
                      key={entry.seq}
                      entry={entry}
                      onRetry={() => void retryFailed(db, entry.seq!)}
                      onDiscard={() => void discardFailed(db, entry.seq!)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

interface FailedWriteProps {
  entry: OutboxEntry;
  onRetry: () => void;
  onDiscard: () => void;
}

/** What the write was, and the server's reason for refusing it. */
function FailedWrite({ entry, onRetry, onDiscard }: FailedWriteProps) {
  const what = entry.table
    ? `${entry.op} ${entry.table}`
    : `${entry.op} ${entry.op === 'rpc' ? entry.rpc.fn : entry.op === 'invoke' ? entry.invoke.fn : ''}`;
  return (
    <Stack gap={4} data-testid="failed-write">
      <Text size="sm" fw={500}>
        {what.trim()}
      </Text>
      <Text size="xs" c="red">
        {entry.error?.message ?? 'Rejected by the server'}
      </Text>
      <Group gap="xs">
        <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
          Retry
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onDiscard}>
          Discard
        </Button>
      </Group>
    </Stack>
  );
}
