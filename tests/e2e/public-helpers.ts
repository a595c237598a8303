// Helpers shared by the public-side specs (tests/e2e/public-*.spec.ts): a published job made
// through the API (as the creator would) by the demo recruiter or by a recruiter of the spec's own,
// a small PDF resume, and the application chat driven like an applicant would.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { DEMO, expect, stackEnv, type Recruiter } from './support/fixtures';
import type { Page } from '@playwright/test';

export interface TestJob {
  id: string;
  title: string;
  company_id: string;
  salary_min: number;
  salary_max: number;
  skills: string[];
  questions: { question: string; answer: string }[];
}

/** A signed-in supabase-js client of this recruiter (the API, no browser). */
async function recruiterClient({ email, password }: Recruiter): Promise<{ client: SupabaseClient; userId: string }> {
  const client = createClient(stackEnv.supabaseUrl, stackEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new Error(`sign-in of ${email} failed: ${error?.message}`);
  return { client, userId: data.user.id };
}

export const demoRecruiterClient = () => recruiterClient(DEMO);

/**
 * A published job of `recruiter` with a unique title, a salary range and one screening question,
 * inserted with the recruiter's own session (as the creator would).
 */
export async function publishJobAs(
  recruiter: Recruiter,
  overrides: Partial<TestJob> & Record<string, unknown> = {},
): Promise<TestJob> {
  const { client } = await recruiterClient(recruiter);
  const suffix = randomUUID().slice(0, 6);
  const row = {
    id: randomUUID(),
    title: `Platform Engineer ${suffix}`,
    description:
      'Build and run the platform our product teams ship on. You will own CI, observability and our Postgres fleet.',
    location: 'Bristol, UK',
    status: 'published',
    skills: ['TypeScript', 'PostgreSQL', `Zeta${suffix}`],
    salary_min: 85000,
    salary_max: 120000,
    questions: [
      {
        question: 'How many years of PostgreSQL experience do you have?',
        answer: 'At least 3 years running it in production.',
      },
    ],
    must_have_requirements: ['PostgreSQL in production'],
    ...overrides,
  };
  const { data, error } = await client.from('jobs').insert(row).select().single();
  await client.auth.signOut();
  if (error) throw new Error(`job insert failed: ${error.message}`);
  return data as TestJob;
}

/**
 * The same, made by the demo recruiter: the demo app signed in elsewhere screens its applications,
 * so a spec using it runs in playwright.config.ts's 'demo' group. A spec that only needs a published
 * job uses `publishJobAs(await createRecruiter())` and runs beside that group.
 */
export function createPublishedJob(overrides: Partial<TestJob> & Record<string, unknown> = {}): Promise<TestJob> {
  return publishJobAs(DEMO, overrides);
}

/** A one-page PDF resume with the applicant's details in its text. */
export async function makeResumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The applicant's resume: their name and email on top, then `lines`. */
export function resumeOf(applicant: Applicant, ...lines: string[]): Promise<Buffer> {
  return makeResumePdf([`${applicant.firstName} ${applicant.lastName}`, applicant.email, ...lines]);
}

export function newApplicant(): Applicant {
  const suffix = randomUUID().slice(0, 8);
  return {
    firstName: 'Ada',
    lastName: `Lovelace ${suffix}`,
    email: `ada-${suffix}@example.com`,
    phone: '+44 20 7946 0958',
  };
}

function chatLog(page: Page) {
  return page.getByRole('log', { name: 'Application chat' });
}

/** Waits for the assistant to finish its turn (typing indicator gone, input enabled). */
async function waitForAssistant(page: Page) {
  await expect(page.getByRole('status', { name: 'Assistant is typing' })).toHaveCount(0, { timeout: 10_000 });
}

export async function sendAnswer(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  await expect(chatLog(page).locator('[data-role="user"]').last()).toHaveText(text);
  await waitForAssistant(page);
}

/**
 * Drives the application chat up to (not including) the final "anything else?" answer:
 * welcome → resume → name → email (one bad try first) → phone → screening answers.
 */
export async function answerUpToLastQuestion(
  page: Page,
  applicant: Applicant,
  pdf: Buffer,
  screeningAnswers: string[],
) {
  const log = chatLog(page);
  await expect(log).toContainText('5-7 minutes');
  await expect(page.getByTestId('apply-progress')).toHaveText('10%');
  await page
    .getByTestId('resume-input')
    .setInputFiles({ name: 'ada-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(log).toContainText('Uploaded: ada-resume.pdf');
  await expect(log).toContainText('What is your full name?');
  await expect(page.getByTestId('apply-progress')).toHaveText('20%');
  await expect(page.getByRole('button', { name: 'Resume uploaded' })).toBeDisabled();

  await sendAnswer(page, `${applicant.firstName} ${applicant.lastName}`);
  await expect(page.getByTestId('apply-progress')).toHaveText('30%');
  // The email was read from the PDF's text (resume extraction) and is offered for confirmation.
  await expect(log).toContainText(`Your resume says "${applicant.email}"`);
  await sendAnswer(page, 'ada-at-example');
  await expect(log).toContainText("That doesn't look like a valid email address.");
  await expect(page.getByTestId('apply-progress')).toHaveText('30%');
  await sendAnswer(page, applicant.email);
  await expect(page.getByTestId('apply-progress')).toHaveText('50%');
  await sendAnswer(page, applicant.phone);
  await expect(page.getByTestId('apply-progress')).toHaveText('70%');
  for (const answer of screeningAnswers) await sendAnswer(page, answer);
  await expect(page.getByTestId('apply-progress')).toHaveText('90%');
}

export async function sendLastAnswer(page: Page, text = 'no') {
  await sendAnswer(page, text);
  await expect(chatLog(page)).toContainText('Application submitted successfully!');
  await expect(page.getByTestId('apply-progress')).toHaveText('100%');
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toBeDisabled();
}

/** Every public page; `jobId` fills /job/{jobId}. */
export function publicPaths(jobId: string): string[] {
  return [
    '/',
    '/welcome',
    '/privacy-policy',
    '/terms-of-service',
    '/jobs',
    '/candidates',
    `/job/${jobId}`,
    '/apply-success',
  ];
}

/** Waits until no loader is showing (jobs read from the store, first pull done). */
export async function waitUntilLoaded(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ }).or(page.getByLabel(/^Loading/))).toHaveCount(0, {
    timeout: 20_000,
  });
}
