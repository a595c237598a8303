// Issue #9's client-side defects, each tried against the real local stack with the app's own sync
// engine (startCompanySync) exactly as the app drives it. Each `it` names its defect.
//   D1  a sync cycle outlives its user (sign-out + sign-in of another recruiter mid-drain)
//   D2  a whole-call error (413 on an oversized batch) fails every write in the batch
//   D6  notes lose text when a later pending edit takes the server's merged version as its base
//   D8  the public board's reconcile pages by offset, so a job unpublished mid-way hides another
//   D11 Add Candidate for an email the company already has never succeeds
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { newId, upsertRow } from '../../src/db/commands.ts';
import type { CompanyDb } from '../../src/db/schema.ts';
import { addCandidate } from '../../src/features/candidates/commands/addCandidate.ts';
import { createSupabase } from '../../sync/client.ts';
import { startCompanySync } from '../../sync/index.ts';
import { publicPullTarget, pullAll, reconcilePublicJobs } from '../../sync/pull.ts';
import { supabaseTransport } from '../../sync/supabaseTransport.ts';
import {
  eventually,
  FlakyNetwork,
  freshCompanyDb,
  MemoryStorage,
  freshPublicDb,
  tokenClient,
} from '../../sync/test-support.ts';
import { accessTokenFor, anonClient, createUser, getTestStack, sql } from '../support/stack-env.ts';
import { startCompanySyncOnFreshStore, stopSyncAfterEach } from '../support/sync-tests.ts';

const handles = stopSyncAfterEach();

const quiet = { pollIntervalMs: 0, cacheResumes: false, pokeDebounceMs: 60_000 } as const;

const count = async (text: string, params: unknown[]) => Number((await sql<{ n: string }>(text, params))[0].n);

async function device(userId: string, network?: FlakyNetwork) {
  const { url, anonKey } = getTestStack();
  const client = tokenClient(
    url,
    anonKey,
    await accessTokenFor({ id: userId, email: `${userId}@test.local` }),
    network,
  );
  const { db, handle } = startCompanySyncOnFreshStore(client, userId, quiet);
  return { db, handle, network };
}

describe('D1: a sync cycle never outlives its user', () => {
  it('D1: signing out and in as another recruiter mid-drain writes nothing into the second company and touches nothing of the first', async () => {
    const { url, anonKey } = getTestStack();
    const [a, b] = [await createUser(), await createUser()];
    const bJob = newId();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'B''s draft', 'draft')`, [bJob, b.id]);

    // One shared auth client, as in the app; sync_push is slow so the switch lands mid-drain.
    let pushesStarted = 0;
    const slowFetch: typeof fetch = async (input, init) => {
      const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (href.includes('/rpc/sync_push')) {
        pushesStarted++;
        await new Promise((r) => setTimeout(r, 400));
      }
      return fetch(input, init);
    };
    const client = createSupabase(url, anonKey, {
      fetch: slowFetch,
      storage: new MemoryStorage(),
      storageKey: `sb-d1-${newId()}`,
      realtimeTransport: WebSocket,
      autoRefreshToken: false,
    });
    expect((await client.auth.signInWithPassword({ email: a.email, password: a.password })).error).toBeNull();
    const dbA = freshCompanyDb(a.id);
    const engine = startCompanySync(dbA, client, a.id, { ...quiet, sessionCheckTimeoutMs: 2000 });
    handles.push(engine);
    await engine.syncNow();

    const ids: string[] = [];
    await dbA.transaction('rw', dbA.jobs, dbA.outbox, async () => {
      for (let i = 0; i < 120; i++) {
        const id = newId();
        ids.push(id);
        await upsertRow(dbA, 'jobs', id, { title: `A's job ${i}` });
      }
    });
    const cursorsBefore = await dbA.syncState.toArray();
    await eventually(() => pushesStarted >= 1, 10_000, 5);

    // Mid-drain: A signs out, B signs in on the same device.
    await client.auth.signOut();
    expect((await client.auth.signInWithPassword({ email: b.email, password: b.password })).error).toBeNull();
    await new Promise((r) => setTimeout(r, 2500));

    // Nothing of A's landed in B's company.
    expect(await count(`select count(*) n from jobs where company_id = $1 and id = any($2::uuid[])`, [b.id, ids])).toBe(
      0,
    );
    // A's store: every row still there, no write failed, nothing of B's pulled in, cursors unmoved by B.
    expect(await dbA.jobs.where('id').anyOf(ids).count()).toBe(120);
    expect(await dbA.outbox.where('status').equals('failed').count()).toBe(0);
    expect(await dbA.jobs.get(bJob)).toBeUndefined();
    const cursorsAfter = (await dbA.syncState.toArray()).filter((r) => r.key.startsWith('cursor:'));
    expect(cursorsAfter).toEqual(cursorsBefore.filter((r) => r.key.startsWith('cursor:')));

    // A comes back: every write reaches A's company exactly once.
    await engine.stop();
    await client.auth.signOut();
    expect((await client.auth.signInWithPassword({ email: a.email, password: a.password })).error).toBeNull();
    const again = startCompanySync(dbA, client, a.id, quiet);
    handles.push(again);
    await eventually(async () => (await dbA.outbox.count()) === 0, 20_000);
    expect(await count(`select count(*) n from jobs where company_id = $1 and id = any($2::uuid[])`, [a.id, ids])).toBe(
      120,
    );
  }, 60_000);
});

describe('D2: an error about the whole call never fails the writes in it', () => {
  it('D2: a batch over the server body limit (413) is split; every valid write arrives, none failed', async () => {
    const user = await createUser();
    const { db, handle } = await device(user.id);
    const jobId = newId();
    const profileId = newId();
    await upsertRow(db, 'jobs', jobId, { title: 'Data Engineer' });
    await upsertRow(db, 'profiles', profileId, { first_name: 'Big', email: `big-${newId()}@example.com` });
    await handle.syncNow();
    // 30 applications of ~380 kB each: one batch would be ~11 MB, over the gateway's 10 MB limit.
    const text = 'x'.repeat(190_000);
    const answers = [{ question: 'Tell us about yourself', answer: 'y'.repeat(180_000) }];
    const ids = Array.from({ length: 30 }, () => newId());
    await db.transaction('rw', db.applications, db.outbox, async () => {
      for (const id of ids)
        await upsertRow(db, 'applications', id, { job_id: jobId, applicant_id: profileId, resume_text: text, answers });
    });
    await handle.syncNow();
    await eventually(async () => (await db.outbox.count()) === 0, 30_000);
    expect(await count('select count(*) n from applications where id = any($1::uuid[])', [ids])).toBe(30);
    expect(await count('select count(*) n from sync_mutations where row_id = any($1::uuid[])', [ids])).toBe(30);
  }, 60_000);
});

describe('D6: notes never lose text, whatever the interleaving of devices', () => {
  async function noteOnTwoDevices() {
    const user = await createUser();
    const network = new FlakyNetwork();
    const a = await device(user.id, network);
    const b = await device(user.id);
    const candidateId = newId();
    const noteId = newId();
    await upsertRow(a.db, 'profiles', candidateId, { first_name: 'Lin', email: `lin-${newId()}@example.com` });
    await upsertRow(a.db, 'notes', noteId, { candidate_id: candidateId, content: 'n0' });
    await a.handle.syncNow();
    await b.handle.syncNow();
    return { a, b, noteId, network };
  }
  const serverNote = async (id: string) =>
    (await sql<{ content: string }>('select content from notes where id = $1', [id]))[0].content;
  const localContent = async (db: CompanyDb, id: string) => (await db.notes.get(id))?.content ?? '';

  it("D6: a later pending edit does not overwrite another device's text merged into an earlier one", async () => {
    const { a, b, noteId, network } = await noteOnTwoDevices();
    network.online = false;
    await upsertRow(a.db, 'notes', noteId, { content: 'n0 A1' });
    await upsertRow(a.db, 'notes', noteId, { content: 'n0 A1 A2' });
    await upsertRow(b.db, 'notes', noteId, { content: 'n0 B1' });
    await b.handle.syncNow();
    network.online = true;
    await a.handle.syncNow();
    await eventually(async () => (await a.db.outbox.count()) === 0, 10_000);
    const text = await serverNote(noteId);
    expect(text).toContain('B1');
    expect(text).toContain('A2');
  }, 30_000);

  it('D6: property — every word typed on any device is in the final note, for random interleavings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            device: fc.integer({ min: 0, max: 1 }),
            action: fc.constantFrom('edit', 'edit', 'sync', 'offline', 'online'),
          }),
          { minLength: 4, maxLength: 12 },
        ),
        async (steps) => {
          const { a, b, noteId, network } = await noteOnTwoDevices();
          const bNetwork = { online: true };
          const devices = [
            { ...a, net: network },
            { ...b, net: bNetwork },
          ];
          const typed: string[] = [];
          for (const [i, step] of steps.entries()) {
            const d = devices[step.device];
            if (step.action === 'edit') {
              const word = `w${i}d${step.device}`;
              typed.push(word);
              await upsertRow(d.db, 'notes', noteId, { content: `${await localContent(d.db, noteId)} ${word}` });
            } else if (step.action === 'sync' && d.net.online) await d.handle.syncNow();
            else if (step.action === 'offline') d.net.online = false;
            else if (step.action === 'online') d.net.online = true;
          }
          network.online = true;
          for (let round = 0; round < 2; round++) for (const d of devices) await d.handle.syncNow();
          const text = await serverNote(noteId);
          for (const word of typed) expect(text).toContain(word);
          for (const h of handles.splice(0)) await h.stop();
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('D11: Add Candidate for an email the company already has', () => {
  it('D11: the server resolves the existing profile and attaches the application, online or after offline', async () => {
    const user = await createUser();
    const email = `known-${newId()}@example.com`;
    const existing = newId();
    const jobId = newId();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Designer', 'published')`, [
      jobId,
      user.id,
    ]);
    // The company already has this candidate (an applicant, or another device), not yet on this device.
    await sql(`insert into profiles (id, company_id, first_name, email) values ($1, $2, 'Known', $3)`, [
      existing,
      user.id,
      email,
    ]);
    const { db, handle } = await device(user.id);
    const added = await addCandidate(db, { firstName: 'Known', lastName: 'Person', email, jobId }, 'Designer');
    expect(added.profileId).not.toBe(existing);
    await handle.syncNow();
    await eventually(async () => (await db.outbox.count()) === 0, 10_000);
    expect(await db.outbox.where('status').equals('failed').count()).toBe(0);
    const [application] = await sql<{ applicant_id: string }>('select applicant_id from applications where id = $1', [
      added.applicationId,
    ]);
    expect(application.applicant_id).toBe(existing);
    expect(
      await count(
        'select count(*) n from profiles where company_id = $1 and lower(email) = lower($2) and deleted_at is null',
        [user.id, email],
      ),
    ).toBe(1);
    // This device shows one candidate, the company's, with the application.
    expect(await db.profiles.get(added.profileId)).toBeUndefined();
    expect((await db.applications.get(added.applicationId))?.applicant_id).toBe(existing);
  }, 30_000);
});

describe('D8: the public board never loses a job to a concurrent unpublish', () => {
  it('D8: a job unpublished between two reconcile pages makes no other job vanish (key paging)', async () => {
    const company = await createUser();
    await sql(
      `insert into jobs (company_id, title, status)
       select $1, 'Board job ' || g, 'published' from generate_series(1, 1200) g`,
      [company.id],
    );
    const db = freshPublicDb();
    const transport = supabaseTransport({ data: anonClient() });
    await pullAll(db, transport, publicPullTarget(db));
    const before = await db.jobs.count();
    expect(before).toBeGreaterThan(1000);

    // After the first page of ids, a job from that page is unpublished by its recruiter.
    let pages = 0;
    let unpublished = '';
    const racing = {
      ...transport,
      async publishedJobIds(afterId: string | null, limit: number, signal: AbortSignal) {
        const ids = await transport.publishedJobIds(afterId, limit, signal);
        if (pages++ === 0) {
          unpublished = ids[10];
          await sql(`update jobs set status = 'draft' where id = $1`, [unpublished]);
        }
        return ids;
      },
    };
    const removed = await reconcilePublicJobs(db, racing);
    expect(removed).toBe(0);
    // The unpublished job goes with the next pull (its tombstone), and nothing else ever left.
    await pullAll(db, transport, publicPullTarget(db));
    expect(await db.jobs.get(unpublished)).toBeUndefined();
    expect(await db.jobs.count()).toBe(before - 1);
    await sql(`update jobs set status = 'archived' where company_id = $1`, [company.id]);
  }, 60_000);
});
