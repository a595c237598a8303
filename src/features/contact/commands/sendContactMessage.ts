// The contact dialog's message, stored in `contact_messages` through the public outbox. The entry
// carries the message's client id (made when the form is submitted), so `send_contact_message`
// stores it once however often a lost acknowledgement makes the engine send it (issue #9 D10).
import { enqueue, newId, waitForOutbox, type OutboxResult, type PublicDb } from '../../../db';
import type { ContactForm } from '../../../db/entities';
import { SERVER_WAIT_MS } from '../../waitlist/commands/joinWaitlist';

/** The `send_contact_message` arguments for a form; `id` is the message's client id. */
export function contactMessageArgs(id: string, form: ContactForm) {
  return { p_id: id, p_name: form.name.trim(), p_email: form.email.trim(), p_message: form.message.trim() };
}

/** Queues the message (sent by the public sync engine); answers the outbox entry's mutation id. */
export async function queueContactMessage(db: PublicDb, form: ContactForm): Promise<string> {
  const id = newId();
  return db.transaction('rw', db.outbox, () =>
    enqueue(db, { table: '', op: 'rpc', rpc: { fn: 'send_contact_message', args: contactMessageArgs(id, form) } }),
  );
}

export async function sendContactMessage(db: PublicDb, form: ContactForm, online: boolean): Promise<OutboxResult> {
  const mutationId = await queueContactMessage(db, form);
  return waitForOutbox(db, mutationId, online ? SERVER_WAIT_MS : 300);
}
