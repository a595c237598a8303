// Property: two devices of one recruiter edit offline, then reconnect (push and pull) in a random
// order. Afterwards both local stores equal the server, and no write is lost: every field holds
// the last write to it in server order (last writer wins per field; a device's queued writes
// reach the server when it first pushes).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, upsertRow } from '../../src/db/commands.ts';
import type { CompanyDb, Job } from '../../src/db/schema.ts';
import { companyPullTarget, pullAll } from '../../sync/pull.ts';
import { pushOutbox } from '../../sync/push.ts';
import { deleteTestDbs, freshCompanyDb, tokenClient } from '../../sync/test-support.ts';
import { accessTokenFor, createUser, getTestStack, sql } from '../support/stack-env.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

const FIELDS = ['title', 'location', 'department'] as const;
type Field = (typeof FIELDS)[number];

interface Edit {
  device: 0 | 1;
  row: number;
  field: Field;
  value: string;
}
interface Creation {
  device: 0 | 1;
  title: string;
}
type Step = 'push0' | 'push1' | 'pull0' | 'pull1';

// PostgreSQL text cannot hold NUL characters.
const valueArb = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((s) => s.split(String.fromCharCode(0)).join('') || 'x');
const scenarioArb = fc.record({
  edits: fc.array(
    fc.record({
      device: fc.constantFrom<0 | 1>(0, 1),
      row: fc.integer({ min: 0, max: 2 }),
      field: fc.constantFrom(...FIELDS),
      value: valueArb,
    }),
    { maxLength: 10 },
  ),
  creations: fc.array(fc.record({ device: fc.constantFrom<0 | 1>(0, 1), title: valueArb }), {
    maxLength: 2,
  }),
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
  pullAll(d.db, d.client, { ...companyPullTarget(d.db), tables: ['jobs'] });
const push = async (d: Device) => {
  const result = await pushOutbox({ db: d.db, client: d.client, clientId: newId() });
  expect(result.failure).toBeNull();
};

/**
 * After a pull, a device that has not pushed yet shows the server's row with its own queued
 * edits on top (the rebase), never the bare server row.
 */
async function expectRebased(d: Device, index: 0 | 1, rowIds: string[], edits: Edit[]) {
  const server = await sql<Record<Field | 'id', string>>(
    'select id, title, location, department from jobs where id = any($1::uuid[])',
    [rowIds],
  );
  for (const row of server) {
    const expected: Record<string, string> = {
      title: row.title,
      location: row.location,
      department: row.department,
    };
    const mine = edits.filter((e) => e.device === index && rowIds[e.row] === row.id);
    for (const e of mine) expected[e.field] = e.value;
    const local = await d.db.jobs.get(row.id);
    expect({
      title: local?.title,
      location: local?.location,
      department: local?.department,
    }).toEqual(expected);
    if (mine.length > 0) expect(local?._pending).toBe(1);
  }
}

describe('two devices converge', () => {
  it('after random offline edits and a random reconnection order (100 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ edits, creations, order }) => {
        // Fresh rows for this run, known to both devices.
        const rowIds = [newId(), newId(), newId()];
        for (const id of rowIds)
          await sql(
            `insert into jobs (id, company_id, title, location, department) values ($1, $2, 'T', 'L', 'D')`,
            [id, userId],
          );
        await Promise.all(devices.map(pull));

        // Offline: each device queues its edits locally.
        const created: { id: string; device: 0 | 1; title: string }[] = [];
        for (const e of edits as Edit[])
          await upsertRow(devices[e.device].db, 'jobs', rowIds[e.row], { [e.field]: e.value });
        for (const c of creations as Creation[]) {
          const id = newId();
          created.push({ id, ...c });
          await upsertRow(devices[c.device].db, 'jobs', id, { title: c.title });
        }

        // Reconnect in the random order, then let both devices finish syncing.
        const pushed = [false, false];
        for (const step of order as Step[]) {
          const index = Number(step.at(-1)) as 0 | 1;
          const d = devices[index];
          if (step.startsWith('push')) {
            await push(d);
            pushed[index] = true;
          } else {
            await pull(d);
            if (!pushed[index]) await expectRebased(d, index, rowIds, edits as Edit[]);
          }
        }
        await push(devices[0]);
        await push(devices[1]);
        await Promise.all(devices.map(pull));

        // The model: a device's writes reach the server in its first push, in the order made.
        const pushOrder = (order as Step[])
          .filter((s) => s.startsWith('push'))
          .map((s) => Number(s.at(-1)) as 0 | 1);
        const expected = rowIds.map(
          () => ({ title: 'T', location: 'L', department: 'D' }) as Record<Field, string>,
        );
        for (const device of pushOrder)
          for (const e of edits as Edit[])
            if (e.device === device) expected[e.row][e.field] = e.value;

        const server = await sql<Pick<Job, 'id' | 'title' | 'location' | 'department' | 'version'>>(
          'select id, title, location, department, version from jobs where id = any($1::uuid[])',
          [[...rowIds, ...created.map((c) => c.id)]],
        );
        const serverById = new Map(server.map((r) => [r.id, r]));
        rowIds.forEach((id, i) => {
          const row = serverById.get(id)!;
          expect({ title: row.title, location: row.location, department: row.department }).toEqual(
            expected[i],
          );
        });
        for (const c of created) expect(serverById.get(c.id)?.title).toBe(c.title);

        // Both devices hold exactly the server's rows, with nothing left to send.
        for (const d of devices) {
          expect(await d.db.outbox.count()).toBe(0);
          for (const [id, row] of serverById) {
            const local = await d.db.jobs.get(id);
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
