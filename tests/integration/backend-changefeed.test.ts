// The change feed (sync_pull) and the idempotent push (sync_push) of architecture §4.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, getTestStack, signedInClient, sql, type TestUser } from '../support/stack-env.ts';
import { syncPullAll, syncPush, upsertMutation, type PushMutation, type PushResult } from '../support/sync-rpc.ts';

const pullAll = syncPullAll;

let owner: SupabaseClient;
let ownerUser: TestUser;
const clientId = randomUUID();
let pool: pg.Pool;

beforeAll(async () => {
  ({ client: owner, user: ownerUser } = await signedInClient());
  pool = new pg.Pool({ connectionString: getTestStack().dbUrl, max: 3 });
});

afterAll(async () => {
  await pool.end();
});

describe('sync_pull', () => {
  it('delivers the row of a transaction that began first and committed last', async () => {
    const start = await pullAll(owner, 'jobs', null);
    const early = pool.connect();
    const late = pool.connect();
    const [a, b] = await Promise.all([early, late]);
    const firstId = randomUUID();
    const secondId = randomUUID();
    try {
      // A takes its transaction id first, B commits before A does
      await a.query('begin');
      await a.query(`insert into jobs (id, company_id, title) values ($1, $2, 'Began first')`, [firstId, ownerUser.id]);
      await b.query(`insert into jobs (id, company_id, title) values ($1, $2, 'Committed first')`, [
        secondId,
        ownerUser.id,
      ]);

      // while A runs, B's row is held back: delivering it would move the cursor past A's row
      const during = await pullAll(owner, 'jobs', start.cursor);
      expect(during.rows.map((r) => r.id)).not.toContain(secondId);
      expect(during.rows.map((r) => r.id)).not.toContain(firstId);

      await a.query('commit');
      const after = await pullAll(owner, 'jobs', during.cursor);
      const ids = after.rows.map((r) => r.id);
      expect(ids).toContain(firstId);
      expect(ids).toContain(secondId);
      expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId)); // ordered by transaction id
    } finally {
      await a.query('rollback').catch(() => undefined);
      a.release();
      b.release();
    }
  });

  it('pages 501 rows written in one transaction by 100, each exactly once', async () => {
    const { user, client } = await signedInClient();
    // Start after everything already in the feed (other files' published jobs are readable too),
    // so the pages hold exactly this transaction's rows.
    const before = await pullAll(client, 'jobs', null, 100);
    await sql(
      `insert into jobs (company_id, title, status) select $1, 'Bulk role ' || g, 'draft' from generate_series(1, 501) g`,
      [user.id],
    );
    const { rows, pages } = await pullAll(client, 'jobs', before.cursor, 100);
    const ownRows = rows.filter((r) => r.company_id === user.id);
    expect(pages).toBe(6);
    expect(ownRows).toHaveLength(501);
    expect(new Set(ownRows.map((r) => r.id)).size).toBe(501);
    const inDb = await sql<{ id: string }>('select id from jobs where company_id = $1', [user.id]);
    expect(new Set(ownRows.map((r) => r.id))).toEqual(new Set(inDb.map((r) => r.id)));
    // all 501 share one transaction id; the cursor's id part splits the pages
    expect(new Set(ownRows.map((r) => r.change_xid)).size).toBe(1);
  });

  it('carries tombstones, and a job that stops being public reaches visitors as a tombstone', async () => {
    const jobId = randomUUID();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Public role', 'published')`, [
      jobId,
      ownerUser.id,
    ]);
    const anon = anonClient();
    const before = await pullAll(anon, 'jobs', null, 1000);
    expect(before.rows.find((r) => r.id === jobId)?.title).toBe('Public role');

    await sql(`update jobs set status = 'archived' where id = $1`, [jobId]);
    const later = await pullAll(anon, 'jobs', before.cursor);
    const stub = later.rows.find((r) => r.id === jobId)!;
    expect(stub.deleted_at).toBeTruthy();
    expect(stub.title).toBeUndefined(); // the visitor learns it is gone, nothing else

    const ownerView = await pullAll(owner, 'jobs', null, 1000);
    expect(ownerView.rows.find((r) => r.id === jobId)).toMatchObject({ status: 'archived', deleted_at: null });
  });

  it('refuses an unknown table', async () => {
    const { error } = await owner.rpc('sync_pull', {
      p_table: 'waitlist_submissions',
      p_after_xid: null,
      p_after_id: null,
      p_limit: 10,
    });
    expect(error?.code).toBe('22023');
  });
});

describe('sync_push', () => {
  // One client id for the whole file: a resent batch is the same client sending again.
  const push = (mutations: PushMutation[], db = owner, expectedUser = ownerUser.id): Promise<PushResult[]> =>
    syncPush(db, mutations, expectedUser, clientId);

  it('applies a mutation id once: a resent batch (lost acknowledgement) changes nothing', async () => {
    const rowId = randomUUID();
    const create = upsertMutation('jobs', rowId, { title: 'First title', status: 'draft' });
    const rename = upsertMutation('jobs', rowId, { title: 'Second title' }, { base_version: 1 });

    const first = await push([create, rename]);
    expect(first.map((r) => [r.status, r.duplicate])).toEqual([
      ['applied', false],
      ['applied', false],
    ]);
    expect(first[1].row).toMatchObject({ title: 'Second title', version: 2, company_id: ownerUser.id });

    // the acknowledgement was lost: the client sends both again
    const again = await push([create, rename]);
    expect(again.map((r) => [r.status, r.duplicate])).toEqual([
      ['applied', true],
      ['applied', true],
    ]);
    const [row] = await sql<{ title: string; version: string }>('select title, version from jobs where id = $1', [
      rowId,
    ]);
    expect(row).toEqual({ title: 'Second title', version: '2' }); // not re-applied, not reverted
  });

  it('concurrent pushes of the same mutation apply it once', async () => {
    const noteProfile = randomUUID();
    await sql(`insert into profiles (id, company_id, first_name) values ($1, $2, 'Nora')`, [noteProfile, ownerUser.id]);
    const noteId = randomUUID();
    await push([upsertMutation('notes', noteId, { candidate_id: noteProfile, content: 'Base' })]);
    const edit = upsertMutation('notes', noteId, { content: 'Edited offline' }, { base_version: 0 });
    const answers = await Promise.all([push([edit]), push([edit])]);
    expect(answers.map((a) => a[0].duplicate).sort()).toEqual([false, true]);
    const [note] = await sql<{ content: string; version: string }>('select content, version from notes where id = $1', [
      noteId,
    ]);
    // applied once: the stale base version merged both texts a single time
    expect(note).toEqual({ content: 'Base\n\nEdited offline', version: '2' });
  });

  it('rejects one bad mutation in its own savepoint and applies the others', async () => {
    const good = randomUUID();
    const bad = randomUUID();
    const results = await push([
      { mutation_id: randomUUID(), table: 'jobs', op: 'upsert', row_id: bad, patch: { title: 'Bad', status: 'bogus' } },
      { mutation_id: randomUUID(), table: 'jobs', op: 'upsert', row_id: good, patch: { title: 'Good' } },
    ]);
    expect(results[0]).toMatchObject({ status: 'rejected', row: null, error: { code: '23514' } });
    expect(results[1]).toMatchObject({ status: 'applied', row: { id: good, title: 'Good' } });
    expect(await sql('select 1 from jobs where id = $1', [bad])).toHaveLength(0);
    // a rejected mutation id was not recorded: once fixed, it can be sent again and apply
    const retry = await push([
      { mutation_id: results[0].mutation_id, table: 'jobs', op: 'upsert', row_id: bad, patch: { title: 'Fixed' } },
    ]);
    expect(retry[0]).toMatchObject({ status: 'applied', duplicate: false });
  });

  it('ignores server-maintained columns and never lets a company write into another', async () => {
    const { client: other, user: otherUser } = await signedInClient();
    const rowId = randomUUID();
    const [created] = await push(
      [upsertMutation('jobs', rowId, { title: 'Mine', company_id: ownerUser.id, version: 99, change_xid: '1' })],
      other,
      otherUser.id,
    );
    expect(created.row).toMatchObject({ company_id: otherUser.id, version: 1 });
    // the owner cannot overwrite or delete a row of the other company through a known id
    const attack = await push([
      { mutation_id: randomUUID(), table: 'jobs', op: 'upsert', row_id: rowId, patch: { title: 'Hijacked' } },
      { mutation_id: randomUUID(), table: 'jobs', op: 'delete', row_id: rowId },
    ]);
    expect(attack[0].status).toBe('rejected');
    const [row] = await sql<{ title: string; deleted_at: unknown }>(
      'select title, deleted_at from jobs where id = $1',
      [rowId],
    );
    expect(row).toEqual({ title: 'Mine', deleted_at: null });
  });

  it('delete sets deleted_at and the tombstone travels through the feed', async () => {
    const rowId = randomUUID();
    await push([upsertMutation('job_drafts', rowId, { step: 3, draft: { title: 'X' } })]);
    const cursor = (await pullAll(owner, 'job_drafts', null)).cursor;
    const [deleted] = await push([{ mutation_id: randomUUID(), table: 'job_drafts', op: 'delete', row_id: rowId }]);
    expect(deleted.row?.deleted_at).toBeTruthy();
    const { rows } = await pullAll(owner, 'job_drafts', cursor);
    expect(rows.find((r) => r.id === rowId)?.deleted_at).toBeTruthy();
  });

  it('is not available to anonymous visitors', async () => {
    const { error } = await anonClient().rpc('sync_push', {
      p_client_id: clientId,
      p_mutations: [],
      p_expected_user: ownerUser.id,
    });
    expect(error?.code).toBe('42501');
  });
});
