// The contact dialog's message, stored in `contact_messages` through the public outbox (see
// sendPublicRpc): `send_contact_message` stores a message once per client id.
import type { OutboxResult, PublicDb } from '@/db';
import type { ContactForm } from '@/db/entities';
import { queuePublicRpc, waitForServer } from '@/features/public-forms/commands/sendPublicRpc';

/** The `send_contact_message` arguments for a form; `id` is the message's client id. */
export function contactMessageArgs(id: string, form: ContactForm) {
  return { p_id: id, p_name: form.name.trim(), p_email: form.email.trim(), p_message: form.message.trim() };
}

/** Queues the message (sent by the public sync engine); answers the outbox entry's mutation id. */
export function queueContactMessage(db: PublicDb, form: ContactForm): Promise<string> {
  return queuePublicRpc(db, 'send_contact_message', (id) => contactMessageArgs(id, form));
}

/** Queues the message and waits for the server: 'pending' means saved and sent when back online. */
export async function sendContactMessage(db: PublicDb, form: ContactForm, online: boolean): Promise<OutboxResult> {
  return waitForServer(db, await queueContactMessage(db, form), online);
}
