// Opening the local store. The public database is one per browser; a company database is opened
// per signed-in recruiter (and kept on sign-out so an offline outbox is never thrown away).
import { CompanyDb, PublicDb } from './schema.ts';

export * from './schema.ts';
export {
  upsertRow,
  deleteRow,
  enqueue,
  waitForOutbox,
  retryFailed,
  discardFailed,
  newId,
} from './commands.ts';

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
