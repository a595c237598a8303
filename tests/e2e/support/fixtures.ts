// Shared helpers for the end-to-end specs. Import `test` and `expect` from here:
//
//   import { test, expect, signIn, DEMO } from './support/fixtures';
//   test('…', async ({ page }) => { await signIn(page, DEMO.email, DEMO.password); … });
//
// The stack and the app are started once by global-setup.ts; their addresses come from env.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';

export { expect };

/** The seeded demo recruiter (spec §9 demo data). */
export const DEMO = { email: 'demo@partii.local', password: 'partii-demo' } as const;

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run specs through playwright.config.ts (its global setup sets it)`);
  return value;
}

export const stackEnv = {
  get baseUrl() {
    return requiredEnv('BASE_URL');
  },
  get supabaseUrl() {
    return requiredEnv('SUPABASE_URL');
  },
  get anonKey() {
    return requiredEnv('SUPABASE_ANON_KEY');
  },
  get serviceRoleKey() {
    return requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
  },
  /** The build the app server serves (dist/ unless PARTII_E2E_DIST points elsewhere). */
  get distDir() {
    return requiredEnv('PARTII_E2E_DIST');
  },
};

export const test = base.extend({
  // Make sure every spec talks to the app the global setup started.
  baseURL: async ({}, use) => {
    await use(stackEnv.baseUrl);
  },
});

/** Signs in through the /auth screen and waits until the recruiter shell is shown. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!/\/auth(\?|$)/.test(page.url())) await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

export interface Recruiter {
  email: string;
  password: string;
}

/** A fresh recruiter account made through /signup; the page ends signed in on /app. */
export async function signUpNewRecruiter(page: Page): Promise<Recruiter> {
  const recruiter = { email: `recruiter-${randomUUID().slice(0, 8)}@example.com`, password: `pw-${randomUUID()}` };
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(recruiter.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(recruiter.password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'));
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  return recruiter;
}

/**
 * A fresh recruiter account created through the auth API (no UI), for specs that need someone to
 * sign in as. The local stack signs new users in at once (confirmations off in the e2e stack).
 */
export async function createRecruiter(): Promise<Recruiter & { userId: string }> {
  const recruiter = { email: `recruiter-${randomUUID().slice(0, 8)}@example.com`, password: `pw-${randomUUID()}` };
  const client = createClient(stackEnv.supabaseUrl, stackEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signUp(recruiter);
  if (error || !data.user) throw new Error(`createRecruiter: ${error?.message ?? 'no user'}`);
  return { ...recruiter, userId: data.user.id };
}

/** Inserts a job owned by `companyId` straight on the server (service role), returning its id. */
export async function insertJob(
  companyId: string,
  fields: { title: string; status?: 'published' | 'draft' | 'archived' } & Record<string, unknown>,
): Promise<string> {
  const id = randomUUID();
  const { error } = await serviceClient()
    .from('jobs')
    .insert({ id, company_id: companyId, status: 'published', ...fields });
  if (error) throw new Error(`insertJob: ${error.message}`);
  return id;
}

/** A service_role client (bypasses RLS) to check what reached the server. */
export function serviceClient(): SupabaseClient {
  return createClient(stackEnv.supabaseUrl, stackEnv.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/**
 * Cuts the whole browser context off the network (pages and the service worker's own fetches)
 * and fires the 'offline' event in the pages.
 */
/** The demo recruiter's company (its user id): other tests' recruiters may own jobs with the same titles. */
export async function demoCompanyId(db: SupabaseClient = serviceClient()): Promise<string> {
  const { data, error } = await db.auth.admin.listUsers({ perPage: 1000 });
  if (error) throw error;
  return data.users.find((u) => u.email === DEMO.email)!.id;
}

/** Demo ids the route tests open: the published Data Scientist job (it has applicants) and its first candidate. */
/**
 * The demo recruiter's job with this title (the demo data has one of each; other specs' recruiters
 * may own jobs with the same titles), with the `columns` asked for; null when there is none.
 */
export async function demoJob<Row = { id: string }>(
  title: string,
  columns = 'id',
  db: SupabaseClient = serviceClient(),
): Promise<Row | null> {
  const { data } = await db
    .from('jobs')
    .select(columns)
    .eq('company_id', await demoCompanyId(db))
    .eq('title', title)
    .single();
  return data as Row | null;
}

export async function demoJobAndCandidate(
  db: SupabaseClient = serviceClient(),
): Promise<{ jobId: string; candidateId: string }> {
  const job = await demoJob('Data Scientist', 'id', db);
  const { data: application } = await db
    .from('applications')
    .select('applicant_id')
    .eq('job_id', job!.id)
    .order('created_at')
    .limit(1)
    .single();
  return { jobId: job!.id, candidateId: application!.applicant_id };
}

/**
 * The demo company's first interview plan (by name) and the first scheduled interview (by time)
 * the demo owner is on, so its kit offers them a scorecard (issue 14).
 */
export async function demoPlanAndInterview(
  db: SupabaseClient = serviceClient(),
): Promise<{ flowId: string; interviewId: string }> {
  const company = await demoCompanyId(db);
  const { data: plan, error } = await db
    .from('interview_plans')
    .select('id')
    .eq('company_id', company)
    .is('deleted_at', null)
    .order('name')
    .limit(1)
    .single();
  if (error) throw error;
  const { data: interview, error: interviewError } = await db
    .from('interviews')
    .select('id')
    .eq('company_id', company)
    .eq('status', 'scheduled')
    .contains('interviewer_ids', [company])
    .order('starts_at')
    .order('id')
    .limit(1)
    .single();
  if (interviewError) throw interviewError;
  return { flowId: plan.id as string, interviewId: interview.id as string };
}

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

/**
 * Waits until the app's service worker has finished installing (every asset precached), is
 * activated, controls the page and holds /config.json — only then can the app reload offline.
 * Polls the worker's state as a word, so that a timeout says where it stopped ('installing',
 * 'no registration', 'no config cached', …) rather than only "false".
 * A worker still not ready after half the wait gets one reload: the browser retries a failed
 * install only when a page registers again, which a user's next visit does (CI once saw an
 * install that never finished after the sign-up and invite pages, and never locally).
 */
export async function waitForServiceWorker(page: Page, timeout = 60_000): Promise<void> {
  const readiness = () =>
    page.evaluate(serviceWorkerReadiness).catch((error: unknown) => `evaluate failed: ${String(error)}`);
  const half = { timeout: timeout / 2, intervals: [250, 500, 1000] };
  try {
    await expect.poll(readiness, half).toBe('ready');
  } catch {
    const before = await readiness();
    console.warn(`[e2e] service worker not ready after ${timeout / 2000} s (${before}): reloading once`);
    await page.reload();
    await expect
      .poll(readiness, { ...half, message: `service worker ready (before the reload: ${before})` })
      .toBe('ready');
  }
}

/** Runs in the page: 'ready', or what the service worker still lacks. */
async function serviceWorkerReadiness(): Promise<string> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration) return 'no registration';
  if (!registration.active)
    return registration.installing ? 'installing' : registration.waiting ? 'waiting' : 'no worker';
  if (registration.active.state !== 'activated') return `active worker ${registration.active.state}`;
  if (!navigator.serviceWorker.controller) return 'page not controlled';
  // …and the backend address is in the worker's cache (the app warms it on first control).
  return (await caches.match('/config.json')) ? 'ready' : 'no config cached';
}

/** Fails with a readable list when axe finds serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Let opening/closing transitions (Mantine modals fade and scale) end first: axe measures colour
  // contrast on what is painted, and a half-faded button reads as low contrast.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.impact}: ${v.id} — ${v.help} (${v.nodes.length}×: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')})`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The bell's unread count, read from its name ("Notifications, 3 unread"). */
export async function bellUnread(page: Page): Promise<number> {
  const name =
    (await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}
