// Takes the README screenshot (docs/screenshot.png): signs in as the demo recruiter on a running
// app and captures the dashboard. Usage: start the app (`npm start`), then
//   node scripts/screenshot.mjs [http://localhost:5173]
import { chromium } from '@playwright/test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const baseUrl = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 5173}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('textbox', { name: 'Email' }).fill('demo@partii.local');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('partii-demo');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/app' || url.pathname === '/app/');
  // Let the first sync fill the dashboard and the sign-in toast fade.
  await page.getByTestId('sync-indicator').and(page.locator('[data-tone="synced"]')).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(5_000);
  const file = join(root, 'docs/screenshot.png');
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
} finally {
  await browser.close();
}
