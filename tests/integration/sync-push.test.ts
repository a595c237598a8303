// Push against the real local stack: idempotent retries after a lost acknowledgement, rejected
// writes kept as failed with the server's reason.
import { describe, expect, it } from 'vitest';
import { newId, upsertRow, waitForOutbox } from '../../src/db/commands.ts';
import { startCompanySync } from '../../sync/index.ts';
import { pullAll, companyPullTarget } from '../../sync/pull.ts';
import { pushOutbox } from '../../sync/push.ts';
import { FlakyNetwork, transportFor } from '../../sync/test-support.ts';
import { sql } from '../support/stack-env.ts';
import { stopSyncAfterEach, newRecruiter } from '../support/sync-tests.ts';

const handles = stopSyncAfterEach();

describe('push', () => {
  it('applies a write once when its acknowledgement was lost and it is sent again', async () => {
    const network = new FlakyNetwork();
    const { user, client, db } = await newRecruiter(network);
    const jobId = newId();
    await upsertRow(db, 'jobs', jobId, { title: 'Data Engineer', status: 'draft' });
    expect((await pushOutbox({ db, transport: transportFor(db, client), clientId: newId() })).sent).toBe(1);
    const [created] = await sql<{ version: string }>('select version from jobs where id = $1', [jobId]);
    expect(Number(created.version)).toBe(1);

    const mutationId = await upsertRow(db, 'jobs', jobId, { title: 'Senior Data Engineer' });
    network.loseNextResponse('/rpc/sync_push');
    const lost = await pushOutbox({ db, transport: transportFor(db, client), clientId: newId() });
    expect(network.dropped).toBe(1);
    expect(lost.failure?.kind).toBe('transient');
    // The server did apply it, but this client does not know: the entry is still queued.
    expect(await db.outbox.where('mutationId').equals(mutationId).count()).toBe(1);

    const retried = await pushOutbox({
      db,
      transport: transportFor(db, client),
      clientId: newId(),
      ignoreBackoff: true,
    });
    expect(retried.sent).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    const [row] = await sql<{ version: string; title: string; company_id: string }>(
      'select version, title, company_id from jobs where id = $1',
      [jobId],
    );
    expect(row).toMatchObject({ title: 'Senior Data Engineer', company_id: user.id });
    expect(Number(row.version)).toBe(2);
    expect(await sql('select 1 from sync_mutations where mutation_id = $1', [mutationId])).toHaveLength(1);
    const local = await db.jobs.get(jobId);
    expect(local).toMatchObject({ title: 'Senior Data Engineer', version: 2 });
    expect(local?._pending).toBeUndefined();
  });

  it('two drains of the same outbox at once (two tabs briefly both leading) apply each write once', async () => {
    const { client, db } = await newRecruiter();
    const ids = [newId(), newId(), newId()];
    for (const id of ids) await upsertRow(db, 'jobs', id, { title: `Job ${id.slice(0, 4)}` });
    for (const id of ids) await upsertRow(db, 'jobs', id, { location: 'Remote' });
    const results = await Promise.all([
      pushOutbox({ db, transport: transportFor(db, client), clientId: newId() }),
      pushOutbox({ db, transport: transportFor(db, client), clientId: newId() }),
    ]);
    expect(results.map((r) => r.failure)).toEqual([null, null]);
    expect(await db.outbox.count()).toBe(0);
    const rows = await sql<{ version: string; location: string }>(
      'select version, location from jobs where id = any($1::uuid[])',
      [ids],
    );
    expect(rows.map((r) => [Number(r.version), r.location])).toEqual(ids.map(() => [2, 'Remote']));
  });

  it('the running engine retries a lost acknowledgement by itself (backoff) and converges', async () => {
    const network = new FlakyNetwork();
    const { client, db, user } = await newRecruiter(network);
    const handle = startCompanySync(db, client, user.id, {
      pollIntervalMs: 0,
      cacheResumes: false,
    });
    handles.push(handle);
    const jobId = newId();
    network.loseNextResponse('/rpc/sync_push');
    const mutationId = await upsertRow(db, 'jobs', jobId, {
      title: 'Product Designer',
      location: 'Remote',
    });
    expect(await waitForOutbox(db, mutationId, 15_000)).toBe('applied');
    expect(network.dropped).toBe(1);
    const rows = await sql<{ version: string }>('select version from jobs where id = $1', [jobId]);
    expect(rows.map((r) => Number(r.version))).toEqual([1]);
  });

  it('keeps a rejected write in the outbox, marked failed with the server message, and shows the server row again', async () => {
    const { client, db } = await newRecruiter();
    const jobId = newId();
    await upsertRow(db, 'jobs', jobId, {
      title: 'QA Lead',
      salary_min: 50_000,
      salary_max: 80_000,
    });
    await pushOutbox({ db, transport: transportFor(db, client), clientId: newId() });

    // salary_min above salary_max violates jobs_salary_range_order on the server.
    const badId = await upsertRow(db, 'jobs', jobId, { salary_min: 90_000 });
    const goodId = await upsertRow(db, 'jobs', newId(), { title: 'Unrelated job' });
    const result = await pushOutbox({ db, transport: transportFor(db, client), clientId: newId() });
    expect(result.failure).toBeNull();

    const failed = await db.outbox.where('mutationId').equals(badId).first();
    expect(failed?.status).toBe('failed');
    expect(failed?.error?.message).toMatch(/jobs_salary_range_order|check constraint/);
    // A rejected write does not block the writes queued after it.
    expect(await db.outbox.where('mutationId').equals(goodId).count()).toBe(0);
    // The local row shows the server's values again, not the refused edit.
    expect(await db.jobs.get(jobId)).toMatchObject({ salary_min: 50_000, salary_max: 80_000 });
  });

  it('keeps writes queued while offline and reports offline, then sends them in order', async () => {
    const network = new FlakyNetwork();
    const { client, db, user } = await newRecruiter(network);
    network.online = false;
    const handle = startCompanySync(db, client, user.id, {
      pollIntervalMs: 0,
      cacheResumes: false,
    });
    handles.push(handle);
    const jobId = newId();
    await upsertRow(db, 'jobs', jobId, { title: 'First title' });
    const last = await upsertRow(db, 'jobs', jobId, { title: 'Second title' });
    await handle.syncNow();
    const offline = await db.syncState.get('status');
    expect(offline).toMatchObject({ online: false, pending: 2 });

    network.online = true;
    await handle.syncNow();
    expect(await waitForOutbox(db, last, 5000)).toBe('applied');
    const [row] = await sql<{ title: string; version: string }>('select title, version from jobs where id = $1', [
      jobId,
    ]);
    expect(row.title).toBe('Second title');
    expect(Number(row.version)).toBe(2);
    expect(await db.syncState.get('status')).toMatchObject({
      online: true,
      pending: 0,
      failed: 0,
      lastError: null,
    });
    await pullAll(db, transportFor(db, client), companyPullTarget(db));
    expect(await db.jobs.get(jobId)).toMatchObject({ title: 'Second title', version: 2 });
  });
});
