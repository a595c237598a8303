// The push drain's decisions, against an in-memory server: what a whole-call error, a 413, a
// `retry` answer and a cancelled cycle may (and may not) do to the outbox. Issue #9 D1, D2, D3.
import { afterEach, describe, expect, it } from 'vitest';
import { newId, upsertRow } from '../src/db/commands.ts';
import { CompanyDb } from '../src/db/schema.ts';
import { MemoryServer } from './memoryTransport.ts';
import { pushOutbox, CycleCancelled } from './push.ts';

const USER = '66666666-6666-4666-8666-666666666666';
const dbs: CompanyDb[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

async function outboxWith(count: number) {
  const db = new CompanyDb(USER, { name: `push-${newId()}` });
  dbs.push(db);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    ids.push(id);
    await upsertRow(db, 'jobs', id, { title: `Job ${i}` });
  }
  return { db, ids, server: new MemoryServer(USER) };
}

const statuses = async (db: CompanyDb) => (await db.outbox.toArray()).map((e) => e.status);

describe('push: an error about the whole call never fails the writes in it (D2)', () => {
  it('D2: a 42501 for the whole batch (signed out) keeps every write pending, none failed', async () => {
    const { db, server } = await outboxWith(120);
    server.pushScripts.push(() => ({ kind: 'auth', code: '42501', message: 'sync_push needs a signed-in user' }));
    const result = await pushOutbox({ db, transport: server.transport(), clientId: newId() });
    expect(result.failure?.kind).toBe('auth');
    expect(await statuses(db)).toEqual(Array(120).fill('pending'));
    expect(result.retryAt).not.toBeNull();
    // Back, with a session: every write goes, exactly once.
    const again = await pushOutbox({ db, transport: server.transport(), clientId: newId(), ignoreBackoff: true });
    expect(again).toMatchObject({ sent: 120, failure: null });
    expect([...server.applied.values()]).toEqual(Array(120).fill(1));
  });

  it('D2: a 413 splits the batch in halves until it fits; all twelve writes arrive once, none failed', async () => {
    const { db, server } = await outboxWith(12);
    const tooLarge = (limit: number) => (m: { length: number }) =>
      m.length > limit ? { kind: 'too-large' as const, message: 'Payload too large' } : null;
    // The server takes at most 3 mutations per call.
    for (let i = 0; i < 20; i++) server.pushScripts.push((m) => tooLarge(3)(m) ?? server.apply(m));
    const result = await pushOutbox({ db, transport: server.transport(), clientId: newId(), batchSize: 12 });
    expect(result).toMatchObject({ sent: 12, failure: null });
    expect(await db.outbox.count()).toBe(0);
    expect([...server.applied.values()]).toEqual(Array(12).fill(1));
    expect(server.pushes.map((p) => p.length)).toEqual([12, 6, 3, 3, 3, 3]);
  });

  it('D2: a single write over the limit is refused with the reason; the others still go', async () => {
    const { db, ids, server } = await outboxWith(4);
    const huge = (await db.outbox.toArray())[1].mutationId;
    for (let i = 0; i < 20; i++)
      server.pushScripts.push((m) =>
        m.some((x) => x.mutation_id === huge) ? { kind: 'too-large', message: 'Payload too large' } : server.apply(m),
      );
    const result = await pushOutbox({ db, transport: server.transport(), clientId: newId() });
    expect(result.failure).toBeNull();
    const left = await db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ mutationId: huge, status: 'failed' });
    expect(left[0].error?.message).toMatch(/too large/);
    expect(server.rows.size).toBe(3);
    expect(server.rows.has(`jobs:${ids[1]}`)).toBe(false);
  });

  it('D1: another identity stops the drain at once: nothing failed, nothing scheduled', async () => {
    const { db, server } = await outboxWith(3);
    server.pushScripts.push(() => ({ kind: 'identity', code: '28000', message: 'signed in as another user' }));
    const result = await pushOutbox({ db, transport: server.transport(), clientId: newId() });
    expect(result.failure?.kind).toBe('identity');
    expect(result.retryAt).toBeNull();
    expect(await statuses(db)).toEqual(['pending', 'pending', 'pending']);
    expect((await db.outbox.toArray()).every((e) => e.attempts === 0)).toBe(true);
  });
});

describe('push: transient database errors are retried (D3)', () => {
  it('D3: a `retry` answer keeps the write pending with a backoff, and the next drain applies it', async () => {
    const { db, ids, server } = await outboxWith(3);
    server.pushScripts.push((m) => [
      ...server.apply(m.slice(0, 1)),
      ...m.slice(1).map((x) => ({
        mutation_id: x.mutation_id,
        status: 'retry' as const,
        row: null,
        error: { code: '40P01', message: 'deadlock detected' },
        duplicate: false,
      })),
    ]);
    const first = await pushOutbox({ db, transport: server.transport(), clientId: newId() });
    expect(first.failure).toBeNull();
    expect(first.retryAt).not.toBeNull();
    expect(await statuses(db)).toEqual(['pending', 'pending']);
    expect((await db.outbox.toArray())[0].error?.code).toBe('40P01');
    const second = await pushOutbox({ db, transport: server.transport(), clientId: newId(), ignoreBackoff: true });
    expect(second).toMatchObject({ sent: 2, failure: null });
    expect(ids.every((id) => server.rows.has(`jobs:${id}`))).toBe(true);
  });
});

describe('push: backoff after reconnecting', () => {
  it("a `retry` answer backs off by the server's answers, not by the attempts made offline", async () => {
    const { db, server } = await outboxWith(1);
    // Six attempts that never reached the server (offline).
    await db.outbox.toCollection().modify({ attempts: 6 });
    server.pushScripts.push((m) =>
      m.map((x) => ({
        mutation_id: x.mutation_id,
        status: 'retry' as const,
        row: null,
        error: { code: '40P01', message: 'deadlock detected' },
        duplicate: false,
      })),
    );
    const now = 1_000_000;
    const result = await pushOutbox({
      db,
      transport: server.transport(),
      clientId: newId(),
      ignoreBackoff: true,
      now: () => now,
      random: () => 0.999,
    });
    // The first server retry waits at most 1.5 s (backoffDelay(1)), not the 48 s of a 7th attempt.
    expect(result.retryAt! - now).toBeLessThanOrEqual(1_500);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'pending', attempts: 7, serverRetries: 1 });
  });
});

describe('push: a cancelled cycle applies no answer (D1)', () => {
  it('D1: an answer that arrives after stop() is dropped: the writes stay queued, the rows stay pending', async () => {
    const { db, ids, server } = await outboxWith(2);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.pushScripts.push(async (m) => {
      await answered;
      return server.apply(m);
    });
    const abort = new AbortController();
    const drain = pushOutbox({ db, transport: server.transport(), clientId: newId(), signal: abort.signal });
    await new Promise((r) => setTimeout(r, 20));
    abort.abort();
    answer();
    await expect(drain).rejects.toBeInstanceOf(CycleCancelled);
    expect(await statuses(db)).toEqual(['pending', 'pending']);
    expect((await db.jobs.get(ids[0]))?._pending).toBe(1);
  });
});
