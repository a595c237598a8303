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
export async function createRecruiter(): Promise<Recruiter> {
  const recruiter = { email: `recruiter-${randomUUID().slice(0, 8)}@example.com`, password: `pw-${randomUUID()}` };
  const client = createClient(stackEnv.supabaseUrl, stackEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signUp(recruiter);
  if (error || !data.user) throw new Error(`createRecruiter: ${error?.message ?? 'no user'}`);
  return recruiter;
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
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
}

/** Waits until the page is controlled by the app's service worker (needed before offline reloads). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    return Boolean(registration?.active && navigator.serviceWorker.controller);
  }, undefined, { timeout: 60_000 });
}

/** Fails with a readable list when axe finds serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.impact}: ${v.id} — ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
