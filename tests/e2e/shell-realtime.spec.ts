import { test, expect, createRecruiter, insertJob, signIn } from './support/fixtures';

test('two browsers signed in as the same recruiter: a change in one shows in the other within 2 s', async ({
  browser,
}) => {
  const recruiter = await createRecruiter();
  const title = `Realtime job ${Date.now()}`;
  await insertJob(recruiter.userId, { title, status: 'published' });

  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await signIn(pageA, recruiter.email, recruiter.password);
    await signIn(pageB, recruiter.email, recruiter.password);
    await pageA.goto('/app/jobs');
    await pageB.goto('/app/jobs');
    const statusA = pageA.getByRole('button', { name: new RegExp(`^Status of ${title}:`) });
    const statusB = pageB.getByRole('button', { name: new RegExp(`^Status of ${title}:`) });
    await expect(statusA).toHaveAccessibleName(/: Active/);
    await expect(statusB).toHaveAccessibleName(/: Active/);
    // Let both tabs finish their first pull and realtime subscription.
    await expect(pageA.getByTestId('sync-indicator')).toHaveAttribute('data-tone', 'synced');
    await expect(pageB.getByTestId('sync-indicator')).toHaveAttribute('data-tone', 'synced');

    await statusA.click();
    await pageA.getByRole('menuitem', { name: /Archive/ }).click();
    const changedAt = Date.now();
    await expect(statusA).toHaveAccessibleName(/: Archived/);
    await expect(statusB).toHaveAccessibleName(/: Archived/, { timeout: 2_000 });
    expect(Date.now() - changedAt).toBeLessThanOrEqual(2_000);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});
