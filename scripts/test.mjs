// `npm test`: every check, in order, stopping at the first failure with its exit code:
// format check → lint (+ domain cycles) → type check → unit and integration tests → production
// build (+ chunk check) → end-to-end (including the screenshot suite).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRoutes } from './generate-routes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

const steps = [
  ['format (prettier --check)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
  ['lint', bin('eslint'), ['.']],
  ['no cycles between domains', process.execPath, [join(root, 'scripts/check-domain-cycles.mjs')]],
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['unit + integration tests', bin('vitest'), ['run']],
  ['build', bin('vite'), ['build']],
  ['public chunks hold no recruiter code', process.execPath, [join(root, 'scripts/check-chunks.mjs')]],
  ['end-to-end tests', bin('playwright'), ['test']],
];

// Playwright drives Debian's Chromium (it never downloads a browser). On a fresh machine, install
// it when we can (root with apt-get); otherwise say what to install before any step runs, rather
// than failing at the end-to-end step after ten minutes of other checks.
ensureChromium();

// The route tree is generated code; make it current before tsc reads it (Vite regenerates it
// during builds too, identically).
await generateRoutes();

for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');

function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(browser)) return;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (root && apt) {
    console.log(`\n▶ installing Debian's chromium (${browser} is missing)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0) break;
    }
    if (existsSync(browser)) return;
  }
  console.error(
    `✖ ${browser} is missing: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
