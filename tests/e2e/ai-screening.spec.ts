// Issue #6 end to end: an applicant applies with a PDF resume that lists some of the job's skills
// (the text is read in their browser and travels with the application, unrated); the recruiter's
// app screens it on their side and shows the rating, the summary and the matched and missing
// skills on the candidate's profile — and still shows them with the network cut.
// Each job belongs to a recruiter of the test's own: no other app screens its applications first
// (the demo recruiter's, signed in by other specs, would), so the spec runs beside the demo group.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  test,
  expect,
  serviceClient,
  signIn,
  createRecruiter,
  goOffline,
  goOnline,
  waitForServiceWorker,
} from './support/fixtures';
import {
  answerUpToLastQuestion,
  newApplicant,
  publishJobAs,
  resumeOf,
  sendAnswer,
  sendLastAnswer,
} from './public-helpers';

async function serverApplication(jobId: string) {
  const { data, error } = await serviceClient().from('applications').select('*').eq('job_id', jobId);
  if (error) throw new Error(error.message);
  return data?.[0] ?? null;
}

test('a PDF resume is screened on the recruiter side: rating, summary, matched and missing skills, also offline', async ({
  browser,
}) => {
  const title = `Senior Frontend Engineer ${randomUUID().slice(0, 6)}`;
  const recruiter = await createRecruiter();
  const job = await publishJobAs(recruiter, {
    title,
    skills: ['React', 'TypeScript', 'GraphQL', 'Kubernetes'],
    must_have_requirements: ['React'],
    experience_level: 'Senior',
    questions: [{ question: 'Are you comfortable working in UK hours?', answer: 'Yes' }],
  });
  const applicant = newApplicant();
  // Synonyms on purpose: the resume says 'React.js' and 'TS', the job 'React' and 'TypeScript'.
  const pdf = await resumeOf(
    applicant,
    applicant.phone,
    'Frontend engineer, Acme Ltd, 2018 - 2024',
    'Skills: React.js, TS, CSS',
  );

  // The applicant, in their own browser.
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  await applicantPage.goto(`/job/${job.id}`);
  await applicantPage.getByRole('button', { name: 'Apply Now' }).click();
  await answerUpToLastQuestion(applicantPage, applicant, pdf, ['Yes, I am based in London.']);
  await sendLastAnswer(applicantPage, 'no');
  await expect.poll(() => serverApplication(job.id), { timeout: 30_000 }).not.toBeNull();
  const submitted = (await serverApplication(job.id))!;
  // The text was read in the browser and sent along; the applicant's side set no rating.
  expect(submitted.resume_text).toContain('Skills: React.js, TS, CSS');
  expect(submitted.ai_rating).toBeNull();
  expect(submitted.ai_summary).toBeNull();
  await applicantContext.close();

  // The recruiter who owns the job.
  const recruiterContext = await browser.newContext();
  const page = await recruiterContext.newPage();
  await signIn(page, recruiter.email, recruiter.password);
  // Controlled by the service worker before the next navigation, so /config.json is cached for the offline reload.
  await waitForServiceWorker(page);
  await page.goto(`/app/candidates/${submitted.applicant_id}`);

  const expectScreeningShown = async () => {
    const evidence = page.getByTestId('match-evidence');
    await expect(evidence).toBeVisible({ timeout: 30_000 });
    const matched = evidence.locator('[data-evidence="matched-skill"]');
    await expect(matched).toHaveCount(2);
    await expect(matched.filter({ hasText: 'React' })).toContainText('resume');
    await expect(matched.filter({ hasText: 'TypeScript' })).toContainText('resume');
    const missing = evidence.locator('[data-evidence="missing-skill"]');
    await expect(missing).toHaveText(['GraphQL', 'Kubernetes']);
    await expect(evidence.locator('[data-evidence="matched-must-have"]')).toContainText('React');
    await expect(evidence.locator('[data-evidence="missing-must-have"]')).toHaveCount(0);
    await expect(evidence.locator('[data-evidence="years"]')).toHaveText(
      'Experience: about 6 years — Senior asks for 5+',
    );
    await expect(page.getByText(new RegExp(`Strong match for ${title}\\.`))).toBeVisible();
    await expect(page.getByRole('button', { name: /AI match for .*: Strong, 7\.5 out of 10/ })).toBeVisible();
  };
  await expectScreeningShown();
  // The evidence itself passes axe (contrast of the green/red/grey marks, names of the icons).
  const axe = await new AxeBuilder({ page }).include('[data-testid="match-evidence"]').analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);

  // The recruiter's session wrote the rating to the server through the outbox.
  await expect.poll(async () => (await serverApplication(job.id))?.ai_rating, { timeout: 30_000 }).toBe(7.5);
  const rated = (await serverApplication(job.id))!;
  expect(rated.ai_summary).toMatch(new RegExp(`^Strong match for ${title}\\.`));
  expect(rated.ai_evidence).toMatchObject({
    version: 1,
    yearsOfExperience: 6,
    missingSkills: ['GraphQL', 'Kubernetes'],
  });

  // With the network cut, the profile still shows it all from the local store.
  await goOffline(recruiterContext);
  await page.reload();
  await expectScreeningShown();
  await goOnline(recruiterContext);
  await recruiterContext.close();
});

test('an application is rated on the recruiter’s device even while its pushes cannot reach the server', async ({
  browser,
}) => {
  const title = `Backend Engineer ${randomUUID().slice(0, 6)}`;
  const recruiter = await createRecruiter();
  const job = await publishJobAs(recruiter, {
    title,
    skills: ['Node.js', 'PostgreSQL'],
    must_have_requirements: ['PostgreSQL'],
    experience_level: 'Mid-level',
    questions: [],
  });

  // The recruiter is signed in and synced, but their pushes cannot reach the server.
  const recruiterContext = await browser.newContext();
  const page = await recruiterContext.newPage();
  await signIn(page, recruiter.email, recruiter.password);
  await recruiterContext.route('**/rest/v1/rpc/sync_push', (route) => route.abort('internetdisconnected'));

  const applicant = newApplicant();
  const pdf = await resumeOf(applicant, 'Node and Postgres since 2019');
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  await applicantPage.goto(`/job/${job.id}`);
  await applicantPage.getByRole('button', { name: 'Apply Now' }).click();
  await answerUpToLastQuestion(applicantPage, applicant, pdf, [
    `I want to build the ${title} platform.`,
    'Four years of Node.js and PostgreSQL.',
    'In two weeks.',
  ]);
  await sendLastAnswer(applicantPage, 'no');
  await expect.poll(() => serverApplication(job.id), { timeout: 30_000 }).not.toBeNull();
  const submitted = (await serverApplication(job.id))!;
  await applicantContext.close();

  // Pulled and rated on the recruiter's device; the server has no rating yet (pushes blocked).
  await page.goto(`/app/candidates/${submitted.applicant_id}`);
  const evidence = page.getByTestId('match-evidence');
  await expect(evidence).toBeVisible({ timeout: 30_000 });
  await expect(evidence.locator('[data-evidence="matched-skill"]')).toHaveCount(2);
  await expect(evidence.locator('[data-evidence="matched-must-have"]')).toContainText(
    'Found in resume and chat answers',
  );
  expect((await serverApplication(job.id))!.ai_rating).toBeNull();

  // Back on the network, the queued rating reaches the server.
  await recruiterContext.unroute('**/rest/v1/rpc/sync_push');
  // Going offline and back fires 'online', which makes the engine retry now instead of after its backoff.
  await goOffline(recruiterContext);
  await goOnline(recruiterContext);
  await expect
    .poll(async () => (await serverApplication(job.id))?.ai_rating, { timeout: 45_000 })
    .toBeGreaterThanOrEqual(8);
  await recruiterContext.close();
});

test('a DOCX resume is read in the browser too; a legacy .doc still goes through without text', async ({ browser }) => {
  const { Document, Packer, Paragraph } = await import('docx');
  const job = await publishJobAs(await createRecruiter(), {
    title: `Account Executive ${randomUUID().slice(0, 6)}`,
    skills: ['Salesforce'],
    questions: [],
  });
  const apply = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const applicant = newApplicant();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/job/${job.id}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const chat = page.getByRole('log', { name: 'Application chat' });
    await expect(chat).toContainText('5-7 minutes');
    await page.getByTestId('resume-input').setInputFiles(file);
    await expect(chat).toContainText('What is your full name?');
    // The applicant is told plainly when the text of a legacy .doc cannot be read.
    const unreadable = chat.getByText('We could not read the text of this .doc file', { exact: false });
    if (file.name.endsWith('.doc')) await expect(unreadable).toBeVisible();
    else await expect(unreadable).toHaveCount(0);
    for (const answer of [
      `${applicant.firstName} ${applicant.lastName}`,
      applicant.email,
      applicant.phone,
      'Growth.',
      'Five years of SaaS sales.',
      'Now.',
    ]) {
      await sendAnswer(page, answer);
    }
    await sendLastAnswer(page, 'no');
    await context.close();
    return applicant;
  };

  const docx = new Document({
    sections: [{ children: [new Paragraph('Sam Seller'), new Paragraph('Salesforce power user, 2017 - 2023')] }],
  });
  const docxApplicant = await apply({
    name: 'sam.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await Packer.toBuffer(docx),
  });
  const legacyApplicant = await apply({
    name: 'old.doc',
    mimeType: 'application/msword',
    buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  });

  const rows = async () => {
    const { data } = await serviceClient()
      .from('applications')
      .select('resume_text, resume_filename, profiles(email)')
      .eq('job_id', job.id);
    return (data ?? []) as unknown as {
      resume_text: string | null;
      resume_filename: string;
      profiles: { email: string };
    }[];
  };
  await expect.poll(async () => (await rows()).length, { timeout: 30_000 }).toBe(2);
  const byEmail = new Map((await rows()).map((r) => [r.profiles.email, r]));
  expect(byEmail.get(docxApplicant.email)?.resume_text).toContain('Salesforce power user, 2017 - 2023');
  expect(byEmail.get(legacyApplicant.email)).toMatchObject({ resume_text: null, resume_filename: 'old.doc' });
});
