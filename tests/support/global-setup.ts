// Global setup of the `integration` vitest project: ONE local stack (PostgreSQL + PostgREST +
// gateway) on free ports in a throw-away data dir, shared by every integration test file and
// stopped at the end. Tests read it through tests/support/stack-env.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../supabase/local/stack.ts';

export interface TestStackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dbUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStackInfo;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partii-test-'));
  const stack = await startStack({
    dataDir,
    apiPort: 0,
    quiet: true,
    seedDemo: false,
    // tests sign up and sign in at once; the confirmation flow has its own test with its own stack
    env: { PARTII_AUTH_CONFIRMATIONS: 'false' },
  });
  project.provide('stack', {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
    dbUrl: stack.dbUrl,
  });
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
