// Opening the local store. The public database is one per browser; a company database is opened
// per signed-in recruiter (and kept on sign-out so an offline outbox is never thrown away, unless
// the recruiter asks to remove this device's data).
import Dexie from 'dexie';
import { CompanyDb, PublicDb, companyDbName } from './schema.ts';

export * from './schema.ts';
export * from './counts.ts';
export { upsertRow, deleteRow, enqueue, waitForOutbox, retryFailed, discardFailed, newId } from './commands.ts';

let publicDb: PublicDb | null = null;
const companyDbs = new Map<string, CompanyDb>();

/** The public store (published jobs, application drafts, queued public writes). */
export function getPublicDb(): PublicDb {
  publicDb ??= new PublicDb();
  return publicDb;
}

/** The signed-in recruiter's store; the same instance for the same user. */
export function openCompanyDb(userId: string): CompanyDb {
  let db = companyDbs.get(userId);
  if (!db) {
    db = new CompanyDb(userId);
    companyDbs.set(userId, db);
  }
  return db;
}

/**
 * Removes a recruiter's store from this device: rows, unsent writes, files waiting to upload and
 * cached resumes ("Remove this device's data" at sign-out, for shared computers). The open
 * instance is closed for good (no auto re-open by a late query); the next sign-in starts empty.
 */
export async function deleteCompanyDb(userId: string): Promise<void> {
  const db = companyDbs.get(userId);
  companyDbs.delete(userId);
  if (db) await db.delete({ disableAutoOpen: true });
  else await Dexie.delete(companyDbName(userId));
}
