// `npm run backend`: the local stack in the foreground. Ctrl-C (SIGINT/SIGTERM) stops every
// child process; a taken port is one clear line and exit code 1.
import { PortInUseError } from './ports.ts';
import { startStack, stackStartInfo } from './stack.ts';

async function main() {
  let stack;
  try {
    stack = await startStack();
  } catch (err) {
    if (err instanceof PortInUseError) {
      console.error(`partii: ${err.message}`);
    } else {
      console.error(`partii: the local stack failed to start: ${(err as Error)?.message ?? err}`);
    }
    process.exit(1);
  }

  const info = stackStartInfo(stack);
  const lines = [
    '',
    'Partii local stack is running',
    `  API URL           ${stack.url}`,
    `  REST              ${stack.url}/rest/v1`,
    `  Auth              ${stack.url}/auth/v1`,
    `  Storage           ${stack.url}/storage/v1`,
    `  Realtime          ${stack.url.replace(/^http/, 'ws')}/realtime/v1/websocket`,
    `  Functions         ${stack.url}/functions/v1`,
    `  DB URL            ${stack.dbUrl}`,
    `  Data dir          ${stack.dataDir}`,
    `  anon key          ${stack.anonKey}`,
    `  service_role key  ${stack.serviceRoleKey}`,
    `  JWT secret        ${stack.jwtSecret}`,
  ];
  if (info?.demo) {
    lines.push(
      `  Demo recruiter    ${info.demo.email} / ${info.demo.password}` +
        (info.demo.created ? `  (seeded: ${info.demo.jobs} jobs, ${info.demo.candidates} candidates)` : ''),
    );
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));

  let stopping = false;
  const shutdown = (signal: string) => {
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
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
