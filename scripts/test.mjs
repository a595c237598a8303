// `npm test`: every check, in order, stopping at the first failure with its exit code:
// lint → type check → unit and integration tests → production build (+ chunk check) → end-to-end.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRoutes } from './generate-routes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

const steps = [
  ['lint', bin('eslint'), ['.']],
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['unit + integration tests', bin('vitest'), ['run']],
  ['build', bin('vite'), ['build']],
  ['public chunks hold no recruiter code', process.execPath, [join(root, 'scripts/check-chunks.mjs')]],
  ['end-to-end tests', bin('playwright'), ['test']],
];

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
