// `npm test`: every check, in order, stopping at the first failure with its exit code:
// lint → type check → unit and integration tests → production build → end-to-end tests.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRoutes } from './generate-routes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['lint', ['eslint', '.']],
  ['typecheck', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['unit + integration tests', ['vitest', 'run']],
  ['build', ['vite', 'build']],
  ['end-to-end tests', ['playwright', 'test']],
];

// The route tree is generated code; make it current before tsc reads it (Vite regenerates it
// during builds too, identically).
await generateRoutes();

for (const [name, [bin, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${bin} ${args.join(' ')}`);
  const result = spawnSync('npx', ['--no-install', bin, ...args], { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log('\nAll checks passed.');
