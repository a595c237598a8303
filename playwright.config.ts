import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// The test stacks' PostgreSQL clusters are thrown away: no fsync (supabase/local/postgres.ts).
process.env.PARTII_PG_DURABLE ??= 'false';

const testDir = 'tests/e2e';
// Specs that use the demo recruiter (sign in as DEMO, add jobs to its company, read its jobs and
// candidates) share that account: they run one at a time, in file order, as they always did
// ('demo'). Even a spec that only looks at the demo screens writes: the app signed in as DEMO
// screens every new application and pushes the rating (a concurrent axe run once rated an
// application a spec kept unrated). Every other spec ('rest') makes its own recruiters or its own
// stack, so it runs on other workers beside them; a spec that needs only some recruiter and a job
// makes its own (createRecruiter, insertJob, publishJobAs) and is not matched here. Read from the
// specs.
const usesDemoRecruiter = (file: string) =>
  file !== 'visual-screens.spec.ts' && // signs in as DEMO on its own stack (support/visual-app.ts)
  /\bDEMO\b|createPublishedJob|demoRecruiterClient|demoJob|demoCompanyId|demoPlanAndInterview/.test(
    readFileSync(`${testDir}/${file}`, 'utf8'),
  );
const demoSpecs = readdirSync(testDir).filter((file) => file.endsWith('.spec.ts') && usesDemoRecruiter(file));

export default defineConfig({
  testDir,
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Two workers (PW_WORKERS to change): one for the 'demo' specs, one for the 'rest' beside them,
  // both for the 'rest' once the demo group is done. Three were tried: with the integration lane's
  // two stacks beside them a 2-core machine ran at load ~20 and 30 s waits of correct tests ran out
  // (a second device's first sync), where two workers had passed.
  workers: Number(process.env.PW_WORKERS ?? 2),
  fullyParallel: false,
  projects: [
    { name: 'demo', testMatch: demoSpecs, workers: 1 },
    { name: 'rest', testIgnore: demoSpecs },
  ],
  // CI gets one retry: the suite shares one stack and a 2-core machine, where a timing race can
  // fail a correct test once; a retried test is still reported as flaky in the output.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: {
    timeout: 15_000,
    // The screenshot suite (visual-screens.spec.ts): same browser, fonts, clock and data on every
    // run, so a small tolerance is enough. A count, not a ratio: on a 5 000 px tall page 0.1 %
    // already hid a restyled footer link. 40 px absorbs anti-aliasing noise, not a changed widget.
    toHaveScreenshot: {
      maxDiffPixels: 40,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: './tests/e2e/support/screenshot.css',
    },
  },
  // One set of baselines for every machine (Debian's Chromium on Linux): no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    browserName: 'chromium',
    // Set by the global setup; workers inherit its environment (the fixtures set it too).
    baseURL: process.env.BASE_URL,
    serviceWorkers: 'allow',
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      // Never download a browser: the system Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
