// The contact dialog's message, stored in `contact_messages` through the public outbox.
import { enqueue, waitForOutbox, type OutboxResult, type PublicDb } from '../../../db';
import type { ContactForm } from '../../../db/entities';
import { SERVER_WAIT_MS } from '../../waitlist/commands/joinWaitlist';

export async function sendContactMessage(db: PublicDb, form: ContactForm, online: boolean): Promise<OutboxResult> {
  const mutationId = await db.transaction('rw', db.outbox, () =>
    enqueue(db, {
      table: 'contact_messages',
      op: 'insert',
      patch: { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() },
    }),
  );
  return waitForOutbox(db, mutationId, online ? SERVER_WAIT_MS : 300);
}
