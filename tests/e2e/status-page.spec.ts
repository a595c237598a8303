// The applicant status page at 375 px (issue 25 §4): an application's "received" mail carries the
// private link; the candidate opens it, goes offline, replies and withdraws (both shown at once,
// "Sending…"), reloads offline (the page comes from the public store), comes back online (both
// sent, once); the recruiter sees the reply and the withdrawal on the candidate's profile.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import {
  createRecruiter,
  expect,
  goOffline,
  goOnline,
  insertJob,
  serviceClient,
  expectNoSeriousA11yViolations,
  signIn,
  stackEnv,
  test,
  waitForServiceWorker,
} from './support/fixtures';

test.use({ viewport: { width: 375, height: 812 } });

/** The status link of the newest mail to `to` (the sender appends `{site}/status/{token}`). */
async function statusTokenMailedTo(to: string): Promise<string> {
  const mailbox = new URL('/mailbox/api/messages', stackEnv.supabaseUrl);
  mailbox.searchParams.set('to', to);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(mailbox)).json()) as { text?: string }[];
        token = messages.map((m) => /\/status\/([\w%-]+)/.exec(m.text ?? '')?.[1]).find(Boolean);
        return token ?? null;
      },
      { message: `a mail to ${to} with a status link`, timeout: 30_000 },
    )
    .not.toBeNull();
  return decodeURIComponent(token!);
}

test('a candidate opens their status link on a phone, replies and withdraws offline; the recruiter sees both', async ({
  browser,
}) => {
  const recruiter = await createRecruiter();
  const jobTitle = `Status Page Role ${randomUUID().slice(0, 6)}`;
  const jobId = await insertJob(recruiter.userId, { title: jobTitle });
  const email = `candidate-${randomUUID().slice(0, 8)}@example.com`;
  const applicationId = randomUUID();
  const anon = createClient(stackEnv.supabaseUrl, stackEnv.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const { data: submitted, error } = await anon.rpc('submit_application', {
    p_application_id: applicationId,
    p_job_id: jobId,
    p_first_name: 'Noor',
    p_last_name: 'Haddad',
    p_email: email,
    p_phone: '',
    p_answers: [],
    p_cv_path: null,
    p_resume_filename: null,
    p_resume_text: null,
  });
  expect(error).toBeNull();
  const profileId = (submitted as { profile_id: string }).profile_id;
  const token = await statusTokenMailedTo(email);

  const candidateContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const recruiterContext = await browser.newContext();
  try {
    const page = await candidateContext.newPage();
    await page.goto(`/status/${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { name: 'Hi Noor' })).toBeVisible();
    const application = page.getByRole('article', { name: jobTitle });
    await expect(application.getByText('Received')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Nothing internal on the page.
    await expect(page.getByText(/rating|scorecard|stage/i)).toHaveCount(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await waitForServiceWorker(page);

    // Offline: both writes show at once and wait in the public outbox.
    await goOffline(candidateContext);
    await page.getByLabel('Your message').fill('Thank you! Is the role open to remote work?');
    await page.getByRole('button', { name: 'Send' }).click();
    const messages = page.getByRole('list', { name: 'Your messages' });
    await expect(messages.getByText('Thank you! Is the role open to remote work?')).toBeVisible();
    await expect(messages.getByText('Sending…')).toBeVisible();

    await application.getByRole('button', { name: `Withdraw your application for ${jobTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(
        `Withdraw your application for ${jobTitle}? The hiring team will be told. This cannot be undone.`,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(application.getByText('Withdrawn')).toBeVisible();
    await expect(application.getByText('Sending…')).toBeVisible();

    // A reload offline: the page is the stored one, the writes still queued.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hi Noor' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your messages' }).getByText('Sending…')).toBeVisible();
    await expect(page.getByRole('article', { name: jobTitle }).getByText('Withdrawn')).toBeVisible();

    // Online: sent, and the server's page replaces the local copy.
    await goOnline(candidateContext);
    await expect(page.getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('list', { name: 'Your messages' }).getByText('Sent')).toBeVisible();
    await expect(page.getByRole('article', { name: jobTitle }).getByRole('button', { name: /^Withdraw/ })).toHaveCount(
      0,
    );

    const db = serviceClient();
    const { data: replies } = await db.from('candidate_messages').select('body').eq('candidate_id', profileId);
    expect(replies).toEqual([{ body: 'Thank you! Is the role open to remote work?' }]);
    const { data: withdrawn } = await db.from('applications').select('withdrawn_at').eq('id', applicationId).single();
    expect(withdrawn?.withdrawn_at).toBeTruthy();

    // The recruiter sees both on the candidate's profile.
    const recruiterPage = await recruiterContext.newPage();
    await signIn(recruiterPage, recruiter.email, recruiter.password);
    await recruiterPage.goto(`/app/candidates/${profileId}`);
    await expect(recruiterPage.getByText('Thank you! Is the role open to remote work?')).toBeVisible();
    await expect(recruiterPage.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  } finally {
    await candidateContext.close();
    await recruiterContext.close();
  }
});

test('a link that is not (or no longer) valid says so', async ({ page }) => {
  await page.goto(`/status/${'x'.repeat(32)}`);
  await expect(page.getByRole('heading', { name: 'This link is no longer valid.' })).toBeVisible();
});
