// Global setup of the `integration` vitest project: ONE local stack (PostgreSQL + PostgREST +
// gateway) on free ports in a throw-away data dir, shared by every integration test file and
// stopped at the end. Tests read it through tests/support/stack-env.ts.
//
// Tests run in other processes than this setup, so a test that needs the stack itself to fail
// (the gateway or PostgreSQL killed mid-sync) asks over a small control endpoint on 127.0.0.1
// (`controlUrl`, see tests/support/stack-control.ts): POST /restart-gateway, /stop-postgres,
// /start-postgres, /restart-postgres (`?mode=immediate` kills PostgreSQL without a checkpoint),
// /stop-mail-sender, /start-mail-sender (the outgoing mail sender, issue 25).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startTestStack } from './test-stack.ts';

export interface TestStackInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dbUrl: string;
  /** The stack's SMTP sink on 127.0.0.1 (mail sent there lands in the mailbox). */
  smtpPort: number;
  /** The control endpoint of this setup (restart the gateway or PostgreSQL). */
  controlUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStackInfo;
  }
}

export default async function setup(project: TestProject) {
  const testStack = await startTestStack('partii-test-', { seedDemo: false });
  const { stack } = testStack;
  // One control action at a time: a restart requested while another runs waits for it.
  let busy: Promise<unknown> = Promise.resolve();
  const actions: Record<string, (mode: 'fast' | 'immediate') => Promise<void>> = {
    '/restart-gateway': () => stack.restartGateway(),
    '/stop-postgres': (mode) => stack.stopPostgres(mode),
    '/start-postgres': () => stack.startPostgres(),
    '/restart-postgres': (mode) => stack.restartPostgres(mode),
    '/stop-mail-sender': () => stack.stopMailSender(),
    '/start-mail-sender': async () => stack.startMailSender(),
  };
  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control.local');
    const action = actions[url.pathname];
    req.resume();
    if (req.method !== 'POST' || !action) {
      res.writeHead(404).end();
      return;
    }
    const mode = url.searchParams.get('mode') === 'immediate' ? 'immediate' : 'fast';
    const run = busy.then(() => action(mode));
    busy = run.catch(() => undefined);
    run.then(
      () => res.writeHead(204).end(),
      (err: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String((err as Error)?.stack ?? err)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  project.provide('stack', {
    url: stack.url,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    jwtSecret: stack.jwtSecret,
    dbUrl: stack.dbUrl,
    smtpPort: stack.smtpPort,
    controlUrl,
  });
  return async () => {
    control.closeAllConnections();
    await new Promise<void>((resolve) => control.close(() => resolve()));
    // a test that stopped PostgreSQL and failed before starting it again
    await stack.startPostgres().catch(() => undefined);
    await testStack.stop();
  };
}
