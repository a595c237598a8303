// Issue 24, defect 6 ("No side door"): a published job is public as its public columns only, by
// every route a visitor (anon) or a member of another company can take, while the members of the
// job's company still read every column by every route (migration 20261127000200,
// docs/contracts.md "Public jobs").
//
// Routes: PostgREST (select=*, named columns, filters, order, embeds, HEAD/count), sync_pull's
// public scope and a company scope, the job page's one-request fast path (sync/publicJob.ts), the
// published-id listing (supabaseTransport.publishedJobIds), realtime postgres_changes on `jobs`, and
// the RPCs (none answers job rows).
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_JOB_COLUMNS } from '../../sync/contract.ts';
import { fetchPublishedJob } from '../../sync/publicJob.ts';
import { supabaseTransport } from '../../sync/supabaseTransport.ts';
import { listenToTables } from '../support/realtime-listen.ts';
import { anonClient, getTestStack, signedInClient, sql, type TestUser } from '../support/stack-env.ts';

/** What no visitor and no other company may read of a job. */
const INTERNAL = ['company_id', 'created_by', 'updated_by', 'interview_plan_id', 'first_published_at'];
const PUBLIC: string[] = [...PUBLIC_JOB_COLUMNS].sort();

let anon: SupabaseClient;
let owner: { client: SupabaseClient; user: TestUser };
let other: { client: SupabaseClient; user: TestUser };
let planId: string;
let jobId: string;
const channels: RealtimeChannel[] = [];

/** A published job of the owner's company with every internal column set. */
async function publishedJob(title = 'Platform Engineer'): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into jobs (id, company_id, title, status, created_by, updated_by, interview_plan_id, skills)
     values ($1, $2, $3, 'published', $2, $2, $4, '{go}')`,
    [id, owner.user.id, title, planId],
  );
  return id;
}

beforeAll(async () => {
  anon = anonClient();
  owner = await signedInClient();
  other = await signedInClient();
  planId = randomUUID();
  await sql(`insert into interview_plans (id, company_id, name) values ($1, $2, 'Engineering loop')`, [
    planId,
    owner.user.id,
  ]);
  jobId = await publishedJob();
});

afterAll(async () => {
  for (const channel of channels.splice(0)) await channel.unsubscribe();
});

const keysOf = (row: object) => Object.keys(row).sort();

/** The whole row as the database has it. */
async function dbRow(id: string): Promise<Record<string, unknown>> {
  const [row] = await sql<{ j: Record<string, unknown> }>('select to_jsonb(j) as j from jobs j where id = $1', [id]);
  return row.j;
}

describe('the public columns', () => {
  it('are one list: the anon grant, the feed’s public row and the client’s PUBLIC_JOB_COLUMNS', async () => {
    const granted = await sql<{ column_name: string }>(
      `select column_name from information_schema.column_privileges
        where grantee = 'anon' and table_schema = 'public' and table_name = 'jobs' and privilege_type = 'SELECT'`,
    );
    expect(granted.map((g) => g.column_name).sort()).toEqual(PUBLIC);
    const [{ j }] = await sql<{ j: object }>(
      'select partii_private.public_job_json(t) as j from jobs t where t.id = $1',
      [jobId],
    );
    expect(keysOf(j)).toEqual(PUBLIC);
    for (const column of INTERNAL) expect(PUBLIC).not.toContain(column);
  });
});

describe('PostgREST', () => {
  it('answers a visitor the public columns it names, and refuses any internal column by any clause', async () => {
    const named = await anon.from('jobs').select(PUBLIC_JOB_COLUMNS.join(',')).eq('id', jobId);
    expect(named.error).toBeNull();
    expect(named.data).toHaveLength(1);
    expect(keysOf(named.data![0])).toEqual(PUBLIC);

    const refused = [
      anon.from('jobs').select('*').eq('id', jobId),
      anon.from('jobs').select('id,created_by').eq('id', jobId),
      anon.from('jobs').select('updated_by').eq('id', jobId),
      anon.from('jobs').select('interview_plan_id').eq('id', jobId),
      anon.from('jobs').select('company_id').eq('id', jobId),
      // as a filter or an order: an oracle for the value
      anon.from('jobs').select('id').eq('created_by', owner.user.id),
      anon.from('jobs').select('id').eq('id', jobId).order('updated_by'),
      // embeds join through company_id / interview_plan_id
      anon.from('jobs').select('id,companies(name)').eq('id', jobId),
      anon.from('jobs').select('id,interview_plans(name)').eq('id', jobId),
      // HEAD with a count
      anon.from('jobs').select('*', { count: 'exact', head: true }).eq('id', jobId),
      anon.from('jobs').select('id', { count: 'exact', head: true }).eq('created_by', owner.user.id),
    ];
    for (const [i, answer] of (await Promise.all(refused)).entries()) {
      expect(answer.error, `request ${i}`).not.toBeNull();
      expect(answer.data ?? [], `request ${i}`).toEqual([]);
    }
    // a plain count of published jobs is still public
    const count = await anon.from('jobs').select('id', { count: 'exact', head: true }).eq('id', jobId);
    expect(count.error).toBeNull();
    expect(count.count).toBe(1);
  });

  it('shows a member of another company nothing of the job, by any select, filter or count', async () => {
    const answers = await Promise.all([
      other.client.from('jobs').select('*').eq('id', jobId),
      other.client.from('jobs').select('id,created_by,updated_by,interview_plan_id,company_id').eq('id', jobId),
      other.client.from('jobs').select('id').eq('created_by', owner.user.id),
      other.client.from('jobs').select('id,interview_plans(name)').eq('id', jobId),
    ]);
    for (const [i, answer] of answers.entries()) {
      expect(answer.error, `request ${i}`).toBeNull();
      expect(answer.data, `request ${i}`).toEqual([]);
    }
    const count = await other.client
      .from('jobs')
      .select('*', { count: 'exact', head: true })
      .eq('interview_plan_id', planId);
    expect(count.count ?? 0).toBe(0);
  });

  it('answers the members of the job’s company every column', async () => {
    const { data, error } = await owner.client.from('jobs').select('*').eq('id', jobId);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      created_by: owner.user.id,
      updated_by: owner.user.id,
      interview_plan_id: planId,
      company_id: owner.user.id,
    });
    expect(keysOf(data![0])).toEqual(keysOf(await dbRow(jobId)));
  });
});

describe('sync_pull', () => {
  /** The job's row in a pull from just before it, or undefined when the page does not carry it. */
  async function pulled(client: SupabaseClient, args: Record<string, unknown> = {}) {
    const [{ xid }] = await sql<{ xid: string }>('select change_xid::text as xid from jobs where id = $1', [jobId]);
    const { data, error } = await client.rpc('sync_pull', {
      p_table: 'jobs',
      p_after_xid: (BigInt(xid) - 1n).toString(),
      p_after_id: null,
      p_limit: 5000,
      ...args,
    });
    expect(error).toBeNull();
    return (data as { rows: { id: string }[] }).rows.find((row) => row.id === jobId);
  }

  it('answers a visitor and another company’s public scope the public row', async () => {
    for (const client of [anon, other.client]) {
      const row = await pulled(client);
      expect(row).toBeDefined();
      expect(keysOf(row!)).toEqual(PUBLIC);
      expect(row).toMatchObject({ id: jobId, title: 'Platform Engineer', status: 'published', skills: ['go'] });
    }
  });

  it('leaves other companies’ jobs out of a company’s own pull', async () => {
    expect(await pulled(other.client, { p_expected_user: other.user.id })).toBeUndefined();
  });

  it('answers the members of the job’s company the whole row, in either scope', async () => {
    const whole = await dbRow(jobId);
    for (const args of [{}, { p_expected_user: owner.user.id }, { p_company: owner.user.id }]) {
      const row = await pulled(owner.client, args);
      expect(row).toEqual(whole);
    }
  });
});

describe('the job page and the public listing', () => {
  const stackFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/config.json') {
      const s = getTestStack();
      return Response.json({ supabaseUrl: s.url, supabaseAnonKey: s.anonKey });
    }
    return fetch(input, init);
  }) as typeof fetch;

  it('the job page’s one request answers the public row', async () => {
    const job = await fetchPublishedJob(jobId, stackFetch);
    expect(job).not.toBeNull();
    expect(keysOf(job!)).toEqual(PUBLIC);
    expect(job).toMatchObject({ id: jobId, title: 'Platform Engineer', company_name: expect.any(String) });
  });

  it('lists the published job to visitors and to members of other companies, as ids only', async () => {
    const signal = new AbortController().signal;
    for (const client of [anon, other.client]) {
      const transport = supabaseTransport({ data: client });
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await transport.publishedJobIds(after, 1000, signal);
        ids.push(...page);
        if (page.length < 1000) break;
        after = page[page.length - 1];
      }
      expect(ids).toContain(jobId);
    }
    const { data } = await anon.rpc('published_job_ids', { p_after_id: null, p_limit: 1000 });
    for (const row of data as object[]) expect(keysOf(row)).toEqual(['id']);
  });

  it('no function the API roles may call answers job rows', async () => {
    const rows = await sql<{ name: string }>(
      `select p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace
          and (p.prorettype = 'public.jobs'::regtype or p.prorettype = 'public._jobs'::regtype)
          and (has_function_privilege('anon', p.oid, 'execute')
               or has_function_privilege('authenticated', p.oid, 'execute'))`,
    );
    expect(rows).toEqual([]);
  });
});

describe('realtime', () => {
  it('sends a visitor the public columns, another company nothing, the members every column', async () => {
    const seen = new Map<string, Map<string, Record<string, unknown>[]>>();
    const listen = async (label: string, client: SupabaseClient) => {
      const got = new Map<string, Record<string, unknown>[]>();
      seen.set(label, got);
      channels.push(
        await listenToTables(client, label, ['jobs'], (id, row) => got.set(id, [...(got.get(id) ?? []), row])),
      );
    };
    await listen('anon', anonClient());
    await listen('other', other.client);
    await listen('owner', owner.client);

    const id = await publishedJob('Realtime Engineer');
    await sql(`update jobs set title = 'Realtime Engineer II' where id = $1`, [id]);
    // a change of the other company's own job, after ours: once it arrived, ours would have too
    const marker = randomUUID();
    await sql(`insert into jobs (id, company_id, title, status) values ($1, $2, 'Marker', 'draft')`, [
      marker,
      other.user.id,
    ]);

    const until = Date.now() + 10_000;
    const arrived = () =>
      (seen.get('anon')!.get(id)?.length ?? 0) >= 2 &&
      (seen.get('owner')!.get(id)?.length ?? 0) >= 2 &&
      seen.get('other')!.has(marker);
    while (!arrived() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(arrived()).toBe(true);

    for (const row of seen.get('anon')!.get(id)!) {
      for (const column of INTERNAL) expect(row).not.toHaveProperty(column);
      expect(Object.keys(row).every((k) => PUBLIC.includes(k))).toBe(true);
      expect(row).toHaveProperty('title');
    }
    expect(seen.get('other')!.has(id)).toBe(false);
    for (const row of seen.get('owner')!.get(id)!)
      expect(row).toMatchObject({ created_by: owner.user.id, interview_plan_id: planId, company_id: owner.user.id });
  });
});
