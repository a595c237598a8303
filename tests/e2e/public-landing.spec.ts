// The landing page (spec §2 "/"), its demo animation (§4 timings), /welcome's rotating
// illustrations (§9: every 3 s) and the legal pages' facts.
import { test, expect } from './support/fixtures';

test('landing: header, hero, sections, the two-panel demo on its timings, and the footer', async ({ page }) => {
  await page.goto('/');
  const start = Date.now();
  await expect(page.getByRole('banner').getByRole('link', { name: /Partii/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const heading of [
    'Job creation',
    'Candidate management',
    'Interview coordination',
    'Analytics',
    'Create',
    'Connect',
    'Match',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why Partii is different' })).toBeVisible();

  const manager = page.getByRole('region', { name: 'Hiring Manager View' });
  const candidate = page.getByRole('region', { name: 'Candidate View' });
  // Manager messages every 1500 ms (3 by 4.5 s); the candidate panel starts after a 900 ms pause.
  await expect(manager.getByText(/team's culture/)).toBeVisible({ timeout: 4000 });
  await expect(candidate.getByText(/collaborate/)).toHaveCount(0);
  await expect(manager.getByText(/hidden requirements/)).toBeVisible({ timeout: 6000 });
  await expect(candidate.getByText(/collaborate/)).toBeVisible({ timeout: 4000 });
  const firstCandidateAt = Date.now() - start;
  expect(firstCandidateAt).toBeGreaterThanOrEqual(5400 - 200);
  await expect(candidate.getByText(/share it with the team/)).toBeVisible({ timeout: 5000 });

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Partii`);
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Effective date: April 22, 2025')).toBeVisible();
  await expect(page.getByText(/AI-powered applicant tracking system/).first()).toBeVisible();
  await expect(page.getByText(/data controller/).first()).toBeVisible();
  await expect(page.getByText(/data processor/).first()).toBeVisible();
  await expect(page.getByText(/laws of the United Kingdom/)).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Effective date: April 22, 2025')).toBeVisible();
  await expect(page.getByText(/requires a paid subscription/)).toBeVisible();
  await expect(page.getByText(/laws of the United Kingdom/)).toBeVisible();
});

test('/welcome rotates its illustrations every 3 seconds', async ({ page }) => {
  await page.goto('/welcome');
  const captions = ['Conversations instead of forms', 'A pipeline that moves itself', 'Insight into every hire'];
  await expect(page.getByText(captions[0])).toBeVisible();
  await expect(page.getByText(captions[1])).toBeVisible({ timeout: 4000 });
  await expect(page.getByText(captions[0])).toHaveCount(0);
  await expect(page.getByText(captions[2])).toBeVisible({ timeout: 4000 });
  await expect(page.getByRole('heading', { name: 'The problem' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The solution' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stay in the Loop' })).toBeVisible();
});
