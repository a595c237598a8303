// Mobile first (375 px wide): every public page fits with no horizontal scroll, its controls are
// at least 44 px tall, and the whole application flow works on a phone-sized screen.
import { test, expect, serviceClient } from './support/fixtures';
import {
  answerUpToLastQuestion,
  createPublishedJob,
  newApplicant,
  resumeOf,
  publicPaths,
  sendLastAnswer,
  waitUntilLoaded,
} from './public-helpers';

import type { Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
}

/** Buttons, inputs, tabs and button-links in the page: each at least 44 px tall. */
async function expectTouchTargets(page: Page) {
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main button, main input:not([type=hidden]), main textarea, main [role=tab], main a.mantine-Button-root, header button, header a.mantine-Button-root',
      ),
    ]
      .filter((el) => el.offsetParent !== null && !el.hidden)
      .map((el) => ({
        el: el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName,
        height: el.getBoundingClientRect().height,
      }))
      .filter((target) => target.height > 0 && target.height < 44),
  );
  expect(small, `small touch targets on ${page.url()}`).toEqual([]);
}

test('no public page scrolls sideways at 375 px, and its controls are touch-sized', async ({ page }) => {
  const job = await createPublishedJob({
    title: `Senior Full-Stack Engineer with a Deliberately Long Title ${Date.now()}`,
  });
  for (const path of publicPaths(job.id)) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await waitUntilLoaded(page);
    await expectNoHorizontalScroll(page);
    await expectTouchTargets(page);
  }
  // The dialogs too.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByRole('dialog', { name: 'Join the Partii Waitlist' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('applying through the chat works on a 375 px screen', async ({ page }) => {
  const job = await createPublishedJob();
  const applicant = newApplicant();
  const pdf = await resumeOf(applicant);
  await page.goto(`/job/${job.id}`);
  await page.getByRole('button', { name: 'Apply Now' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Apply for this Position' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await expectNoHorizontalScroll(page);
  await answerUpToLastQuestion(page, applicant, pdf, ['Six years, two of them as the on-call DBA']);
  await sendLastAnswer(page, 'Happy to relocate to Bristol');
  await expect(page).toHaveURL(/\/apply-success/);
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expect(page.getByTestId('submission-banner')).toContainText('Sent');
  const { data } = await serviceClient().from('applications').select('answers').eq('job_id', job.id);
  expect(data).toEqual([
    {
      answers: [
        {
          question: 'How many years of PostgreSQL experience do you have?',
          answer: 'Six years, two of them as the on-call DBA',
        },
        {
          question: 'Is there anything else you would like the hiring team to know?',
          answer: 'Happy to relocate to Bristol',
        },
      ],
    },
  ]);
});
