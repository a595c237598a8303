import { test, expect, signIn, serviceClient, expectNoSeriousA11yViolations, DEMO } from './support/fixtures';

test.describe('recruiter routes: no serious or critical axe-core violation', () => {
  test('every recruiter screen', async ({ page }) => {
    test.setTimeout(180_000);
    const db = serviceClient();
    const { data: job } = await db.from('jobs').select('id').eq('title', 'Data Scientist').single();
    const { data: application } = await db.from('applications').select('applicant_id').eq('job_id', job!.id).limit(1).single();

    await signIn(page, DEMO.email, DEMO.password);
    const screens: { path: string; ready: () => Promise<void> }[] = [
      { path: '/app', ready: () => expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening), Demo/ })).toBeVisible() },
      { path: '/app/jobs', ready: () => expect(page.getByRole('article', { name: 'Data Scientist' })).toBeVisible() },
      { path: `/app/jobs/${job!.id}`, ready: () => expect(page.getByRole('heading', { name: 'Share This Job' })).toBeVisible() },
      {
        path: `/app/jobs/${job!.id}/candidates`,
        ready: () => expect(page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first()).toBeVisible(),
      },
      { path: '/app/candidates', ready: () => expect(page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first()).toBeVisible() },
      { path: `/app/candidates/${application!.applicant_id}`, ready: () => expect(page.getByRole('heading', { name: 'Notes' })).toBeVisible() },
      { path: '/app/job-description/new', ready: () => expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible() },
      { path: `/app/job-description/${job!.id}/edit`, ready: () => expect(page.getByRole('heading', { name: 'Edit Job: Data Scientist' })).toBeVisible() },
      { path: '/app/flows', ready: () => expect(page.getByRole('heading', { name: 'Interview Flows' })).toBeVisible() },
      { path: '/app/flows/flow-1/manage', ready: () => expect(page.getByRole('tab', { name: 'Stages' })).toBeVisible() },
      { path: '/app/interviews', ready: () => expect(page.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible() },
      { path: '/app/chat', ready: () => expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible() },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready();
      await expectNoSeriousA11yViolations(page);
    }

    // The kanban view too.
    await page.goto(`/app/jobs/${job!.id}/candidates`);
    await expect(page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('radio', { name: 'List' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('region', { name: 'Applied stage' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
