// The public store's personal part. `partii-public` is shared by everyone who uses this browser:
// its published jobs are public, but an applicant's chat, answers, contact details and resume
// (applyDrafts, blobs), a candidate's status pages (statusPages) and every unsent public write (applications, resume uploads, waitlist
// sign-ups and contact messages in the outbox, all naming a person) belong to whoever typed them.
// "Remove this device's data" (sign-out on a shared computer, issue 24) removes that part.
import { INITIAL_STATUS, STATUS_KEY, type PublicDb, type SyncStatus } from './schema.ts';

/**
 * Removes everything personal from the public store in ONE transaction: the application drafts,
 * the files waiting to upload and the whole outbox; the sync status forgets its counts and last
 * error. Published jobs and the pull cursors stay (the board is public and need not be fetched
 * again).
 *
 * A public sync cycle running meanwhile (in this tab or another) cannot put any of it back: the
 * engine settles an entry by its key only (delete, update, or get-then-update of `outbox` and
 * `blobs`), which finds nothing once this transaction committed, and it never writes a draft. A
 * call already on the wire still reaches the server (it cannot be recalled), but nothing after it
 * is sent: the entries it would have sent next are gone. An open application chat re-reads its
 * draft in every command and finds none (a new, empty draft is made if the page is still open).
 */
export async function removePublicPersonalData(db: PublicDb): Promise<void> {
  // status pages too: a candidate's name, applications and replies (issue 25)
  await db.transaction('rw', [db.applyDrafts, db.blobs, db.outbox, db.syncState, db.statusPages], async () => {
    await Promise.all([db.applyDrafts.clear(), db.blobs.clear(), db.outbox.clear(), db.statusPages.clear()]);
    const status = (await db.syncState.get(STATUS_KEY)) as SyncStatus | undefined;
    const next: SyncStatus = { ...INITIAL_STATUS, ...status, key: STATUS_KEY, pending: 0, failed: 0, lastError: null };
    await db.syncState.put(next);
  });
}
