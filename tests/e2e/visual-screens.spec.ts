// The screenshot review (issue 10): every route of the spec, public and recruiter, at 375 × 812
// and 1280 × 800, with the demo data, including the empty states, the dialogs, the creator
// mid-conversation, the application chat with a resume uploaded, the kanban and the offline
// indicator — compared with the committed baselines in tests/e2e/__screenshots__.
//
// Same pixels on every run: the suite's own stack with demo data anchored at VISUAL_NOW, the
// browser's clock frozen there, UTC and en-US, Inter from npm, no animations, no service worker
// (no "ready to work offline" toast), and toasts hidden (support/screenshot.css). What still differs between runs (the
// app's port in the share link) is masked.
//
// A change in how a page looks is a failing diff here: look at it (the report shows expected,
// actual and the diff), then refresh the baselines with `npm run test:visual -- --update` and
// commit them with the change, so the review sees the new pictures.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support/fixtures';
import { makeResumePdf } from './public-helpers';
import { interFaces, registerFonts, startVisualApp, VISUAL_NOW, type VisualApp } from './support/visual-app';

const test = base.extend<object, { visualApp: VisualApp; fonts: ReturnType<typeof interFaces> }>({
  visualApp: [
    async ({}, use) => {
      const app = await startVisualApp();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  fonts: [async ({}, use) => use(interFaces()), { scope: 'worker' }],
  baseURL: async ({ visualApp }, use) => use(visualApp.baseUrl),
  page: async ({ page, fonts }, use) => {
    await page.clock.setFixedTime(VISUAL_NOW);
    await page.addInitScript(registerFonts, fonts);
    await use(page);
  },
});

test.use({
  timezoneId: 'UTC',
  locale: 'en-US',
  colorScheme: 'light',
  reducedMotion: 'reduce',
  serviceWorkers: 'block',
});

const WIDTHS = [
  { name: '375', viewport: { width: 375, height: 812 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

interface Shot {
  /** Full page (long, bounded pages) instead of the viewport. */
  fullPage?: boolean;
  mask?: (page: Page) => Locator[];
  /** One part of the page (a settings section, a panel) instead of the viewport. */
  element?: (page: Page) => Locator;
}

/** Waits until the page is still (content, no loaders, fonts, animations ended), then compares. */
async function shoot(page: Page, name: string, width: string, shot: Shot = {}): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ }).or(page.getByLabel(/^Loading/))).toHaveCount(0, {
    timeout: 20_000,
  });
  // The shell's indicator: a reload starts a sync cycle; shoot once it is over (or offline).
  const indicator = page.getByTestId('sync-indicator');
  if ((await indicator.count()) > 0) await expect(indicator).toHaveAttribute('data-tone', /^(synced|offline)$/);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
  if (shot.element) {
    // A part taller than the screen is shot scrolled in pieces: the fixed top bar would show in it.
    const hideTopBar = await page.addStyleTag({ content: '.mantine-AppShell-header { visibility: hidden; }' });
    await expect.soft(shot.element(page)).toHaveScreenshot(`${name}-${width}.png`, { mask: shot.mask?.(page) });
    await hideTopBar.evaluate((style) => (style as Element).remove());
    return;
  }
  await expect.soft(page).toHaveScreenshot(`${name}-${width}.png`, {
    fullPage: shot.fullPage ?? false,
    mask: shot.mask?.(page),
  });
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();

/** The bordered panel (a Mantine Paper or Card) a heading titles. */
const panelOf = (page: Page, name: string) =>
  page
    .getByRole('heading', { name, exact: true })
    .locator('xpath=ancestor::*[contains(@class, "mantine-Paper-root")][1]');

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'));
  await expectSynced(page);
}

async function expectSynced(page: Page): Promise<void> {
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-tone', 'synced', { timeout: 60_000 });
}

/**
 * Issue 25's recruiter screens, as the demo owner from the settings page: the two settings
 * sections, the notifications (full page, the bell's popover or phone drawer), and on the profile
 * of the candidate the demo's mail went to: the Emails timeline (sent, queued, failed, her reply),
 * the notes with Sam's @mention and the mention list, the Email candidate dialog with a template,
 * and the Schedule Interview dialog's calendar invitation checkbox. Nothing is sent or saved.
 */
async function messagingScreens(page: Page, visualApp: VisualApp, w: string): Promise<void> {
  await expect(page.locator('#notifications').getByRole('switch')).not.toHaveCount(0);
  await shoot(page, 'app-settings-notifications', w, { element: (p) => p.locator('#notifications') });
  await expect(page.locator('#email-templates').getByRole('textbox').first()).toBeVisible();
  await shoot(page, 'app-settings-email-templates', w, { element: (p) => p.locator('#email-templates') });

  await page.goto('/app/notifications');
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await shoot(page, 'app-notifications', w);

  await page.goto(`/app/candidates/${visualApp.messaging.candidateId}`);
  const emails = page.getByRole('region', { name: 'Emails' });
  for (const state of ['Queued', 'Sent', 'Failed', /^Not sent: 550/, 'Reply from Olivia'])
    await expect(emails.getByText(state, { exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await expect(inbox.getByRole('listitem')).toHaveCount(3);
  await shoot(page, 'app-notifications-inbox', w);
  await page.keyboard.press('Escape');
  await expect(inbox).toHaveCount(0);

  await shoot(page, 'app-candidate-emails', w, { element: () => emails });

  const notes = panelOf(page, 'Notes');
  await expect(notes.getByText('@Demo Recruiter')).toBeVisible();
  await shoot(page, 'app-candidate-notes-mention', w, { element: () => notes });
  await notes.getByRole('button', { name: 'Add Note' }).click();
  // The note box mid-screen, so the list opens below it (the whole page: it overlaps the panel).
  const noteBox = notes.getByRole('textbox', { name: 'New note' });
  await noteBox.evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await noteBox.fill('Thanks @');
  await expect(notes.getByRole('option')).not.toHaveCount(0);
  await shoot(page, 'app-candidate-notes-mention-list', w);
  await noteBox.fill('');
  await notes.getByRole('button', { name: 'Cancel' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByRole('button', { name: 'Email candidate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'Invitation to interview' });
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).not.toHaveValue('');
  await shoot(page, 'app-email-candidate-dialog', w);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(page.getByRole('checkbox', { name: 'Send the candidate a calendar invitation' })).toBeVisible();
  await shoot(page, 'app-schedule-interview-dialog', w);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Issue 26's screens: the #hiring channel, the team's thread about a candidate and its "With the
 * candidate" view, and the hiring assistant's answer to a question (asked on the device, nothing
 * sent). At 375 px each thread is a screen of its own with a back link.
 */
async function chatScreens(page: Page, visualApp: VisualApp, w: string): Promise<void> {
  await page.goto(`/app/chat?c=${visualApp.chat.channelId}`);
  await expect(page.getByTestId('thread').getByTestId('message')).not.toHaveCount(0);
  await shoot(page, 'app-chat-channel', w);

  await page.goto(`/app/chat?c=${visualApp.chat.candidateConversationId}`);
  await expect(page.getByTestId('thread').getByTestId('message')).toHaveCount(2);
  await shoot(page, 'app-chat-candidate', w);

  await page.goto('/app/chat?c=assistant');
  const ask = page.getByRole('textbox', { name: 'Ask the hiring assistant' });
  await ask.fill('Top candidates for Data Scientist');
  await ask.press('Enter');
  await expect(page.getByTestId('assistant-answer').last().getByRole('link')).not.toHaveCount(0);
  await shoot(page, 'app-chat-assistant', w);
}

for (const width of WIDTHS) {
  test.describe(`screens at ${width.name} px`, () => {
    test.use({ viewport: width.viewport });
    const w = width.name;

    test('public pages', async ({ page, visualApp }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'landing', w, { fullPage: true });

      await page.getByRole('banner').getByRole('button', { name: 'Join the Waitlist' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'landing-waitlist-dialog', w);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'landing-contact-dialog', w);

      await page.goto('/welcome');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'welcome', w, { fullPage: true });

      for (const path of ['/privacy-policy', '/terms-of-service']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, path.slice(1), w);
      }

      await page.goto('/jobs');
      await expect(page.getByRole('article').first()).toBeVisible();
      await shoot(page, 'jobs', w);

      await page.goto('/jobs?q=underwater%20basket%20weaving');
      await expect(heading(page, 'No matching jobs found')).toBeVisible();
      await shoot(page, 'jobs-no-results', w);

      await page.goto('/candidates');
      await expect(heading(page, 'Featured Opportunities')).toBeVisible();
      await shoot(page, 'candidates', w);

      await page.goto(`/job/${visualApp.jobId}`);
      await expect(heading(page, 'Data Scientist')).toBeVisible();
      await shoot(page, 'job', w, { fullPage: true });

      await page.getByRole('button', { name: 'Ask Questions' }).click();
      await page.getByRole('textbox', { name: 'Your question' }).fill('What is the salary?');
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      await expect(page.getByRole('log', { name: 'Job questions' })).toContainText('The salary for the Data Scientist');
      await expect(page.getByRole('status', { name: 'Assistant is typing' })).toHaveCount(0);
      await shoot(page, 'job-questions', w);

      await page.goto('/job/00000000-0000-4000-8000-000000000000');
      await expect(page.getByText(/not found/i).first()).toBeVisible();
      await shoot(page, 'job-not-found', w);

      await page.goto('/no-such-page');
      await expect(page.getByText(/not found/i).first()).toBeVisible();
      await shoot(page, 'not-found', w);

      for (const path of ['/auth', '/signup']) {
        await page.goto(path);
        await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
        await shoot(page, path.slice(1), w);
      }

      // Issue 25: the candidate's own page from a status link (applications, interviews, replies).
      await page.goto(`/status/${visualApp.messaging.statusToken}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hi Olivia');
      await expect(page.getByText('Thursday works for me')).toBeVisible();
      await shoot(page, 'status-page', w, { fullPage: true });
    });

    test('the application chat with a resume uploaded, and its success page', async ({ page, visualApp }) => {
      await page.goto(`/job/${visualApp.jobId}`);
      await page.getByRole('button', { name: 'Apply Now' }).click();
      const log = page.getByRole('log', { name: 'Application chat' });
      await expect(log).toContainText('5-7 minutes');
      const pdf = await makeResumePdf(['Ada Lovelace', 'ada.lovelace@example.com', '+44 20 7946 0958']);
      await page
        .getByTestId('resume-input')
        .setInputFiles({ name: 'ada-lovelace-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
      await expect(log).toContainText('Uploaded: ada-lovelace-resume.pdf');
      await expect(log).toContainText('What is your full name?');
      await expect(page.getByRole('status', { name: 'Assistant is typing' })).toHaveCount(0);
      await shoot(page, 'apply-chat-resume', w);

      await page.goto(`/apply-success?jobId=${visualApp.jobId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'apply-success', w);
    });

    test('recruiter screens with the demo data', async ({ page, visualApp }) => {
      await visualApp.resetChatReads();
      await signIn(page, DEMO);
      await expect(heading(page, /Good morning/)).toBeVisible();
      await shoot(page, 'app-dashboard', w);

      await page.goto('/app/jobs');
      await expect(page.getByRole('article', { name: 'Data Scientist' })).toBeVisible();
      await shoot(page, 'app-jobs', w);

      await page.goto(`/app/jobs/${visualApp.jobId}`);
      await expect(heading(page, 'Share This Job')).toBeVisible();
      await shoot(page, 'app-job', w, {
        mask: (p) => [p.getByRole('textbox', { name: 'Public job link' })],
      });

      await page.goto(`/app/jobs/${visualApp.jobId}/candidates`);
      const rows = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
      await expect(rows.first()).toBeVisible();
      await shoot(page, 'app-job-candidates-list', w);

      await page.getByRole('radio', { name: 'List' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('region', { name: 'Applied stage' })).toBeVisible();
      await shoot(page, 'app-job-candidates-kanban', w);

      await page.goto('/app/candidates');
      await expect(rows.first()).toBeVisible();
      await shoot(page, 'app-candidates', w);

      await page.getByRole('button', { name: 'Add Candidate' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'app-candidates-add-dialog', w);
      await page.keyboard.press('Escape');

      await page.goto(`/app/candidates/${visualApp.candidateId}`);
      await expect(heading(page, 'Notes')).toBeVisible();
      await shoot(page, 'app-candidate-profile', w);

      await page.goto('/app/flows');
      await expect(heading(page, 'Interview Flows')).toBeVisible();
      await shoot(page, 'app-flows', w);

      await page.goto(`/app/flows/${visualApp.flowId}/manage`);
      await expect(page.getByRole('tab', { name: 'Stages' })).toBeVisible();
      await shoot(page, 'app-flow-manage', w);

      await page.goto('/app/interviews');
      await expect(page.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible();
      await shoot(page, 'app-interviews', w);

      await page.goto(`/app/interviews/${visualApp.interviewId}`);
      await expect(page.getByRole('heading', { name: /^Interview guide/ })).toBeVisible();
      await shoot(page, 'app-interview-kit', w);

      await page.goto('/app/chat');
      await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
      await expect(page.getByTestId('conversation-row').filter({ hasText: '#hiring' })).toBeVisible();
      await shoot(page, 'app-chat', w);
      await chatScreens(page, visualApp, w);

      await page.goto('/app/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'app-settings', w);

      await page.goto(`/app/job-description/${visualApp.jobId}/edit`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'app-job-edit', w);

      // Offline: the shell's indicator says so, and its popover tells what waits.
      await page.goto('/app');
      await expect(heading(page, /Good morning/)).toBeVisible();
      await page.context().setOffline(true);
      await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-tone', 'offline');
      await shoot(page, 'app-offline', w);
      await page.getByTestId('sync-indicator').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'app-offline-sync-popover', w);
      await page.context().setOffline(false);
    });

    test('the demo owner: notifications, email, mentions (issue 25)', async ({ page, visualApp }) => {
      await signIn(page, DEMO);
      await page.goto('/app/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await messagingScreens(page, visualApp, w);
    });

    test('a new recruiter: the empty states and the creator mid-conversation', async ({ page, visualApp }) => {
      await signIn(page, await visualApp.newRecruiter(w));
      await shoot(page, 'app-dashboard-empty', w);

      await page.goto('/app/jobs');
      await expect(page.getByRole('button', { name: 'Generate Demo Jobs' })).toBeVisible();
      await shoot(page, 'app-jobs-empty', w);

      await page.goto('/app/candidates');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, 'app-candidates-empty', w);

      await page.goto('/app/job-description/new');
      const input = page.getByRole('textbox', { name: 'Message' });
      const assistant = page.locator('[data-testid="creator-message"][data-role="assistant"]');
      await expect(assistant.first()).toContainText('What position are you hiring for?');
      for (const [answer, next] of [
        ['Platform Engineer', 'Which department'],
        ['Engineering', 'Where is this position located'],
        ['Berlin, Germany (Hybrid)', '1. Full-time'],
      ] as const) {
        await input.fill(answer);
        await input.press('Enter');
        await expect(assistant.last()).toContainText(next);
      }
      await expect(page.getByRole('status', { name: /typing/i })).toHaveCount(0);
      await shoot(page, 'app-creator-conversation', w);
    });
  });
}
