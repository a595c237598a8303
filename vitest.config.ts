import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// Projects: fast unit tests (pure rules, components, sync against fake-indexeddb; 'unit' and
// 'unit-isolated', below) and
// integration tests that need the real local stack (PostgreSQL + PostgREST + gateway), which each
// integration project's global setup starts once on free ports and a throw-away data dir
// ('integration' and 'integration-faults', below).
// `@/…` is src/ (the same alias as vite.config.ts and tsconfig.json); each project names it.
// The test stacks' PostgreSQL clusters are thrown away: no fsync (supabase/local/postgres.ts).
process.env.PARTII_PG_DURABLE ??= 'false';

const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

const unitDirs = ['src', 'sync', 'supabase', 'scripts'];
const unitInclude = unitDirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
// Unit test files share one module graph and one worker thread ('unit'): importing the app's
// modules again for every file was most of the unit tests' time (measured on 153 files: 104 s of
// CPU isolated in forks, 30 s shared). A file that mocks modules (`vi.mock`) needs modules of its
// own, so it runs isolated ('unit-isolated'); the split is read from the files themselves.
const root = path.dirname(fileURLToPath(import.meta.url));
const mockingUnitFiles = unitDirs
  .flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, file), 'utf8')))
  .map((file) => file.split(path.sep).join('/'));

// Integration test files that break the stack on purpose (tests/support/stack-control.ts: restart
// the gateway or PostgreSQL, stop the mail sender) run on a stack of their own ('integration-faults'),
// one file at a time, beside the other files ('integration', one at a time on theirs): only the
// calling file sees its outage, as before, and the two halves take about as long. Read from the files.
const integrationDir = 'tests/integration';
const stackFaultFiles = readdirSync(path.join(root, integrationDir))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => /support\/stack-control/.test(readFileSync(path.join(root, integrationDir, file), 'utf8')))
  .map((file) => `${integrationDir}/${file}`);
const integration = {
  include: [`${integrationDir}/**/*.test.ts`],
  environment: 'node',
  // Each project starts its own stack (the global setup runs once per project).
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/unit-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: unitInclude,
          exclude: [...configDefaults.exclude, ...mockingUnitFiles],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
          pool: 'threads',
          isolate: false,
          // `npm test` runs these beside the integration and end-to-end tests: a property test of
          // 2-3 s on an idle machine passed the default 5 s only just there.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        test: {
          name: 'unit-isolated',
          include: mockingUnitFiles,
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
          pool: 'threads',
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        test: { ...integration, name: 'integration', exclude: [...configDefaults.exclude, ...stackFaultFiles] },
      },
      { resolve, test: { ...integration, name: 'integration-faults', include: stackFaultFiles } },
    ],
  },
});
