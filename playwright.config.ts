import { defineConfig } from '@playwright/test';

// End-to-end tests in Chromium against the built PWA and ONE local stack with demo data, both
// started by the global setup on free ports (tests/e2e/support/global-setup.ts). Specs import
// `test`/`expect` from tests/e2e/support/fixtures.ts.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // The machine is small and shared: one worker by default (PW_WORKERS=2 to go faster).
  workers: Number(process.env.PW_WORKERS ?? 1),
  fullyParallel: false,
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
