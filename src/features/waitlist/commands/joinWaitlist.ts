// Writes a waitlist sign-up through the public outbox (see sendPublicRpc). `join_waitlist` stores a
// sign-up once per client id and answers a new and an already listed email the same way, so
// nobody can learn who is on the list (issue #9 D10).
import type { OutboxResult, PublicDb } from '@/db';
import { waitlistSubmissionFromForm, type WaitlistForm } from '@/db/entities';
import { queuePublicRpc, waitForServer } from '@/features/public-forms/commands/sendPublicRpc';

/** The `join_waitlist` arguments for a form; `id` is the sign-up's client id. */
export function joinWaitlistArgs(id: string, form: WaitlistForm) {
  const row = waitlistSubmissionFromForm(form);
  return {
    p_id: id,
    p_email: row.email,
    p_full_name: row.full_name.trim(),
    p_company_name: row.company_name.trim(),
    p_company_size: row.company_size,
    p_excitement_reason: row.excitement_reason.trim(),
  };
}

/** Queues the sign-up; answers the outbox entry's mutation id. */
export function joinWaitlist(db: PublicDb, form: WaitlistForm): Promise<string> {
  return queuePublicRpc(db, 'join_waitlist', (id) => joinWaitlistArgs(id, form));
}

/** Queues the sign-up and waits for the server: 'pending' means saved and sent when back online. */
export async function joinWaitlistAndWait(db: PublicDb, form: WaitlistForm, online: boolean): Promise<OutboxResult> {
  return waitForServer(db, await joinWaitlist(db, form), online);
}
