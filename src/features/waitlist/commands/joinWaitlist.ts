// Writes a waitlist sign-up: local first (an outbox `rpc` entry), sent by the public sync engine.
// The entry carries a client id made when the form is submitted; `join_waitlist` stores a sign-up
// once per id (a retry after a lost acknowledgement changes nothing) and answers a new and an
// already listed email the same way, so nobody can learn who is on the list (issue #9 D10).
import { enqueue, newId, waitForOutbox, type PublicDb, type OutboxResult } from '../../../db';
import { waitlistSubmissionFromForm, type WaitlistForm } from '../../../db/entities';

/** How long a visitor waits for the server's answer while online before we call it "queued". */
export const SERVER_WAIT_MS = 10_000;

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
export async function joinWaitlist(db: PublicDb, form: WaitlistForm): Promise<string> {
  const id = newId();
  return db.transaction('rw', db.outbox, () =>
    enqueue(db, { table: '', op: 'rpc', rpc: { fn: 'join_waitlist', args: joinWaitlistArgs(id, form) } }),
  );
}

/** Queues the sign-up and waits for the server: 'pending' means saved and sent when back online. */
export async function joinWaitlistAndWait(db: PublicDb, form: WaitlistForm, online: boolean): Promise<OutboxResult> {
  const mutationId = await joinWaitlist(db, form);
  return waitForOutbox(db, mutationId, online ? SERVER_WAIT_MS : 300);
}
