// Server functions through supabase-js (functions.invoke) against the local stack:
// create_profile_admin for signed-in recruiters, and the runner's behaviour with functions that
// are missing, throw or hang.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsHandler } from '../../supabase/local/functions.ts';
import type { StackContext as ServiceContext } from '../../supabase/local/context.ts';
import { accessTokenFor, anonClient, createUser, getTestStack, sql } from '../support/stack-env.ts';

/**
 * A recruiter signed in through the auth service (a real session): the function asks
 * /auth/v1/user who is calling, and GoTrue only vouches for tokens of live sessions.
 */
async function signedInClient() {
  const user = await createUser();
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  expect(error).toBeNull();
  return { client, user, accessToken: data.session!.access_token };
}

async function errorBody(error: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  profile_id: randomUUID(),
  first_name: 'Katherine',
  last_name: 'Johnson',
  email_address: `katherine-${randomUUID().slice(0, 8)}@partii.test`,
  ...overrides,
});

describe('create_profile_admin', () => {
  it('creates the profile in the calling recruiter’s company', async () => {
    const { client, user } = await signedInClient();
    const body = profileBody({ email_address: 'Katherine.Johnson@NASA.test' });
    const { data, error } = await client.functions.invoke('create_profile_admin', { body });
    expect(error).toBeNull();
    expect(data.profile).toMatchObject({
      id: body.profile_id,
      company_id: user.id,
      first_name: 'Katherine',
      last_name: 'Johnson',
      email: 'katherine.johnson@nasa.test',
    });
    const rows = await sql<{ company_id: string }>('select company_id from profiles where id = $1', [body.profile_id]);
    expect(rows).toEqual([{ company_id: user.id }]);
    // The recruiter sees it through RLS like any of their rows.
    const own = await client.from('profiles').select('id').eq('id', body.profile_id);
    expect(own.data).toEqual([{ id: body.profile_id }]);
  });

  it('is idempotent for a repeated call (same profile_id updates the row)', async () => {
    const { client } = await signedInClient();
    const body = profileBody();
    await client.functions.invoke('create_profile_admin', { body });
    const again = await client.functions.invoke('create_profile_admin', { body: { ...body, last_name: 'Goble' } });
    expect(again.error).toBeNull();
    expect(again.data.profile.last_name).toBe('Goble');
    expect(await sql('select id from profiles where id = $1', [body.profile_id])).toHaveLength(1);
  });

  it('refuses anonymous callers with 401 and writes nothing', async () => {
    const body = profileBody();
    const { error } = await anonClient().functions.invoke('create_profile_admin', { body });
    const { status, body: answer } = await errorBody(error);
    expect(status).toBe(401);
    expect(answer.message).toBe('You must be logged in to create a profile');
    expect(await sql('select id from profiles where id = $1', [body.profile_id])).toEqual([]);
  });

  it('refuses an expired session with 401', async () => {
    const user = await createUser();
    const expired = await accessTokenFor(user, -30);
    const res = await fetch(`${getTestStack().url}/functions/v1/create_profile_admin`, {
      method: 'POST',
      headers: {
        apikey: getTestStack().anonKey,
        authorization: `Bearer ${expired}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(profileBody()),
    });
    expect(res.status).toBe(401);
  });

  it.each([
    ['a missing profile_id', { profile_id: undefined }, 'profile_id'],
    ['a profile_id that is not a UUID', { profile_id: '42' }, 'profile_id'],
    ['an empty first_name', { first_name: '  ' }, 'first_name'],
    ['a numeric last_name', { last_name: 7 }, 'last_name'],
    ['an invalid email_address', { email_address: 'katherine' }, 'email_address'],
  ])('answers 400 naming the field for %s', async (_label, overrides, field) => {
    const { client } = await signedInClient();
    const { error } = await client.functions.invoke('create_profile_admin', { body: profileBody(overrides) });
    const { status, body } = await errorBody(error);
    expect(status).toBe(400);
    expect(Object.keys(body.fields as object)).toEqual([field]);
    expect(String(body.message)).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { accessToken } = await signedInClient();
    const res = await fetch(`${getTestStack().url}/functions/v1/create_profile_admin`, {
      method: 'POST',
      headers: {
        apikey: getTestStack().anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: '{"profile_id":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Invalid JSON');
  });

  it('refuses a profile_id that belongs to another company (409) and leaves that row alone', async () => {
    const first = await signedInClient();
    const second = await signedInClient();
    const body = profileBody();
    await first.client.functions.invoke('create_profile_admin', { body });
    const { error } = await second.client.functions.invoke('create_profile_admin', {
      body: { ...body, first_name: 'Mallory' },
    });
    expect((await errorBody(error)).status).toBe(409);
    const [row] = await sql<{ company_id: string; first_name: string }>(
      'select company_id, first_name from profiles where id = $1',
      [body.profile_id],
    );
    expect(row).toEqual({ company_id: first.user.id, first_name: 'Katherine' });
  });

  it('answers 409 when the company already has a candidate with that email', async () => {
    const { client } = await signedInClient();
    const body = profileBody();
    await client.functions.invoke('create_profile_admin', { body });
    const { error } = await client.functions.invoke('create_profile_admin', {
      body: { ...body, profile_id: randomUUID() },
    });
    expect((await errorBody(error)).status).toBe(409);
  });
});

describe('create_profile_admin, batched ({ profiles: [...] }: a job’s demo candidates in one call)', () => {
  const batchOf = (n: number) => Array.from({ length: n }, (_, i) => profileBody({ first_name: `Ada${i}` }));
  const companiesOf = (ids: string[]) =>
    sql<{ id: string; company_id: string }>('select id, company_id from profiles where id = any($1::uuid[])', [ids]);

  it('creates every profile of the batch in the caller’s company, and a retry updates the same rows', async () => {
    const { client, user } = await signedInClient();
    const profiles = batchOf(30);
    const { data, error } = await client.functions.invoke('create_profile_admin', { body: { profiles } });
    expect(error).toBeNull();
    expect(data.profiles).toHaveLength(30);
    const ids = profiles.map((p) => p.profile_id);
    const rows = await companiesOf(ids);
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.company_id === user.id)).toBe(true);
    // The answer was lost and the outbox sends the same call again: same rows, no duplicates.
    const again = await client.functions.invoke('create_profile_admin', { body: { profiles } });
    expect(again.error).toBeNull();
    expect(await companiesOf(ids)).toHaveLength(30);
  });

  it('refuses the whole batch (409, nothing written) when one id belongs to another company', async () => {
    const first = await signedInClient();
    const second = await signedInClient();
    const taken = profileBody();
    await first.client.functions.invoke('create_profile_admin', { body: taken });
    const profiles = [...batchOf(3), { ...taken, first_name: 'Mallory' }];
    const { error } = await second.client.functions.invoke('create_profile_admin', { body: { profiles } });
    expect((await errorBody(error)).status).toBe(409);
    const rows = await companiesOf(profiles.map((p) => p.profile_id));
    expect(rows).toEqual([{ id: taken.profile_id, company_id: first.user.id }]);
  });

  it('answers 400 naming each bad item, and writes none of the batch', async () => {
    const { client } = await signedInClient();
    const good = profileBody();
    const profiles = [good, profileBody({ email_address: 'not-an-email' }), { ...profileBody(), first_name: '' }];
    const { error } = await client.functions.invoke('create_profile_admin', { body: { profiles } });
    const { status, body } = await errorBody(error);
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      'profiles.1.email_address': 'email_address must be a valid email address',
      'profiles.2.first_name': 'first_name is required',
    });
    expect(await companiesOf([good.profile_id])).toEqual([]);
  });

  it('answers 400 for an empty batch, a batch over 500, a repeated id, or profiles that is not an array', async () => {
    const { client } = await signedInClient();
    const repeated = profileBody();
    for (const body of [
      { profiles: [] },
      { profiles: batchOf(501) },
      { profiles: [repeated, { ...repeated, email_address: 'other@partii.test' }] },
      { profiles: 'Ada' },
    ]) {
      const { error } = await client.functions.invoke('create_profile_admin', { body });
      const answer = await errorBody(error);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('Invalid input');
    }
  });
});

describe('functions runner', () => {
  it('answers 404 JSON for a function that does not exist (and for non-function folders)', async () => {
    for (const name of ['no-such-function', '_shared', '..']) {
      const res = await fetch(`${getTestStack().url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { apikey: getTestStack().anonKey, authorization: `Bearer ${getTestStack().anonKey}` },
      });
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
      expect(await res.json()).toBeTypeOf('object');
    }
  });

  describe('with functions that throw or hang', () => {
    let dir: string;
    let server: http.Server;
    let base: string;
    const logged: unknown[] = [];

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'partii-functions-'));
      const write = async (name: string, source: string) => {
        await mkdir(path.join(dir, name));
        await writeFile(path.join(dir, name, 'index.ts'), source);
      };
      await write(
        'boom',
        `export default async function (req: Request): Promise<Response> { throw new Error('kaboom'); }\n`,
      );
      await write(
        'hang',
        `export default function (req: Request): Promise<Response> { return new Promise(() => {}); }\n`,
      );
      await write(
        'echo',
        `export default async function (req: Request): Promise<Response> {
           const g = globalThis as unknown as { __partiiFunctionEnv?: () => Record<string, string> | undefined };
           return new Response(JSON.stringify({ method: req.method, url: req.url, body: await req.text(),
             auth: req.headers.get('authorization'), env: g.__partiiFunctionEnv?.()?.SUPABASE_URL }),
             { status: 201, headers: { 'content-type': 'application/json', 'x-echo': 'yes' } });
         }\n`,
      );
      await write('not-a-handler', `export const value = 1;\n`);
      const ctx = {
        pool: undefined,
        config: {
          jwtSecret: 's',
          anonKey: 'anon',
          serviceRoleKey: 'service',
          apiUrl: 'http://stack.test',
          authConfig: { enableConfirmations: false, siteUrl: '' },
        },
        dataDir: dir,
        log: (...args: unknown[]) => logged.push(args),
      } as unknown as ServiceContext;
      const handler = createFunctionsHandler(ctx, { functionsDir: dir, timeoutMs: 500 });
      server = http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://x');
        void handler(req, res, url.pathname.replace(/^\/functions\/v1/, ''));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1`;
    });

    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('turns a throwing function into a 500 JSON answer and keeps serving', async () => {
      const res = await fetch(`${base}/boom`, { method: 'POST' });
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ code: 'FUNCTION_ERROR', message: expect.stringContaining('kaboom') });
      expect(logged.length).toBeGreaterThan(0);
      const after = await fetch(`${base}/echo`, { method: 'POST', body: 'still here' });
      expect(after.status).toBe(201);
    });

    it('answers 504 JSON when a function does not answer in time', async () => {
      const res = await fetch(`${base}/hang`, { method: 'POST' });
      expect(res.status).toBe(504);
      expect((await res.json()).code).toBe('FUNCTION_TIMEOUT');
    });

    it('answers 500 JSON for a module without a default handler', async () => {
      const res = await fetch(`${base}/not-a-handler`, { method: 'POST' });
      expect(res.status).toBe(500);
      expect((await res.json()).code).toBe('FUNCTION_ERROR');
    });

    it('passes method, URL, headers and body as a Web Request and the Response back, with the stack env', async () => {
      const res = await fetch(`${base}/echo/sub/path?x=1`, {
        method: 'PUT',
        headers: { authorization: 'Bearer t' },
        body: 'payload',
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-echo')).toBe('yes');
      expect(await res.json()).toEqual({
        method: 'PUT',
        url: 'http://stack.test/functions/v1/echo/sub/path?x=1',
        body: 'payload',
        auth: 'Bearer t',
        env: 'http://stack.test',
      });
    });
  });
});
