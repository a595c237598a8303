import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signIn,
  expectNoSeriousA11yViolations,
  DEMO,
  demoJobAndCandidate,
  demoPlanAndInterview,
} from './support/fixtures';

type Ids = Awaited<ReturnType<typeof demoJobAndCandidate>> & Awaited<ReturnType<typeof demoPlanAndInterview>>;
const demoIds = async (): Promise<Ids> => ({ ...(await demoJobAndCandidate()), ...(await demoPlanAndInterview()) });

const firstCandidate = (page: Page) => page.getByRole('list', { name: 'Candidates' }).getByRole('listitem').first();

const SCREENS: { name: string; path: (ids: Ids) => string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'dashboard',
    path: () => '/app',
    ready: (p) => expect(p.getByRole('heading', { name: /Good (morning|afternoon|evening), Demo/ })).toBeVisible(),
  },
  {
    name: 'jobs',
    path: () => '/app/jobs',
    ready: (p) => expect(p.getByRole('article', { name: 'Data Scientist' })).toBeVisible(),
  },
  {
    name: 'job detail',
    path: (i) => `/app/jobs/${i.jobId}`,
    ready: (p) => expect(p.getByRole('heading', { name: 'Share This Job' })).toBeVisible(),
  },
  {
    name: 'job candidates',
    path: (i) => `/app/jobs/${i.jobId}/candidates`,
    ready: (p) => expect(firstCandidate(p)).toBeVisible(),
  },
  { name: 'candidates', path: () => '/app/candidates', ready: (p) => expect(firstCandidate(p)).toBeVisible() },
  {
    name: 'candidate profile',
    path: (i) => `/app/candidates/${i.candidateId}`,
    ready: (p) => expect(p.getByRole('heading', { name: 'Notes' })).toBeVisible(),
  },
  {
    name: 'creator',
    path: () => '/app/job-description/new',
    ready: (p) => expect(p.getByRole('textbox', { name: 'Message' })).toBeVisible(),
  },
  {
    name: 'creator (edit)',
    path: (i) => `/app/job-description/${i.jobId}/edit`,
    ready: async (p) => {
      await expect(p.getByRole('heading', { name: 'Edit Job: Data Scientist' })).toBeVisible();
      await expect(p.getByTestId('creator-message').first()).toContainText('Title: Data Scientist');
    },
  },
  {
    name: 'flows',
    path: () => '/app/flows',
    ready: (p) => expect(p.getByRole('heading', { name: 'Interview Flows' })).toBeVisible(),
  },
  {
    name: 'flow manage',
    path: (i) => `/app/flows/${i.flowId}/manage`,
    ready: (p) => expect(p.getByRole('tab', { name: 'Stages' })).toBeVisible(),
  },
  {
    name: 'interview kit',
    path: (i) => `/app/interviews/${i.interviewId}`,
    ready: (p) => expect(p.getByRole('heading', { name: /^Interview guide/ })).toBeVisible(),
  },
  {
    name: 'interviews',
    path: () => '/app/interviews',
    ready: (p) => expect(p.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible(),
  },
  {
    name: 'chat',
    path: () => '/app/chat',
    ready: (p) => expect(p.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible(),
  },
];

test.describe('recruiter routes: no serious or critical axe-core violation', () => {
  // One signed-in browser for every screen: each test opens its screen by a full page load, as
  // before, but the demo recruiter signs in and syncs the demo data once, not once per screen
  // (fifteen sign-ins and first syncs were most of this spec's time). A test that fails gets a
  // new worker, and the screens after it a new sign-in.
  let page: Page;
  let ids: Ids;
  test.beforeAll(async ({ browser }) => {
    ids = await demoIds();
    page = await (await browser.newContext()).newPage();
    await signIn(page, DEMO.email, DEMO.password);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });

  for (const screen of SCREENS) {
    test(screen.name, async () => {
      await page.goto(screen.path(ids));
      await screen.ready(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('job candidates kanban', async () => {
    await page.goto(`/app/jobs/${ids.jobId}/candidates`);
    await expect(firstCandidate(page)).toBeVisible();
    await page.getByRole('radio', { name: 'List' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('region', { name: 'Applied stage' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
