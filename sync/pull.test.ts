// The pull's mechanics at page level (issue 12): a page is written with bulk operations in one
// transaction, only rows with pending writes are rebased one by one, pages are applied in feed
// order while the next one is fetched ahead, and a failure or cancellation leaves the cursor at the
// last page written. The protocol itself is tested against the local stack in tests/integration.
import type { DBCore, DBCoreMutateRequest } from 'dexie';
import { describe, expect, it } from 'vitest';
import { newId, upsertRow } from '../src/db/commands.ts';
import { CompanyDb, SYNCED_TABLES, type Job } from '../src/db/schema.ts';
import { deleteStoresAfterEach } from '../src/test-support/localStores.ts';
import type { PushMutation } from './contract.ts';
import { MemoryServer } from './memoryTransport.ts';
import { companyPullTarget, pullAll, pullLanes, readCursor, splitPage } from './pull.ts';
import { SyncCallError, type SyncTransport } from './transport.ts';

const USER = '12121212-1212-4212-8212-121212121212';
const keep = deleteStoresAfterEach();

interface Spy {
  /** Store names of every readwrite transaction, in order. */
  transactions: string[][];
  /** Every mutation request per table: its type and how many rows or keys it carried. */
  mutations: { table: string; type: DBCoreMutateRequest['type']; size: number }[];
}

/** A company store whose DBCore reports each readwrite transaction and each table mutation. */
function spiedStore(): { db: CompanyDb; spy: Spy } {
  const db = keep(new CompanyDb(USER, { name: `pull-${newId()}` }));
  const spy: Spy = { transactions: [], mutations: [] };
  db.use({
    stack: 'dbcore',
    name: 'pull-test-spy',
    create: (down: DBCore): DBCore => ({
      ...down,
      transaction(stores, mode, options) {
        if (mode === 'readwrite') spy.transactions.push([...stores]);
        return down.transaction(stores, mode, options);
      },
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(req) {
            const size = 'values' in req ? req.values.length : 'keys' in req ? req.keys.length : 0;
            spy.mutations.push({ table: name, type: req.type, size });
            return table.mutate(req);
          },
        };
      },
    }),
  });
  return { db, spy };
}

const jobUpsert = (id: string, patch: Record<string, unknown>): PushMutation => ({
  mutation_id: newId(),
  table: 'jobs',
  op: 'upsert',
  row_id: id,
  patch: { title: `Job ${id.slice(0, 4)}`, status: 'draft', ...patch },
  base_version: null,
});

function serverWithJobs(count: number): { server: MemoryServer; ids: string[] } {
  const server = new MemoryServer(USER);
  const ids = Array.from({ length: count }, () => newId());
  server.apply(ids.map((id) => jobUpsert(id, {})));
  return { server, ids };
}

const jobsOnly = (db: CompanyDb) => ({ ...companyPullTarget(db), tables: ['jobs'] as const });

describe('pull: a page is written in bulk, in one transaction', () => {
  it('writes 250 rows in 3 pages: 3 transactions and one bulk put per page, not a write per row', async () => {
    const { server } = serverWithJobs(250);
    const { db, spy } = spiedStore();
    await db.open();
    spy.transactions.length = 0;
    spy.mutations.length = 0;

    const applied = await pullAll(db, server.transport(), jobsOnly(db), { pageSize: 100 });

    expect(applied).toBe(250);
    expect(await db.jobs.count()).toBe(250);
    const pageTransactions = spy.transactions.filter((stores) => stores.includes('jobs'));
    expect(pageTransactions).toHaveLength(3);
    const jobWrites = spy.mutations.filter((m) => m.table === 'jobs');
    expect(jobWrites.map((m) => [m.type, m.size])).toEqual([
      ['put', 100],
      ['put', 100],
      ['put', 50],
    ]);
    expect((await readCursor(db, 'jobs'))?.xid).toBe('250');
  });

  it('removes deleted rows with one bulk delete and keeps the last version of a row seen twice', async () => {
    const { server, ids } = serverWithJobs(5);
    const { db, spy } = spiedStore();
    await pullAll(db, server.transport(), jobsOnly(db));
    server.apply([
      { ...jobUpsert(ids[0], {}), op: 'delete', patch: {} },
      { ...jobUpsert(ids[1], {}), op: 'delete', patch: {} },
      jobUpsert(ids[2], { title: 'Renamed' }),
    ]);
    spy.mutations.length = 0;

    await pullAll(db, server.transport(), jobsOnly(db));

    expect((await db.jobs.toCollection().primaryKeys()).sort()).toEqual([ids[2], ids[3], ids[4]].sort());
    expect((await db.jobs.get(ids[2]))?.title).toBe('Renamed');
    const jobWrites = spy.mutations.filter((m) => m.table === 'jobs').map((m) => [m.type, m.size]);
    expect(jobWrites).toEqual([
      ['put', 1],
      ['delete', 2],
    ]);
  });

  it('rebases only the rows with pending writes: the local edit stays on top, the rest is bulk-put', async () => {
    const { server, ids } = serverWithJobs(20);
    const { db, spy } = spiedStore();
    await pullAll(db, server.transport(), jobsOnly(db));
    // An edit made here and not pushed yet, then another device's edits of every job.
    await upsertRow(db, 'jobs', ids[3], { title: 'Edited here' });
    server.apply(ids.map((id) => jobUpsert(id, { title: 'Edited elsewhere', location: 'Berlin' })));
    spy.mutations.length = 0;

    await pullAll(db, server.transport(), jobsOnly(db));

    const edited = (await db.jobs.get(ids[3])) as Job;
    expect(edited.title).toBe('Edited here');
    expect(edited.location).toBe('Berlin');
    expect(edited._pending).toBe(1);
    expect((await db.jobs.get(ids[4]))?.title).toBe('Edited elsewhere');
    const jobWrites = spy.mutations.filter((m) => m.table === 'jobs').map((m) => [m.type, m.size]);
    // 19 rows in one bulk put, the pending one rebased by itself.
    expect(jobWrites).toEqual([
      ['put', 19],
      ['put', 1],
    ]);
  });

  it('skips rows of other companies (published jobs anyone may read)', async () => {
    const { server } = serverWithJobs(3);
    const other = newId();
    server.rows.set(`jobs:${other}`, { ...server.rows.values().next().value!, id: other, company_id: newId() });
    server.changes.push({ seq: ++server.seq, table: 'jobs', id: other });
    const { db } = spiedStore();

    await pullAll(db, server.transport(), jobsOnly(db));

    expect(await db.jobs.count()).toBe(3);
    expect(await db.jobs.get(other)).toBeUndefined();
  });
});

describe('pull: fetching ahead', () => {
  /** A transport whose pull calls are recorded and can be made to fail from the n-th call on. */
  function recording(server: MemoryServer, failFrom = Infinity) {
    const inner = server.transport();
    const calls: (string | null)[] = [];
    const transport: SyncTransport = {
      ...inner,
      async pull(table, cursor, limit, signal) {
        calls.push(cursor?.xid ?? null);
        if (calls.length >= failFrom) throw new SyncCallError({ kind: 'transient', message: 'connection reset' });
        return inner.pull(table, cursor, limit, signal);
      },
    };
    return { transport, calls };
  }

  it('asks for each page once, in cursor order, and applies them in order', async () => {
    const { server } = serverWithJobs(35);
    const { db } = spiedStore();
    const { transport, calls } = recording(server);

    await pullAll(db, transport, jobsOnly(db), { pageSize: 10 });

    expect(calls).toEqual([null, '10', '20', '30']);
    expect(await db.jobs.count()).toBe(35);
    expect((await readCursor(db, 'jobs'))?.xid).toBe('35');
  });

  it('a page that fails leaves every page before it written and the cursor on the last one', async () => {
    const { server } = serverWithJobs(35);
    const { db } = spiedStore();
    const { transport } = recording(server, 3);

    await expect(pullAll(db, transport, jobsOnly(db), { pageSize: 10 })).rejects.toThrow('connection reset');

    expect(await db.jobs.count()).toBe(20);
    expect((await readCursor(db, 'jobs'))?.xid).toBe('20');
    // The next pull goes on from there.
    await pullAll(db, server.transport(), jobsOnly(db), { pageSize: 10 });
    expect(await db.jobs.count()).toBe(35);
  });

  it('a cancelled pull writes no page after the cancel, and the page asked ahead is aborted', async () => {
    const { server } = serverWithJobs(30);
    const { db } = spiedStore();
    const controller = new AbortController();
    const inner = server.transport();
    const aborted: boolean[] = [];
    const transport: SyncTransport = {
      ...inner,
      async pull(table, cursor, limit, signal) {
        const page = await inner.pull(table, cursor, limit, signal);
        // The first page's answer arrives, then the user signs out.
        if (!cursor) controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 5));
        aborted.push(signal.aborted);
        return page;
      },
    };

    await expect(pullAll(db, transport, jobsOnly(db), { pageSize: 10, signal: controller.signal })).rejects.toThrow();

    expect(await db.jobs.count()).toBe(0);
    expect(await readCursor(db, 'jobs')).toBeNull();
    expect(aborted.every(Boolean)).toBe(true);
  });
});

describe('pull: tables side by side', () => {
  it('puts each table in its own lane, drafts and their messages in one lane in that order', () => {
    expect(pullLanes(SYNCED_TABLES)).toEqual([
      ['interview_plans', 'interview_stages'],
      ['interview_plan_favorites'],
      ['jobs'],
      ['profiles'],
      ['applications'],
      ['notes'],
      ['job_drafts', 'job_draft_messages'],
      ['interviews'],
      ['scorecards'],
      ['email_templates', 'outgoing_emails', 'notification_preferences'],
      ['notifications'],
      ['conversations', 'conversation_messages', 'conversation_reads'],
    ]);
  });

  it('asks for the first page of every lane before any answer arrives, and drafts before their messages', async () => {
    const server = new MemoryServer(USER);
    const { db } = spiedStore();
    const inner = server.transport();
    const asked: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transport: SyncTransport = {
      ...inner,
      async pull(table, cursor, limit, signal) {
        asked.push(table);
        await gate;
        return inner.pull(table, cursor, limit, signal);
      },
    };
    const pulling = pullAll(db, transport, companyPullTarget(db));
    // Every lane asks while no answer has been given yet.
    for (let i = 0; i < 200 && asked.length < 15; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect([...asked].sort()).toEqual([
      'activity',
      'applications',
      'company_invitations',
      'company_members',
      'conversations',
      'email_templates',
      'interview_plan_favorites',
      'interview_plans',
      'interviews',
      'job_drafts',
      'jobs',
      'notes',
      'notifications',
      'profiles',
      'scorecards',
    ]);
    release();
    await pulling;
    expect(asked.indexOf('job_draft_messages')).toBeGreaterThan(asked.indexOf('job_drafts'));
    expect(asked.indexOf('companies')).toBeGreaterThan(asked.indexOf('company_members'));
    expect(asked.indexOf('interview_stages')).toBeGreaterThan(asked.indexOf('interview_plans'));
    expect(asked.indexOf('conversation_messages')).toBeGreaterThan(asked.indexOf('conversations'));
  });

  it('a failure in one lane stops the others and is the error the pull reports', async () => {
    const server = new MemoryServer(USER);
    server.apply(Array.from({ length: 30 }, () => jobUpsert(newId(), {})));
    const { db } = spiedStore();
    const inner = server.transport();
    const transport: SyncTransport = {
      ...inner,
      async pull(table, cursor, limit, signal) {
        if (table === 'notes') throw new SyncCallError({ kind: 'transient', message: 'notes are down' });
        await new Promise((resolve) => setTimeout(resolve, 10));
        return inner.pull(table, cursor, limit, signal);
      },
    };

    await expect(pullAll(db, transport, companyPullTarget(db), { pageSize: 10 })).rejects.toThrow('notes are down');

    // The jobs lane stopped at a page boundary: its cursor covers exactly the rows it wrote.
    const written = await db.jobs.count();
    expect(written % 10).toBe(0);
    expect(written).toBeLessThan(30);
    const cursor = await readCursor(db, 'jobs');
    expect(cursor ? Number(cursor.xid) : 0).toBe(written);
  });
});

describe('splitPage', () => {
  it('keeps the last version of each row in feed order and splits kept from removed', () => {
    const rows = [
      { id: 'a', deleted_at: null, v: 1 },
      { id: 'b', deleted_at: null, v: 1 },
      { id: 'a', deleted_at: '2026-01-01', v: 2 },
      { id: 'c', deleted_at: '2026-01-01', v: 1 },
      { id: 'c', deleted_at: null, v: 2 },
    ];
    const { put, remove } = splitPage(rows, (row) => !row.deleted_at);
    expect(put).toEqual([
      { id: 'b', deleted_at: null, v: 1 },
      { id: 'c', deleted_at: null, v: 2 },
    ]);
    expect(remove).toEqual(['a']);
  });
});
