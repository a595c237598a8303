// Playwright global setup: ONE local stack (with the demo recruiter and demo data) and ONE static
// server for the built app whose /config.json points at that stack, both on free ports in a
// throw-away data dir. Specs read the addresses and keys from process.env (workers inherit the
// environment set here): BASE_URL, SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY,
// SUPABASE_JWT_SECRET, PARTII_DB_URL.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveBuiltApp, startTestStack } from '../../support/test-stack.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// The build to serve: dist/ by default; PARTII_E2E_DIST points at a private build instead
// (`npx vite build --outDir /tmp/my-dist`), so a rebuild elsewhere cannot change it mid-run.
const distDir = path.resolve(process.env.PARTII_E2E_DIST ?? path.join(root, 'dist'));

/** Newest modification time under `dir` (source files only), to tell a stale build. */
function newestSourceChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|css|html)$/.test(entry.name)) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function ensureBuild(): void {
  const builtIndex = path.join(distDir, 'index.html');
  if (existsSync(builtIndex) && existsSync(path.join(distDir, 'sw.js'))) {
    // Not rebuilt here: other runs may be serving dist/ right now. Say so instead.
    const sourceChange = Math.max(
      newestSourceChange(path.join(root, 'src')),
      newestSourceChange(path.join(root, 'sync')),
    );
    if (sourceChange > statSync(builtIndex).mtimeMs) {
      console.warn(`[e2e] ${distDir} is older than the sources: rebuild it to test the current code`);
    }
    return;
  }
  // `npm test` builds before Playwright runs; a bare `npx playwright test` builds here once.
  console.log(`[e2e] ${distDir} has no build: running vite build`);
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBuild();
  const testStack = await startTestStack('partii-e2e-', { seedDemo: true });
  const { stack } = testStack;
  const app = await serveBuiltApp(distDir, stack);

  process.env.BASE_URL = app.baseUrl;
  process.env.PARTII_E2E_DIST = distDir;
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_ANON_KEY = stack.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  process.env.SUPABASE_JWT_SECRET = stack.jwtSecret;
  process.env.PARTII_DB_URL = stack.dbUrl;
  console.log(`[e2e] app ${process.env.BASE_URL} · API ${stack.url}`);

  return async () => {
    await app.stop();
    await testStack.stop();
  };
}
