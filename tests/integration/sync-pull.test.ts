// Pull against the real local stack: rebasing pending local edits, the public scope's
// reconciliation of unpublished jobs.
import { describe, expect, it } from 'vitest';
import { newId, upsertRow } from '../../src/db/commands.ts';
import { companyPullTarget, pullAll } from '../../sync/pull.ts';
import { pushOutbox } from '../../sync/push.ts';
import { FlakyNetwork, freshPublicDb, transportFor } from '../../sync/test-support.ts';
import { createUser, sql } from '../support/stack-env.ts';
import { stopSyncAfterEach, newRecruiter, startPublicSyncOn } from '../support/sync-tests.ts';

stopSyncAfterEach();

describe('pull', () => {
  it('rebases a pending local patch on top of a pulled server row that does not include it yet', async () => {
    const { client, db } = await newRecruiter();
    const jobId = newId();
    await upsertRow(db, 'jobs', jobId, { title: 'Backend Engineer', location: 'Berlin' });
    await pushOutbox({ db, transport: transportFor(db, client), clientId: newId() });

    // Offline edit on this device...
    await upsertRow(db, 'jobs', jobId, { location: 'Remote' });
    // ...while another device changes another field on the server.
    await sql(`update jobs set title = 'Staff Backend Engineer' where id = $1`, [jobId]);

    await pullAll(db, transportFor(db, client), companyPullTarget(db));
    const rebased = await db.jobs.get(jobId);
    // Server row underneath (new title, version 2), the pending patch on top (location).
    expect(rebased).toMatchObject({
      title: 'Staff Backend Engineer',
      location: 'Remote',
      version: 2,
      _pending: 1,
    });

    await pushOutbox({ db, transport: transportFor(db, client), clientId: newId() });
    const [server] = await sql<{ title: string; location: string }>('select title, location from jobs where id = $1', [
      jobId,
    ]);
    expect(server).toEqual({ title: 'Staff Backend Engineer', location: 'Remote' });
    const settled = await db.jobs.get(jobId);
    expect(settled).toMatchObject({
      title: 'Staff Backend Engineer',
      location: 'Remote',
      version: 3,
    });
    expect(settled?._pending).toBeUndefined();
  });

  it('removes a row deleted on the server, and pages through more rows than one page', async () => {
    const network = new FlakyNetwork();
    const { user, client, db } = await newRecruiter(network);
    const ids = Array.from({ length: 7 }, () => newId());
    for (const id of ids)
      await sql(`insert into jobs (id, company_id, title) values ($1, $2, $3)`, [id, user.id, `Job ${id}`]);
    await pullAll(db, transportFor(db, client), { ...companyPullTarget(db), tables: ['jobs'] }, { pageSize: 3 });
    expect(await db.jobs.count()).toBe(7);
    // The feed also carries other companies' public jobs (skipped here), so at least 3 pages of 3.
    expect(network.requests.filter((u) => u.includes('/rpc/sync_pull')).length).toBeGreaterThanOrEqual(3);

    await sql('update jobs set deleted_at = now() where id = $1', [ids[0]]);
    await pullAll(db, transportFor(db, client), companyPullTarget(db), { pageSize: 3 });
    expect(await db.jobs.get(ids[0])).toBeUndefined();
    expect(await db.jobs.count()).toBe(6);
  });

  it('answers pages of up to 5 000 rows, and a first sync pulls them in that size', async () => {
    const network = new FlakyNetwork();
    const { user, client, db } = await newRecruiter(network);
    await sql(
      `insert into profiles (id, company_id, first_name)
       select gen_random_uuid(), $1, 'Candidate ' || n from generate_series(1, 5001) n`,
      [user.id],
    );
    // Asking for more than the cap gets the cap, and the rest on the next page.
    const { data, error } = await client.rpc('sync_pull', {
      p_table: 'profiles',
      p_after_xid: null,
      p_after_id: null,
      p_limit: 20_000,
    });
    expect(error).toBeNull();
    expect((data as { rows: unknown[]; has_more: boolean }).rows).toHaveLength(5000);
    expect((data as { has_more: boolean }).has_more).toBe(true);

    await pullAll(db, transportFor(db, client), { ...companyPullTarget(db), tables: ['profiles'] });
    expect(await db.profiles.count()).toBe(5001);
    // PULL_PAGE_SIZE rows a page: two pages (and one more rpc, the direct one above).
    expect(network.requests.filter((u) => u.includes('/rpc/sync_pull')).length).toBe(3);
  });

  it("skips other companies' published jobs in the company store", async () => {
    const { client, db } = await newRecruiter();
    const other = await createUser();
    const foreignId = newId();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Elsewhere', 'published')`, [
      foreignId,
      other.id,
    ]);
    await pullAll(db, transportFor(db, client), companyPullTarget(db));
    expect(await db.jobs.get(foreignId)).toBeUndefined();
  });
});

describe('public scope', () => {
  it('an unpublished job disappears from the public store on the next pull', async () => {
    const owner = await createUser();
    const jobId = newId();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Frontend Engineer', 'published')`, [
      jobId,
      owner.id,
    ]);
    const draftId = newId();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Secret draft', 'draft')`, [
      draftId,
      owner.id,
    ]);

    const db = freshPublicDb();
    const handle = startPublicSyncOn(db);
    await handle.syncNow();
    expect(await db.jobs.get(jobId)).toMatchObject({
      title: 'Frontend Engineer',
      status: 'published',
    });
    expect(await db.jobs.get(draftId)).toBeUndefined();

    await sql(`update jobs set status = 'draft' where id = $1`, [jobId]);
    await handle.syncNow();
    expect(await db.jobs.get(jobId)).toBeUndefined();
    expect(await db.syncState.get('status')).toMatchObject({
      online: true,
      syncing: false,
      lastError: null,
    });
  });
});
