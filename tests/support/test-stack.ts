// What the integration setup, the end-to-end setup and the screenshot suite each start: a local
// stack on free ports in a throw-away data dir and, for the browser tests, a static server for the
// built app whose /config.json points at that stack.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../../supabase/local/stack.ts';
import { createStaticServer, listen } from '../../scripts/serve.mjs';

export interface TestStack {
  stack: Stack;
  /** Stops the stack and deletes its data dir. */
  stop(): Promise<void>;
}

/**
 * A stack in a new temporary data dir (`prefix` names it). Sign-up signs the new user in at once
 * (the CLI default): tests rely on it, and the confirmation flow has its own test with its own stack.
 */
export async function startTestStack(
  prefix: string,
  options: { seedDemo: boolean; demoNow?: Date },
): Promise<TestStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const stack = await startStack({
    dataDir,
    apiPort: 0,
    quiet: true,
    seedDemo: options.seedDemo,
    ...(options.demoNow ? { demoNow: options.demoNow } : {}),
    env: { PARTII_AUTH_CONFIRMATIONS: 'false' },
  });
  return {
    stack,
    async stop() {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServedApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The build in `distDir` served on a free port, its /config.json pointing at `stack`. */
export async function serveBuiltApp(distDir: string, stack: Stack): Promise<ServedApp> {
  const server = createStaticServer({
    root: distDir,
    config: { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey },
  });
  const port = await listen(server, 0);
  return {
    baseUrl: `http://localhost:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
    },
  };
}
