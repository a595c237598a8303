// The public job board is synced into the visitor's store: after one visit it opens, searches and
// shows job pages with no connection at all.
import { test, expect, goOffline, waitForServiceWorker } from './support/fixtures';
import { createPublishedJob } from './public-helpers';

test('the job board loads offline after one visit', async ({ page, context }) => {
  const job = await createPublishedJob();
  await page.goto('/jobs');
  await expect(page.getByRole('article', { name: job.title })).toBeVisible();
  await waitForServiceWorker(page);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Open positions' })).toBeVisible();
  await expect(page.getByRole('article', { name: job.title })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(job.skills[2].toLowerCase());
  await expect(page.getByText('1 opportunity', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('no job is called this');
  await expect(page.getByRole('heading', { name: 'No matching jobs found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(page.getByRole('article', { name: job.title })).toBeVisible();

  await page.getByRole('link', { name: `View Details: ${job.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByTestId('job-salary')).toHaveText('$85,000 - $120,000');

  await page.goto('/candidates');
  await expect(page.getByRole('heading', { name: 'Featured Opportunities' })).toBeVisible();
  await page.getByRole('button', { name: /^Engineering, 28 jobs$/ }).click();
  await expect(page.getByRole('searchbox', { name: 'What kind of job are you looking for?' })).toHaveValue(
    'Engineering',
  );
});
