// Helpers for integration tests against the stack that tests/support/global-setup.ts started.
//
//   const { url } = getTestStack();
//   const anon = anonClient();                      // a visitor (anon key)
//   const admin = serviceClient();                  // service_role (bypasses RLS)
//   const { client, user } = await signedInClient(); // a fresh recruiter; user.id is their company_id
//   const rows = await sql('select * from jobs where id = $1', [id]); // superuser, bypasses RLS
//
// Users are created straight in auth.users (bcrypt cost 10 via pgcrypto, email confirmed) and
// their access token is minted with the stack's JWT secret, so these helpers do not depend on the
// auth service. Clients never persist sessions and use `ws` as realtime transport (Node 20).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import WebSocket from 'ws';
import type { TestStackInfo } from './global-setup.ts';

export type { TestStackInfo };

export function getTestStack(): TestStackInfo {
  return inject('stack');
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

/** supabase-js as an anonymous visitor. */
export function anonClient(): SupabaseClient {
  const s = getTestStack();
  return createClient(s.url, s.anonKey, clientOptions);
}

/** supabase-js with the service_role key (bypasses RLS, like a trusted server). */
export function serviceClient(): SupabaseClient {
  const s = getTestStack();
  return createClient(s.url, s.serviceRoleKey, clientOptions);
}

let pool: pg.Pool | undefined;

/** A query as the database superuser (bypasses RLS): test arrangement and inspection. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (!pool) {
    pool = new pg.Pool({
      connectionString: getTestStack().dbUrl,
      max: 4,
      idleTimeoutMillis: 1000,
      allowExitOnIdle: true,
    });
    // An idle connection dropped by a PostgreSQL restart (the fault scenarios kill it) is not a
    // test failure: the pool opens a new one for the next query.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
  }
  return (await pool.query<T>(text, params)).rows;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** Creates a confirmed user directly in auth.users (a recruiter: their id is their company_id). */
export async function createUser(
  email = `recruiter-${randomUUID()}@test.local`,
  password = 'test-password-1',
): Promise<TestUser> {
  const rows = await sql<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values (lower($1), extensions.crypt($2, extensions.gen_salt('bf', 10)), now(),
             '{"provider":"email","providers":["email"]}', '{}')
     on conflict (email) do update set email = excluded.email
     returning id`,
    [email, password],
  );
  return { id: rows[0].id, email: email.toLowerCase(), password };
}

/**
 * submit_application as an anonymous visitor: Grace Hopper applies to `jobId`, her resume to be
 * uploaded at `<applicationId>/resume.pdf`.
 */
export function submitWithResume(applicationId: string, jobId: string, email: string) {
  return anonClient().rpc('submit_application', {
    p_application_id: applicationId,
    p_job_id: jobId,
    p_first_name: 'Grace',
    p_last_name: 'Hopper',
    p_email: email,
    p_phone: null,
    p_answers: [],
    p_cv_path: `${applicationId}/resume.pdf`,
    p_resume_filename: 'resume.pdf',
    p_resume_text: null,
  });
}

/** A job of a new company, inserted straight into the database: its owner and the job's id. */
export async function insertJobOfNewCompany(
  title: string,
  status: 'draft' | 'published',
): Promise<{ owner: TestUser; jobId: string }> {
  const owner = await createUser();
  const jobId = randomUUID();
  await sql('insert into jobs (id, company_id, title, status) values ($1, $2, $3, $4)', [
    jobId,
    owner.id,
    title,
    status,
  ]);
  return { owner, jobId };
}

/**
 * An access token for `user` as the auth service would mint it (role authenticated, 1 hour), for a
 * real row in auth.sessions: like GoTrue, `/auth/v1/user` (and so every server function) refuses a
 * token whose session does not exist.
 */
export async function accessTokenFor(user: { id: string; email: string }, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const sessionId = randomUUID();
  await sql('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
  return new SignJWT({ role: 'authenticated', email: user.email, aal: 'aal1', session_id: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuer(`${getTestStack().url}/auth/v1`)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(getTestStack().jwtSecret));
}

/** supabase-js signed in as a (new, unless an existing email is given) recruiter. */
export async function signedInClient(
  email?: string,
  password?: string,
): Promise<{ client: SupabaseClient; user: TestUser; accessToken: string }> {
  const user = await createUser(email, password);
  const accessToken = await accessTokenFor(user);
  const s = getTestStack();
  // `accessToken` makes rest, storage, functions and realtime all use this user's token
  // (client.auth.* is disabled on such a client; use the auth service for auth flows).
  const client = createClient(s.url, s.anonKey, { ...clientOptions, accessToken: async () => accessToken });
  return { client, user, accessToken };
}
