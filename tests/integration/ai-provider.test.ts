// The optional model behind the `ai` server function, end to end through the local stack: with an
// OpenAI-compatible stub configured the summary and description come from it; with the stub down,
// failing or not configured, the app keeps its deterministic text and nothing breaks.
//
// This file starts its own stack (in this worker) so the function sees AI_PROVIDER_* from
// process.env, read at call time (supabase/functions/_shared/env.ts): each test can switch the
// provider on and off. (Values given as `startStack({ env })` would pin it for the stack's life.)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Dexie from 'dexie';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import pg from 'pg';
import WebSocket from 'ws';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import { startOpenAiStub, STUB_SUMMARY_PREFIX, type OpenAiStub } from '../support/openai-stub.ts';
import { enrichJobDescription, enrichSummary, summaryWriter, supabaseInvoke } from '@/features/screening/provider.ts';
import { screenApplication, type ScreeningJob } from '@/features/screening/model/screening.ts';
import { draftJobDescription } from '@/features/screening/model/jobDescription.ts';
import { rateUnratedApplications } from '@/features/screening/commands/rateApplications.ts';
import { CompanyDb } from '../../src/db/index.ts';
import { newLocalRow } from '../../src/db/rowDefaults.ts';

let stack: Stack;
let dataDir: string;
let stub: OpenAiStub | undefined;
let recruiter: SupabaseClient;
let anon: SupabaseClient;

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

function configure(url: string | null) {
  if (url) {
    process.env.AI_PROVIDER_URL = url;
    process.env.AI_PROVIDER_KEY = 'test';
    process.env.AI_PROVIDER_MODEL = 'stub';
  } else {
    delete process.env.AI_PROVIDER_URL;
    delete process.env.AI_PROVIDER_KEY;
    delete process.env.AI_PROVIDER_MODEL;
  }
}

async function recruiterClient(): Promise<SupabaseClient> {
  const pool = new pg.Pool({ connectionString: stack.dbUrl, max: 1 });
  const email = `ai-${randomUUID()}@test.local`;
  const { rows } = await pool.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, extensions.crypt('pw-123456', extensions.gen_salt('bf', 4)), now(), '{"provider":"email"}', '{}') returning id`,
    [email],
  );
  await pool.end();
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ role: 'authenticated', email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(rows[0].id)
    .setAudience('authenticated')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(stack.jwtSecret));
  return createClient(stack.url, stack.anonKey, { ...clientOptions, accessToken: async () => token });
}

const job: ScreeningJob = {
  title: 'Backend Engineer',
  skills: ['Node.js', 'PostgreSQL', 'Kubernetes'],
  must_have_requirements: ['PostgreSQL'],
  experience_level: 'Mid-level',
  questions: [],
};
const resume = 'Node and Postgres on k8s since 2019.';
const screening = screenApplication({ job, resumeText: resume, answers: [], referenceDate: '2024-06-01' });

beforeAll(async () => {
  stub = await startOpenAiStub();
  configure(stub.url);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'partii-ai-'));
  stack = await startStack({
    dataDir,
    apiPort: 0,
    quiet: true,
    seedDemo: false,
  });
  recruiter = await recruiterClient();
  anon = createClient(stack.url, stack.anonKey, clientOptions);
}, 120_000);

afterAll(async () => {
  configure(null);
  await stub?.stop();
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  // Each test starts from a configured, healthy stub.
  if (!stub) stub = await startOpenAiStub();
  stub.options.status = undefined;
  stub.options.delayMs = undefined;
  stub.requests.length = 0;
  configure(stub.url);
});

describe('ai function with a provider configured', () => {
  it('the summary comes from the model; the key stays on the server', async () => {
    const started = Date.now();
    const result = await enrichSummary({ invoke: supabaseInvoke(recruiter), job, screening, resumeText: resume });
    expect(result).toEqual({
      text: `${STUB_SUMMARY_PREFIX} a considered assessment for Backend Engineer.`,
      source: 'provider',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stub!.requests).toHaveLength(1);
    const sent = stub!.requests[0];
    expect(sent.authorization).toBe('Bearer test');
    expect(sent.model).toBe('stub');
    expect(sent.messages.map((m) => m.content).join('\n')).toContain(resume);
    expect(sent.messages[1].content).toContain(`"rating_out_of_10":${screening.rating}`);
  });

  it('the job description comes from the model', async () => {
    const draft = { title: 'Product Designer', experience: 'Senior', location: 'Remote' };
    const result = await enrichJobDescription({ invoke: supabaseInvoke(recruiter), draft });
    expect(result.source).toBe('provider');
    expect(result.text).toContain('Stub model description for Product Designer.');
  });

  it('rateUnratedApplications writes the model summary with the deterministic rating', async () => {
    const userId = randomUUID();
    const db = new CompanyDb(userId, { name: `ai-int-${randomUUID()}` });
    try {
      const jobId = randomUUID();
      const appId = randomUUID();
      await db.jobs.put({ ...newLocalRow('jobs', jobId, userId, { ...job, status: 'published' }), version: 1 });
      await db.applications.put({
        ...newLocalRow('applications', appId, userId, { job_id: jobId, resume_text: resume }),
        version: 1,
        created_at: '2024-06-01T00:00:00Z',
      });
      await rateUnratedApplications(db, { writeSummary: summaryWriter(supabaseInvoke(recruiter)) });
      const app = await db.applications.get(appId);
      expect(app?.ai_summary).toMatch(new RegExp(`^${STUB_SUMMARY_PREFIX}`));
      expect(app?.ai_rating).toBe(screening.rating);
    } finally {
      db.close();
      await Dexie.delete(db.name);
    }
  });

  it('refuses anonymous callers (401): only signed-in recruiters may spend the provider', async () => {
    const { error } = await anon.functions.invoke('ai', {
      body: { action: 'describe', draft: { title: 'x' }, outline: '' },
    });
    expect((error as { context?: Response })?.context?.status).toBe(401);
    expect(stub!.requests).toHaveLength(0);
  });

  it('answers 400 to an unknown action', async () => {
    const { error } = await recruiter.functions.invoke('ai', { body: { action: 'rate', rating: 10 } });
    expect((error as { context?: Response })?.context?.status).toBe(400);
  });
});

describe('falling back to the deterministic text', () => {
  it('when the provider is down (503 from the function)', async () => {
    await stub!.stop();
    stub = undefined;
    const { error } = await recruiter.functions.invoke('ai', {
      body: { action: 'describe', draft: { title: 'x' }, outline: '' },
    });
    expect((error as { context?: Response })?.context?.status).toBe(503);
    expect(await enrichSummary({ invoke: supabaseInvoke(recruiter), job, screening, resumeText: resume })).toEqual({
      text: screening.summary,
      source: 'deterministic',
    });
    const draft = { title: 'Account Executive', experience: 'Mid-level' };
    expect(await enrichJobDescription({ invoke: supabaseInvoke(recruiter), draft })).toEqual({
      text: draftJobDescription(draft),
      source: 'deterministic',
    });
  });

  it('when the provider answers an error', async () => {
    stub!.options.status = 500;
    expect(await enrichSummary({ invoke: supabaseInvoke(recruiter), job, screening, resumeText: resume })).toEqual({
      text: screening.summary,
      source: 'deterministic',
    });
    expect(stub!.requests).toHaveLength(1);
  });

  it('when the provider is too slow for the app', async () => {
    stub!.options.delayMs = 3000;
    const started = Date.now();
    expect(
      await enrichSummary({ invoke: supabaseInvoke(recruiter), job, screening, resumeText: resume, timeoutMs: 500 }),
    ).toEqual({ text: screening.summary, source: 'deterministic' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('when no provider is configured (501)', async () => {
    configure(null);
    const { error } = await recruiter.functions.invoke('ai', {
      body: { action: 'describe', draft: { title: 'x' }, outline: '' },
    });
    expect((error as { context?: Response })?.context?.status).toBe(501);
    expect(await enrichSummary({ invoke: supabaseInvoke(recruiter), job, screening, resumeText: resume })).toEqual({
      text: screening.summary,
      source: 'deterministic',
    });
    expect(stub!.requests).toHaveLength(0);
  });

  it('when the whole backend is unreachable', async () => {
    const offline = createClient('http://127.0.0.1:9', stack.anonKey, clientOptions);
    expect(await enrichSummary({ invoke: supabaseInvoke(offline), job, screening, resumeText: resume })).toEqual({
      text: screening.summary,
      source: 'deterministic',
    });
  });
});
