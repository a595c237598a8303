// The engine's status lives in the local store (syncState 'status') so every tab's UI can show
// it through a live query, whether or not that tab is the one syncing.
import { INITIAL_STATUS, STATUS_KEY, type SyncDb, type SyncStatus } from '../src/db/schema.ts';

export type StatusPatch = Partial<Omit<SyncStatus, 'key' | 'pending' | 'failed'>>;

/** Merges `patch` into the status and recounts pending and failed writes from the outbox. */
export async function writeStatus(db: SyncDb, patch: StatusPatch = {}): Promise<SyncStatus> {
  return db.transaction('rw', db.syncState, db.outbox, async () => {
    const current = ((await db.syncState.get(STATUS_KEY)) as SyncStatus | undefined) ?? INITIAL_STATUS;
    const [pending, failed] = await Promise.all([
      db.outbox.where('status').equals('pending').count(),
      db.outbox.where('status').equals('failed').count(),
    ]);
    const next: SyncStatus = { ...current, ...patch, key: STATUS_KEY, pending, failed };
    await db.syncState.put(next);
    return next;
  });
}
