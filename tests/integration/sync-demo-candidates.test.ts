// Issue 12 B10: "Generate Demo Candidates" reaches the server in a few `sync_push` batches (row
// upserts of profiles and applications), not one `create_profile_admin` call per candidate.
// Against the real local stack: ~300 candidates arrive exactly once after a lost acknowledgement
// and a replay of every entry, under the caller's company; a known email gets the existing profile
// (D11); another company's token cannot write into this company. The drain time is printed, never
// asserted.
import { describe, expect, it } from 'vitest';
import { newId } from '../../src/db/commands.ts';
import type { OutboxEntry } from '../../src/db/outbox.ts';
import type { CompanyDb } from '../../src/db/schema.ts';
import { generateDemoCandidates, generateDemoJobs } from '../../src/features/jobs/commands/generateDemoData.ts';
import { pushOutbox } from '../../sync/push.ts';
import { FlakyNetwork, transportFor } from '../../sync/test-support.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { sql } from '../support/stack-env.ts';
import { newRecruiter, stopSyncAfterEach } from '../support/sync-tests.ts';

stopSyncAfterEach();

const TARGET = 300;

/** A seeded generator, so a run's names, statuses and counts can be reproduced. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const count = async (text: string, params: unknown[]) => Number((await sql<{ n: string }>(text, params))[0].n);

const drain = (db: CompanyDb, client: SupabaseClient) =>
  pushOutbox({ db, transport: transportFor(db, client), clientId: newId(), ignoreBackoff: true });

/** The 15 demo jobs on the server, then demo candidates job after job until there are at least TARGET. */
async function demoCompany(network?: FlakyNetwork) {
  const recruiter = await newRecruiter(network);
  const { db, client } = recruiter;
  await generateDemoJobs(db);
  expect((await drain(db, client)).failure).toBeNull();
  const jobs = await db.jobs.toArray();
  const random = seeded(12);
  let made = 0;
  for (let i = 0; made < TARGET; i++) made += await generateDemoCandidates(db, [jobs[i % jobs.length]!], random);
  return { ...recruiter, jobs, made };
}

describe('B10: demo candidates reach the server in sync_push batches', () => {
  it('about 300 candidates arrive exactly once, as the caller’s company, after a lost acknowledgement and a replay', async () => {
    const network = new FlakyNetwork();
    const { user, client, db, made } = await demoCompany(network);
    const queued: OutboxEntry[] = await db.outbox.orderBy('seq').toArray();
    expect(queued).toHaveLength(2 * made);
    expect(queued.every((e) => e.op === 'upsert')).toBe(true);

    // D11: the company already has a candidate with one of the demo emails.
    const first = queued[0]!;
    if (first.op !== 'upsert') throw new Error('expected an upsert');
    const existingId = newId();
    await sql(
      `insert into profiles (id, company_id, first_name, last_name, email) values ($1, $2, 'Known', 'Person', $3)`,
      [existingId, user.id, first.patch.email],
    );

    // The first batch is applied but its answer is lost; the next drain sends it again.
    network.requests.length = 0;
    network.loseNextResponse('/rpc/sync_push');
    const started = performance.now();
    const lost = await drain(db, client);
    expect(lost.failure?.kind).toBe('transient');
    const result = await drain(db, client);
    const seconds = (performance.now() - started) / 1000;
    const calls = network.requests.filter((u) => u.includes('/rpc/sync_push')).length;
    console.log(
      `B10: ${made} demo candidates (${2 * made} writes) on the server in ${seconds.toFixed(2)} s, ${calls} sync_push calls`,
    );
    expect(result.failure).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(network.requests.some((u) => u.includes('/functions/v1/'))).toBe(false);

    const profiles = await count('select count(*) as n from profiles where company_id = $1', [user.id]);
    const applications = await count('select count(*) as n from applications where company_id = $1', [user.id]);
    expect(profiles).toBe(made); // made - 1 new ones + the known one
    expect(applications).toBe(made);
    expect(await count('select count(*) as n from profiles where company_id = $1 and version <> 1', [user.id])).toBe(0);
    expect(
      await count(
        'select count(*) as n from applications a join profiles p on p.id = a.applicant_id where a.company_id = $1 and p.company_id = $1',
        [user.id],
      ),
    ).toBe(made);
    // The known email's application is on the existing profile, here and on the server.
    expect(await count('select count(*) as n from applications where applicant_id = $1', [existingId])).toBe(1);
    expect(await db.profiles.get(first.rowId)).toBeUndefined();
    expect(await db.applications.where('applicant_id').equals(existingId).count()).toBe(1);
    expect(await db.profiles.filter((p) => p._pending === 1).count()).toBe(0);

    // Every entry replayed (another tab, a crash before the outbox was cleared): nothing doubles.
    await db.outbox.bulkAdd(queued.map(({ seq: _seq, ...entry }) => ({ ...entry, attempts: 0, nextAttemptAt: 0 })));
    const replay = await drain(db, client);
    expect(replay.failure).toBeNull();
    expect(replay.sent).toBe(2 * made);
    expect(await db.outbox.count()).toBe(0);
    expect(await count('select count(*) as n from profiles where company_id = $1', [user.id])).toBe(made);
    expect(await count('select count(*) as n from applications where company_id = $1', [user.id])).toBe(made);
    expect(await count('select count(*) as n from profiles where company_id = $1 and version <> 1', [user.id])).toBe(0);
  });

  it('another company’s token cannot write demo candidates into this company; its refusals stay visible', async () => {
    const a = await demoCompany();
    const aQueued = await a.db.outbox.orderBy('seq').toArray();
    const started = performance.now();
    expect((await drain(a.db, a.client)).failure).toBeNull();
    console.log(
      `B10: ${a.made} demo candidates on the server in ${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
    const before = {
      profiles: await count('select count(*) as n from profiles where company_id = $1', [a.user.id]),
      applications: await count('select count(*) as n from applications where company_id = $1', [a.user.id]),
    };

    // B generates candidates for A's jobs, and replays A's own profile writes (same ids, same
    // mutation ids) under B's token.
    const b = await newRecruiter();
    const made = await generateDemoCandidates(b.db, a.jobs.slice(0, 2), seeded(7));
    const stolen = aQueued.filter((e) => e.op === 'upsert' && e.table === 'profiles').slice(0, 5);
    await b.db.outbox.bulkAdd(stolen.map(({ seq: _seq, ...e }) => ({ ...e, attempts: 0, nextAttemptAt: 0 })));
    const stolenFresh = stolen.map(({ seq: _seq, ...e }) => ({
      ...e,
      mutationId: newId(),
      attempts: 0,
      nextAttemptAt: 0,
    }));
    await b.db.outbox.bulkAdd(stolenFresh);
    expect((await drain(b.db, b.client)).failure).toBeNull();

    expect(await count('select count(*) as n from profiles where company_id = $1', [a.user.id])).toBe(before.profiles);
    expect(await count('select count(*) as n from applications where company_id = $1', [a.user.id])).toBe(
      before.applications,
    );
    expect(await count('select count(*) as n from applications where company_id = $1', [b.user.id])).toBe(0);
    // A's profiles keep A's values.
    for (const entry of stolen) {
      if (entry.op !== 'upsert') continue;
      const [row] = await sql<{ company_id: string; email: string; version: string }>(
        'select company_id, email, version from profiles where id = $1',
        [entry.rowId],
      );
      expect(row).toMatchObject({ company_id: a.user.id, email: entry.patch.email });
      expect(Number(row!.version)).toBe(1);
    }
    // B's refused writes are kept as failed with the server's reason, not dropped.
    const failed = await b.db.outbox.where('status').equals('failed').toArray();
    const failedApplications = failed.filter((e) => e.table === 'applications');
    expect(failedApplications).toHaveLength(made);
    expect(failed.every((e) => (e.error?.message ?? '') !== '')).toBe(true);
    // A reused mutation id of A's names another user: refused; a fresh one hits A's row: refused.
    const failedProfileRows = new Set(
      failed.filter((e) => e.table === 'profiles').map((e) => (e.op === 'upsert' ? e.rowId : '')),
    );
    for (const entry of stolen) if (entry.op === 'upsert') expect(failedProfileRows.has(entry.rowId)).toBe(true);
  });
});
