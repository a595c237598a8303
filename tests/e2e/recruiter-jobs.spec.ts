import { test, expect, signIn, serviceClient, DEMO, demoJob } from './support/fixtures';

// The demo recruiter's seeded data (supabase/local/seed.ts): 15 published jobs, 10–30 applications each.
const DEMO_JOB = 'Senior Frontend Engineer';

test.describe('recruiter: jobs, status and the kanban', () => {
  test("changes a job's status from the badge menu; the change reaches the server", async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/app/jobs');
    const card = page.getByRole('article', { name: 'Technical Writer' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /Status of Technical Writer: Active/ }).click();
    // The current value is disabled.
    await expect(page.getByRole('menuitem', { name: 'Set as Active' })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(page.getByText('Job status updated to archived')).toBeVisible();
    await expect(card.getByRole('button', { name: /Status of Technical Writer: Archived/ })).toBeVisible();

    const db = serviceClient();
    await expect
      .poll(async () => (await demoJob<{ status: string }>('Technical Writer', 'status', db))?.status, {
        timeout: 20_000,
      })
      .toBe('archived');

    // Archived jobs offer Restore Job, which publishes again.
    await page.getByRole('tab', { name: 'Archived' }).click();
    await card.getByRole('button', { name: /Status of Technical Writer: Archived/ }).click();
    await page.getByRole('menuitem', { name: 'Restore Job' }).click();
    await expect(page.getByText('Job status updated to published')).toBeVisible();
    await expect
      .poll(async () => (await demoJob<{ status: string }>('Technical Writer', 'status', db))?.status, {
        timeout: 20_000,
      })
      .toBe('published');
  });

  test('drags candidates from Applied to Interview with the mouse and with the keyboard; both reach the server', async ({
    page,
  }) => {
    const db = serviceClient();
    const job = await demoJob(DEMO_JOB, 'id', db);
    const { data: applied } = await db
      .from('applications')
      .select('id')
      .eq('job_id', job!.id)
      .eq('status', 'applied')
      .order('created_at', { ascending: false });
    expect(applied!.length).toBeGreaterThanOrEqual(2);

    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(`/app/jobs/${job!.id}/candidates`);
    // The first visit fills the local store; wait for this job's candidates to arrive.
    await expect(page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first()).toBeVisible({
      timeout: 30_000,
    });
    // The List/Flow toggle is a radio group: arrow keys switch the view.
    await page.getByRole('radio', { name: 'List' }).focus();
    await page.keyboard.press('ArrowRight');
    const appliedColumn = page.getByRole('region', { name: 'Applied stage' });
    const interviewColumn = page.getByRole('region', { name: 'Interview stage' });
    await expect(appliedColumn).toBeVisible();

    // Mouse: the newest applied card onto the Interview column.
    const first = page.getByTestId(`kanban-card-${applied![0]!.id}`);
    await expect(first).toBeVisible();
    const from = (await first.boundingBox())!;
    const to = (await interviewColumn.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await page.mouse.up();
    await expect(interviewColumn.getByTestId(`kanban-card-${applied![0]!.id}`)).toBeVisible();

    // Keyboard: focus the next applied card, Space to lift, two columns right, Space to drop.
    const second = page.getByTestId(`kanban-card-${applied![1]!.id}`);
    await second.focus();
    // Each step waits for the screen-reader announcement, as a keyboard user would hear it.
    const announcer = page.getByRole('status').filter({ hasText: /Picked up|is over|was moved/ });
    await page.keyboard.press('Space');
    await expect(announcer).toContainText(/Picked up|is over the Applied stage/);
    await page.keyboard.press('ArrowRight');
    await expect(announcer).toContainText('is over the Screening stage');
    await page.keyboard.press('ArrowRight');
    await expect(announcer).toContainText('is over the Interview stage');
    await page.keyboard.press('Space');
    await expect(announcer).toContainText('was moved to Interview');
    await expect(interviewColumn.getByTestId(`kanban-card-${applied![1]!.id}`)).toBeVisible();

    await expect
      .poll(
        async () =>
          (await db.from('applications').select('id, status').in('id', [applied![0]!.id, applied![1]!.id])).data?.map(
            (a) => a.status,
          ),
        { timeout: 20_000 },
      )
      .toEqual(['interview', 'interview']);
  });

  test('opens /app/jobs and /app/candidates from the local store with the network cut', async ({ page, context }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/app/jobs');
    await expect(page.getByRole('article', { name: DEMO_JOB, exact: true })).toBeVisible();
    await page.goto('/app/candidates');
    await expect(page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first()).toBeVisible();

    await context.setOffline(true);
    // In-app navigation: no network, the screens read the local store.
    await page.getByRole('link', { name: 'Jobs' }).first().click();
    await expect(page.getByRole('article', { name: DEMO_JOB, exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Candidates' }).first().click();
    await expect(page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first()).toBeVisible();
    await context.setOffline(false);
  });

  test('job detail: stats, tabs with counts and Share This Job (Copied! for 2 s)', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const db = serviceClient();
    const job = await demoJob('Data Scientist', 'id', db);
    const { count } = await db.from('applications').select('id', { count: 'exact', head: true }).eq('job_id', job!.id);

    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(`/app/jobs/${job!.id}`);
    await expect(page.getByRole('tab', { name: `All Candidates (${count})` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Interview Rate')).toBeVisible();
    await expect(page.getByText(/^\d+(\.\d)?\/5$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Public job link' })).toHaveValue(new RegExp(`/job/${job!.id}$`));
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/job/${job!.id}$`));
    await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4_000 });

    await page.goto('/app/jobs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  });

  test('the global search finds jobs and candidates in the local store and navigates', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/app/jobs');
    await expect(page.getByRole('article', { name: 'Security Engineer' })).toBeVisible({ timeout: 30_000 });
    const search = page.getByRole('textbox', { name: 'Search jobs and candidates' });
    await search.fill('security eng');
    await page.getByRole('option', { name: /Security Engineer/ }).click();
    await expect(page).toHaveURL(/\/app\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Security Engineer', level: 1 })).toBeVisible();
  });
});
