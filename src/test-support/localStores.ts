// Throw-away local stores for unit tests, on the fake-indexeddb that tests/support/unit-setup.ts
// installs: every test opens its own databases and nothing is left behind for the next one.
import Dexie from 'dexie';
import { afterEach } from 'vitest';
import { newId, type CompanyDb } from '@/db';
import { newLocalRow } from '@/db/rowDefaults';

/**
 * Call once at the top level of a test file. Returns `keep`, which registers stores and returns
 * the first one; after each test every kept store is closed and its database deleted (once per
 * name, so several connections to one database, like two tabs, may be kept).
 */
export function deleteStoresAfterEach(): <T extends Dexie>(db: T, ...more: Dexie[]) => T {
  const opened: Dexie[] = [];
  afterEach(async () => {
    const dbs = opened.splice(0);
    for (const db of dbs) db.close();
    for (const name of new Set(dbs.map((db) => db.name))) await Dexie.delete(name);
  });
  return (db, ...more) => {
    opened.push(db, ...more);
    return db;
  };
}

/** Puts a job as the sync engine stores it after a pull (version 1, no pending marker); returns its id. */
export async function putPulledJob(db: CompanyDb, patch: Record<string, unknown>): Promise<string> {
  const id = newId();
  await db.jobs.put({ ...newLocalRow('jobs', id, db.companyId, patch), version: 1 });
  return id;
}

/** Puts an application to `jobId` as the sync engine stores it after a pull; returns its id. */
export async function putPulledApplication(
  db: CompanyDb,
  jobId: string,
  patch: Record<string, unknown>,
): Promise<string> {
  const id = newId();
  await db.applications.put({
    ...newLocalRow('applications', id, db.companyId, { job_id: jobId, ...patch }),
    version: 1,
  });
  return id;
}
