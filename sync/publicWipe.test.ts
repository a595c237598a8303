// "Remove this device's data" while the public sync is mid-push (issue 24): the engine's answer
// to a call already on the wire must not bring back anything the removal took, and nothing queued
// after that call is sent.
import { describe, expect, it } from 'vitest';
import { enqueue, newId } from '../src/db/commands.ts';
import { removePublicPersonalData } from '../src/db/publicData.ts';
import { PublicDb } from '../src/db/schema.ts';
import type { SingleEntry } from '../src/db/outbox.ts';
import { deleteStoresAfterEach } from '../src/test-support/localStores.ts';
import { startPublicSync } from './index.ts';
import { MemoryServer } from './memoryTransport.ts';
import { SyncCallError } from './transport.ts';
import type { Failure } from './errors.ts';

const keep = deleteStoresAfterEach();

async function applicationQueued(db: PublicDb) {
  const applicationId = newId();
  const jobId = newId();
  const blobKey = `resume:${applicationId}`;
  await db.applyDrafts.put({
    jobId,
    applicationId,
    messages: [{ id: newId(), role: 'user', content: 'jane@example.com', timestamp: 1 }],
    progress: 100,
    answers: [{ question: 'Why?', answer: 'Because' }],
    resume: { blobKey, name: 'cv.pdf', type: 'application/pdf', text: 'Jane' },
    contact: { email: 'jane@example.com' },
    status: 'submitted',
    updatedAt: 1,
  });
  await db.blobs.put({ key: blobKey, blob: new Blob(['%PDF jane']), name: 'cv.pdf', type: 'application/pdf' });
  const group = `application:${applicationId}`;
  await enqueue(db, {
    table: '',
    op: 'rpc',
    group,
    rpc: { fn: 'submit_application', args: { p_application_id: applicationId } },
  });
  await enqueue(db, {
    table: '',
    op: 'upload',
    group,
    upload: { bucket: 'resumes', path: `${applicationId}/cv.pdf`, blobKey },
  });
}

/** A public engine whose `send` of the chosen op is held until the test answers it. */
function heldSync(db: PublicDb, holdOp: SingleEntry['op']) {
  const transport = new MemoryServer(newId()).transport();
  const sent: SingleEntry['op'][] = [];
  let answer!: (failure: Failure | null) => void;
  let reached!: () => void;
  const held = new Promise<void>((resolve) => (reached = resolve));
  transport.send = async (entry) => {
    sent.push(entry.op);
    if (entry.op !== holdOp) return;
    const failure = await new Promise<Failure | null>((resolve) => {
      answer = resolve;
      reached();
    });
    if (failure) throw new SyncCallError(failure);
  };
  const sync = startPublicSync(db, undefined as never, { transport, pollIntervalMs: 0 });
  return { sync, sent, held, answer: (failure: Failure | null) => answer(failure) };
}

async function expectNothingPersonal(db: PublicDb) {
  expect(await db.applyDrafts.count()).toBe(0);
  expect(await db.blobs.count()).toBe(0);
  expect(await db.outbox.count()).toBe(0);
}

describe('removing the public store’s personal data while its sync is pushing', () => {
  it('a submission answered after the removal brings nothing back, and its resume is never sent', async () => {
    const db = keep(new PublicDb(`wipe-${newId()}`));
    await applicationQueued(db);
    const { sync, sent, held, answer } = heldSync(db, 'rpc');
    await held;

    await removePublicPersonalData(db);
    answer(null);
    await sync.syncNow();
    await sync.stop();

    await expectNothingPersonal(db);
    expect(sent).toEqual(['rpc']);
    expect(await db.syncState.get('status')).toMatchObject({ pending: 0, failed: 0 });
  });

  it('an upload on the wire when the data goes, answered applied or refused, leaves nothing behind', async () => {
    for (const failure of [
      null,
      { kind: 'too-large', message: 'The object exceeded the maximum allowed size' } as Failure,
      { kind: 'transient', network: true, message: 'fetch failed' } as Failure,
    ]) {
      const db = keep(new PublicDb(`wipe-${newId()}`));
      await applicationQueued(db);
      const { sync, held, answer } = heldSync(db, 'upload');
      await held;

      await removePublicPersonalData(db);
      answer(failure);
      // The cycle settles the answer (and, after a transient one, a second cycle runs).
      await sync.syncNow();
      await sync.stop();

      await expectNothingPersonal(db);
    }
  });
});
