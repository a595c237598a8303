// Convergence property with faults. Each run: two to four simulated devices — one to three of one
// recruiter (company A), one of another (company B) — each its own fake-indexeddb store, its own
// supabase-js client behind its own fault proxy, and the app's own sync engine. A random program
// of offline creates, edits and deletes across jobs, candidates, applications and notes, syncs
// (some left running while the program goes on), partitions (a device offline), random proxy
// faults (lost answers, duplicates, cuts, 5xx/413/401, resets, websocket frame faults), engine
// restarts (some with the store closed and reopened: a reload), gateway restarts and, in some runs,
// PostgreSQL killed and started again. Then everyone reconnects and syncs
// to quiescence, and the invariant is checked:
//   - every write acknowledged locally (committed to the outbox) is on the server exactly once:
//     its mutation id is in sync_mutations, and every row's version counts its writes once;
//   - nothing is left failed or pending in any outbox;
//   - every device of a company holds exactly the server's live rows of that company (same ids,
//     same versions, same fields);
//   - no row of one company is ever in the other company's store.
// `numRuns` is 50 in `npm test`; PARTII_SOAK_RUNS raises it (`npm run test:soak`: 500). A summary
// line (runs, faults injected, writes checked, violations) is printed either way. A failing run
// prints fast-check's seed and path: PARTII_PROPERTY_SEED=<seed> PARTII_PROPERTY_PATH=<path>
// replays it (the proxies' fault choices come from a seed inside the generated program).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteRow, newId, upsertRow } from '../../src/db/commands.ts';
import { CompanyDb } from '../../src/db/schema.ts';
import {
  closeDevices,
  openDevice,
  startEngine,
  stopEngine,
  syncUntilDrained,
  versionMismatches,
  type Device,
} from '../support/sync-devices.ts';
import { restartGateway, restartPostgres } from '../support/stack-control.ts';
import { createUser, sql } from '../support/stack-env.ts';

type Entity = 'jobs' | 'profiles' | 'applications' | 'notes';
const ENTITIES: Entity[] = ['jobs', 'profiles', 'applications', 'notes'];
/** Editable fields per entity, each with the values it takes. */
const FIELDS: Record<Entity, { field: string; values: string[] }[]> = {
  jobs: [
    { field: 'title', values: ['Engineer', 'Designer', 'Nurse', 'Chef'] },
    { field: 'location', values: ['Lisbon', 'Porto', 'Remote'] },
    { field: 'department', values: ['R&D', 'Ops', 'Sales'] },
  ],
  profiles: [
    { field: 'first_name', values: ['Ana', 'Bo', 'Chen', 'Dara'] },
    { field: 'last_name', values: ['Silva', 'Ng', 'Okafor'] },
    { field: 'phone', values: ['+351 1', '+351 2'] },
  ],
  applications: [
    { field: 'status', values: ['applied', 'screening', 'interview', 'offer', 'rejected'] },
    { field: 'resume_filename', values: ['cv.pdf', 'resume.docx'] },
  ],
  notes: [
    { field: 'content', values: ['Strong portfolio', 'Call back Monday', 'Salary ask high'] },
    // No second field: created_by is the server's since issue 13 (the author, from the caller).
  ],
};

type Command =
  | { kind: 'create'; device: number; entity: Entity; pick: number; value: string }
  | { kind: 'edit'; device: number; entity: Entity; pick: number; field: number; value: string }
  | { kind: 'delete'; device: number; entity: Entity; pick: number }
  | { kind: 'sync'; device: number; wait: boolean }
  | { kind: 'offline'; device: number; offline: boolean }
  | { kind: 'faults'; device: number; rate: number }
  | { kind: 'restart'; device: number; reload: boolean }
  | { kind: 'gateway' };

const MAX_DEVICES = 4;
const deviceArb = fc.integer({ min: 0, max: MAX_DEVICES - 1 });
const entityArb = fc.constantFrom(...ENTITIES);
const pickArb = fc.nat({ max: 20 });
const valueArb = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'epsilon');

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      device: deviceArb,
      entity: entityArb,
      pick: pickArb,
      value: valueArb,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      device: deviceArb,
      entity: entityArb,
      pick: pickArb,
      field: fc.nat({ max: 2 }),
      value: valueArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('delete' as const), device: deviceArb, entity: entityArb, pick: pickArb }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sync' as const), device: deviceArb, wait: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('offline' as const), device: deviceArb, offline: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('faults' as const),
      device: deviceArb,
      rate: fc.constantFrom(0, 0.2, 0.4),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('restart' as const), device: deviceArb, reload: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('gateway' as const) }) },
);

const scenarioArb = fc.record({
  /** Devices of company A (the last device is always company B's). */
  companyADevices: fc.integer({ min: 1, max: 3 }),
  proxySeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  /** Random proxy faults on every device from the start (a `faults` command changes it). */
  faultRate: fc.constantFrom(0, 0.1, 0.25),
  commands: fc.array(commandArb, { minLength: 4, maxLength: 16 }),
  /** In about one run in six, PostgreSQL is killed and started again before this command. */
  postgresRestartAt: fc.oneof(
    { weight: 5, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.nat({ max: 15 }) },
  ),
});

const RUNS = Number(process.env.PARTII_SOAK_RUNS ?? 50);
const totals = {
  runs: 0,
  faults: 0,
  partitions: 0,
  restarts: 0,
  gateways: 0,
  postgres: 0,
  writes: 0,
  rows: 0,
  violations: 0,
};

const summary = () =>
  `runs: ${totals.runs}, faults injected: ${totals.faults} (+ ${totals.partitions} partitions, ${totals.restarts} engine restarts, ${totals.gateways} gateway restarts, ${totals.postgres} PostgreSQL restarts), writes checked: ${totals.writes} (on ${totals.rows} rows), violations: ${totals.violations}`;

afterAll(async () => {
  await closeDevices();
});

/** What one run changed locally: every mutation id, and the rows written, per device. */
interface Written {
  mutations: { id: string; device: number; entity: Entity; rowId: string }[];
  /** Rows the run started with (made on the server directly: version 1 without a mutation). */
  seeded: Set<string>;
}

/** Rows each company starts with, so edits and deletes have something to work on. */
async function seedCompany(companyId: string, small: boolean): Promise<string[]> {
  const [job1, job2, profile1, profile2, application, note] = [newId(), newId(), newId(), newId(), newId(), newId()];
  await sql(`insert into jobs (id, company_id, title) values ($1, $3, 'Seed job'), ($2, $3, 'Seed job 2')`, [
    job1,
    job2,
    companyId,
  ]);
  await sql(`insert into profiles (id, company_id, first_name) values ($1, $3, 'Seed'), ($2, $3, 'Seed 2')`, [
    profile1,
    profile2,
    companyId,
  ]);
  if (small) return [job1, job2, profile1, profile2];
  await sql(`insert into applications (id, company_id, job_id, applicant_id) values ($1, $2, $3, $4)`, [
    application,
    companyId,
    job1,
    profile1,
  ]);
  await sql(`insert into notes (id, company_id, candidate_id, content) values ($1, $2, $3, 'Seed note')`, [
    note,
    companyId,
    profile1,
  ]);
  return [job1, job2, profile1, profile2, application, note];
}

async function localLive(device: Device, entity: Entity) {
  return device.db.table(entity).toArray() as Promise<{ id: string; version: number; company_id: string }[]>;
}

async function runCommand(devices: Device[], c: Command, written: Written, background: Promise<unknown>[]) {
  if (c.kind === 'gateway') {
    // The stack's gateway dies and comes back: every device's requests and websockets drop at once.
    totals.gateways++;
    await restartGateway();
    return;
  }
  const index = c.device % devices.length;
  const device = devices[index];
  if (device.db.hasBeenClosed()) device.db = new CompanyDb(device.user.id, { name: device.dbName });
  const record = (id: string, entity: Entity, rowId: string) => {
    written.mutations.push({ id, device: index, entity, rowId });
  };
  switch (c.kind) {
    case 'create': {
      const id = newId();
      let patch: Record<string, unknown>;
      if (c.entity === 'jobs') patch = { title: `Job ${c.value}` };
      else if (c.entity === 'profiles') patch = { first_name: c.value };
      else if (c.entity === 'applications') {
        const jobs = await localLive(device, 'jobs');
        if (jobs.length === 0) return;
        const profiles = await localLive(device, 'profiles');
        patch = {
          job_id: jobs[c.pick % jobs.length].id,
          applicant_id: profiles.length && c.pick % 2 ? profiles[c.pick % profiles.length].id : null,
        };
      } else {
        const profiles = await localLive(device, 'profiles');
        if (profiles.length === 0) return;
        patch = { candidate_id: profiles[c.pick % profiles.length].id, content: `Note ${c.value}` };
      }
      record(await upsertRow(device.db, c.entity, id, patch), c.entity, id);
      return;
    }
    case 'edit': {
      const rows = await localLive(device, c.entity);
      if (rows.length === 0) return;
      const row = rows[c.pick % rows.length];
      const fields = FIELDS[c.entity];
      const { field, values } = fields[c.field % fields.length];
      const value = values[(c.pick + c.value.length) % values.length];
      record(await upsertRow(device.db, c.entity, row.id, { [field]: value }), c.entity, row.id);
      return;
    }
    case 'delete': {
      const rows = await localLive(device, c.entity);
      if (rows.length === 0) return;
      const row = rows[c.pick % rows.length];
      record(await deleteRow(device.db, c.entity, row.id), c.entity, row.id);
      return;
    }
    case 'sync': {
      const handle = device.handle ?? startEngine(device);
      const cycle = handle.syncNow().catch(() => undefined);
      if (c.wait) await cycle;
      else background.push(cycle);
      return;
    }
    case 'offline':
      device.proxy.partition(c.offline);
      if (c.offline) totals.partitions++;
      return;
    case 'faults':
      device.proxy.random(c.rate > 0 ? { rate: c.rate } : null);
      return;
    case 'restart': {
      totals.restarts++;
      if (c.reload) {
        // A reload: the page dies with whatever is in flight; the store closes under the engine.
        device.db.close();
        await stopEngine(device).catch(() => undefined);
        device.db = new CompanyDb(device.user.id, { name: device.dbName });
      } else await stopEngine(device).catch(() => undefined);
      startEngine(device);
      return;
    }
  }
}

/** Local rows that claim another company (checked after every command: "never", not just at the end). */
async function foreignRows(devices: Device[]): Promise<string[]> {
  const found: string[] = [];
  for (const [i, d] of devices.entries()) {
    if (d.db.hasBeenClosed()) continue;
    for (const entity of ENTITIES)
      for (const row of await localLive(d, entity).catch(() => []))
        if (row.company_id !== d.user.id)
          found.push(`LEAK: device ${i} (company ${d.user.id}) held ${entity} ${row.id} of company ${row.company_id}`);
  }
  return found;
}

/** The invariant, as a list of violations (empty = the run is fine). */
async function check(devices: Device[], written: Written): Promise<string[]> {
  const violations: string[] = [];
  // Exactly once: each acknowledged mutation id is recorded once on the server.
  const ids = written.mutations.map((m) => m.id);
  const applied = new Set(
    (
      await sql<{ mutation_id: string }>(
        'select mutation_id::text from sync_mutations where mutation_id = any($1::uuid[])',
        [ids],
      )
    ).map((r) => r.mutation_id),
  );
  for (const m of written.mutations)
    if (!applied.has(m.id))
      violations.push(`write ${m.id} (${m.entity} ${m.rowId}, device ${m.device}) never reached the server`);
  // ... and applied once: a row's version counts its recorded writes.
  for (const entity of ENTITIES) {
    const rowIds = [...new Set(written.mutations.filter((m) => m.entity === entity).map((m) => m.rowId))];
    violations.push(
      ...(await versionMismatches(
        entity,
        rowIds.filter((id) => !written.seeded.has(id)),
      )),
    );
    violations.push(
      ...(await versionMismatches(
        entity,
        rowIds.filter((id) => written.seeded.has(id)),
        1,
      )),
    );
  }
  // Nothing left behind.
  for (const [i, d] of devices.entries())
    for (const e of await d.db.outbox.toArray())
      violations.push(`device ${i}: outbox entry ${e.mutationId} left ${e.status} (${e.error?.message ?? 'no error'})`);
  // Each device equals its company's server rows, and holds nothing of another company.
  for (const [i, d] of devices.entries()) {
    for (const entity of ENTITIES) {
      const server = await sql<Record<string, unknown> & { id: string; version: string }>(
        `select * from public.${entity} where company_id = $1 and deleted_at is null`,
        [d.user.id],
      );
      const local = (await d.db.table(entity).toArray()) as Record<string, unknown>[];
      const serverById = new Map(server.map((r) => [r.id, r]));
      const localIds = new Set(local.map((r) => r.id as string));
      for (const row of local) {
        const id = row.id as string;
        const there = serverById.get(id);
        if (!there) {
          const owner = await sql<{ company_id: string; deleted_at: Date | null }>(
            `select company_id::text, deleted_at from public.${entity} where id = $1`,
            [id],
          );
          if (owner[0] && owner[0].company_id !== d.user.id)
            violations.push(
              `LEAK: device ${i} (company ${d.user.id}) holds ${entity} ${id} of company ${owner[0].company_id}`,
            );
          else
            violations.push(`device ${i}: ${entity} ${id} is local but ${owner[0] ? 'deleted' : 'not'} on the server`);
          continue;
        }
        if (Number(there.version) !== row.version || row._pending)
          violations.push(
            `device ${i}: ${entity} ${id} version ${String(row.version)}${row._pending ? ' (pending)' : ''} ≠ server ${there.version}`,
          );
        for (const { field } of FIELDS[entity])
          if ((there[field] ?? null) !== (row[field] ?? null))
            violations.push(
              `device ${i}: ${entity} ${id}.${field} ${JSON.stringify(row[field])} ≠ server ${JSON.stringify(there[field])}`,
            );
      }
      for (const id of serverById.keys())
        if (!localIds.has(id)) violations.push(`device ${i}: ${entity} ${id} missing locally`);
    }
  }
  return violations;
}

describe('sync convergence with faults', () => {
  it(
    `every acknowledged write lands once, devices converge, companies never mix (${RUNS} runs)`,
    async () => {
      const property = fc.asyncProperty(
        scenarioArb,
        async ({ companyADevices, proxySeed, faultRate, commands, postgresRestartAt }) => {
          const [userA, userB] = await Promise.all([createUser(), createUser()]);
          const seeded = new Set([...(await seedCompany(userA.id, false)), ...(await seedCompany(userB.id, true))]);
          const devices: Device[] = [];
          for (let i = 0; i < companyADevices; i++) devices.push(await openDevice(userA, { seed: proxySeed + i }));
          devices.push(await openDevice(userB, { seed: proxySeed + 99 }));
          const written: Written = { mutations: [], seeded };
          const background: Promise<unknown>[] = [];
          const leaks: string[] = [];
          try {
            await Promise.all(devices.map((d) => syncUntilDrained(d)));
            for (const d of devices) if (faultRate > 0) d.proxy.random({ rate: faultRate });
            for (const [i, c] of commands.entries()) {
              if (postgresRestartAt !== null && i === Math.min(postgresRestartAt, commands.length - 1)) {
                // The test helpers' idle pool connections close after 1 s; one the database drops
                // under them would be an unhandled error in this process.
                await new Promise((r) => setTimeout(r, 1100));
                await restartPostgres('immediate');
                totals.postgres++;
              }
              await runCommand(devices, c, written, background);
              leaks.push(...(await foreignRows(devices)));
            }
            await Promise.all(background);
            // A last round with the faults still on, then they stop.
            await Promise.all(devices.map((d) => d.handle?.syncNow().catch(() => undefined)));
            // Everyone reconnects: no more faults, then sync to quiescence (a second round pulls what
            // the others pushed in the first).
            for (const d of devices) {
              d.proxy.random(null);
              d.proxy.clearRules();
              d.proxy.partition(false);
              if (d.db.hasBeenClosed()) d.db = new CompanyDb(d.user.id, { name: d.dbName });
              if (!d.handle) startEngine(d);
            }
            for (let round = 0; round < 2; round++) for (const d of devices) await syncUntilDrained(d, 20_000);
            let violations = await check(devices, written);
            if (violations.length) {
              // One more round before calling it: a poke-triggered cycle may still have been running.
              for (const d of devices) await syncUntilDrained(d, 10_000);
              violations = await check(devices, written);
            }
            violations.push(...new Set(leaks));
            totals.runs++;
            totals.faults += devices.reduce((n, d) => n + d.proxy.stats.injected, 0);
            totals.writes += written.mutations.length;
            totals.rows += new Set(written.mutations.map((m) => m.rowId)).size;
            if (RUNS > 50 && totals.runs % 50 === 0) console.log(`[sync-property] ${summary()}`);
            if (violations.length) {
              totals.violations += violations.length;
              const faults = devices.map(
                (d, i) =>
                  `device ${i} (seed ${d.proxy.seed}): ${d.proxy.log.map((f) => `${f.kind} ${f.detail}`).join('; ')}`,
              );
              throw new Error(
                `${violations.length} violation(s):\n${violations.slice(0, 30).join('\n')}\nfaults:\n${faults.join('\n')}`,
              );
            }
          } finally {
            await closeDevices();
          }
        },
      );
      const seed = process.env.PARTII_PROPERTY_SEED ? Number(process.env.PARTII_PROPERTY_SEED) : undefined;
      try {
        await fc.assert(property, {
          numRuns: RUNS,
          endOnFailure: true,
          ...(seed !== undefined ? { seed, path: process.env.PARTII_PROPERTY_PATH } : {}),
        });
      } finally {
        console.log(`[sync-property] ${summary()}`);
      }
      expect(totals.violations).toBe(0);
    },
    Math.max(300_000, RUNS * 20_000),
  );
});
