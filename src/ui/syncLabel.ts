import { formatDistanceStrict } from 'date-fns';

export interface SyncSummaryInput {
  online: boolean;
  syncing: boolean;
  pending: number;
  failed: number;
  lastSyncedAt: number | null;
}

export type SyncTone = 'offline' | 'failed' | 'syncing' | 'pending' | 'synced';

/**
 * The one state the indicator shows first, most urgent first. A store that has never finished a
 * pull is still syncing, whatever the engine is doing this instant: "Synced" over an empty store
 * on a new device would be a lie.
 */
export function syncTone({ online, syncing, pending, failed, lastSyncedAt }: SyncSummaryInput): SyncTone {
  if (!online) return 'offline';
  if (failed > 0) return 'failed';
  if (syncing || lastSyncedAt === null) return 'syncing';
  if (pending > 0) return 'pending';
  return 'synced';
}

/** Short label for the indicator button. */
export function syncLabel(input: SyncSummaryInput): string {
  const tone = syncTone(input);
  switch (tone) {
    case 'offline':
      return input.pending > 0 ? `Offline · ${pendingLabel(input.pending)}` : 'Offline';
    case 'failed':
      return `${input.failed} failed`;
    case 'syncing':
      return 'Syncing…';
    case 'pending':
      return pendingLabel(input.pending);
    case 'synced':
      return 'Synced';
  }
}

export function pendingLabel(pending: number): string {
  return `${pending} pending`;
}

/** 'Last synced 2 minutes ago' / 'Not synced yet'. */
export function lastSyncedLabel(lastSyncedAt: number | null, now: number = Date.now()): string {
  if (!lastSyncedAt) return 'Not synced yet';
  if (now - lastSyncedAt < 10_000) return 'Last synced just now';
  return `Last synced ${formatDistanceStrict(lastSyncedAt, now, { addSuffix: true })}`;
}
