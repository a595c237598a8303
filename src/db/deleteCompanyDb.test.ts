import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { companyDbName, deleteCompanyDb, enqueue, openCompanyDb } from './index.ts';

describe('deleteCompanyDb', () => {
  it("removes a recruiter's store (rows, unsent writes, cached resumes); the next sign-in starts empty", async () => {
    const userId = '55555555-5555-4555-8555-555555555555';
    const db = openCompanyDb(userId);
    await enqueue(db, { table: 'jobs', op: 'delete', rowId: userId, baseVersion: 1 });
    await db.resumeCache.put({
      key: 'a/cv.pdf',
      blob: new Blob(['cv']),
      name: 'cv.pdf',
      type: 'application/pdf',
      fetchedAt: 1,
    });
    expect(await Dexie.exists(companyDbName(userId))).toBe(true);

    await deleteCompanyDb(userId);
    expect(await Dexie.exists(companyDbName(userId))).toBe(false);
    // The closed instance does not quietly re-create the database.
    await expect(db.outbox.count()).rejects.toThrow();
    expect(await Dexie.exists(companyDbName(userId))).toBe(false);

    const again = openCompanyDb(userId);
    expect(again).not.toBe(db);
    expect(await again.outbox.count()).toBe(0);
    expect(await again.resumeCache.count()).toBe(0);
    await deleteCompanyDb(userId);
  });
});
