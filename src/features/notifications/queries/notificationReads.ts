// The member's notifications as plain reads of the company store (the hooks run them in live
// queries). The store holds only the member's own rows (RLS: recipient only), so no filter by
// recipient is needed; the newest come first through the `[created_at+id]` index.
import type { CompanyDb, Notification, NotificationPreferences } from '@/db';
import { notificationPreferencesId } from '../model/notificationPreferencesId';

/** How many the inbox popover shows; the full page pages on in steps of this. */
export const INBOX_PAGE = 30;

const isUnread = (n: Notification) => !n.read_at && !n.deleted_at;

/** The newest `limit` notifications, newest first (ties broken by id, as the index orders). */
export async function readNotifications(db: CompanyDb, limit: number): Promise<Notification[]> {
  return db.notifications
    .orderBy('[created_at+id]')
    .reverse()
    .filter((n) => !n.deleted_at)
    .limit(limit)
    .toArray();
}

/** How many notifications are unread (`read_at` is null, which IndexedDB does not index). */
export async function countUnread(db: CompanyDb): Promise<number> {
  return db.notifications.filter(isUnread).count();
}

/** The ids of every unread notification (for "Mark all read"). */
export async function unreadIds(db: CompanyDb): Promise<string[]> {
  return (await db.notifications.filter(isUnread).toArray()).map((n) => n.id);
}

/** The signed-in member's preferences row in this company, if they ever saved one. */
export async function readNotificationPreferences(db: CompanyDb): Promise<NotificationPreferences | undefined> {
  const row = await db.notificationPreferences.get(notificationPreferencesId(db.companyId, db.userId));
  return row && !row.deleted_at ? row : undefined;
}
