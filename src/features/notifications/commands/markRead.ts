// Marking notifications read. `read_at` is the one column the recipient may write (docs/messaging.md):
// it goes through the outbox like any write, so the read state reaches the member's other devices,
// and a notification read offline stays read.
import { upsertRow, type CompanyDb } from '@/db';
import { unreadIds } from '../queries/notificationReads';

/** Marks one notification read (a notification already read keeps its first time). */
export async function markNotificationRead(db: CompanyDb, id: string, now: Date = new Date()): Promise<void> {
  await db.transaction('rw', db.notifications, db.outbox, async () => {
    const row = await db.notifications.get(id);
    if (!row || row.read_at) return;
    await upsertRow(db, 'notifications', id, { read_at: now.toISOString() });
  });
}

/** Marks every unread notification read, in one transaction (all of them or none). */
export async function markAllNotificationsRead(db: CompanyDb, now: Date = new Date()): Promise<number> {
  return db.transaction('rw', db.notifications, db.outbox, async () => {
    const ids = await unreadIds(db);
    const readAt = now.toISOString();
    for (const id of ids) await upsertRow(db, 'notifications', id, { read_at: readAt });
    return ids.length;
  });
}
