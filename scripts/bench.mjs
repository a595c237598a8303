// `npm run bench`: runs the performance benchmarks in tests/bench (each `*.bench.ts` is a script
// that measures and prints its numbers; they are not pass/fail tests), one after another.
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'tests/bench');
const only = process.argv.slice(2);

const files = existsSync(benchDir)
  ? readdirSync(benchDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.bench.ts'))
      .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
      .sort()
  : [];

if (files.length === 0) {
  console.log('No benchmarks found (tests/bench/**/*.bench.ts).');
  process.exit(0);
}

let failed = 0;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(benchDir, file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed++;
    console.error(`✖ ${file} exited with ${result.status}`);
  }
}
process.exit(failed ? 1 : 0);
