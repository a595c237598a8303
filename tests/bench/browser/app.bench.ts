// The issue-12 browser benchmark: real Chromium (/usr/bin/chromium, native IndexedDB) against a
// local stack seeded at scale by SQL (one recruiter, 2 000 jobs, 40 000 candidates, 50 000
// applications, 8 000 notes = 100 000 rows). Measures, in this order, and records each goal with
// recordGoal (tests/bench/support/goals.ts):
//   B1  first sync by the engine alone (bench page) vs RxDB's Supabase replication, same browser;
//   B2  the app: sign-in on /auth until the indicator says "Synced" (median of the rounds, each in
//       a fresh context; the last stays signed in for what follows);
//   B3  client-side navigation to six screens until their content shows;
//   B4  a keystroke in three searches until the results change;
//   B5  JS heap after B2, and flat over a soak of navigation (PARTII_BENCH_SOAK_MS, default 5 min):
//       ≤ +10 % from the first minute to the end, past the JIT warm-up (see measureHeap);
//   B7  1 000 writes made offline, drained after reconnect;
//   B10 ~300 demo candidates (the jobs list's command) until they are all on the server;
//   B6  a note written in one client until it is in another client's IndexedDB (last: a second
//       client's first sync is the run's longest wait).
// The app is a production build (vite build into a temp dir) served by scripts/serve.mjs; the
// bench page (tests/bench/browser/page) is built into its /bench/ so it shares the app's origin
// and IndexedDB. A goal that fails is recorded as not met with the reason; the stack, the
// servers, the browser and the temp dirs are always cleaned up.
//
//   npm run bench -- app            (env: PARTII_BENCH_SOAK_MS, PARTII_BENCH_ROUNDS,
//                                      PARTII_BENCH_SCALE=small for a 5 000-row dry run,
//                                      PARTII_BENCH_GOALS=B1,B3 to measure only some goals,
//                                      PARTII_BENCH_DIST=<dir> to reuse an app build,
//                                      PARTII_BENCH_PROFILE_DIR=<dir> for CPU profiles,
//                                      PARTII_BENCH_HEAP_SNAPSHOT_DIR=<dir> for B5's heap snapshots,
//                                      PARTII_BENCH_SCREENSHOT_DIR=<dir> for B3's screens)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createStaticServer, listen } from '../../../scripts/serve.mjs';
import type { RecruiterData, RecruiterSize } from '../support/recruiterData.ts';
import {
  createRecruiter,
  insertRows,
  rowCount,
  SCALE_100K,
  seedRecruiter,
  serverCounts,
  startBenchStack,
  type BenchRecruiter,
  type BenchStack,
} from '../support/benchStack.ts';
import { recordGoal, type GoalId } from '../support/goals.ts';
import { percentile } from '../support/measure.ts';
import type { BenchApi, SyncRun } from './page/main.ts';
import {
  appearResult,
  armAppear,
  armKeystroke,
  keystrokeResult,
  navigateAndWait,
  resultsText,
  waitForQuiet,
  waitForRow,
  type ProbeTiming,
} from './probes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PAGE_DIR = path.join(ROOT, 'tests/bench/browser/page');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SMALL = process.env.PARTII_BENCH_SCALE === 'small';
const SIZE: RecruiterSize = SMALL ? { jobs: 100, profiles: 2000, applications: 2500, notes: 400 } : SCALE_100K;
const ROWS = rowCount(SIZE);
const ROUNDS = Number(process.env.PARTII_BENCH_ROUNDS ?? 3);
const SOAK_MS = Number(process.env.PARTII_BENCH_SOAK_MS ?? 5 * 60_000);
const NAV_SAMPLES = Number(process.env.PARTII_BENCH_NAV_SAMPLES ?? 12);
const REALTIME_SAMPLES = 20;
const OFFLINE_WRITES = 1000;
const DEMO_TARGET = 300;
const SYNC_TIMEOUT_MS = 20 * 60_000;
const ONLY = (process.env.PARTII_BENCH_GOALS ?? '')
  .split(',')
  .map((s) => s.trim().toUpperCase())
  .filter(Boolean);
const wants = (id: GoalId) => ONLY.length === 0 || ONLY.includes(id);

const log = (line: string) => console.log(`  · ${line}`);
const fmt = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(ms < 100 ? 1 : 0)} ms`);
const mb = (bytes: number) => bytes / 1024 / 1024;
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );
const p95 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    95,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one goal; a crash records it as not met with the reason, and the next goal still runs. */
/** Set on SIGINT/SIGTERM: goals still running then are not recorded as measured failures. */
let stopping = false;

async function goal(id: GoalId, run: () => Promise<void>): Promise<void> {
  if (!wants(id) || stopping) return;
  console.log(`\n  ${id} …`);
  try {
    await run();
  } catch (error) {
    if (stopping) return;
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`  ✖ ${id} could not be measured: ${message}`);
    recordGoal({ id, measured: `not measured: ${message.slice(0, 160)}`, met: false, details: { error: message } });
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** The app's production build in `outDir` (or a copy of PARTII_BENCH_DIST), plus the bench page in /bench/. */
async function buildApp(outDir: string): Promise<void> {
  const reuse = process.env.PARTII_BENCH_DIST;
  if (reuse) {
    await cp(path.resolve(reuse), outDir, { recursive: true });
    log(`app build copied from ${reuse}`);
  } else {
    const started = Date.now();
    // With profiles, the app's source maps too, so a profile names the source's functions.
    const sourcemap = PROFILE_DIR ? ['--sourcemap'] : [];
    await run(process.execPath, [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      ...sourcemap,
    ]);
    log(`app built in ${fmt(Date.now() - started)}`);
  }
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: PAGE_DIR,
    base: '/bench/',
    logLevel: 'warn',
    // One Dexie: rxdb ships its own copy, and two copies refuse to load in one page.
    resolve: { alias: { '@': path.join(ROOT, 'src') }, dedupe: ['dexie'] },
    build: {
      outDir: path.join(outDir, 'bench'),
      emptyOutDir: true,
      // Profiles are read against the source maps, kept beside them.
      sourcemap: PROFILE_DIR !== undefined,
      chunkSizeWarningLimit: 10_000,
    },
  });
  if (!existsSync(path.join(outDir, 'bench/index.html'))) throw new Error('the bench page did not build');
  if (PROFILE_DIR) {
    await cp(path.join(outDir, 'bench/assets'), path.join(PROFILE_DIR, 'bench-assets'), { recursive: true });
    await cp(path.join(outDir, 'assets'), path.join(PROFILE_DIR, 'app-assets'), { recursive: true });
  }
}

interface Env {
  bench: BenchStack;
  recruiter: BenchRecruiter;
  data: RecruiterData;
  baseUrl: string;
  browser: Browser;
}

async function newContext(env: Env): Promise<BrowserContext> {
  // No service worker: the bench page under /bench/ must not be answered with the app's shell,
  // and a worker caching the app would only add noise.
  const context = await env.browser.newContext({ baseURL: env.baseUrl, serviceWorkers: 'block' });
  // tsx (esbuild) may wrap functions passed to page.evaluate with __name(); give pages a no-op one.
  await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  return context;
}

async function openBenchPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`  bench page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`  bench page console: ${message.text()}`);
  });
  await page.goto('/bench/index.html');
  await page.waitForFunction(() => document.getElementById('state')?.textContent === 'ready');
  return page;
}

const benchCall = <K extends keyof BenchApi>(page: Page, name: K, arg: Parameters<BenchApi[K]>[0]) =>
  page.evaluate(([fn, a]) => (window as unknown as { bench: Record<string, (x: unknown) => unknown> }).bench[fn](a), [
    name,
    arg,
  ] as const) as Promise<Awaited<ReturnType<BenchApi[K]>>>;

/**
 * When set, CPU profiles (Chrome DevTools format) are written there: B1's first round of each
 * sync (first-sync/), the app's sign-in until "Synced" (sign-in-sync/), and B3's first three
 * passes per screen.
 */
const PROFILE_DIR = process.env.PARTII_BENCH_PROFILE_DIR;

/** Starts the V8 sampling profiler in the page; `stop` writes the profile to a file. */
async function startProfile(page: Page, intervalUs = 200): Promise<{ stop: (file: string) => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await cdp.send('Profiler.stop');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
      await cdp.detach();
    },
  };
}

/** Signs in through /auth (as a recruiter does); resolves the ms from the click until "Synced". */
async function signInUntilSynced(page: Page, recruiter: BenchRecruiter, profile: boolean): Promise<number> {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(recruiter.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(recruiter.password);
  const profiling = PROFILE_DIR && profile ? await startProfile(page, 1000) : null;
  const start = Date.now();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/app'), { timeout: 60_000 });
  await page.locator('[data-testid="sync-indicator"][aria-label="Sync status: Synced"]').waitFor({
    state: 'attached',
    timeout: SYNC_TIMEOUT_MS,
  });
  const ms = Date.now() - start;
  if (profiling) await profiling.stop(path.join(PROFILE_DIR!, 'sign-in-sync', 'B2.cpuprofile'));
  return ms;
}

/** When set, B5 writes a heap snapshot after its warm pass and at its end there, to compare. */
const HEAP_SNAPSHOT_DIR = process.env.PARTII_BENCH_HEAP_SNAPSHOT_DIR;

async function heapSnapshot(page: Page, file: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, chunks.join(''));
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return mb(usage.usedSize);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

function summary(samples: number[]) {
  return { n: samples.length, median: median(samples), p95: p95(samples), max: Math.max(...samples) };
}

// ---- the screens (B3, B5) ------------------------------------------------------------------------

interface Screen {
  name: string;
  probe: (i: number) => { href: string; selector: string; text?: string };
}

/*
 * Each screen's content: an element that only exists once the screen shows its data (a card named
 * by its candidate or job, a kanban card, the profile's name), never a count or a placeholder.
 */
function screens(env: Env): Screen[] {
  const { data } = env;
  // Jobs with applicants, candidates with applications, in a fixed order.
  const appsPerJob = new Map<string, number>();
  for (const a of data.applications) if (a.job_id) appsPerJob.set(a.job_id, (appsPerJob.get(a.job_id) ?? 0) + 1);
  const jobs = data.jobs.filter((j) => (appsPerJob.get(j.id) ?? 0) > 0);
  const profiles = data.profiles;
  const job = (i: number) => jobs[(i * 37) % jobs.length];
  const profile = (i: number) => profiles[(i * 101) % profiles.length];
  return [
    { name: '/app', probe: () => ({ href: '/app', selector: 'section[aria-label]' }) },
    { name: '/app/jobs', probe: () => ({ href: '/app/jobs', selector: 'article[aria-label]' }) },
    {
      name: '/app/candidates',
      probe: () => ({ href: '/app/candidates', selector: 'li[aria-label]' }),
    },
    {
      name: "a job's candidates (list)",
      probe: (i) => ({
        href: `/app/jobs/${job(i).id}/candidates?view=list`,
        selector: 'a[aria-label^="View profile of"], li[aria-label]',
      }),
    },
    {
      name: "a job's candidates (kanban)",
      probe: (i) => ({
        href: `/app/jobs/${job(i).id}/candidates?view=flow`,
        selector: '[data-testid^="kanban-card-"]',
      }),
    },
    {
      name: 'a candidate profile',
      probe: (i) => ({
        href: `/app/candidates/${profile(i).id}`,
        selector: 'h1, h2',
        text: `${profile(i).first_name} ${profile(i).last_name}`,
      }),
    },
  ];
}

/** When set, B3's warm-up pass saves each screen there, at 1280 × 800 and at 375 × 812. */
const SCREENSHOT_DIR = process.env.PARTII_BENCH_SCREENSHOT_DIR;

/** The screen as it is, on a laptop and on a phone; the page is then left at its own size. */
async function screenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await mkdir(SCREENSHOT_DIR!, { recursive: true });
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await sleep(400);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR!, `${name.replace(/\W+/g, '_')}-${label}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

async function navigate(page: Page, probe: { href: string; selector: string; text?: string }): Promise<ProbeTiming> {
  return page.evaluate(navigateAndWait, { ...probe, timeoutMs: 30_000 });
}

// ---- B1 --------------------------------------------------------------------------------------------

async function measureSyncs(env: Env): Promise<{ engineMs: number } | null> {
  let engineMs: number | null = null;
  await goal('B1', async () => {
    const context = await newContext(env);
    try {
      const page = await openBenchPage(context);
      const engine: SyncRun[] = [];
      const rxdb: SyncRun[] = [];
      const credentials = { email: env.recruiter.email, password: env.recruiter.password };
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate who goes first, so neither always runs on a warmer (or more loaded) machine.
        const order = round % 2 === 0 ? (['engine', 'rxdb'] as const) : (['rxdb', 'engine'] as const);
        for (const who of order) {
          const profiling = PROFILE_DIR && round === 0 ? await startProfile(page, 1000) : null;
          const result =
            who === 'engine'
              ? await benchCall(page, 'engineSync', { ...credentials, userId: env.recruiter.id })
              : await benchCall(page, 'rxdbSync', { ...credentials, batchSize: 1000 });
          if (profiling) await profiling.stop(path.join(PROFILE_DIR!, 'first-sync', `B1-${who}.cpuprofile`));
          if (result.rows !== ROWS || result.error)
            throw new Error(`${who} synced ${result.rows} of ${ROWS} rows (error: ${result.error})`);
          (who === 'engine' ? engine : rxdb).push(result);
          log(`round ${round + 1} ${who}: ${fmt(result.ms)} = ${(ROWS / (result.ms / 1000)).toFixed(0)} rows/s`);
        }
      }
      const engineMedian = median(engine.map((r) => r.ms));
      const rxdbMedian = median(rxdb.map((r) => r.ms));
      const ratio = rxdbMedian / engineMedian;
      engineMs = engineMedian;
      const rate = (ms: number) => Math.round(ROWS / (ms / 1000));
      recordGoal({
        id: 'B1',
        measured: `engine ${rate(engineMedian)} rows/s (${fmt(engineMedian)}), RxDB ${rate(rxdbMedian)} rows/s (${fmt(rxdbMedian)}); median of ${ROUNDS}, ${ROWS} rows`,
        ratio: `${ratio.toFixed(2)}× RxDB`,
        met: ratio >= 3,
        details: {
          rows: ROWS,
          engineMs: engine.map((r) => r.ms),
          rxdbMs: rxdb.map((r) => r.ms),
          engineMedianMs: engineMedian,
          rxdbMedianMs: rxdbMedian,
          engineRowsPerS: rate(engineMedian),
          rxdbRowsPerS: rate(rxdbMedian),
          ratio,
          rxdb: 'replicateSupabase, Dexie storage, pull only, batchSize 1000, 4 tables at once; modifiedField updated_at, deletedField deleted_at',
        },
      });
    } finally {
      await context.close();
    }
  });
  return engineMs === null ? null : { engineMs };
}

// ---- B3 / B4 ---------------------------------------------------------------------------------------

async function measureNavigation(env: Env, page: Page): Promise<void> {
  await goal('B3', async () => {
    const list = screens(env);
    // ROUNDS runs of NAV_SAMPLES visits per screen: one run's median moved by 10 ms between runs
    // of the same build, so each screen is judged on the median of its runs, and its worst run
    // is shown beside it.
    const runs: Map<string, number[]>[] = [];
    let timeouts = 0;
    for (let run = 0; run < ROUNDS; run++) {
      const perScreen = new Map<string, number[]>(list.map((s) => [s.name, []]));
      // One warm-up pass (the first visit loads each screen's code), then NAV_SAMPLES passes.
      for (let pass = run === 0 ? -1 : 0; pass < NAV_SAMPLES; pass++) {
        for (const screen of list) {
          const profiling = PROFILE_DIR && run === 0 && pass >= 0 && pass < 3 ? await startProfile(page) : null;
          const timing = await navigate(page, screen.probe(run * NAV_SAMPLES + pass + 1));
          if (profiling)
            await profiling.stop(path.join(PROFILE_DIR!, `B3-${screen.name.replace(/\W+/g, '_')}-${pass}.cpuprofile`));
          if (pass < 0) {
            if (SCREENSHOT_DIR) await screenshot(page, screen.name);
            continue;
          }
          if (!timing.ok) timeouts++;
          perScreen.get(screen.name)!.push(timing.ok ? timing.ms : 30_000);
        }
      }
      runs.push(perScreen);
    }
    const screensSummary = Object.fromEntries(
      list.map(({ name }) => {
        const perRun = runs.map((run) => summary(run.get(name)!));
        return [
          name,
          {
            median: median(perRun.map((r) => r.median)),
            p95: median(perRun.map((r) => r.p95)),
            worstRunMedian: Math.max(...perRun.map((r) => r.median)),
            worstRunP95: Math.max(...perRun.map((r) => r.p95)),
            runs: perRun,
          },
        ];
      }),
    );
    const overall = summary(runs.flatMap((run) => [...run.values()].flat()));
    // Each screen is judged on its own: a pooled median hid the slowest two.
    const screenMet = (s: { median: number; p95: number }) => s.median <= 50 && s.p95 <= 100;
    for (const [name, s] of Object.entries(screensSummary))
      log(
        `${screenMet(s) ? '✓' : '✗'} ${name}: median ${fmt(s.median)}, p95 ${fmt(s.p95)}; worst run ${fmt(s.worstRunMedian)} / ${fmt(s.worstRunP95)}`,
      );
    recordGoal({
      id: 'B3',
      measured:
        Object.entries(screensSummary)
          .map(
            ([name, s]) =>
              `${name} ${fmt(s.median)} / ${fmt(s.p95)} (worst run ${fmt(s.worstRunMedian)} / ${fmt(s.worstRunP95)})`,
          )
          .join('; ') +
        ` (median / p95, median of ${ROUNDS} runs of ${NAV_SAMPLES}${timeouts ? `; ${timeouts} timed out at 30 s` : ''})`,
      met: Object.values(screensSummary).every(screenMet) && timeouts === 0,
      details: { overall, screens: screensSummary, timeouts, runs: ROUNDS, samplesPerScreen: NAV_SAMPLES },
    });
  });
}

interface SearchBox {
  name: string;
  /** Opens the screen with an empty search. */
  href: string;
  ready: { selector: string };
  input: string;
  /** The results whose text must change. */
  container: string;
  /** Search terms that have results (each gives two keystrokes: add 'q' → none; Backspace → back). */
  terms: string[];
}

async function measureSearch(env: Env, page: Page): Promise<void> {
  await goal('B4', async () => {
    const { data } = env;
    const appsPerJob = new Map<string, string[]>();
    for (const a of data.applications)
      if (a.job_id && a.applicant_id) appsPerJob.set(a.job_id, [...(appsPerJob.get(a.job_id) ?? []), a.applicant_id]);
    const [jobId, applicants] = [...appsPerJob].sort((a, b) => b[1].length - a[1].length)[0];
    const byId = new Map(data.profiles.map((p) => [p.id, p]));
    const jobTerms = [...new Set(applicants.map((id) => byId.get(id)!.last_name!.toLowerCase()))].slice(0, 6);
    const common = ['okafor', 'rossi', 'tanaka', 'haddad', 'larsen', 'dubois'];
    const boxes: SearchBox[] = [
      {
        name: 'global search',
        href: '/app',
        ready: { selector: 'section[aria-label]' },
        input: 'input[aria-label="Search jobs and candidates"]',
        container: '[role="listbox"]',
        terms: common,
      },
      {
        name: 'candidates list',
        href: '/app/candidates',
        ready: { selector: 'li[aria-label]' },
        input: 'main input[aria-label="Search candidates"]',
        container: 'main',
        terms: common,
      },
      {
        name: "a job's candidates",
        href: `/app/jobs/${jobId}/candidates?view=list`,
        ready: { selector: 'a[aria-label^="View profile of"], li[aria-label]' },
        input: 'main input[aria-label="Search candidates"]',
        container: 'main',
        terms: jobTerms,
      },
    ];
    const perBox: Record<string, ReturnType<typeof summary> & { misses: number }> = {};
    const all: number[] = [];
    let misses = 0;
    for (const box of boxes) {
      const nav = await navigate(page, { href: box.href, ...box.ready });
      if (!nav.ok) throw new Error(`${box.name}: ${box.href} did not show its content`);
      const input = page.locator(box.input).first();
      const samples: number[] = [];
      let boxMisses = 0;
      for (const term of box.terms) {
        // The term's results first (a change from what was shown, then quiet), then the keystrokes.
        const before = await page.evaluate(resultsText, box.container);
        await input.fill(term);
        await page.evaluate(waitForQuiet, { container: box.container, before, quietMs: 400, maxMs: 30_000 });
        for (const key of ['q', 'Backspace']) {
          await page.evaluate(armKeystroke, { container: box.container, timeoutMs: 10_000 });
          const profiling = PROFILE_DIR && samples.length < 4 ? await startProfile(page) : null;
          await input.press(key);
          const timing = await page.evaluate(keystrokeResult);
          if (profiling)
            await profiling.stop(
              path.join(PROFILE_DIR!, `B4-${box.name.replace(/\W+/g, '_')}-${samples.length}.cpuprofile`),
            );
          if (timing.ok) samples.push(timing.ms);
          else boxMisses++;
          await page.evaluate(waitForQuiet, { container: box.container, quietMs: 250, maxMs: 15_000 });
        }
      }
      await input.fill('');
      misses += boxMisses;
      all.push(...samples);
      perBox[box.name] = { ...summary(samples), misses: boxMisses };
      log(`${box.name}: median ${fmt(median(samples))}, p95 ${fmt(p95(samples))} (${samples.length} keystrokes)`);
    }
    const overall = summary(all);
    const fullName = await measureFullName(env, page);
    const boxMet = (s: ReturnType<typeof summary>) => s.median <= 16;
    const nameMet = fullName.typed.median <= 50 && fullName.lastKey.median <= 50;
    recordGoal({
      id: 'B4',
      measured:
        Object.entries(perBox)
          .map(([name, s]) => `${name} ${fmt(s.median)} / ${fmt(s.p95)} / ${fmt(s.max)}`)
          .join('; ') +
        ` (median / p95 / worst${misses ? `; ${misses} without a visible change in 10 s` : ''}); a full name to its row ${fmt(fullName.typed.median)} (worst ${fmt(fullName.typed.max)}), its last key to the row ${fmt(fullName.lastKey.median)}`,
      met: Object.values(perBox).every(boxMet) && nameMet && misses === 0,
      details: { overall, searches: perBox, misses, fullName },
    });
  });
}

/**
 * B4's second figure: a candidate's full name typed into the candidates list's search until their
 * row is on screen. `typed`: the whole name entered at once (a paste, or the browser's autofill),
 * from the input event to the frame with the row; `lastKey`: the name typed key by key, from its
 * last keystroke. Different candidates each sample, so no answer is cached from the one before.
 */
async function measureFullName(env: Env, page: Page) {
  const nav = await navigate(page, { href: '/app/candidates', selector: 'li[aria-label]' });
  if (!nav.ok) throw new Error('/app/candidates did not show its content');
  const input = page.locator('main input[aria-label="Search candidates"]').first();
  const people = env.data.profiles.filter((_, i) => i % 997 === 13).slice(0, 10);
  const typed: number[] = [];
  const lastKey: number[] = [];
  for (const [n, person] of people.entries()) {
    const name = `${person.first_name} ${person.last_name}`;
    const row = { selector: `li[aria-label="${name}"]`, timeoutMs: 10_000 };
    await input.fill('');
    await page.evaluate(waitForQuiet, { container: 'main', quietMs: 250, maxMs: 10_000 });
    if (n % 2 === 0) {
      // fill() sends one input event (no keydown): that event is the start.
      await page.evaluate(armAppear, { ...row, trigger: 'input' as const });
      await input.fill(name);
      const timing = await page.evaluate(appearResult);
      if (timing.ok) typed.push(timing.ms);
    } else {
      await input.pressSequentially(name.slice(0, -1));
      await page.evaluate(waitForQuiet, { container: 'main', quietMs: 250, maxMs: 10_000 });
      await page.evaluate(armAppear, { ...row, trigger: 'keydown' as const });
      await input.press(name.slice(-1));
      const timing = await page.evaluate(appearResult);
      if (timing.ok) lastKey.push(timing.ms);
    }
  }
  await input.fill('');
  const result = { typed: summary(typed), lastKey: summary(lastKey) };
  log(
    `a full name to its row: at once ${fmt(result.typed.median)} (worst ${fmt(result.typed.max)}), last key ${fmt(result.lastKey.median)} (worst ${fmt(result.lastKey.max)})`,
  );
  return result;
}

// ---- B13 --------------------------------------------------------------------------------------------

/** B13's busy stage: one job with this many candidates, all Applied. */
const KANBAN_COLUMN = SMALL ? 2000 : 10_000;
const KANBAN_DROPS = 10;

/**
 * B13: a kanban column of 10 000 cards. A job with that many Applied candidates is added on the
 * server (the company's first 10 000 profiles apply again) and synced; then its board is opened,
 * the column's last card is reached by scrolling and by the keyboard (End), and cards are dropped
 * on Screening by keyboard and by mouse, each timed from the key or button that drops it to the
 * frame that shows it in Screening.
 */
async function measureKanban(env: Env, page: Page): Promise<void> {
  await goal('B13', async () => {
    const { data, bench } = env;
    const template = data.jobs[0];
    const jobId = randomUUID();
    const now = Date.parse('2026-01-01T00:00:00Z');
    await insertRows(bench.pool, 'jobs', [
      { ...template, id: jobId, title: 'Support Engineer (busy)', status: 'published', change_xid: undefined },
    ]);
    const applications = data.profiles.slice(0, KANBAN_COLUMN).map((profile, i) => ({
      ...data.applications[i % data.applications.length],
      id: randomUUID(),
      job_id: jobId,
      applicant_id: profile.id,
      status: 'applied',
      stage_id: null,
      created_at: new Date(now - i * 60_000).toISOString(),
      updated_at: new Date(now - i * 60_000).toISOString(),
    }));
    await insertRows(bench.pool, 'applications', applications, 2500);
    const lastId = applications[applications.length - 1]!.id;
    const seen = await page.evaluate(waitForRow, {
      dbName: `partii-company-${env.recruiter.id}`,
      store: 'applications',
      id: lastId,
      timeoutMs: 120_000,
    });
    if (seen === null) throw new Error(`the busy job's ${KANBAN_COLUMN} applications did not reach the app`);

    const href = `/app/jobs/${jobId}/candidates?view=flow`;
    const opened: number[] = [];
    for (let i = 0; i < 5; i++) {
      await navigate(page, { href: '/app', selector: 'section[aria-label]' });
      const timing = await navigate(page, { href, selector: '[data-testid^="kanban-card-"]' });
      if (!timing.ok) throw new Error('the busy kanban did not show its cards');
      opened.push(timing.ms);
    }
    const applied = page.locator('[data-stage="applied"]');
    const rendered = await applied.locator('[data-testid^="kanban-card-"]').count();
    await page.mouse.move(0, 0);

    const drops: { how: 'keyboard' | 'mouse'; ms: number }[] = [];
    // Reach the last card by scrolling the column to its end (as a long wheel or a dragged
    // scrollbar does): from the scroll to the frame the card is in.
    const scrollToEnd = () =>
      page.evaluate(
        async (lastIndex) => {
          const viewport = document.querySelector<HTMLElement>('[data-stage="applied"] .mantine-ScrollArea-viewport')!;
          const last = () => document.querySelector(`[data-stage="applied"] [data-kanban-index="${lastIndex}"]`);
          const start = performance.now();
          for (let frame = 0; frame < 300 && !last(); frame++) {
            viewport.scrollTop = viewport.scrollHeight;
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          return last() ? performance.now() - start : NaN;
        },
        KANBAN_COLUMN - 1 - drops.length,
      );
    const scrolled = await scrollToEnd();

    // Keyboard: the first card, End to the last, Space to lift, right to Screening, Space to drop.
    // Each step waits for what a keyboard user sees or hears; a key that did nothing is pressed
    // again, as a person would, and counted (details.keyRetries).
    const endKey: number[] = [];
    let keyRetries = 0;
    const liveRegion = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[id^="DndLiveRegion"]')].map((el) => el.textContent ?? '').join(' | '),
      );
    const until = async (what: string, press: () => Promise<void>, done: () => Promise<boolean>) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        if (attempt > 0) keyRetries++;
        await press();
        const deadline = Date.now() + 3000;
        while (Date.now() < deadline) {
          if (await done()) return;
          await sleep(20);
        }
      }
      await page.screenshot({ path: path.join(os.tmpdir(), 'partii-b13-failed.png') });
      throw new Error(`${what} (heard: ${await liveRegion()})`);
    };
    const focusedIndex = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kanbanIndex);
    for (let round = 0; round < KANBAN_DROPS; round++) {
      const lastIndex = String(KANBAN_COLUMN - 1 - drops.length);
      const keyAt = Date.now();
      await until(
        `round ${round}: End did not reach card ${lastIndex}`,
        async () => {
          await applied.locator('[data-kanban-index]').first().focus();
          await page.keyboard.press('End');
        },
        async () => (await focusedIndex()) === lastIndex,
      );
      endKey.push(Date.now() - keyAt);
      const cardId = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.testid!);
      await until(
        `round ${round}: Space did not lift the card`,
        () => page.keyboard.press('Space'),
        async () => (await liveRegion()).includes('is over the Applied stage'),
      );
      await until(
        `round ${round}: ArrowRight did not reach Screening`,
        () => page.keyboard.press('ArrowRight'),
        async () => (await liveRegion()).includes('is over the Screening stage'),
      );
      await page.evaluate(armAppear, {
        selector: `[data-stage="screening"] [data-testid="${cardId}"]`,
        trigger: 'keydown' as const,
        timeoutMs: 10_000,
      });
      await page.keyboard.press('Space');
      const timing = await page.evaluate(appearResult);
      if (!timing.ok) throw new Error(`round ${round}: card ${cardId} did not reach Screening (keyboard)`);
      drops.push({ how: 'keyboard', ms: timing.ms });
      // A person's next drag comes seconds later; the store's confirmation of this one (a re-read
      // of the job's 10 000 applications) is over by then.
      await page.waitForTimeout(1500);
    }
    // Mouse: scroll to the end, press on the last card, move it over Screening, let go. A drag
    // that did not take (dnd-kit wants 5 px of movement first) is made again and counted.
    let dragRetries = 0;
    for (let round = 0; round < KANBAN_DROPS; round++) {
      let timing: ProbeTiming | null = null;
      let cardId = '';
      for (let attempt = 0; attempt < 3 && !timing?.ok; attempt++) {
        if (attempt > 0) dragRetries++;
        if (!Number.isFinite(await scrollToEnd())) throw new Error('the last card did not render');
        const card = applied.locator(`[data-kanban-index="${KANBAN_COLUMN - 1 - drops.length}"]`);
        cardId = (await card.getAttribute('data-testid'))!;
        // The keyboard's moves may have scrolled the board sideways: both ends in view first.
        await applied.scrollIntoViewIfNeeded();
        await card.scrollIntoViewIfNeeded();
        const from = (await card.boundingBox())!;
        const screening = (await page.locator('[data-stage="screening"]').boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
        await page.mouse.move(screening.x + screening.width / 2, screening.y + screening.height / 2, { steps: 10 });
        await page.waitForTimeout(100);
        await page.evaluate(armAppear, {
          selector: `[data-stage="screening"] [data-testid="${cardId}"]`,
          trigger: 'pointerup' as const,
          timeoutMs: 3_000,
        });
        await page.mouse.up();
        timing = await page.evaluate(appearResult);
        await page.waitForTimeout(1500);
      }
      if (!timing?.ok) {
        await page.screenshot({ path: path.join(os.tmpdir(), 'partii-b13-failed.png') });
        throw new Error(`card ${cardId} did not reach Screening (mouse, 3 tries)`);
      }
      drops.push({ how: 'mouse', ms: timing.ms });
    }
    const endMs = median(endKey);
    const sorted = drops.map((d) => d.ms).sort((a, b) => a - b);
    const drop = { n: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
    const reachOk = Number.isFinite(scrolled) && endKey.length === KANBAN_DROPS;
    log(
      `kanban of ${KANBAN_COLUMN}: opened ${fmt(median(opened))} (worst ${fmt(Math.max(...opened))}), ${rendered} cards rendered; scroll to the end ${fmt(scrolled)}, End key ${fmt(endMs)}; drop median ${fmt(drop.median)}, worst ${fmt(drop.max)}`,
    );
    recordGoal({
      id: 'B13',
      measured: `a column of ${KANBAN_COLUMN.toLocaleString('en')}: drop to the other column median ${fmt(drop.median)}, p95 ${fmt(drop.p95)}, worst ${fmt(drop.max)} (${drop.n} drops); last card by scrolling ${fmt(scrolled)}, by End ${fmt(endMs)}${keyRetries + dragRetries ? ` (${keyRetries} keys and ${dragRetries} drags made again)` : ''}; board opens in ${fmt(median(opened))}; ${rendered} cards in the page`,
      met: reachOk && drop.p95 <= 50,
      details: {
        column: KANBAN_COLUMN,
        drop,
        drops,
        openedMs: opened,
        renderedCards: rendered,
        scrollToEndMs: scrolled,
        endKeyMs: endKey,
        keyRetries,
        dragRetries,
      },
    });
  });
}

// ---- B5 --------------------------------------------------------------------------------------------

/** B5's heap is judged flat from the first sample this far into the soak (see measureHeap). */
const STEADY_AFTER_S = 60;

async function measureHeap(env: Env, page: Page, startMb: number): Promise<void> {
  await goal('B5', async () => {
    const list = screens(env);
    const samples: { atS: number; mb: number }[] = [{ atS: 0, mb: startMb }];
    const start = Date.now();
    // Warm: one pass over every screen, each opened once, which loads what a session keeps for
    // good (the search index over every row, each screen's code). "Flat" is judged from there:
    // growth after it is what would grow without bound over a day of use.
    for (const screen of list) await navigate(page, screen.probe(0));
    await navigate(page, list[0].probe(0));
    const warmMb = await heapMb(page);
    if (HEAP_SNAPSHOT_DIR) await heapSnapshot(page, path.join(HEAP_SNAPSHOT_DIR, 'B5-warm.heapsnapshot'));
    samples.push({ atS: (Date.now() - start) / 1000, mb: warmMb });
    let nextSample = Date.now() + 15_000;
    let navigations = list.length + 1;
    let i = 0;
    while (Date.now() - start < SOAK_MS) {
      const screen = list[i % list.length];
      await navigate(page, screen.probe(Math.floor(i / list.length)));
      navigations++;
      i++;
      if (Date.now() >= nextSample) {
        samples.push({ atS: (Date.now() - start) / 1000, mb: await heapMb(page) });
        nextSample = Date.now() + 15_000;
      }
    }
    // End on the screen the soak started from, so start and end compare like with like.
    await navigate(page, list[0].probe(0));
    const endMb = await heapMb(page);
    if (HEAP_SNAPSHOT_DIR) await heapSnapshot(page, path.join(HEAP_SNAPSHOT_DIR, 'B5-end.heapsnapshot'));
    samples.push({ atS: (Date.now() - start) / 1000, mb: endMb });
    const maxMb = Math.max(...samples.map((s) => s.mb));
    // "Flat" is judged from the first sample a minute into the soak. The heap still rises for
    // about 30 s after the warm pass while V8 compiles the hot paths to optimised code (+3.7 MB of
    // code in heap snapshots) and Dexie keeps each left screen's results for its 3 s grace; a
    // leak keeps rising after that, a warm-up does not. Growth from the warm pass is reported too.
    const steady = samples.find((s) => s.atS >= STEADY_AFTER_S) ?? samples[samples.length - 1];
    const growth = (endMb - steady.mb) / steady.mb;
    const growthFromWarm = (endMb - warmMb) / warmMb;
    const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(0)} %`;
    recordGoal({
      id: 'B5',
      measured: `after the sync ${startMb.toFixed(0)} MB, warm ${warmMb.toFixed(0)} MB, at ${steady.atS.toFixed(0)} s ${steady.mb.toFixed(0)} MB, end ${endMb.toFixed(0)} MB (${pct(growth)} from ${steady.atS.toFixed(0)} s, ${pct(growthFromWarm)} from warm), max ${maxMb.toFixed(0)} MB over ${(SOAK_MS / 60_000).toFixed(1)} min (${navigations} navigations)`,
      met: maxMb <= 150 && growth <= 0.1,
      details: {
        startMb,
        warmMb,
        steadyMb: steady.mb,
        steadyAtS: steady.atS,
        endMb,
        maxMb,
        growth,
        growthFromWarm,
        soakMs: SOAK_MS,
        navigations,
        samples,
      },
    });
  });
}

// ---- B6 --------------------------------------------------------------------------------------------

async function measureRealtime(env: Env, benchPage: Page): Promise<void> {
  await goal('B6', async () => {
    const other = await newContext(env);
    try {
      const page = await other.newPage();
      const syncMs = await signInUntilSynced(page, env.recruiter, false);
      log(`second client synced in ${fmt(syncMs)}`);
      await sleep(2000);
      const latencies: number[] = [];
      let lost = 0;
      const dbName = `partii-company-${env.recruiter.id}`;
      for (let i = 0; i < REALTIME_SAMPLES; i++) {
        const id = randomUUID();
        const seen = page.evaluate(waitForRow, { dbName, store: 'notes', id, timeoutMs: 15_000 });
        const written = await benchCall(benchPage, 'writeNote', {
          userId: env.recruiter.id,
          candidateId: env.data.profiles[i].id,
          content: `Realtime bench note ${i}`,
          id,
        });
        const at = await seen;
        if (at === null) lost++;
        else latencies.push(at - written.at);
        await sleep(300);
      }
      const s = summary(latencies);
      log(`p50 ${fmt(s.median)}, p95 ${fmt(s.p95)}, max ${fmt(s.max)}`);
      recordGoal({
        id: 'B6',
        measured: `p50 ${fmt(s.median)}, p95 ${fmt(s.p95)} (${latencies.length} notes${lost ? `, ${lost} not seen in 15 s` : ''})`,
        met: s.median <= 50 && lost === 0,
        details: { ...s, lost, latencies, secondClientSyncMs: syncMs },
      });
    } finally {
      await other.close();
    }
  });
}

// ---- B7 --------------------------------------------------------------------------------------------

async function measureOffline(env: Env, context: BrowserContext, appPage: Page, benchPage: Page): Promise<void> {
  await goal('B7', async () => {
    const { pool } = env.bench;
    // A light screen in the app tab while the writes are queued and sent: each write commits in
    // the app's store and wakes its live queries, so a heavy screen would time the screen.
    await navigate(appPage, { href: '/app/settings', selector: 'h1, h2' });
    await context.setOffline(true);
    try {
      await appPage.locator('[data-testid="sync-indicator"][data-tone="offline"]').waitFor({ state: 'attached' });
      const round = Date.now();
      const written = await benchCall(benchPage, 'offlineWrites', {
        userId: env.recruiter.id,
        count: OFFLINE_WRITES,
        round,
      });
      if (written.total < OFFLINE_WRITES) throw new Error(`only ${written.total} writes waited in the outbox`);
      log(`${OFFLINE_WRITES} writes queued offline in ${fmt(written.enqueueMs)}`);
      await sleep(1000);
    } finally {
      await context.setOffline(false);
    }
    const start = Date.now();
    let counts = { total: -1, failed: 0 };
    while (Date.now() - start < 5 * 60_000) {
      counts = await benchCall(benchPage, 'outboxCounts', env.recruiter.id);
      if (counts.total - counts.failed === 0) break;
      await sleep(20);
    }
    const ms = Date.now() - start;
    const drained = counts.total - counts.failed === 0;
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from notes where company_id = $1 and content like 'Offline bench note %'`,
      [env.recruiter.id],
    );
    recordGoal({
      id: 'B7',
      measured: drained
        ? `drained in ${fmt(ms)}${counts.failed ? ` (${counts.failed} rejected)` : ''}`
        : `not drained after ${fmt(ms)} (${counts.total} left)`,
      met: drained && counts.failed === 0 && ms <= 3000,
      details: {
        ms,
        writes: OFFLINE_WRITES,
        failed: counts.failed,
        notesOnServer: Number(rows[0].n),
        appScreen: '/app/settings',
        writesPerTransaction: 50,
      },
    });
  });
}

// ---- B10 -------------------------------------------------------------------------------------------

async function measureDemoCandidates(env: Env, appPage: Page, benchPage: Page): Promise<void> {
  await goal('B10', async () => {
    const { pool } = env.bench;
    const before = (await serverCounts(pool, env.recruiter.id)).profiles;
    // 10–30 candidates per job: 15 published jobs make ~300.
    const jobIds = env.data.jobs.filter((j) => j.status === 'published').map((j) => j.id);
    // The button lives on the jobs list: the app shows it while the candidates are made and sent.
    await navigate(appPage, { href: '/app/jobs', selector: 'article[aria-label]' });
    const start = Date.now();
    let made = 0;
    let next = 15;
    let chosen = jobIds.slice(0, next);
    for (let seed = 7; made < DEMO_TARGET - 15 && chosen.length > 0; seed++) {
      const result = await benchCall(benchPage, 'demoCandidates', { userId: env.recruiter.id, jobIds: chosen, seed });
      made += result.made;
      chosen = jobIds.slice(next, next + 1);
      next++;
    }
    let onServer = 0;
    while (Date.now() - start < 10 * 60_000) {
      onServer = (await serverCounts(pool, env.recruiter.id)).profiles - before;
      if (onServer >= made) break;
      await sleep(100);
    }
    const ms = Date.now() - start;
    recordGoal({
      id: 'B10',
      measured:
        onServer >= made
          ? `${made} candidates on the server in ${fmt(ms)}`
          : `${onServer} of ${made} candidates on the server after ${fmt(ms)}`,
      met: onServer >= made && ms <= 10_000,
      details: { ms, made, onServer },
    });
  });
}

// ---- main ------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'partii-bench-app-'));
  let bench: BenchStack | undefined;
  let browser: Browser | undefined;
  let server: ReturnType<typeof createStaticServer> | undefined;
  let cleaning: Promise<void> | null = null;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await browser?.close().catch(() => undefined);
      if (server) {
        server.closeAllConnections?.();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      }
      await bench?.stop();
      await rm(tmp, { recursive: true, force: true }).catch(() => undefined);
    })());
  // Ctrl-C or a kill: the same clean-up as a normal end, then exit.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopping = true;
      void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  try {
    const distDir = path.join(tmp, 'dist');
    const building = buildApp(distDir);
    bench = await startBenchStack();
    const recruiter = await createRecruiter(bench.pool);
    const seeding = Date.now();
    const data = await seedRecruiter(bench.pool, recruiter.id, SIZE);
    const counts = await serverCounts(bench.pool, recruiter.id);
    const total = counts.jobs + counts.profiles + counts.applications + counts.notes;
    if (total !== ROWS) throw new Error(`seeded ${total} rows, expected ${ROWS}`);
    log(`seeded ${ROWS} rows (${JSON.stringify(counts)}) in ${fmt(Date.now() - seeding)}`);
    await building;

    server = createStaticServer({
      root: distDir,
      config: { supabaseUrl: bench.stack.url, supabaseAnonKey: bench.stack.anonKey },
    });
    const port = await listen(server, 0);
    browser = await chromium.launch({ executablePath: CHROMIUM });
    const env: Env = { bench, recruiter, data, baseUrl: `http://localhost:${port}`, browser };
    log(`app ${env.baseUrl} · API ${bench.stack.url} · Chromium ${browser.version()} · ${os.cpus().length} CPU`);

    const b1 = await measureSyncs(env);

    const appGoals: GoalId[] = ['B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B10', 'B13'];
    if (!appGoals.some(wants)) return;
    // B2 is the median of ROUNDS sign-ins, as B1 is of ROUNDS syncs: one sample swung from 1.2× to
    // 1.4× B1 between runs of the same commit. Each sign-in gets a fresh context (an empty store);
    // the last one stays signed in for B3-B10.
    let context = await newContext(env);
    let page = await context.newPage();
    const syncs: number[] = [];
    try {
      for (let round = 0; round < ROUNDS; round++) {
        if (round > 0) {
          await context.close();
          context = await newContext(env);
          page = await context.newPage();
        }
        syncs.push(await signInUntilSynced(page, recruiter, round === 0));
        log(`round ${round + 1} app: sign-in to "Synced" ${fmt(syncs[round])}`);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      for (const id of appGoals.filter(wants))
        recordGoal({
          id,
          measured: `not measured: the app did not sync (${message.slice(0, 120)})`,
          met: false,
          details: { error: message },
        });
      return;
    }
    if (wants('B2')) {
      const syncMs = median(syncs);
      const ratio = b1 ? syncMs / b1.engineMs : null;
      recordGoal({
        id: 'B2',
        measured: `${fmt(syncMs)} from sign-in to "Synced" (${ROWS} rows); median of ${syncs.length}`,
        ...(ratio !== null ? { ratio: `${ratio.toFixed(2)}× B1 engine` } : {}),
        met: ratio !== null && ratio <= 1.2,
        details: { ms: syncMs, runsMs: syncs, b1EngineMs: b1?.engineMs ?? null, ratio },
      });
    }
    await sleep(3000);
    const startHeap = await heapMb(page);
    log(`JS heap after the first sync: ${startHeap.toFixed(1)} MB`);

    await measureNavigation(env, page);
    await measureSearch(env, page);
    await measureHeap(env, page, startHeap);
    await measureKanban(env, page);

    let benchPage: Page;
    try {
      benchPage = await openBenchPage(context);
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      for (const id of (['B6', 'B7', 'B10'] as const).filter(wants))
        recordGoal({
          id,
          measured: `not measured: the bench page did not load (${message.slice(0, 120)})`,
          met: false,
          details: { error: message },
        });
      return;
    }
    // B6 last: its second client's first sync is the longest wait of the run.
    await measureOffline(env, context, page, benchPage);
    await measureDemoCandidates(env, page, benchPage);
    await measureRealtime(env, benchPage);
    await context.close();
  } finally {
    await cleanup();
  }
}

await main();
