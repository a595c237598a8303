import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { newId } from './commands.ts';
import { COMPANY_SCHEMA, CompanyDb, PUBLIC_SCHEMA, PublicDb } from './schema.ts';

const USER = '22222222-2222-4222-8222-222222222222';

describe('schema upgrades keep the outbox', () => {
  it('company db: an entry written at v1 is still there after upgrading to the latest version', async () => {
    const name = `upgrade-company-${newId()}`;
    const v1 = new CompanyDb(USER, { name, upTo: 1 });
    await v1.open();
    expect(v1.verno).toBe(1);
    // A v1 entry, as an old build wrote it (no bookkeeping fields that later versions rely on).
    await v1.table('outbox').add({
      mutationId: 'm-1',
      table: 'jobs',
      op: 'upsert',
      rowId: 'r-1',
      patch: { title: 'Kept' },
    });
    await v1.jobs.put({ id: 'r-1', title: 'Kept' } as never);
    v1.close();

    const latest = new CompanyDb(USER, { name });
    await latest.open();
    expect(latest.verno).toBe(COMPANY_SCHEMA.at(-1)!.version);
    const entries = await latest.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      mutationId: 'm-1',
      patch: { title: 'Kept' },
      status: 'pending',
      attempts: 0,
    });
    // The v2 index works on the migrated entry.
    expect(await latest.outbox.where('[table+rowId]').equals(['jobs', 'r-1']).count()).toBe(1);
    expect((await latest.jobs.get('r-1'))?.title).toBe('Kept');
    latest.close();
    await Dexie.delete(name);
  });

  it('company db v10: rows stored before it are found by the new indexes', async () => {
    const name = `upgrade-company-v10-${newId()}`;
    const v9 = new CompanyDb(USER, { name, upTo: 9 });
    await v9.open();
    await v9.table('applications').bulkPut([
      { id: 'a-1', job_id: 'j-1', ai_rating: 7.5, withdrawn_at: null, created_at: '2026-01-01' },
      { id: 'a-2', job_id: 'j-1', ai_rating: null, withdrawn_at: '2026-01-02', created_at: '2026-01-01' },
    ]);
    await v9.table('interviews').put({ id: 'i-1', interviewer_ids: [USER, 'other'], starts_at: '2026-01-03' });
    v9.close();

    const latest = new CompanyDb(USER, { name });
    await latest.open();
    // A null rating or withdrawal makes no key: each index holds only the rows its reader walks.
    expect(await latest.applications.where('[job_id+ai_rating]').equals(['j-1', 7.5]).primaryKeys()).toEqual(['a-1']);
    expect(
      await latest.applications
        .where('[job_id+ai_rating]')
        .between(['j-1', Dexie.minKey], ['j-1', Dexie.maxKey])
        .count(),
    ).toBe(1);
    expect(
      await latest.applications
        .where('[job_id+withdrawn_at]')
        .between(['j-1', Dexie.minKey], ['j-1', Dexie.maxKey])
        .primaryKeys(),
    ).toEqual(['a-2']);
    expect(await latest.applications.where('job_id').equals('j-1').count()).toBe(2);
    expect(await latest.interviews.where('interviewer_ids').equals(USER).primaryKeys()).toEqual(['i-1']);
    latest.close();
    await Dexie.delete(name);
  });

  it('public db: same for the public store', async () => {
    const name = `upgrade-public-${newId()}`;
    const v1 = new PublicDb(name, { upTo: 1 });
    await v1.table('outbox').add({
      mutationId: 'm-2',
      table: '',
      op: 'rpc',
      rpc: { fn: 'submit_application', args: {} },
    });
    v1.close();
    const latest = new PublicDb(name);
    await latest.open();
    expect(latest.verno).toBe(PUBLIC_SCHEMA.at(-1)!.version);
    expect(await latest.outbox.where('status').equals('pending').count()).toBe(1);
    latest.close();
    await Dexie.delete(name);
  });
});
