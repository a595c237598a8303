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

  it("removes every company store of the member (their own and another company's), and no one else's", async () => {
    const userId = '66666666-6666-4666-8666-666666666666';
    const otherCompany = '77777777-7777-4777-8777-777777777777';
    const someoneElse = '88888888-8888-4888-8888-888888888888';
    const own = openCompanyDb(userId);
    const agency = openCompanyDb(userId, otherCompany);
    const theirs = openCompanyDb(someoneElse);
    expect(own.name).toBe(companyDbName(userId));
    expect(agency.name).not.toBe(own.name);
    expect(agency.companyId).toBe(otherCompany);
    expect(openCompanyDb(userId, userId)).toBe(own);
    for (const db of [own, agency, theirs]) await db.open();

    await deleteCompanyDb(userId);
    expect(await Dexie.exists(companyDbName(userId))).toBe(false);
    expect(await Dexie.exists(companyDbName(userId, otherCompany))).toBe(false);
    expect(await Dexie.exists(companyDbName(someoneElse))).toBe(true);
    await deleteCompanyDb(someoneElse);
    expect(await Dexie.exists(companyDbName(someoneElse))).toBe(false);
  });
});
