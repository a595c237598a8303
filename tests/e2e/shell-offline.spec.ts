import type { Page } from '@playwright/test';
import {
  test,
  expect,
  createRecruiter,
  insertJob,
  serviceClient,
  signIn,
  goOffline,
  goOnline,
  waitForServiceWorker,
} from './support/fixtures';

async function serverJobStatus(jobId: string): Promise<string | undefined> {
  const { data, error } = await serviceClient().from('jobs').select('status').eq('id', jobId).single();
  if (error) throw new Error(error.message);
  return data?.status as string | undefined;
}

function statusButton(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(`^Status of ${title}:`) });
}

async function setStatusFromJobsList(page: Page, title: string, item: RegExp) {
  await statusButton(page, title).click();
  // Scoped to this job's menu: another job's menu may still be closing (its items in the DOM).
  await page
    .getByRole('menu', { name: `Status of ${title}` })
    .getByRole('menuitem', { name: item })
    .click();
}

test.describe('offline-first recruiter shell', () => {
  test('reloads offline from the service worker with the cached session; an offline write survives a reload and reaches the server when back online', async ({
    page,
    context,
  }) => {
    const recruiter = await createRecruiter();
    const title = `Offline job ${Date.now()}`;
    const jobId = await insertJob(recruiter.userId, { title, status: 'published' });

    await signIn(page, recruiter.email, recruiter.password);
    await page.goto('/app/jobs');
    await expect(statusButton(page, title)).toHaveAccessibleName(/: Active/);
    await waitForServiceWorker(page);

    await goOffline(context);
    await page.reload();
    // The shell and the company's data come from the service worker and IndexedDB.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/jobs$/);
    await expect(page.getByTestId('sync-indicator')).toContainText('Offline');

    await setStatusFromJobsList(page, title, /Draft/);
    await expect(statusButton(page, title)).toHaveAccessibleName(/: Draft/);
    await expect(page.getByTestId('sync-indicator')).toContainText('1 pending');

    await page.reload();
    await expect(statusButton(page, title)).toHaveAccessibleName(/: Draft/);
    await expect(page.getByTestId('sync-indicator')).toContainText('Offline · 1 pending');
    expect(await serverJobStatus(jobId)).toBe('published');

    await goOnline(context);
    await expect.poll(() => serverJobStatus(jobId), { timeout: 20_000 }).toBe('draft');
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-tone', 'synced', { timeout: 20_000 });
    await expect(page.getByTestId('sync-indicator')).not.toContainText('pending');
  });

  test('opened offline with an expired access token, the recruiter still gets in (no sign-out on a failed refresh)', async ({
    page,
    context,
  }) => {
    const recruiter = await createRecruiter();
    await signIn(page, recruiter.email, recruiter.password);
    await waitForServiceWorker(page);
    await goOffline(context);
    // Age the stored session as if the app were last opened hours ago.
    const aged = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => /^sb-.+-auth-token$/.test(k));
      if (!key) return false;
      const session = JSON.parse(localStorage.getItem(key)!);
      session.expires_at = Math.floor(Date.now() / 1000) - 3600;
      localStorage.setItem(key, JSON.stringify(session));
      return true;
    });
    expect(aged).toBe(true);
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText(recruiter.email).first()).toBeVisible();
    await expect(page).toHaveURL(/\/app\/settings$/);

    // Back online, the session is refreshed and the recruiter stays signed in.
    await goOnline(context);
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-tone', 'synced', { timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  });

  test('opening a deep /app link offline still shows the shell', async ({ page, context }) => {
    const recruiter = await createRecruiter();
    await signIn(page, recruiter.email, recruiter.password);
    await waitForServiceWorker(page);
    await goOffline(context);
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText(recruiter.email).first()).toBeVisible();
  });
});

test('the sync indicator counts writes made offline and clears once they reach the server', async ({
  page,
  context,
}) => {
  const recruiter = await createRecruiter();
  const first = `Indicator job A ${Date.now()}`;
  const second = `Indicator job B ${Date.now()}`;
  const firstId = await insertJob(recruiter.userId, { title: first, status: 'published' });
  const secondId = await insertJob(recruiter.userId, { title: second, status: 'published' });

  await signIn(page, recruiter.email, recruiter.password);
  await page.goto('/app/jobs');
  await expect(statusButton(page, second)).toHaveAccessibleName(/: Active/);
  const indicator = page.getByTestId('sync-indicator');
  await expect(indicator).toHaveAttribute('data-tone', 'synced');

  await goOffline(context);
  await expect(indicator).toHaveAttribute('data-tone', 'offline');
  await setStatusFromJobsList(page, first, /Draft/);
  await expect(indicator).toContainText('Offline · 1 pending');
  await setStatusFromJobsList(page, second, /Archive/);
  await expect(indicator).toContainText('Offline · 2 pending');
  await indicator.click();
  await expect(page.getByTestId('sync-pending')).toContainText('2 pending — waiting to be sent');
  await page.keyboard.press('Escape');

  await goOnline(context);
  await expect(indicator).toHaveAttribute('data-tone', 'synced', { timeout: 20_000 });
  await expect(indicator).toHaveText('Synced');
  expect(await serverJobStatus(firstId)).toBe('draft');
  expect(await serverJobStatus(secondId)).toBe('archived');
});
