// `npm run backend`: the local stack in the foreground. Ctrl-C (SIGINT/SIGTERM) stops every
// child process; a taken port is one clear line and exit code 1.
import { PortInUseError } from './ports.ts';
import { startStack, stackStartInfo, type Stack } from './stack.ts';

let stack: Stack | undefined;
let stopping = false;
let signalled: string | null = null;

function summary(s: Stack): string {
  const info = stackStartInfo(s);
  const lines = [
    '',
    'Partii local stack is running',
    `  API URL           ${s.url}`,
    `  REST              ${s.url}/rest/v1`,
    `  Auth              ${s.url}/auth/v1`,
    `  Storage           ${s.url}/storage/v1`,
    `  Realtime          ${s.url.replace(/^http/, 'ws')}/realtime/v1/websocket`,
    `  Functions         ${s.url}/functions/v1`,
    `  Mailbox           ${s.url}/mailbox`,
    `  SMTP (mail sink)  127.0.0.1:${s.smtpPort}`,
    `  DB URL            ${s.dbUrl}`,
    `  Data dir          ${s.dataDir}`,
    `  anon key          ${s.anonKey}`,
    `  service_role key  ${s.serviceRoleKey}`,
    `  JWT secret        ${s.jwtSecret}`,
  ];
  if (info?.demo) {
    lines.push(
      `  Demo recruiter    ${info.demo.email} / ${info.demo.password}` +
        (info.demo.created ? `  (seeded: ${info.demo.jobs} jobs, ${info.demo.candidates} candidates)` : ''),
    );
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  return lines.join('\n');
}

function shutdown(signal: string) {
  if (!stack) {
    // still starting: stop as soon as the stack is up (a second signal gives up waiting)
    if (signalled) process.exit(1);
    signalled = signal;
    return;
  }
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local stack...`);
  stack
    .stop()
    .then(() => process.exit(0))
    .catch((err) => {
      console.error(`partii: error while stopping: ${(err as Error)?.message ?? err}`);
      process.exit(1);
    });
}

// this process owns the signals (stack.ts's fallback handler then stays out of the way)
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

// While stopping, connections cut by PostgreSQL's own shutdown (a Ctrl-C in a terminal reaches
// every process of the group, PostgreSQL included) are expected, not a crash.
process.on('uncaughtException', (err: Error & { code?: string }) => {
  if ((stopping || signalled) && (err.code === '57P01' || err.code === 'ECONNRESET' || /terminat/i.test(err.message)))
    return;
  console.error(`partii: ${err.stack ?? err}`);
  process.exit(1);
});

async function main() {
  let started: Stack;
  try {
    started = await startStack();
  } catch (err) {
    if (err instanceof PortInUseError) {
      console.error(`partii: ${err.message}`);
    } else {
      console.error(`partii: the local stack failed to start: ${(err as Error)?.message ?? err}`);
    }
    process.exit(1);
  }
  stack = started;
  if (signalled) {
    shutdown(signalled);
    return;
  }
  console.log(summary(started));
}

void main();
