import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (pure rules, components, sync against fake-indexeddb) and
// integration tests that need the real local stack (PostgreSQL + PostgREST + gateway), which the
// integration project's global setup starts once on free ports and a throw-away data dir.
// `@/…` is src/ (the same alias as vite.config.ts and tsconfig.json); each project names it.
const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sync/**/*.test.ts', 'supabase/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/unit-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
