import { describe, expect, it } from 'vitest';
import { v5 as uuidv5 } from 'uuid';
import { notificationPreferencesId } from './notificationPreferencesId';

const COMPANY = '44444444-4444-4444-8444-444444444444';
const USER = '11111111-1111-4111-8111-111111111111';

describe('notificationPreferencesId (docs/messaging.md)', () => {
  it("is uuid v5 of 'notification-preferences:' + user id, in the company's id as namespace", () => {
    expect(notificationPreferencesId(COMPANY, USER)).toBe(uuidv5(`notification-preferences:${USER}`, COMPANY));
    // Pinned: the SQL `partii_private.uuid_v5(company_id, 'notification-preferences:' || user_id)`
    // must answer the same for these two ids.
    expect(notificationPreferencesId(COMPANY, USER)).toBe('19c9c665-30fd-5458-995d-5d385f6fc67d');
  });

  it('differs per member and per company', () => {
    const other = '22222222-2222-4222-8222-222222222222';
    expect(notificationPreferencesId(COMPANY, other)).not.toBe(notificationPreferencesId(COMPANY, USER));
    expect(notificationPreferencesId(other, USER)).not.toBe(notificationPreferencesId(COMPANY, USER));
  });
});
