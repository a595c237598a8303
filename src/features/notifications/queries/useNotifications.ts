// The inbox's live reads: a new notification pulled by the sync engine shows at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';
import type { Notification, NotificationPreferences } from '@/db';
import { countUnread, readNotificationPreferences, readNotifications } from './notificationReads';

/** The newest `limit` notifications (undefined while loading). */
export function useNotifications(limit: number): Notification[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(() => readNotifications(db, limit), [db, limit]);
}

/** The number of unread notifications (0 while loading). */
export function useUnreadCount(): number {
  const db = useCompanyDb();
  return useLiveQuery(() => countUnread(db), [db]) ?? 0;
}

/** The member's preferences: undefined while loading, null when they never saved any. */
export function useNotificationPreferences(): NotificationPreferences | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => (await readNotificationPreferences(db)) ?? null, [db]);
}
