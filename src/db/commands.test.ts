import { describe, expect, it, vi } from 'vitest';
import { deleteRow, discardFailed, enqueue, newId, retryFailed, upsertRow, waitForOutbox } from './commands.ts';
import { CompanyDb, PublicDb } from './schema.ts';
import { deleteStoresAfterEach } from '@/test-support/localStores.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const keep = deleteStoresAfterEach();
function freshCompanyDb(options?: { upTo?: number; name?: string }) {
  return keep(new CompanyDb(USER, { name: options?.name ?? `test-company-${newId()}`, upTo: options?.upTo }));
}

/** A job written locally and then acknowledged at `version`: nothing pending, an empty outbox. */
async function jobSeenByServer(db: CompanyDb, title: string, version: number): Promise<string> {
  const id = newId();
  await upsertRow(db, 'jobs', id, { title });
  await db.jobs.update(id, { version, _pending: undefined });
  await db.outbox.clear();
  return id;
}

describe('upsertRow', () => {
  it('writes the row and its outbox entry together', async () => {
    const db = freshCompanyDb();
    const jobId = newId();
    const mutationId = await upsertRow(db, 'jobs', jobId, {
      title: 'Frontend Engineer',
      status: 'published',
    });

    const job = await db.jobs.get(jobId);
    expect(job).toMatchObject({
      id: jobId,
      title: 'Frontend Engineer',
      status: 'published',
      company_id: USER,
      _pending: 1,
    });
    expect(job?.skills).toEqual([]);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      mutationId,
      table: 'jobs',
      op: 'upsert',
      rowId: jobId,
      patch: { title: 'Frontend Engineer', status: 'published' },
      baseVersion: null,
      status: 'pending',
    });
  });

  it('leaves neither the row nor the entry when appending the entry fails', async () => {
    const db = freshCompanyDb();
    await db.open();
    const jobId = newId();
    const add = vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('disk full'));
    await expect(upsertRow(db, 'jobs', jobId, { title: 'Designer' })).rejects.toThrow('disk full');
    add.mockRestore();
    expect(await db.jobs.get(jobId)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it("rolls back with the caller's transaction", async () => {
    const db = freshCompanyDb();
    const jobId = newId();
    await expect(
      db.transaction('rw', db.jobs, db.outbox, async () => {
        await upsertRow(db, 'jobs', jobId, { title: 'Designer' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await db.jobs.get(jobId)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('records the base version of a row the server has seen', async () => {
    const db = freshCompanyDb();
    const jobId = await jobSeenByServer(db, 'A', 3);
    await upsertRow(db, 'jobs', jobId, { title: 'B' });
    expect((await db.outbox.toArray())[0]).toMatchObject({ baseVersion: 3, patch: { title: 'B' } });
    expect((await db.jobs.get(jobId))?.title).toBe('B');
  });

  it('never sends server-owned columns', async () => {
    const db = freshCompanyDb();
    const id = newId();
    await upsertRow(db, 'notes', id, {
      candidate_id: newId(),
      content: 'Great call',
      version: 9,
      company_id: 'x',
    });
    const [entry] = await db.outbox.toArray();
    expect(entry.op).toBe('upsert');
    expect(Object.keys(entry.op === 'upsert' ? entry.patch : {}).sort()).toEqual(['candidate_id', 'content']);
  });
});

describe('deleteRow', () => {
  it('removes the row locally and queues a delete', async () => {
    const db = freshCompanyDb();
    const id = newId();
    await upsertRow(db, 'profiles', id, { first_name: 'Ada' });
    await deleteRow(db, 'profiles', id);
    expect(await db.profiles.get(id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['upsert', 'delete']);
  });
});

describe('delete then edit', () => {
  it('queues the edit but does not bring the deleted row back', async () => {
    const db = freshCompanyDb();
    const id = newId();
    await upsertRow(db, 'jobs', id, { title: 'Gone soon' });
    await deleteRow(db, 'jobs', id);
    await upsertRow(db, 'jobs', id, { title: 'Late edit' });
    expect(await db.jobs.get(id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((e) => e.op)).toEqual(['upsert', 'delete', 'upsert']);
  });
});

describe('enqueue and waitForOutbox', () => {
  it('resolves applied once the engine removes the entry, failed when rejected, pending on timeout', async () => {
    const db = keep(new PublicDb(`test-public-${newId()}`));
    const a = await enqueue(db, { table: 'contact_messages', op: 'insert', patch: { name: 'A' } });
    const b = await enqueue(db, { table: 'contact_messages', op: 'insert', patch: { name: 'B' } });
    const c = await enqueue(db, { table: 'contact_messages', op: 'insert', patch: { name: 'C' } });
    const waitA = waitForOutbox(db, a, 2000);
    const waitB = waitForOutbox(db, b, 2000);
    await db.outbox.where('mutationId').equals(a).delete();
    await db.outbox
      .where('mutationId')
      .equals(b)
      .modify({ status: 'failed', error: { message: 'no' } });
    expect(await waitA).toBe('applied');
    expect(await waitB).toBe('failed');
    expect(await waitForOutbox(db, c, 50)).toBe('pending');
  });
});

describe('retryFailed and discardFailed', () => {
  it('retry re-applies the change locally and makes the entry pending again', async () => {
    const db = freshCompanyDb();
    const id = await jobSeenByServer(db, 'Old', 1);
    await upsertRow(db, 'jobs', id, { title: 'Rejected title' });
    const [entry] = await db.outbox.toArray();
    // What the engine does on rejection: mark failed and show the server's row again.
    await db.outbox.update(entry.seq!, { status: 'failed', error: { message: 'check violation' } });
    await db.jobs.update(id, { title: 'Old', _pending: undefined });

    await retryFailed(db, entry.seq!);
    const retried = await db.outbox.get(entry.seq!);
    expect(retried).toMatchObject({ status: 'pending', attempts: 0 });
    expect(retried?.error).toBeUndefined();
    expect(await db.jobs.get(id)).toMatchObject({ title: 'Rejected title', _pending: 1 });
  });

  it('discard removes the failed entry and its blob', async () => {
    const db = freshCompanyDb();
    await db.blobs.put({
      key: 'k1',
      blob: new Blob(['x']),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    const m = await enqueue(db, {
      table: '',
      op: 'upload',
      upload: { bucket: 'resumes', path: 'a/cv.pdf', blobKey: 'k1' },
    });
    const entry = await db.outbox.where('mutationId').equals(m).first();
    await db.outbox.update(entry!.seq!, { status: 'failed', error: { message: 'denied' } });
    await discardFailed(db, entry!.seq!);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.get('k1')).toBeUndefined();
  });
});
