import { describe, expect, it } from 'vitest';
import { CompanyDb, newId } from '@/db';
import { deleteStoresAfterEach } from '@/test-support/localStores';
import { putPulledRows, TEST_COMPANY } from '@/test-support/pulledRows';
import { countUnread, readNotificationPreferences, readNotifications } from '../queries/notificationReads';
import { notificationPreferencesId } from '../model/notificationPreferencesId';
import { markAllNotificationsRead, markNotificationRead } from './markRead';
import { setEmailKind } from './setEmailKind';
import { isRowWrite, type RowWriteEntry } from '@/db/outbox';

const keep = deleteStoresAfterEach();
const ME = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-12-02T12:00:00.000Z');

function openDb() {
  return keep(new CompanyDb(ME, { name: `notifications-${newId()}`, companyId: TEST_COMPANY }));
}

/** The row writes queued, in order. */
const rowWrites = async (db: CompanyDb): Promise<RowWriteEntry[]> => (await db.outbox.toArray()).filter(isRowWrite);

const at = (day: number) => `2026-12-0${day}T09:00:00.000Z`;

describe('the inbox reads', () => {
  it('newest first, capped, without tombstones; counts the unread', async () => {
    const db = openDb();
    await putPulledRows(db, {
      notifications: [
        { id: newId(), kind: 'mentioned', created_at: at(1), read_at: at(1) },
        { id: newId(), kind: 'panel_added', created_at: at(3) },
        { id: newId(), kind: 'scorecard_due', created_at: at(2) },
        { id: newId(), kind: 'panel_removed', created_at: at(4), deleted_at: at(4) },
      ],
    });
    expect((await readNotifications(db, 10)).map((n) => n.kind)).toEqual(['panel_added', 'scorecard_due', 'mentioned']);
    expect((await readNotifications(db, 1)).map((n) => n.kind)).toEqual(['panel_added']);
    expect(await countUnread(db)).toBe(2);
  });
});

describe('marking read goes through the outbox (read_at only)', () => {
  it('one notification: read locally at once, one upsert of read_at queued', async () => {
    const db = openDb();
    const id = newId();
    await putPulledRows(db, { notifications: [{ id, kind: 'mentioned', created_at: at(1) }] });
    await markNotificationRead(db, id, NOW);
    expect((await db.notifications.get(id))?.read_at).toBe(NOW.toISOString());
    expect(await countUnread(db)).toBe(0);
    const outbox = await db.outbox.toArray();
    expect(outbox).toMatchObject([
      { table: 'notifications', op: 'upsert', rowId: id, patch: { read_at: NOW.toISOString() } },
    ]);
    // Reading it again writes nothing more.
    await markNotificationRead(db, id, new Date());
    expect(await db.outbox.count()).toBe(1);
  });

  it('mark all read: every unread one, in one go; the read ones untouched', async () => {
    const db = openDb();
    const [a, b, read] = [newId(), newId(), newId()];
    await putPulledRows(db, {
      notifications: [
        { id: a, kind: 'mentioned', created_at: at(1) },
        { id: b, kind: 'panel_added', created_at: at(2) },
        { id: read, kind: 'scorecard_due', created_at: at(3), read_at: at(3) },
      ],
    });
    expect(await markAllNotificationsRead(db, NOW)).toBe(2);
    expect(await countUnread(db)).toBe(0);
    expect((await rowWrites(db)).map((e) => e.rowId).sort()).toEqual([a, b].sort());
    expect((await db.notifications.get(read))?.read_at).toBe(at(3));
  });
});

describe('Settings → Notifications: also by email', () => {
  it("writes the member's derived preferences row, email_kinds only", async () => {
    const db = openDb();
    await setEmailKind(db, 'mentioned', true);
    await setEmailKind(db, 'panel_added', true);
    await setEmailKind(db, 'mentioned', false);
    const id = notificationPreferencesId(TEST_COMPANY, ME);
    expect((await readNotificationPreferences(db))?.email_kinds).toEqual(['panel_added']);
    const outbox = await rowWrites(db);
    expect(outbox.map((e) => [e.table, e.rowId])).toEqual(Array(3).fill(['notification_preferences', id]));
    // user_id is the server's to set: never sent.
    expect(outbox.map((e) => (e.op === 'upsert' ? e.patch : null))).toEqual([
      { email_kinds: ['mentioned'] },
      { email_kinds: ['mentioned', 'panel_added'] },
      { email_kinds: ['panel_added'] },
    ]);
  });
});
