import { useEffect, useState } from 'react';
import { useSyncStatus } from '@/db/react';

/** Longest we treat "nothing pulled yet" as loading before showing empty / not-found views. */
const FIRST_PULL_GRACE_MS = 8000;

/**
 * True while the public store has never finished a pull and we are online: an empty answer then
 * means "not here yet", not "does not exist". Bounded so a dead backend still ends in a view.
 */
export function useAwaitingFirstPull(): boolean {
  const status = useSyncStatus('public');
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), FIRST_PULL_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);
  return !graceOver && status.online && status.lastSyncedAt === null && !status.lastError;
}
