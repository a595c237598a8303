// `npm run test:visual`: the screenshot suite and the text colour / word-break check (issue 10),
// on a fresh build. `npm run test:visual -- --update` refreshes the baselines in
// tests/e2e/__screenshots__ (look at every changed picture before committing it). Other
// arguments go to Playwright (for example `--grep 375`).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = args.filter((a) => a !== '--update');

const run = (command, commandArgs) => {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(bin('vite'), ['build']);
run(bin('playwright'), [
  'test',
  'tests/e2e/visual-screens.spec.ts',
  'tests/e2e/visual-text.spec.ts',
  ...(update ? ['--update-snapshots=all'] : []),
  ...passThrough,
]);
