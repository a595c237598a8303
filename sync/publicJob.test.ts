import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicDb } from '../src/db/schema.ts';
import { pulledRow } from '../src/test-support/pulledRows.ts';
import { PUBLIC_JOB_COLUMNS } from './contract.ts';
import { fetchPublishedJob, publicJobIdOf, seedPublicJob } from './publicJob.ts';

const JOB_ID = '2578e4f2-c730-4690-bbdd-d0be2fde1af1';

let db: PublicDb | null = null;
afterEach(async () => {
  db?.close();
  await db?.delete();
  db = null;
});

describe('publicJobIdOf', () => {
  it('reads the id of a job page only', () => {
    expect(publicJobIdOf(`/job/${JOB_ID}`)).toBe(JOB_ID);
    expect(publicJobIdOf(`/job/${JOB_ID}/`)).toBe(JOB_ID);
    expect(publicJobIdOf('/jobs')).toBeNull();
    expect(publicJobIdOf(`/jobs/${JOB_ID}`)).toBeNull();
    expect(publicJobIdOf('/job/not-an-id')).toBeNull();
    expect(publicJobIdOf(`/app/jobs/${JOB_ID}`)).toBeNull();
  });
});

describe('fetchPublishedJob', () => {
  const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' };
  const job = pulledRow('jobs', { id: JOB_ID, status: 'published' });

  it('asks PostgREST for the one published job with the anon key', async () => {
    const asked: { url: string; headers?: HeadersInit }[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push({ url: String(input), headers: init?.headers });
      return Response.json(String(input) === '/config.json' ? config : [job]);
    }) as typeof fetch;
    expect(await fetchPublishedJob(JOB_ID, fetcher)).toEqual(job);
    const url = new URL(asked[1].url);
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:54321/rest/v1/jobs');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: PUBLIC_JOB_COLUMNS.join(','),
      id: `eq.${JOB_ID}`,
      status: 'eq.published',
      deleted_at: 'is.null',
    });
    expect(asked[1].headers).toEqual({ apikey: 'anon', Authorization: 'Bearer anon' });
  });

  it('answers null when the job is not there, the server fails or the network is down', async () => {
    const answering = (rows: unknown, status = 200) =>
      (async (input: RequestInfo | URL) =>
        String(input) === '/config.json' ? Response.json(config) : Response.json(rows, { status })) as typeof fetch;
    expect(await fetchPublishedJob(JOB_ID, answering([]))).toBeNull();
    expect(await fetchPublishedJob(JOB_ID, answering({ message: 'boom' }, 500))).toBeNull();
    // A 200 that is not rows (a proxy's page, a cut answer): nothing is taken from it.
    expect(await fetchPublishedJob(JOB_ID, answering({ html: '<h1>Gateway</h1>' }))).toBeNull();
    expect(await fetchPublishedJob(JOB_ID, answering([{ title: 'no id' }]))).toBeNull();
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await fetchPublishedJob(JOB_ID, offline)).toBeNull();
  });
});

describe('seedPublicJob', () => {
  it('writes the job into an empty store', async () => {
    db = new PublicDb(`seed-${Math.random()}`);
    const job = pulledRow('jobs', { id: JOB_ID, status: 'published', title: 'Engineer' });
    await seedPublicJob(db, job);
    expect(await db.jobs.get(JOB_ID)).toEqual(job);
    expect(await db.syncState.count()).toBe(0);
  });

  it('never replaces a newer or equal version a pull wrote first', async () => {
    db = new PublicDb(`seed-${Math.random()}`);
    const pulled = { ...pulledRow('jobs', { id: JOB_ID, status: 'published', title: 'Newer' }), version: 5 };
    await db.jobs.put(pulled);
    await seedPublicJob(db, { ...pulled, title: 'Older', version: 4 });
    await seedPublicJob(db, { ...pulled, title: 'Same', version: 5 });
    expect((await db.jobs.get(JOB_ID))?.title).toBe('Newer');
    await seedPublicJob(db, { ...pulled, title: 'Newest', version: 6 });
    expect((await db.jobs.get(JOB_ID))?.title).toBe('Newest');
  });

  it('keeps unpublished jobs out of the public store', async () => {
    db = new PublicDb(`seed-${Math.random()}`);
    await seedPublicJob(db, pulledRow('jobs', { id: JOB_ID, status: 'draft' }));
    expect(await db.jobs.count()).toBe(0);
  });
});
