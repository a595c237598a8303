// `npm start`: build the PWA, start the local stack (or use a hosted Supabase project) and serve
// the app. `npm run dev` (--dev): the same with Vite's dev server and hot reload instead of a build.
//
//   PORT=5173          the app            API_PORT=54321    the local stack's API
//   PARTII_DATA_DIR    the stack's data   SUPABASE_URL + SUPABASE_ANON_KEY: use that project
//                                         instead of a local stack (no stack is started)
//
// The app reads its backend from /config.json at run time, so the same build talks to whichever
// backend this script was pointed at.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { createStaticServer, listen } from './serve.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build') || process.env.PARTII_SKIP_BUILD === '1';
const port = Number(process.env.PORT ?? 5173);
const DEMO_LOGIN = { email: 'demo@partii.local', password: 'partii-demo' };
// Issue 13: the demo company's second member, an interviewer, to try the roles at once.
const DEMO_INTERVIEWER = { email: 'hiring.manager@partii.local', password: 'partii-demo' };

function run(command, args, options = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Serves the app (Vite in dev, the static server otherwise); resolves a function that closes it. */
async function serveApp(config) {
  if (dev) {
    // Vite's config middleware (vite.config.ts) answers /config.json from these variables.
    process.env.SUPABASE_URL = config.supabaseUrl;
    process.env.SUPABASE_ANON_KEY = config.supabaseAnonKey;
    const { createServer } = await import('vite');
    const server = await createServer({ root, server: { port, strictPort: true } });
    await server.listen();
    return () => server.close();
  }
  // PARTII_SITE_URL, when set, is the address job pages give as canonical and list in the sitemap
  const server = createStaticServer({ root: join(root, 'dist'), config, siteUrl: process.env.PARTII_SITE_URL });
  await listen(server, port);
  return () => new Promise((done) => server.close(() => done()));
}

/** Fails fast (before building or starting anything) when the app's port is taken. */
function assertPortFree(portToCheck) {
  return new Promise((resolveCheck, reject) => {
    const probe = createNetServer();
    probe.once('error', () => reject(new Error(`PORT ${portToCheck} is already in use (set PORT to another port)`)));
    probe.listen(portToCheck, () => probe.close(() => resolveCheck()));
  });
}

/** The local stack through its TypeScript API, loaded in this process via tsx. */
async function startLocalStack() {
  const { register } = await import('tsx/esm/api');
  register();
  const { startStack } = await import(join(root, 'supabase/local/stack.ts'));
  // links the stack mails (a candidate's status page, sign-in links) open the app on this PORT
  return startStack({
    seedDemo: true,
    env: { PARTII_SITE_URL: process.env.PARTII_SITE_URL ?? `http://localhost:${port}` },
  });
}

/** What must be stopped on exit, newest first; a stack still starting is awaited, then stopped. */
const cleanups = [];
let stopping = false;

async function shutdown(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  if (signal) console.log(`\n${signal}: stopping...`);
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`partii: error while stopping: ${error?.message ?? error}`);
      code = 1;
    }
  }
  process.exit(code);
}

async function main() {
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Invalid PORT: ${process.env.PORT}`);
  const hosted = Boolean(process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY);
  await assertPortFree(port);

  if (!dev && !skipBuild) {
    console.log('Building the app (vite build)...');
    await run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build']);
  } else if (!dev && !existsSync(join(root, 'dist/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` (or start without --no-build)');
  }

  let config;
  if (hosted) {
    config = { supabaseUrl: process.env.SUPABASE_URL, supabaseAnonKey: process.env.SUPABASE_ANON_KEY };
  } else {
    const starting = startLocalStack();
    // Ctrl-C during start-up must not leave PostgreSQL running.
    cleanups.push(async () => (await starting.catch(() => null))?.stop());
    const stack = await starting;
    config = { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey };
  }

  cleanups.push(await serveApp(config));

  const lines = [
    '',
    `Partii is running${dev ? ' (dev, hot reload)' : ''}`,
    `  App   http://localhost:${port}`,
    `  API   ${config.supabaseUrl}${hosted ? '  (hosted Supabase project)' : '  (local stack)'}`,
  ];
  if (!hosted) {
    lines.push(`  Demo login   ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}  (owner)`);
    lines.push(`               ${DEMO_INTERVIEWER.email} / ${DEMO_INTERVIEWER.password}  (interviewer)`);
    lines.push(`  Mailbox      ${config.supabaseUrl}/mailbox`);
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(`partii: ${error?.message ?? error}`);
  void shutdown(null, 1);
});
