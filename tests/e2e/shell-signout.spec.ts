// Signing out on a device with writes not yet sent, and on shared devices (issue #9 "Sign-out and
// shared devices"): the dialog says how many writes are waiting and can wait for them; writes left
// behind stay in that recruiter's store and are sent at their next sign-in — never under another
// account; "Remove this device's data" deletes the store. Sign-out works offline.
import type { Page, Route } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  test,
  expect,
  createRecruiter,
  goOffline,
  goOnline,
  insertJob,
  serviceClient,
  signIn,
  waitForServiceWorker,
  expectNoSeriousA11yViolations,
} from './support/fixtures';

async function jobStatus(id: string) {
  const { data } = await serviceClient().from('jobs').select('status').eq('id', id).single();
  return data?.status as string | undefined;
}

async function companyDbExists(page: Page, userId: string) {
  return page.evaluate(
    async (name) => (await indexedDB.databases()).some((db) => db.name === name),
    `partii-company-${userId}`,
  );
}

/**
 * What an applicant left in this browser's public store (issue 24: a shared computer): an
 * application chat with contact details, its resume file, and an unsent (failed, so the sync leaves
 * it) submission in the public outbox.
 */
async function leaveApplicantData(page: Page) {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('partii-public');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['applyDrafts', 'blobs', 'outbox'], 'readwrite');
    tx.objectStore('applyDrafts').put({
      jobId: 'e2e-job',
      applicationId: 'e2e-application',
      messages: [{ id: 'm1', role: 'user', content: 'jane@example.com', timestamp: 1 }],
      progress: 100,
      answers: [],
      resume: { blobKey: 'resume:e2e-application', name: 'cv.pdf', type: 'application/pdf', text: 'Jane' },
      contact: { email: 'jane@example.com' },
      status: 'submitted',
      updatedAt: 1,
    });
    tx.objectStore('blobs').put({
      key: 'resume:e2e-application',
      blob: new Blob(['%PDF jane']),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    tx.objectStore('outbox').add({
      mutationId: crypto.randomUUID(),
      table: '',
      op: 'rpc',
      rpc: { fn: 'submit_application', args: { p_email: 'jane@example.com' } },
      status: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: Date.now(),
      error: { message: 'Job not found or not accepting applications' },
    });
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
}

/** How many rows each store of the public database holds. */
async function publicStoreCounts(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('partii-public');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const counts: Record<string, number> = {};
    for (const name of ['applyDrafts', 'blobs', 'outbox', 'jobs']) {
      counts[name] = await new Promise<number>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    db.close();
    return counts;
  });
}

/** A recruiter with one published job, signed in on the jobs list with the job's card shown. */
async function recruiterWithJob(page: Page) {
  const recruiter = await createRecruiter();
  const title = `Sign-out Writer ${randomUUID().slice(0, 6)}`;
  const jobId = await insertJob(recruiter.userId, { title });
  await signIn(page, recruiter.email, recruiter.password);
  await page.goto('/app/jobs');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const archive = async () => {
    await card.getByRole('button', { name: new RegExp(`Status of ${title}: Active`) }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(card.getByRole('button', { name: new RegExp(`Status of ${title}: Archived`) })).toBeVisible();
  };
  return { recruiter, jobId, archive };
}

async function openLogOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

test('signing out with a write not yet sent says so, waits for it, then signs out', async ({ page, context }) => {
  const { jobId, archive } = await recruiterWithJob(page);

  // The server is slow to take the next push: held until the recruiter has chosen to wait.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  };
  await context.route('**/rest/v1/rpc/sync_push', hold);
  await archive();

  await openLogOut(page);
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog.getByTestId('signout-pending')).toContainText('1 change not sent yet');
  await expect(dialog).toContainText('will be sent the next time you sign in here');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Wait for them' }).click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/app/);
  expect(await jobStatus(jobId)).toBe('published');

  release();
  await expect(page.getByText('Signed out')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/auth/);
  expect(await jobStatus(jobId)).toBe('archived');
  await context.unroute('**/rest/v1/rpc/sync_push', hold);
});

test("offline sign-out keeps the write for that recruiter's next sign-in, never another account's", async ({
  page,
  context,
}) => {
  const { recruiter, jobId, archive } = await recruiterWithJob(page);
  await waitForServiceWorker(page);

  await goOffline(context);
  await archive();
  await openLogOut(page);
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog.getByTestId('signout-pending')).toContainText('1 change not sent yet');
  await expect(dialog).toContainText("You're offline.");
  await expect(dialog.getByRole('button', { name: 'Wait for them' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Log out now' }).click();
  await expect(page.getByText('Signed out')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);

  // Another recruiter signs in on this device: the first one's write is not theirs to send.
  await goOnline(context);
  const other = await createRecruiter();
  await signIn(page, other.email, other.password);
  await page.waitForTimeout(3000);
  expect(await jobStatus(jobId)).toBe('published');
  expect(await companyDbExists(page, recruiter.userId)).toBe(true);
  await openLogOut(page);
  await expect(page).toHaveURL(/\/auth/);

  // The first recruiter comes back: their write goes out now.
  await signIn(page, recruiter.email, recruiter.password);
  await expect.poll(() => jobStatus(jobId), { timeout: 30_000 }).toBe('archived');
});

test('"Remove this device\'s data" deletes the recruiter\'s store and what an applicant left in the public one', async ({
  page,
}) => {
  const { recruiter } = await recruiterWithJob(page);
  expect(await companyDbExists(page, recruiter.userId)).toBe(true);
  await leaveApplicantData(page);
  expect(await publicStoreCounts(page)).toMatchObject({ applyDrafts: 1, blobs: 1, outbox: 1 });
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: "Remove this device's data" }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog.getByRole('checkbox', { name: "Remove this device's data" })).toBeChecked();
  await dialog.getByRole('button', { name: 'Remove data and log out' }).click();
  await expect(page.getByText("This device's data was removed.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => companyDbExists(page, recruiter.userId)).toBe(false);
  // Nothing of the applicant is left; the public job board may stay.
  expect(await publicStoreCounts(page)).toMatchObject({ applyDrafts: 0, blobs: 0, outbox: 0 });
});
