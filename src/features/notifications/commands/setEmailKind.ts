// Settings → Notifications: a kind also by email, or in-app only. The member's one preferences row
// per company has a derived id, so two devices switching at once write the same row.
import { upsertRow, type CompanyDb } from '@/db';
import { notificationPreferencesId } from '../model/notificationPreferencesId';
import { withEmailKind } from '../model/notificationKinds';

export async function setEmailKind(db: CompanyDb, kind: string, on: boolean): Promise<void> {
  const id = notificationPreferencesId(db.companyId, db.userId);
  await db.transaction('rw', db.notificationPreferences, db.outbox, async () => {
    const row = await db.notificationPreferences.get(id);
    const emailKinds = withEmailKind(row && !row.deleted_at ? row.email_kinds : [], kind, on);
    // user_id is server-set (never sent); kept locally so the row reads right before the pull.
    await upsertRow(db, 'notification_preferences', id, { email_kinds: emailKinds, user_id: db.userId });
  });
}
