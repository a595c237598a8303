// Issue 14, "Must show": interview day in two browser contexts against the real local stack. The
// demo owner makes an interview plan from a template, gives it to a job, moves a candidate to one
// of its stages and schedules an interview with the demo interviewer (Sam Rivera) and themselves.
// The owner's scorecard is in first. Sam's device goes offline, opens the kit with the resume,
// cannot see the owner's scorecard, fills and submits his own; after reconnecting it reaches the
// server once, the owner's scorecard shows to him, and the owner's profile view shows the tally.
import type { BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  DEMO,
  demoCompanyId,
  expect,
  insertJob,
  serviceClient,
  signIn,
  test,
  waitForServiceWorker,
} from './support/fixtures';

const INTERVIEWER = { email: 'hiring.manager@partii.local', password: 'partii-demo' } as const;

/** Rows of a local table in a store, read in the page (IndexedDB), filtered on one column. */
async function localRows(page: Page, dbName: string, table: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    ([name, store]) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve([]);
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => {
            resolve(request.result as Record<string, unknown>[]);
            db.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [dbName, table] as const,
  );
}

async function userIdOf(email: string): Promise<string> {
  const { data, error } = await serviceClient().auth.admin.listUsers({ perPage: 1000 });
  if (error) throw error;
  return data.users.find((u) => u.email === email)!.id;
}

/** A job of the demo company with one candidate who applied with a resume, made on the server. */
async function seedJobWithCandidate(companyId: string, tag: string) {
  const db = serviceClient();
  const jobId = await insertJob(companyId, {
    title: `Platform Engineer ${tag}`,
    skills: ['TypeScript', 'PostgreSQL'],
    must_have_requirements: ['Five years of backend work'],
  });
  const profileId = randomUUID();
  const applicationId = randomUUID();
  const name = `Noor Kit${tag}`;
  const fileName = `noor-resume-${tag}.pdf`;
  const cvPath = `${applicationId}/${fileName}`;
  const profile = await db.from('profiles').insert({
    id: profileId,
    company_id: companyId,
    first_name: 'Noor',
    last_name: `Kit${tag}`,
    email: `noor.${tag}@example.com`,
  });
  if (profile.error) throw profile.error;
  const application = await db.from('applications').insert({
    id: applicationId,
    job_id: jobId,
    applicant_id: profileId,
    status: 'interview',
    ai_rating: 8.1,
    ai_summary: 'Strong match: ran PostgreSQL at scale.',
    cv_url: cvPath,
    resume_filename: fileName,
  });
  if (application.error) throw application.error;
  const upload = await db.storage
    .from('resumes')
    .upload(cvPath, Buffer.from('%PDF-1.4\n% Noor resume for the interview\n'), { contentType: 'application/pdf' });
  if (upload.error) throw upload.error;
  return { jobId, jobTitle: `Platform Engineer ${tag}`, profileId, applicationId, name, fileName };
}

test.describe.serial('interview day in two browsers', () => {
  const tag = randomUUID().slice(0, 6);
  const planName = `Backend loop ${tag}`;
  let owner: Page;
  let sam: Page;
  let ownerContext: BrowserContext;
  let samContext: BrowserContext;
  let companyId: string;
  let seeded: Awaited<ReturnType<typeof seedJobWithCandidate>>;
  let interviewId: string;

  test.beforeAll(async ({ browser }) => {
    companyId = await demoCompanyId();
    seeded = await seedJobWithCandidate(companyId, tag);
    ownerContext = await browser.newContext();
    samContext = await browser.newContext();
    owner = await ownerContext.newPage();
    sam = await samContext.newPage();
  });

  test.afterAll(async () => {
    await ownerContext.close();
    await samContext.close();
  });

  test('a recruiter makes a plan from a template, gives it to a job, moves a candidate to a stage and schedules an interview', async () => {
    await signIn(owner, DEMO.email, DEMO.password);

    // A plan from the technical template.
    await owner.goto('/app/flows');
    await owner.getByRole('button', { name: 'New Flow' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(planName);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Backend roles, from the engineering template.');
    await dialog.getByRole('button', { name: 'Create Flow' }).click();
    await expect(owner.getByText('Flow created successfully')).toBeVisible();
    await expect(owner.getByRole('article', { name: planName })).toBeVisible();

    // The job uses it.
    await owner.goto(`/app/jobs/${seeded.jobId}`);
    await owner.getByRole('combobox', { name: 'Interview plan' }).click();
    await owner.getByRole('option', { name: planName }).click();
    await expect
      .poll(
        async () => {
          const { data } = await serviceClient()
            .from('jobs')
            .select('interview_plan_id')
            .eq('id', seeded.jobId)
            .single();
          return data?.interview_plan_id ?? null;
        },
        { timeout: 30_000 },
      )
      .not.toBeNull();
    const { data: job } = await serviceClient()
      .from('jobs')
      .select('interview_plan_id')
      .eq('id', seeded.jobId)
      .single();
    const { data: stages } = await serviceClient()
      .from('interview_stages')
      .select('id, name, type, position')
      .eq('plan_id', job!.interview_plan_id)
      .order('position');
    const stage = stages!.find((s) => s.type === 'interview')!;

    // The candidate moves to the plan's first interview stage.
    await owner.goto(`/app/jobs/${seeded.jobId}/candidates`);
    const row = owner.getByRole('listitem', { name: seeded.name });
    await row.getByRole('button', { name: /Move to stage/ }).click();
    await owner.getByRole('menuitem', { name: stage.name }).click();
    await expect
      .poll(
        async () => {
          const { data } = await serviceClient()
            .from('applications')
            .select('stage_id')
            .eq('id', seeded.applicationId)
            .single();
          return data?.stage_id ?? null;
        },
        { timeout: 30_000 },
      )
      .toBe(stage.id);

    // An interview tomorrow at 10:00 with Sam and the owner.
    await owner.goto(`/app/candidates/${seeded.profileId}`);
    await owner.getByRole('button', { name: 'Schedule Interview' }).click();
    const schedule = owner.getByRole('dialog');
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    await schedule.locator('input[type="date"]').fill(tomorrow);
    await schedule.locator('input[type="time"]').fill('10:00');
    await schedule.getByRole('combobox', { name: 'Interviewers' }).click();
    await owner.getByRole('option', { name: /Sam Rivera/ }).click();
    await owner.getByRole('option', { name: /Demo Recruiter/ }).click();
    await owner.keyboard.press('Escape');
    await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect
      .poll(
        async () => {
          const { data } = await serviceClient()
            .from('interviews')
            .select('id, interviewer_ids')
            .eq('application_id', seeded.applicationId);
          return data ?? [];
        },
        { timeout: 30_000 },
      )
      .toHaveLength(1);
    const { data: interview } = await serviceClient()
      .from('interviews')
      .select('id, interviewer_ids')
      .eq('application_id', seeded.applicationId)
      .single();
    interviewId = interview!.id as string;
    expect(interview!.interviewer_ids).toEqual(expect.arrayContaining([await userIdOf(INTERVIEWER.email), companyId]));
  });

  test('the owner submits a scorecard first', async () => {
    await owner.goto(`/app/interviews/${interviewId}`);
    await owner.getByRole('radio', { name: /Strong yes/ }).check();
    await owner.getByRole('textbox', { name: 'Key take-aways' }).fill(`Owner take-away ${tag}`);
    await owner.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect
      .poll(
        async () =>
          (await serviceClient().from('scorecards').select('id').eq('interview_id', interviewId)).data?.length ?? 0,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
  });

  test('the interviewer, offline, opens the kit with the resume, cannot see the other scorecard, and submits once', async () => {
    await signIn(sam, INTERVIEWER.email, INTERVIEWER.password);
    await waitForServiceWorker(sam);
    const samId = await userIdOf(INTERVIEWER.email);
    const store = `partii-company-${samId}-${companyId}`;

    // One online visit: the kit and the resume's offline copy.
    await sam.goto(`/app/interviews/${interviewId}`);
    await expect(sam.getByRole('heading', { name: seeded.name })).toBeVisible({ timeout: 30_000 });
    await expect(sam.getByText('available offline', { exact: false })).toBeVisible({ timeout: 30_000 });

    await samContext.setOffline(true);
    await sam.reload();
    await expect(sam.getByRole('heading', { name: seeded.name })).toBeVisible({ timeout: 30_000 });
    await expect(sam.getByText('Five years of backend work')).toBeVisible();
    const download = sam.waitForEvent('download');
    await sam.getByRole('button', { name: 'Download Resume' }).click();
    expect((await download).suggestedFilename()).toBe(seeded.fileName);

    // Greenhouse's rule: the owner's scorecard is neither shown nor on this device.
    const others = sam.getByRole('region', { name: 'Other scorecards' });
    await expect(others).toContainText(/submit your own/i);
    await expect(sam.getByText(`Owner take-away ${tag}`)).toHaveCount(0);
    expect((await localRows(sam, store, 'scorecards')).filter((r) => r.interview_id === interviewId)).toHaveLength(0);

    // The scorecard, typed offline; the draft survives a reload.
    await sam.getByRole('radio', { name: 'Yes', exact: true }).check();
    await sam.getByRole('textbox', { name: 'Key take-aways' }).fill(`Sam take-away ${tag}`);
    await sam.reload();
    await expect(sam.getByRole('textbox', { name: 'Key take-aways' })).toHaveValue(`Sam take-away ${tag}`, {
      timeout: 30_000,
    });
    await sam.getByRole('button', { name: 'Submit scorecard' }).click();
    const pending = (await localRows(sam, store, 'outbox')).filter((e) => e.table === 'scorecards');
    expect(pending).toHaveLength(1);

    await samContext.setOffline(false);
    await expect
      .poll(
        async () =>
          (await serviceClient().from('scorecards').select('id, key_takeaways').eq('interview_id', interviewId)).data ??
          [],
        {
          timeout: 45_000,
        },
      )
      .toHaveLength(2);
    // Exactly once: a reload and another sync later, still one scorecard of Sam's.
    await sam.reload();
    await expect(others).toContainText(`Owner take-away ${tag}`, { timeout: 45_000 });
    const { data: cards } = await serviceClient()
      .from('scorecards')
      .select('interviewer_id')
      .eq('interview_id', interviewId);
    expect(cards!.filter((c) => c.interviewer_id === samId)).toHaveLength(1);
    const { data: done } = await serviceClient().from('interviews').select('status').eq('id', interviewId).single();
    expect(done!.status).toBe('completed');
  });

  test("the recruiter's profile view shows the tally", async () => {
    await owner.goto(`/app/candidates/${seeded.profileId}`);
    const section = owner.getByRole('region', { name: 'Scorecards' });
    await expect(section).toContainText('1 Strong yes', { timeout: 30_000 });
    await expect(section).toContainText('1 Yes');
    await expect(section).toContainText(`Sam take-away ${tag}`);
  });
});
