// Writes a waitlist sign-up: local first (an outbox `insert` op), sent by the public sync engine.
// `onConflict: 'email'` with ignore-duplicates makes a second sign-up with one email a no-op on the
// server, so it is reported as the same success (one row, one message).
import { enqueue, waitForOutbox, type PublicDb, type OutboxResult } from '../../../db';
import { waitlistSubmissionFromForm, type WaitlistForm } from '../../../db/entities';

/** How long a visitor waits for the server's answer while online before we call it "queued". */
export const SERVER_WAIT_MS = 10_000;

export async function joinWaitlist(db: PublicDb, form: WaitlistForm): Promise<string> {
  return db.transaction('rw', db.outbox, () =>
    enqueue(db, {
      table: 'waitlist_submissions',
      op: 'insert',
      patch: waitlistSubmissionFromForm(form),
      insert: { onConflict: 'email' },
    }),
  );
}

/** Queues the sign-up and waits for the server: 'pending' means saved and sent when back online. */
export async function joinWaitlistAndWait(db: PublicDb, form: WaitlistForm, online: boolean): Promise<OutboxResult> {
  const mutationId = await joinWaitlist(db, form);
  return waitForOutbox(db, mutationId, online ? SERVER_WAIT_MS : 300);
}
