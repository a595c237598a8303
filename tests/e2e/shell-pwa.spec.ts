import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer, listen } from '../../scripts/serve.mjs';
import { test, expect, createRecruiter, signIn, stackEnv, goOffline, waitForServiceWorker } from './support/fixtures';
import { initialsFromEmail } from '../../src/auth/userName';
import { SPEC_SIDE_BAR } from '../../src/test-support/specSideBar';

test('the web manifest makes Partii installable: name, start URL /app, icons 192/512 and maskable', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Partii', short_name: 'Partii', start_url: '/app', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    // A real PNG of the stated size: the IHDR width/height fields.
    const bytes = await response.body();
    const size = Number(icon.sizes.split('x')[0]);
    expect(bytes.readUInt32BE(16)).toBe(size);
    expect(bytes.readUInt32BE(20)).toBe(size);
  }
});

test('every route of the app opens offline once the service worker is installed', async ({ page, context }) => {
  const recruiter = await createRecruiter();
  await signIn(page, recruiter.email, recruiter.password);
  await waitForServiceWorker(page);
  await goOffline(context);
  const routes = [
    '/',
    '/welcome',
    '/jobs',
    '/candidates',
    '/privacy-policy',
    '/terms-of-service',
    '/apply-success',
    '/app',
    '/app/jobs',
    '/app/candidates',
    '/app/job-description/new',
    '/app/flows',
    '/app/interviews',
    '/app/chat',
    '/app/settings',
    '/no-such-page',
  ];
  for (const route of routes) {
    const response = await page.goto(route);
    // Served by the service worker (an offline network answer would have thrown here).
    expect(response?.fromServiceWorker(), route).toBe(true);
    await expect(page.locator('#root'), route).not.toBeEmpty();
    await expect(page.getByText('Unexpected Application Error!'), route).toHaveCount(0);
  }
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});

test('a new version waits for the user: "A new version is available" → Reload switches to it', async ({ browser }) => {
  // A private copy of the build on its own server, so this test can publish a "new version".
  const dist = await mkdtemp(path.join(os.tmpdir(), 'partii-pwa-update-'));
  await cp(stackEnv.distDir, dist, { recursive: true });
  const server = createStaticServer({
    root: dist,
    config: { supabaseUrl: stackEnv.supabaseUrl, supabaseAnonKey: stackEnv.anonKey },
  });
  const port = await listen(server, 0);
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  try {
    const page = await context.newPage();
    await page.goto('/privacy-policy');
    await waitForServiceWorker(page);
    await page.evaluate(() => ((window as unknown as { __beforeUpdate: boolean }).__beforeUpdate = true));

    // Publish a new service worker (any byte change makes the browser install it).
    const swPath = path.join(dist, 'sw.js');
    await writeFile(swPath, `${await readFile(swPath, 'utf8')}\n// next release\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 60_000 });
    // Nothing reloads until the user says so.
    expect(await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate)).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { __beforeUpdate?: boolean }).__beforeUpdate ?? false)).toBe(
      false,
    );
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))
      .toBe(false);
  } finally {
    await context.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dist, { recursive: true, force: true });
  }
});

test('below 768 px the side bar hides behind the burger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const recruiter = await createRecruiter();
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(recruiter.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(recruiter.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'));

  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const jobsLink = navigation.getByRole('link', { name: 'Jobs' });
  await expect(jobsLink).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(jobsLink).toBeInViewport();
  await jobsLink.click();
  await expect(page).toHaveURL(/\/app\/jobs$/);
  await expect(jobsLink).not.toBeInViewport();
});

test('the shell lists the spec side bar and the user: initials, first name, role', async ({ page }) => {
  const recruiter = await createRecruiter();
  await signIn(page, recruiter.email, recruiter.password);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [label, href] of SPEC_SIDE_BAR) {
    await expect(navigation.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  // Only the current section is marked: the Dashboard (/app) is not active on /app/settings.
  await navigation.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(navigation.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(navigation.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  // 'recruiter-<random hex>@example.com' → first name 'Recruiter'; the initials depend on the
  // random part (the rule itself is unit-tested in src/auth/userName.test.ts).
  await expect(page.getByTestId('user-card')).toContainText('Recruiter');
  // Issue 13: the role in the open company replaced the fixed "Team Manager"; a sign-up owns its company.
  await expect(page.getByTestId('user-card')).toContainText('Owner');
  await expect(page.getByTestId('user-card')).toContainText(initialsFromEmail(recruiter.email));
  await page.getByRole('button', { name: 'User menu' }).click();
  for (const item of ['Profile', 'Settings', 'Help', 'Log out']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
});
