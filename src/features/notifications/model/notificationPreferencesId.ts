// The id of a member's notification preferences in a company (docs/messaging.md): one row per
// (company, member), so every device and every retry names the same row. The server derives the
// same id (`partii_private.uuid_v5(company_id, 'notification-preferences:' || user_id)`) and refuses
// any other, so a member cannot write a row that is someone else's.
import { v5 as uuidv5 } from 'uuid';

/** uuid v5 of the name `notification-preferences:{userId}` in the company's id as the namespace. */
export function notificationPreferencesId(companyId: string, userId: string): string {
  return uuidv5(`notification-preferences:${userId}`, companyId);
}
