// `npm test`: every check, stopping at the first failure with its exit code:
// format check → lint (+ domain cycles) → type check → unit tests; integration tests (against a
// local stack); production build (+ chunk check) → end-to-end (including the screenshot suite).
//
// The three lanes run at the same time: the end-to-end tests take most of the time and mostly wait
// on the browser and the network (a one-worker run used 41 % of one core), the integration tests
// run one file at a time on each of their two stacks, so on a 2-core machine the other checks fit
// beside them (23.5 min one after the other on a fresh machine). Each lane's steps run in order. Every
// step's output is printed as one block when the step ends (the end-to-end tests print as they go);
// when a step fails, the others are stopped and `npm test` exits with that step's code.
// PARTII_TEST_SERIAL=1 runs every step one after the other, with its output as it comes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRoutes } from './generate-routes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const cache = (name) => join(root, 'node_modules/.cache', name);

/** @type {[string, string, string[], { live?: boolean }?][][]} lanes of steps */
const lanes = [
  [
    // Prettier and tsc keep what they learnt in node_modules/.cache: a second run checks only what
    // changed (measured: prettier 18 -> 2 s, tsc 30 -> 9 s of CPU).
    [
      'format (prettier --check)',
      bin('prettier'),
      [
        '--check',
        '--log-level',
        'warn',
        '--cache',
        '--cache-strategy',
        'content',
        '--cache-location',
        cache('prettier-check'),
        '.',
      ],
    ],
    ['lint', bin('eslint'), ['.']],
    ['no cycles between domains', process.execPath, [join(root, 'scripts/check-domain-cycles.mjs')]],
    [
      'typecheck',
      bin('tsc'),
      ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', cache('tsc/tsbuildinfo')],
    ],
    ['unit tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'unit-isolated']],
  ],
  // Two projects, each on a stack of its own, side by side (vitest.config.ts): the files that break
  // their stack on purpose, and the others.
  [['integration tests', bin('vitest'), ['run', '--project', 'integration', '--project', 'integration-faults']]],
  [
    ['build', bin('vite'), ['build']],
    ['public chunks hold no recruiter code', process.execPath, [join(root, 'scripts/check-chunks.mjs')]],
    ['end-to-end tests', bin('playwright'), ['test'], { live: true }],
  ],
];
const serial = process.env.PARTII_TEST_SERIAL === '1';

// Playwright drives Debian's Chromium (it never downloads a browser). On a fresh machine, install
// it when we can (root with apt-get); otherwise say what to install before any step runs, rather
// than failing at the end-to-end step after ten minutes of other checks.
await ensureChromium();

// The route tree is generated code; make it current before tsc reads it (Vite regenerates it
// during builds too, identically).
await generateRoutes();

const running = new Set();
let failed = false;
const started = Date.now();
const summary = [];

// Ctrl-C reaches only this process (the steps have process groups of their own): pass it on.
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, async () => {
    failed = true;
    await stopAll();
    process.exit(130);
  });
}

if (serial) {
  for (const lane of lanes) await runLane(lane, { live: true });
} else {
  await Promise.all(lanes.map((lane) => runLane(lane, {})));
}
// (when a step failed or Ctrl-C came, whoever noticed exits once the other steps are stopped)
if (!failed)
  console.log(
    `\nAll checks passed in ${seconds(started)}s (CPU ${childrenCpuSeconds().toFixed(0)}s):\n${summary.join('\n')}`,
  );

async function runLane(lane, { live: allLive }) {
  for (const [name, command, args, options = {}] of lane) {
    if (failed) return;
    const live = allLive || options.live;
    const stepStarted = Date.now();
    if (live) console.log(`\n▶ ${name}`);
    const { code, output } = await runStep(command, args, live);
    if (failed) return;
    const took = `${seconds(stepStarted)}s`;
    if (!live) console.log(`\n▶ ${name}\n${output.trimEnd()}`);
    if (code !== 0) {
      failed = true;
      console.error(`\n✖ ${name} failed after ${took}`);
      await stopAll();
      process.exit(code || 1);
    }
    console.log(`✔ ${name} (${took})`);
    summary.push(`  ${name}: ${took}`);
  }
}

/** Runs one step; its output goes to the console as it comes (`live`) or is collected. */
function runStep(command, args, live) {
  return new Promise((resolveStep) => {
    const child = spawn(command, args, {
      cwd: root,
      // Its own process group, so that stopping it stops what it started (PostgreSQL, Chromium).
      detached: !serial,
      stdio: live ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      // Colours as on a terminal, though the output goes through a pipe first.
      env: { ...process.env, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) },
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.stack ?? error}\n`));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolveStep({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/** CPU seconds (user + system) of every step so far, their children included (Linux; else 0). */
function childrenCpuSeconds() {
  try {
    // Fields 16 and 17 of /proc/self/stat: the reaped children's user and system time, in ticks.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Stops the other steps: SIGINT first (Playwright stops its stack and app server), then SIGTERM and
 * at last SIGKILL to each step's whole process group (a Vitest stopped by SIGINT leaves its stack's
 * PostgreSQL behind otherwise).
 */
async function stopAll() {
  const children = [...running];
  const alive = () => children.filter((c) => c.exitCode === null && c.signalCode === null);
  const signal = (name, group) => {
    for (const child of group ? children : alive()) {
      try {
        process.kill(group ? -child.pid : child.pid, name);
      } catch {
        // already gone
      }
    }
  };
  const wait = async (ms) => {
    const deadline = Date.now() + ms;
    while (alive().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  };
  signal('SIGINT', false);
  await wait(10_000);
  signal('SIGTERM', true);
  // what the leaders left behind (PostgreSQL) gets a moment to shut down
  await new Promise((r) => setTimeout(r, 2_000));
  signal('SIGKILL', true);
}

function seconds(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

async function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(browser)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = (await runQuiet('sh', ['-c', 'command -v apt-get'])) === 0;
  if (isRoot && apt) {
    console.log(`\n▶ installing Debian's chromium (${browser} is missing)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      if ((await runQuiet('apt-get', args, { stdio: 'inherit', env })) !== 0) break;
    }
    if (existsSync(browser)) return;
  }
  console.error(
    `✖ ${browser} is missing: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}

function runQuiet(command, args, options = { stdio: 'ignore' }) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, options);
    child.on('error', () => resolveRun(1));
    child.on('close', (code) => resolveRun(code ?? 1));
  });
}
