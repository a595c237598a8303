// The kanban reaches every card of a long column: a stage of 600 candidates renders only the cards
// in its scroll view, yet the last one can be scrolled to and dragged with the mouse, and reached
// with the keyboard (End) and moved with it; both moves reach the server and the counts follow.
import { randomUUID } from 'node:crypto';
import { test, expect, signIn, createRecruiter, insertJob, serviceClient } from './support/fixtures';

const CARDS = 600;

/** 600 applied candidates on one job, one a minute: the oldest is the column's last card. */
async function seedLongColumn(companyId: string, tag: string) {
  const db = serviceClient();
  const jobId = await insertJob(companyId, { title: `Support Engineer ${tag}` });
  const start = Date.parse('2026-01-01T09:00:00Z');
  const candidates = Array.from({ length: CARDS }, (_, n) => ({
    profileId: randomUUID(),
    applicationId: randomUUID(),
    firstName: `Cand${String(n).padStart(3, '0')}`,
    createdAt: new Date(start + n * 60_000).toISOString(),
  }));
  const profiles = await db.from('profiles').insert(
    candidates.map((c) => ({
      id: c.profileId,
      company_id: companyId,
      first_name: c.firstName,
      last_name: `Long${tag}`,
      email: `${c.firstName.toLowerCase()}.${tag}@example.com`,
    })),
  );
  if (profiles.error) throw profiles.error;
  const applications = await db.from('applications').insert(
    candidates.map((c) => ({
      id: c.applicationId,
      job_id: jobId,
      applicant_id: c.profileId,
      status: 'applied',
      created_at: c.createdAt,
    })),
  );
  if (applications.error) throw applications.error;
  // newest first on the board: the first inserted is the last card
  return { jobId, oldest: candidates[0]!, secondOldest: candidates[1]! };
}

test('the last card of a 600-card column is reached by scrolling and by the keyboard, and moved', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const recruiter = await createRecruiter();
  const { jobId, oldest, secondOldest } = await seedLongColumn(recruiter.userId, tag);

  await signIn(page, recruiter.email, recruiter.password);
  await page.goto(`/app/jobs/${jobId}/candidates?view=flow`);
  const applied = page.getByRole('region', { name: 'Applied stage' });
  const screening = page.getByRole('region', { name: 'Screening stage' });
  await expect(applied.getByText(String(CARDS), { exact: true })).toBeVisible({ timeout: 30_000 });
  // Only the cards in view are in the page, not 600.
  expect(await applied.getByRole('listitem').count()).toBeLessThan(20);

  // Mouse: scroll the column to its end with the wheel, then drag its last card onto Screening.
  const last = page.getByTestId(`kanban-card-${oldest.applicationId}`);
  const cards = applied.getByRole('list', { name: 'Candidates in Applied' });
  await cards.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(last).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(applied.getByRole('listitem').filter({ has: last })).toHaveAttribute('aria-posinset', String(CARDS));
  await last.scrollIntoViewIfNeeded();
  const from = (await last.boundingBox())!;
  const to = (await screening.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.up();
  await expect(screening.getByTestId(`kanban-card-${oldest.applicationId}`)).toBeVisible();
  await expect(applied.getByText(String(CARDS - 1), { exact: true })).toBeVisible();

  // Keyboard: from the column's first card, End reaches its (new) last card; Space, right, Space.
  await applied.getByRole('listitem').first().getByRole('button').first().focus();
  await page.keyboard.press('End');
  const next = page.getByTestId(`kanban-card-${secondOldest.applicationId}`);
  await expect(next).toBeFocused();
  const announcer = page.getByRole('status').filter({ hasText: /Picked up|is over|was moved/ });
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(/Picked up|is over the Applied stage/);
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('is over the Screening stage');
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('was moved to Screening');
  await expect(screening.getByTestId(`kanban-card-${secondOldest.applicationId}`)).toBeVisible();
  await expect(applied.getByText(String(CARDS - 2), { exact: true })).toBeVisible();
  await expect(screening.getByText('2', { exact: true })).toBeVisible();

  const db = serviceClient();
  await expect
    .poll(
      async () =>
        (
          await db.from('applications').select('status').in('id', [oldest.applicationId, secondOldest.applicationId])
        ).data?.map((a) => a.status),
      { timeout: 20_000 },
    )
    .toEqual(['screening', 'screening']);
});
