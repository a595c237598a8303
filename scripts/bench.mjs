// `npm run bench [-- <name filter>...] [-- --report]`: runs the performance benchmarks in tests/bench (each
// `*.bench.ts`, also under tests/bench/browser, is a script run by tsx in a process of its own, one
// after another; a benchmark that crashes does not stop the others), then prints one table of the
// issue-12 goals (B1–B10) that the benchmarks recorded with `recordGoal`, writes it as
// bench-results/latest.json and rewrites the README's table between the bench markers.
//
// Without a filter, every goal result from an earlier run is cleared first, so the table shows this
// run only; with a filter, the goals it does not measure keep their last result (and its date).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'tests/bench');
const resultsDir = join(root, 'bench-results');
const readmePath = join(root, 'README.md');
// `--report`: run nothing, only print and write the table of the results already recorded.
const reportOnly = process.argv.includes('--report');
const only = process.argv.slice(2).filter((arg) => arg !== '--report');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

// The goals and their targets, as tests/bench/support/goals.ts states them (read from there so the
// two never disagree).
async function loadGoals() {
  const { register } = await import('tsx/esm/api');
  register();
  return import(join(benchDir, 'support/goals.ts'));
}

const files = reportOnly
  ? []
  : existsSync(benchDir)
    ? readdirSync(benchDir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.bench.ts'))
        .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
        .sort()
    : [];

if (files.length === 0 && !reportOnly) {
  console.log('No benchmarks found (tests/bench/**/*.bench.ts).');
  process.exit(0);
}

mkdirSync(resultsDir, { recursive: true });
if (only.length === 0 && !reportOnly)
  for (const file of readdirSync(resultsDir)) if (/^B\d+\.json$/.test(file)) rmSync(join(resultsDir, file));

const runs = [];
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const started = Date.now();
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [join(benchDir, file)], {
    cwd: root,
    stdio: 'inherit',
  });
  const status = result.status ?? (result.signal ? `signal ${result.signal}` : 'unknown');
  runs.push({ file, status, seconds: Math.round((Date.now() - started) / 1000) });
  if (result.status !== 0) console.error(`✖ ${file} exited with ${status}`);
}

const { GOALS, readGoalResults } = await loadGoals();
const results = new Map(readGoalResults().map((r) => [r.id, r]));
const rows = Object.entries(GOALS).map(([id, goal]) => {
  const r = results.get(id);
  return {
    id,
    what: goal.what,
    target: goal.target,
    measured: r?.measured ?? 'not run',
    ratio: r?.ratio ?? '',
    met: r ? (r.met ? 'yes' : 'no') : '–',
    at: r?.at ?? null,
  };
});

// ---- console table ------------------------------------------------------------------------------
const columns = ['id', 'what', 'target', 'measured', 'ratio', 'met'];
const width = (c) => Math.max(c.length, ...rows.map((row) => String(row[c]).length));
const widths = Object.fromEntries(columns.map((c) => [c, Math.min(width(c), c === 'measured' ? 90 : 60)]));
const cell = (c, v) => {
  const s = String(v);
  return (s.length > widths[c] ? s.slice(0, widths[c] - 1) + '…' : s).padEnd(widths[c]);
};
console.log(`\nGoals — ${os.cpus().length} CPU, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(columns.map((c) => cell(c, c)).join('  '));
console.log(columns.map((c) => '-'.repeat(widths[c])).join('  '));
for (const row of rows) console.log(columns.map((c) => cell(c, row[c])).join('  '));

// ---- JSON ---------------------------------------------------------------------------------------
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? null,
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  loadAverage: os.loadavg()[0],
  node: process.version,
};
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim();
writeFileSync(
  join(resultsDir, 'latest.json'),
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      commit: commit || null,
      machine,
      runs,
      goals: rows.map((row) => ({ ...row, details: results.get(row.id)?.details ?? null })),
    },
    null,
    2,
  ) + '\n',
);

// ---- README -------------------------------------------------------------------------------------
const escape = (s) => String(s).replace(/\|/g, '\\|');
// The numbers before the latest round of changes (bench-results/baseline.json, measured on this
// machine; its `label` says which; bench-results/baseline-before-issue12.json keeps the first one),
// shown next to the latest ones.
const baselinePath = join(resultsDir, 'baseline.json');
const baseline = existsSync(baselinePath) ? JSON.parse(readFileSync(baselinePath, 'utf8')) : null;
const before = new Map((baseline?.goals ?? []).map((g) => [g.id, g]));
const beforeCell = (id) => {
  const g = before.get(id);
  if (!g || g.measured === 'not run') return '–';
  return `${g.measured}${g.ratio ? ` (${g.ratio})` : ''}`;
};
const line = (cells) => `| ${cells.map(escape).join(' | ')} |`;
const header = baseline
  ? ['#', 'what', 'target', 'before', 'measured', 'ratio', 'met']
  : ['#', 'what', 'target', 'measured', 'ratio', 'met'];
const table = [
  START,
  '',
  `Latest \`npm run bench\` (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit || '?'}, ${machine.cpus} CPU, load ${machine.loadAverage.toFixed(1)}; raw numbers in \`bench-results/latest.json\`)${
    baseline
      ? `; "before" is \`bench-results/baseline.json\` (${String(baseline.generatedAt).slice(0, 16).replace('T', ' ')} UTC, commit ${baseline.commit ?? '?'}: ${baseline.label ?? 'the app before these changes'}, same machine)`
      : ''
  }:`,
  '',
  line(header),
  line(header.map(() => '---')),
  ...rows.map((r) =>
    line(
      baseline
        ? [r.id, r.what, r.target, beforeCell(r.id), r.measured, r.ratio, r.met]
        : [r.id, r.what, r.target, r.measured, r.ratio, r.met],
    ),
  ),
  '',
  END,
].join('\n');
if (existsSync(readmePath)) {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start !== -1 && end > start) {
    writeFileSync(readmePath, readme.slice(0, start) + table + readme.slice(end + END.length));
    console.log('\nREADME table updated; bench-results/latest.json written.');
  } else console.log(`\nREADME has no ${START} … ${END} markers: table not written there.`);
}

// `npm test` checks formatting of the whole tree: write the results as Prettier would.
spawnSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', resultsDir, readmePath], {
  cwd: root,
  stdio: 'inherit',
});

process.exit(runs.some((r) => r.status !== 0) ? 1 : 0);
