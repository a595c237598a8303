// Property: two devices of one recruiter edit and delete offline, then reconnect (push and pull)
// in a random order. After every pull, a device that has not pushed yet shows the server's rows
// with its own queued writes on top (rebase). Afterwards both local stores equal the server, and
// no write is lost: every field holds the last write to it in server order (last writer wins per
// field; a device's queued writes reach the server when it first pushes), and a deleted row stays
// deleted everywhere.
import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRow, newId, upsertRow } from '../../src/db/commands.ts';
import type { CompanyDb } from '../../src/db/schema.ts';
import { companyPullTarget, pullAll } from '../../sync/pull.ts';
import { pushOutbox } from '../../sync/push.ts';
import { deleteTestDbs, freshCompanyDb, tokenClient, transportFor } from '../../sync/test-support.ts';
import { accessTokenFor, createUser, getTestStack, sql } from '../support/stack-env.ts';

const FIELDS = ['title', 'location', 'department'] as const;
type Field = (typeof FIELDS)[number];
type DeviceIndex = 0 | 1;

type Write =
  | { kind: 'edit'; device: DeviceIndex; row: number; field: Field; value: string }
  | { kind: 'delete'; device: DeviceIndex; row: number };
type Step = 'push0' | 'push1' | 'pull0' | 'pull1';
type Fields = Record<Field, string>;

const ROWS = 3;
const INITIAL: Fields = { title: 'T', location: 'L', department: 'D' };

// PostgreSQL text cannot hold NUL characters.
const valueArb = fc.string({ minLength: 1, maxLength: 12 }).map((s) => s.split(String.fromCharCode(0)).join('') || 'x');
const deviceArb = fc.constantFrom<DeviceIndex>(0, 1);
const writeArb: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      device: deviceArb,
      row: fc.integer({ min: 0, max: ROWS - 1 }),
      field: fc.constantFrom(...FIELDS),
      value: valueArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('delete' as const),
      device: deviceArb,
      row: fc.integer({ min: 0, max: ROWS - 1 }),
    }),
  },
);
const scenarioArb = fc.record({
  writes: fc.array(writeArb, { maxLength: 10 }),
  creations: fc.array(fc.record({ device: deviceArb, title: valueArb }), { maxLength: 2 }),
  order: fc.shuffledSubarray<Step>(['push0', 'push1', 'pull0', 'pull1'], {
    minLength: 4,
    maxLength: 4,
  }),
});

interface Device {
  db: CompanyDb;
  client: SupabaseClient;
}

let userId: string;
let devices: [Device, Device];

beforeAll(async () => {
  const user = await createUser();
  userId = user.id;
  const { url, anonKey } = getTestStack();
  const token = await accessTokenFor(user);
  devices = [
    { db: freshCompanyDb(user.id), client: tokenClient(url, anonKey, token) },
    { db: freshCompanyDb(user.id), client: tokenClient(url, anonKey, token) },
  ];
});
afterAll(deleteTestDbs);

// Only jobs change in this property; pulling just that table keeps each run cheap.
const pull = (d: Device) =>
  pullAll(d.db, transportFor(d.db, d.client), { ...companyPullTarget(d.db), tables: ['jobs'] });
const push = async (d: Device) => {
  const result = await pushOutbox({ db: d.db, transport: transportFor(d.db, d.client), clientId: newId() });
  expect(result.failure).toBeNull();
};

interface ServerJob extends Fields {
  id: string;
  version: string;
  deleted_at: Date | null;
}
const serverJobs = (ids: string[]) =>
  sql<ServerJob>('select id, title, location, department, version, deleted_at from jobs where id = any($1::uuid[])', [
    ids,
  ]);

/** One device's view of a row: the server's row, then its own queued writes (a delete is final). */
function rebasedView(server: ServerJob, writes: Write[]): Fields | null {
  if (server.deleted_at) return null;
  const view: Fields = {
    title: server.title,
    location: server.location,
    department: server.department,
  };
  for (const w of writes) {
    if (w.kind === 'delete') return null;
    view[w.field] = w.value;
  }
  return view;
}

async function expectRebased(d: Device, index: DeviceIndex, rowIds: string[], writes: Write[]) {
  for (const server of await serverJobs(rowIds)) {
    const mine = writes.filter((w) => w.device === index && rowIds[w.row] === server.id);
    const expected = rebasedView(server, mine);
    const local = await d.db.jobs.get(server.id);
    if (!expected) {
      expect(local).toBeUndefined();
      continue;
    }
    expect({
      title: local?.title,
      location: local?.location,
      department: local?.department,
    }).toEqual(expected);
    if (mine.length > 0) expect(local?._pending).toBe(1);
  }
}

describe('two devices converge', () => {
  it('after random offline edits and deletes and a random reconnection order (100 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ writes, creations, order }) => {
        // Fresh rows for this run, known to both devices.
        const rowIds = Array.from({ length: ROWS }, () => newId());
        for (const id of rowIds)
          await sql(`insert into jobs (id, company_id, title, location, department) values ($1, $2, $3, $4, $5)`, [
            id,
            userId,
            INITIAL.title,
            INITIAL.location,
            INITIAL.department,
          ]);
        await Promise.all(devices.map(pull));

        // Offline: each device queues its writes locally.
        for (const w of writes) {
          const { db } = devices[w.device];
          if (w.kind === 'edit') await upsertRow(db, 'jobs', rowIds[w.row], { [w.field]: w.value });
          else await deleteRow(db, 'jobs', rowIds[w.row]);
        }
        const created = [];
        for (const c of creations) {
          const id = newId();
          created.push({ id, ...c });
          await upsertRow(devices[c.device].db, 'jobs', id, { title: c.title });
        }

        // Reconnect in the random order, then let both devices finish syncing.
        const pushed = [false, false];
        for (const step of order) {
          const index = Number(step.at(-1)) as DeviceIndex;
          if (step.startsWith('push')) {
            await push(devices[index]);
            pushed[index] = true;
          } else {
            await pull(devices[index]);
            if (!pushed[index]) await expectRebased(devices[index], index, rowIds, writes);
          }
        }
        await push(devices[0]);
        await push(devices[1]);
        await Promise.all(devices.map(pull));

        // The model: a device's writes reach the server in its first push, in the order made.
        const pushOrder = order.filter((s) => s.startsWith('push')).map((s) => Number(s.at(-1)));
        const expected = rowIds.map(() => ({ ...INITIAL }));
        const deleted = rowIds.map(() => false);
        for (const device of pushOrder)
          for (const w of writes) {
            if (w.device !== device) continue;
            if (w.kind === 'delete') deleted[w.row] = true;
            else expected[w.row][w.field] = w.value;
          }

        const server = await serverJobs([...rowIds, ...created.map((c) => c.id)]);
        const serverById = new Map(server.map((r) => [r.id, r]));
        rowIds.forEach((id, i) => {
          const row = serverById.get(id)!;
          expect(row.deleted_at !== null).toBe(deleted[i]);
          // Fields keep the last write even on a deleted row (an edit after a delete is not lost).
          expect({ title: row.title, location: row.location, department: row.department }).toEqual(expected[i]);
        });
        for (const c of created) expect(serverById.get(c.id)?.title).toBe(c.title);

        // Both devices hold exactly the server's live rows, with nothing left to send.
        for (const d of devices) {
          expect(await d.db.outbox.count()).toBe(0);
          for (const [id, row] of serverById) {
            const local = await d.db.jobs.get(id);
            if (row.deleted_at) {
              expect(local).toBeUndefined();
              continue;
            }
            expect(local).toMatchObject({
              title: row.title,
              location: row.location,
              department: row.department,
              version: Number(row.version),
            });
            expect(local?._pending).toBeUndefined();
          }
        }
      }),
      { numRuns: 100 },
    );
  }, 300_000);
});
