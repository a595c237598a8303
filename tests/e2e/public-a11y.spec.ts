// Every public route (and its dialogs and chats) has no serious or critical axe-core violation.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, expectNoSeriousA11yViolations, signIn, DEMO } from './support/fixtures';
import { createPublishedJob, publicPaths, waitUntilLoaded } from './public-helpers';

test('public pages have no serious or critical accessibility violations', async ({ page }) => {
  const job = await createPublishedJob();
  for (const path of [...publicPaths(job.id), '/job/00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await waitUntilLoaded(page);
    await expectNoSeriousA11yViolations(page);
  }
});

test('the public dialogs and chats have no serious or critical accessibility violations', async ({ page }) => {
  const job = await createPublishedJob();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Join the Waitlist' }).click();
  const waitlist = page.getByRole('dialog', { name: 'Join the Partii Waitlist' });
  await waitlist.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(waitlist.getByText('Company name is required.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(waitlist).toBeHidden();

  await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Us' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.goto(`/job/${job.id}`);
  await page.getByRole('button', { name: 'Ask Questions' }).click();
  await page.getByRole('textbox', { name: 'Your question' }).fill('Is this remote?');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByRole('log', { name: 'Job questions' })).toContainText('Bristol, UK');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('log', { name: 'Application chat' })).toContainText('5-7 minutes');
  await expectNoSeriousA11yViolations(page);
});

test('/app/apply/{jobId} (signed in) has no serious or critical accessibility violations', async ({ page }) => {
  const job = await createPublishedJob();
  await page.goto('/auth');
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(`/app/apply/${job.id}`);
  await expect(page.getByRole('heading', { name: 'Job Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: job.title })).toHaveAttribute('href', `/job/${job.id}`);
  await expect(page.getByRole('log', { name: 'Application chat' })).toContainText('5-7 minutes');
  await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeEnabled();
  // Only the apply screen itself: the recruiter shell around it is covered by the shell's own specs.
  await expect(page.locator('main .partii-public')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).include('main .partii-public').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

  await page.goto('/app/apply/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Job Not Found' })).toBeVisible({ timeout: 20_000 });
});
