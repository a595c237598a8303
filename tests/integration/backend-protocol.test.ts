// PostgREST behaviour passes through the gateway untouched: embedding, .single() errors, exact
// counts, unique violations and RPCs, plus the gateway's own CORS, API key and body limit rules.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, getTestStack, signedInClient, sql, type TestUser } from '../support/stack-env.ts';

let owner: SupabaseClient;
let ownerUser: TestUser;
const jobId = randomUUID();
const profileId = randomUUID();
const applicationId = randomUUID();

beforeAll(async () => {
  ({ client: owner, user: ownerUser } = await signedInClient());
  await sql(
    `insert into jobs (id, company_id, title, status, location) values ($1, $2, 'Protocol Engineer', 'published', 'Remote')`,
    [jobId, ownerUser.id],
  );
  await sql(
    `insert into profiles (id, company_id, first_name, last_name, email) values ($1, $2, 'Ada', 'Lovelace', 'ada@example.com')`,
    [profileId, ownerUser.id],
  );
  await sql(
    `insert into applications (id, job_id, applicant_id, status, ai_rating) values ($1, $2, $3, 'screening', 7.5)`,
    [applicationId, jobId, profileId],
  );
});

/** POSTs `chunks` times `chunk` to `path` as a stream with no Content-Length, as an anonymous visitor. */
function postStreamed(path: string, chunk: string, chunks: number): Promise<Response> {
  const bytes = new TextEncoder().encode(chunk);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(bytes);
      else controller.close();
    },
  });
  return fetch(`${getTestStack().url}${path}`, {
    method: 'POST',
    headers: { apikey: getTestStack().anonKey, 'Content-Type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('PostgREST protocol through the gateway', () => {
  it('embeds the job and the applicant profile in an applications select', async () => {
    const { data, error } = await owner
      .from('applications')
      .select('id, status, ai_rating, jobs(*), profiles:applicant_id(id, first_name, last_name, email)')
      .eq('id', applicationId);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const row = data![0] as unknown as {
      status: string;
      ai_rating: number;
      jobs: { id: string; title: string };
      profiles: { first_name: string; email: string };
    };
    expect(row.status).toBe('screening');
    expect(row.ai_rating).toBe(7.5);
    expect(row.jobs.id).toBe(jobId);
    expect(row.jobs.title).toBe('Protocol Engineer');
    expect(row.profiles).toMatchObject({ first_name: 'Ada', email: 'ada@example.com' });
  });

  it('answers .single() on no row with PGRST116 (406)', async () => {
    const { data, error, status } = await owner.from('jobs').select('*').eq('id', randomUUID()).single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
  });

  it("gives exact counts with count: 'exact' (Content-Range)", async () => {
    const { count, error } = await owner
      .from('applications')
      .select('*', { count: 'exact', head: true })
      .eq('job_id', jobId);
    expect(error).toBeNull();
    expect(count).toBe(1);
    const res = await fetch(`${getTestStack().url}/rest/v1/jobs?select=id&id=eq.${jobId}`, {
      headers: { apikey: getTestStack().anonKey, Prefer: 'count=exact', Origin: 'http://localhost:5173' },
    });
    expect(res.headers.get('content-range')).toBe('0-0/1');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/);
  });

  it('answers a duplicate insert with 409 / 23505', async () => {
    const { error, status } = await owner.from('jobs').insert({ id: jobId, title: 'Again' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });

  it('calls an RPC and returns its JSON', async () => {
    const { data, error } = await owner.rpc('sync_pull', {
      p_table: 'applications',
      p_after_xid: null,
      p_after_id: null,
      p_limit: 10,
    });
    expect(error).toBeNull();
    expect(data.rows.map((r: { id: string }) => r.id)).toContain(applicationId);
    expect(data.has_more).toBe(false);
    expect(typeof data.next.xid).toBe('string');
  });

  it('checks row level security behind the proxy (403 / 42501 on a denied insert)', async () => {
    const { error, status } = await anonClient().from('jobs').insert({ title: 'Sneaky', company_id: ownerUser.id });
    expect(status).toBe(401); // PostgREST answers an anonymous RLS denial with 401
    expect(error?.code).toBe('42501');
  });
});

describe('gateway rules', () => {
  it('gzips a JSON answer over 1 KiB when the client accepts gzip, and only then', async () => {
    const { url, anonKey } = getTestStack();
    const get = (acceptEncoding: string | null) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { apikey: anonKey };
        if (acceptEncoding !== null) headers['accept-encoding'] = acceptEncoding;
        // node:http, not fetch: fetch decodes bodies itself and would hide what went over the wire.
        const request = http.request(
          `${url}/rest/v1/rpc/sync_pull`,
          { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        request.on('error', reject);
        request.end(JSON.stringify({ p_table: 'jobs', p_after_xid: null, p_after_id: null, p_limit: 1000 }));
      });
    await sql(
      `insert into jobs (company_id, title, status, description)
       select $1, 'Gzip ' || g, 'published', repeat('words ', 50) from generate_series(1, 20) g`,
      [ownerUser.id],
    );
    const plain = await get(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const identity = JSON.parse(plain.body.toString('utf8'));
    expect(identity.rows.length).toBeGreaterThanOrEqual(20);

    const gzipped = await get('gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(zlib.gunzipSync(gzipped.body).toString('utf8'))).toEqual(identity);

    // gzip refused with q=0: sent as is.
    expect((await get('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it('answers a CORS preflight with the allowed headers and exposes Content-Range and X-Supabase-Api-Version', async () => {
    const res = await fetch(`${getTestStack().url}/rest/v1/jobs`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/apikey/);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/);
  });

  it('refuses requests without an API key, or with a badly signed key or token, with 401 JSON', async () => {
    const url = `${getTestStack().url}/rest/v1/jobs`;
    const none = await fetch(url);
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe('No API key found in request');

    const forged = getTestStack().anonKey.replace(/.{4}$/, 'AAAA');
    const bad = await fetch(url, { headers: { apikey: forged } });
    expect(bad.status).toBe(401);
    expect((await bad.json()).message).toBe('Invalid API key');

    const badBearer = await fetch(url, {
      headers: { apikey: getTestStack().anonKey, Authorization: 'Bearer abc.def' },
    });
    expect(badBearer.status).toBe(401);
    expect(badBearer.headers.get('content-type')).toMatch(/json/);
  });

  it('refuses a body over the limit with 413 JSON', async () => {
    const res = await fetch(`${getTestStack().url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: getTestStack().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Big', email: 'big@example.com', message: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/i);
  });

  it('counts a streamed body without Content-Length against the limit too', async () => {
    const res = await postStreamed('/rest/v1/contact_messages', 'x'.repeat(1024 * 1024), 12);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
  });

  it('applies the limit to the mounted services too (auth: 1 MB, streamed)', async () => {
    const res = await postStreamed('/auth/v1/signup', ' '.repeat(256 * 1024), 8);
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
  });
});
