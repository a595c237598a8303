import { randomUUID } from 'node:crypto';
import { test, expect, signIn, signUpNewRecruiter, serviceClient, DEMO } from './support/fixtures';

test.describe('recruiter: candidates', () => {
  test('Add Candidate validates the required fields, then adds the candidate to a job', async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    const email = `grace.${tag}@example.com`;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/app/candidates');
    await expect(page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first()).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Candidate' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await dialog.getByRole('button', { name: 'Add Candidate' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields.');

    await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Hopper${tag}`);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: 'Security Engineer' }).click();
    await dialog.getByRole('button', { name: 'Add Candidate' }).click();
    await expect(page.getByText('Candidate added successfully')).toBeVisible();
    await expect(page.getByText(`Grace Hopper${tag} has been added as a candidate`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new candidate is listed (New) with the job as role.
    await page.getByRole('textbox', { name: 'Search candidates' }).fill(`Hopper${tag}`);
    const card = page.getByRole('listitem', { name: `Grace Hopper${tag}` });
    await expect(card).toContainText('Security Engineer');
    await expect(card).toContainText('New');

    const db = serviceClient();
    await expect
      .poll(
        async () => {
          const { data } = await db
            .from('profiles')
            .select('id, applications(status, ai_summary)')
            .eq('email', email)
            .maybeSingle();
          return data?.applications;
        },
        { timeout: 30_000 },
      )
      .toEqual([{ status: 'applied', ai_summary: expect.stringContaining('Security Engineer') }]);
  });

  test('row menu moves a candidate to Interview and the tabs follow', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/app/candidates');
    await page.getByRole('tab', { name: 'New' }).click();
    const first = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const name = (await first.getAttribute('aria-label'))!;
    await first.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Move to Interview' }).click();
    await expect(page.getByText(`${name} moved to Interview`)).toBeVisible();
    await page.getByRole('tab', { name: 'Interview' }).click();
    await expect(page.getByRole('listitem', { name }).first()).toBeVisible();
  });

  test('a fresh recruiter fills jobs and candidates with the demo-data buttons', async ({ page }) => {
    test.setTimeout(180_000);
    const recruiter = await signUpNewRecruiter(page);
    await page.goto('/app/jobs');
    await expect(page.getByText('No jobs found')).toBeVisible();
    await expect(page.getByText('Create your first job posting to start receiving applications.')).toBeVisible();

    await page.getByRole('button', { name: 'Generate Demo Jobs' }).click();
    await expect(page.getByRole('article')).toHaveCount(15);
    await page.getByRole('button', { name: 'Generate Demo Candidates' }).click();
    await expect(page.getByText(/demo candidates have been added to 15 jobs/)).toBeVisible({ timeout: 60_000 });

    await page.goto('/app/candidates');
    const cards = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    // The list renders only the cards in view (virtualized); the count above it covers all of them.
    const local = Number((await page.getByTestId('candidate-count').innerText()).split(' ')[0].replaceAll(',', ''));
    expect(await cards.count()).toBeLessThan(local);
    expect(local).toBeGreaterThanOrEqual(150);
    expect(local).toBeLessThanOrEqual(450);

    // The jobs reach the server under the new recruiter's company.
    const db = serviceClient();
    const { data: users } = await db.auth.admin.listUsers();
    const companyId = users.users.find((u) => u.email === recruiter.email)!.id;
    await expect
      .poll(
        async () =>
          (await db.from('jobs').select('id', { count: 'exact', head: true }).eq('company_id', companyId)).count,
        { timeout: 30_000 },
      )
      .toBe(15);
    // Candidates follow through the outbox: each job's profiles by one batched create_profile_admin
    // call, then their applications in one sync_push batch. All of them reach the server.
    await expect
      .poll(
        async () =>
          (await db.from('applications').select('id', { count: 'exact', head: true }).eq('company_id', companyId))
            .count,
        { timeout: 30_000 },
      )
      .toBe(local);
    const { count: profileCount } = await db
      .from('profiles')
      .select('id', { count: 'exact', head: true })
      .eq('company_id', companyId);
    expect(profileCount).toBe(local);
    const { data: arrived } = await db
      .from('applications')
      .select('status, ai_rating, profiles(company_id, email)')
      .eq('company_id', companyId);
    const ranges: Record<string, [number, number]> = {
      offer: [8, 10],
      interview: [6, 9],
      screening: [5, 8],
      applied: [3, 8],
      rejected: [1, 5],
    };
    for (const a of arrived!) {
      const [min, max] = ranges[a.status as string]!;
      expect(Number(a.ai_rating)).toBeGreaterThanOrEqual(min);
      expect(Number(a.ai_rating)).toBeLessThanOrEqual(max);
      expect((a.profiles as unknown as { company_id: string }).company_id).toBe(companyId);
    }
  });
});
