// A visitor's form is sent like every other write: local first, as an outbox `rpc` entry that the
// public sync engine sends. The entry carries a client id made when the form is submitted, so the
// server function stores the submission once however often a lost acknowledgement makes the engine
// send it again (issue #9 D10).
import { enqueue, newId, waitForOutbox, type OutboxResult, type PublicDb } from '@/db';

/** How long a visitor waits for the server's answer while online before we call it "queued". */
export const SERVER_WAIT_MS = 10_000;
/** Offline there is no answer to wait for; a short wait still reports an entry sent at once. */
const OFFLINE_WAIT_MS = 300;

/** Queues `fn` with the arguments for a new client id; answers the outbox entry's mutation id. */
export async function queuePublicRpc(
  db: PublicDb,
  fn: string,
  argsFor: (clientId: string) => Record<string, unknown>,
): Promise<string> {
  const args = argsFor(newId());
  return db.transaction('rw', db.outbox, () => enqueue(db, { table: '', op: 'rpc', rpc: { fn, args } }));
}

/** The server's answer to a queued entry: 'pending' means saved and sent when back online. */
export function waitForServer(db: PublicDb, mutationId: string, online: boolean): Promise<OutboxResult> {
  return waitForOutbox(db, mutationId, online ? SERVER_WAIT_MS : OFFLINE_WAIT_MS);
}
