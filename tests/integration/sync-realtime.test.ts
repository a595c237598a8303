// Realtime is a poke: a change made elsewhere reaches the local store through a pull that the
// postgres_changes event schedules (no periodic polling in this test). Notes edited on two
// devices keep both texts.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createSupabase } from '../../sync/client.ts';
import { newId, upsertRow } from '../../src/db/commands.ts';
import { companyPullTarget, pullAll } from '../../sync/pull.ts';
import { pushOutbox } from '../../sync/push.ts';
import { eventually, freshCompanyDb, tokenClient, transportFor } from '../../sync/test-support.ts';
import { accessTokenFor, createUser, getTestStack, sql } from '../support/stack-env.ts';
import { startCompanySyncOnFreshStore, stopSyncAfterEach } from '../support/sync-tests.ts';

stopSyncAfterEach();

describe('realtime poke', () => {
  it("pulls another device's change without polling", async () => {
    const user = await createUser();
    const { url, anonKey } = getTestStack();
    // A password session, as in the app: realtime joins with the session's access token.
    const client = createSupabase(url, anonKey, {
      realtimeTransport: WebSocket,
      persistSession: false,
      autoRefreshToken: false,
    });
    expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull();
    const { db, handle } = startCompanySyncOnFreshStore(client, user.id, {
      pollIntervalMs: 0,
      cacheResumes: false,
      pokeDebounceMs: 50,
    });
    await handle.syncNow();
    // Let the channel join before the change happens.
    await new Promise((r) => setTimeout(r, 1000));

    const jobId = newId();
    await sql(`insert into jobs (id, company_id, title) values ($1, $2, 'Made on another device')`, [jobId, user.id]);
    const job = await eventually(() => db.jobs.get(jobId), 10_000);
    expect(job?.title).toBe('Made on another device');

    await sql(`update jobs set title = 'Renamed elsewhere' where id = $1`, [jobId]);
    await eventually(async () => (await db.jobs.get(jobId))?.title === 'Renamed elsewhere', 10_000);
  });
});

describe('notes edited on two devices', () => {
  it('keep both texts on the server and on both devices', async () => {
    const user = await createUser();
    const { url, anonKey } = getTestStack();
    const client = tokenClient(url, anonKey, await accessTokenFor(user));
    const [a, b] = [freshCompanyDb(user.id), freshCompanyDb(user.id)];
    const candidateId = newId();
    const noteId = newId();
    await upsertRow(a, 'profiles', candidateId, {
      first_name: 'Lin',
      email: `lin-${newId()}@example.com`,
    });
    await upsertRow(a, 'notes', noteId, { candidate_id: candidateId, content: 'Strong portfolio' });
    await pushOutbox({ db: a, transport: transportFor(a, client), clientId: newId() });
    await pullAll(b, transportFor(b, client), companyPullTarget(b));

    await upsertRow(a, 'notes', noteId, { content: 'Strong portfolio, call back Monday' });
    await upsertRow(b, 'notes', noteId, { content: 'Strong portfolio; salary expectations high' });
    await pushOutbox({ db: a, transport: transportFor(a, client), clientId: newId() });
    await pushOutbox({ db: b, transport: transportFor(b, client), clientId: newId() });
    await pullAll(a, transportFor(a, client), companyPullTarget(a));
    await pullAll(b, transportFor(b, client), companyPullTarget(b));

    const [server] = await sql<{ content: string }>('select content from notes where id = $1', [noteId]);
    expect(server.content).toContain('call back Monday');
    expect(server.content).toContain('salary expectations high');
    expect((await a.notes.get(noteId))?.content).toBe(server.content);
    expect((await b.notes.get(noteId))?.content).toBe(server.content);
  });
});
