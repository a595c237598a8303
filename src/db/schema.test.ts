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
