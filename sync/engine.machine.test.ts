// The engine's state machine (see the diagram in engine.ts), driven by a manual clock: timers fire
// only when the test moves time, so backoff and its exits are checked exactly, not by waiting.
import { afterEach, describe, expect, it } from 'vitest';
import { newId, upsertRow } from '../src/db/commands.ts';
import { CompanyDb, type SyncStatus } from '../src/db/schema.ts';
import { SyncEngine } from './engine.ts';
import { ManualClock, MemoryServer } from './memoryTransport.ts';
import { companyPullTarget } from './pull.ts';

const USER = '77777777-7777-4777-8777-777777777777';
const engines: SyncEngine[] = [];
const dbs: CompanyDb[] = [];
afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop();
  for (const db of dbs.splice(0)) db.close();
});

const tick = () => new Promise((r) => setTimeout(r, 30));

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await tick();
  }
  throw new Error(`not reached: ${what}`);
}

function engineFor(server: MemoryServer, clock: ManualClock) {
  const db = new CompanyDb(USER, { name: `machine-${newId()}` });
  dbs.push(db);
  const engine = new SyncEngine({
    scope: `machine-${newId()}`,
    db,
    transport: server.transport(),
    pullTarget: companyPullTarget(db),
    realtimeTables: [],
    pollIntervalMs: 0,
    clock,
    acquireLeadership: (_name, lead) => {
      lead();
      return () => {};
    },
  });
  engines.push(engine);
  return { db, engine };
}

describe('sync engine state machine', () => {
  it('idle → running → backoff on a failure; only the timer (or ignoring backoff) leaves backoff', async () => {
    const server = new MemoryServer(USER);
    const clock = new ManualClock();
    const { db, engine } = engineFor(server, clock);
    server.pushScripts.push(() => ({ kind: 'transient', network: true, message: 'fetch failed' }));
    engine.start();
    await upsertRow(db, 'jobs', newId(), { title: 'Written while the server is down' });
    await until(() => engine.state === 'backoff', 'backoff');
    const status = (await db.syncState.get('status')) as SyncStatus;
    expect(status).toMatchObject({ online: false, pending: 1, lastError: 'fetch failed' });

    // A new write during backoff does not start a cycle: it waits for the timer.
    const pushesBefore = server.pushes.length;
    await upsertRow(db, 'jobs', newId(), { title: 'Second' });
    await tick();
    expect(engine.state).toBe('backoff');
    expect(server.pushes.length).toBe(pushesBefore);

    expect(clock.nextTimerAt()).not.toBeNull();
    // Time passes: each backoff timer fires (the entries' own backoff may need one more round).
    await until(() => {
      const at = clock.nextTimerAt();
      if (at !== null && engine.state !== 'running') clock.advance(at - clock.now());
      return engine.state === 'idle' && server.rows.size === 2;
    }, 'idle with both rows on the server');
    expect(await db.outbox.count()).toBe(0);
  });

  it('stop() during a push cancels the cycle: the late answer is not applied', async () => {
    const server = new MemoryServer(USER);
    const clock = new ManualClock();
    const { db, engine } = engineFor(server, clock);
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.pushScripts.push(async (m) => {
      await held;
      return server.apply(m);
    });
    engine.start();
    const jobId = newId();
    await upsertRow(db, 'jobs', jobId, { title: 'In flight' });
    await until(() => server.pushes.length === 1, 'push in flight');
    const stopping = engine.stop();
    answer();
    await stopping;
    expect(engine.state).toBe('stopped');
    // The server applied it, but this store did not take the answer: the entry is still queued
    // (its next push is answered as a duplicate), and the row is still marked pending.
    expect(await db.outbox.count()).toBe(1);
    expect((await db.jobs.get(jobId))?._pending).toBe(1);
  });

  it('another identity ends the cycle without backoff or retries', async () => {
    const server = new MemoryServer(USER);
    const clock = new ManualClock();
    const { db, engine } = engineFor(server, clock);
    server.session = { ok: false, reason: 'Signed in as another user', network: false, identity: true };
    engine.start();
    await upsertRow(db, 'jobs', newId(), { title: 'Mine' });
    await until(
      async () =>
        ((await db.syncState.get('status')) as SyncStatus | undefined)?.lastError === 'Signed in as another user',
      'status',
    );
    expect(engine.state).toBe('idle');
    expect(clock.nextTimerAt()).toBeNull();
    expect(server.pushes).toHaveLength(0);
    expect((await db.outbox.toArray()).map((e) => [e.status, e.attempts])).toEqual([['pending', 0]]);
  });

  it('a steady stream of realtime pokes never postpones the pull: it runs one gather time after the first', async () => {
    const server = new MemoryServer(USER);
    const clock = new ManualClock();
    const { engine } = engineFor(server, clock);
    const pulls: number[] = [];
    const transport = server.transport();
    const pull = transport.pull;
    (engine as unknown as { options: { transport: typeof transport } }).options.transport = {
      ...transport,
      pull: (...args) => {
        pulls.push(clock.now());
        return pull(...args);
      },
    };
    engine.start();
    await until(() => engine.state === 'idle' && pulls.length > 0, 'first sync');
    pulls.length = 0;
    const start = clock.now();
    // Pokes every 10 ms for 100 ms, each asking with a 30 ms gather time.
    for (let t = 0; t <= 100; t += 10) {
      engine.request({ pull: 'jobs' }, 30);
      clock.advance(10);
      await tick();
    }
    await until(() => engine.state === 'idle', 'idle');
    expect(pulls.length).toBeGreaterThan(0);
    // The first pull came one gather time after the first poke (30 ms; the pull may start one
    // 10 ms step of the loop late on a loaded machine), never 30 ms after the last poke (130 ms).
    expect(pulls[0] - start).toBeGreaterThanOrEqual(30);
    expect(pulls[0] - start).toBeLessThanOrEqual(40);
  });

  it("a write the server answered 'retry' is retried even when a realtime poke's pull runs in between", async () => {
    // CI: two devices published one job at once; one device's push met a deadlock (40P01, 'retry'),
    // a realtime poke arrived during that push, and the pull-only cycle it caused cleared the retry
    // timer: the two writes stayed pending until the next poll, a minute later.
    const server = new MemoryServer(USER);
    const clock = new ManualClock();
    const { db, engine } = engineFor(server, clock);
    engine.start();
    await engine.syncNow();
    await tick();
    server.pushScripts.push((mutations) => {
      engine.request({ pull: 'jobs' });
      return mutations.map((m) => ({
        mutation_id: m.mutation_id,
        status: 'retry' as const,
        row: null,
        error: { code: '40P01', message: 'deadlock detected' },
        duplicate: false,
      }));
    });
    await upsertRow(db, 'jobs', newId(), { title: 'Published on two devices at once' });
    await until(() => server.pushes.length === 1 && engine.state === 'idle', 'the retried push answered');
    expect(await db.outbox.count()).toBe(1);

    const retryAt = clock.nextTimerAt();
    expect(retryAt).not.toBeNull();
    clock.advance(retryAt! - clock.now());
    await until(async () => (await db.outbox.count()) === 0, 'the write sent again and applied');
    expect(server.rows.size).toBe(1);
  });

  it('reports leadership to listeners', async () => {
    const server = new MemoryServer(USER);
    const { engine } = engineFor(server, new ManualClock());
    const seen: boolean[] = [];
    engine.onLeadershipChange((leading) => seen.push(leading));
    engine.start();
    await engine.stop();
    expect(seen).toEqual([false, true, false]);
  });
});
