// Opening the local store. The public database is one per browser; a company database is opened
// per signed-in member and company (and kept on sign-out so an offline outbox is never thrown away, unless
// the recruiter asks to remove this device's data).
import Dexie from 'dexie';
import { CompanyDb, PublicDb, companyDbName, companyDbPrefix } from './schema.ts';

export * from './schema.ts';
export * from './counts.ts';
export { upsertRow, deleteRow, enqueue, waitForOutbox, retryFailed, discardFailed, newId } from './commands.ts';
export { removePublicPersonalData } from './publicData.ts';

let publicDb: PublicDb | null = null;
const companyDbs = new Map<string, CompanyDb>();

/** The public store (published jobs, application drafts, queued public writes). */
export function getPublicDb(): PublicDb {
  publicDb ??= new PublicDb();
  return publicDb;
}

/** A member's store of one company (their own by default); the same instance for the same pair. */
export function openCompanyDb(userId: string, companyId: string = userId): CompanyDb {
  const name = companyDbName(userId, companyId);
  let db = companyDbs.get(name);
  if (!db) {
    db = new CompanyDb(userId, { companyId });
    companyDbs.set(name, db);
  }
  return db;
}

/**
 * Removes every company store of a member from this device ("Remove this device's data" at
 * sign-out, for shared computers): their own company's and every other company's they switched to.
 */
export async function deleteCompanyDb(userId: string): Promise<void> {
  const prefix = companyDbPrefix(userId);
  const names = new Set([companyDbName(userId), ...[...companyDbs.keys()].filter((n) => n.startsWith(prefix))]);
  try {
    for (const name of await Dexie.getDatabaseNames()) if (name.startsWith(prefix)) names.add(name);
  } catch {
    // Without a list of databases (an old browser), the ones this tab opened are removed.
  }
  for (const name of names) {
    const db = companyDbs.get(name);
    companyDbs.delete(name);
    if (db) await db.delete({ disableAutoOpen: true });
    else await Dexie.delete(name);
  }
}
