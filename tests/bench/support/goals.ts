// The performance goals (B1–B13, as the README's bench table states them) and how a benchmark records its result for one of them. Each
// benchmark calls `recordGoal` once per goal it measures; the result lands in
// `bench-results/<id>.json` (one file per goal, so benchmarks run as separate processes never
// clobber each other). `npm run bench` then prints one table of all goals and writes it as JSON
// (`bench-results/latest.json`) and into the README between the bench markers.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../bench-results');

export type GoalId = 'B1' | 'B2' | 'B3' | 'B4' | 'B5' | 'B6' | 'B7' | 'B8' | 'B9' | 'B10' | 'B11' | 'B12' | 'B13';

/** What each goal measures and its target, as the issue states them. */
export const GOALS: Record<GoalId, { what: string; target: string }> = {
  B1: {
    what: 'first sync of 100 000 rows, engine alone',
    target: '≥ 3× RxDB Supabase replication at its best batch size, same run',
  },
  B2: { what: 'first sync in the app, sign-in to "Synced"', target: '≤ 1.2× B1 engine time' },
  B3: {
    what: 'navigation to content at 100 000 rows, each screen',
    target: 'each screen median ≤ 50 ms, p95 ≤ 100 ms',
  },
  B4: {
    what: 'search: keystroke to results, each screen; a full name to its row',
    target: 'each median ≤ 16 ms; full name ≤ 50 ms',
  },
  B5: { what: 'JS heap after B2, and over 5 min of navigation', target: '≤ 150 MB; ≤ +10 % from 1 min to the end' },
  B6: { what: 'realtime: a write in one client to another client’s store', target: 'p50 ≤ 50 ms' },
  B7: { what: '1 000 offline writes (one command each) drained after reconnect', target: '≤ 3 s' },
  B8: {
    what: 'Lighthouse mobile on /, /jobs, /job/{id}, /candidates',
    target: 'perf ≥ 95 on every run (5), CLS ≤ 0.02',
  },
  B9: { what: 'public first load', target: 'all JS of the load ≤ 150 kB gzip; unused CSS ≤ 30 %' },
  B10: { what: '300 demo candidates on the server', target: '≤ 10 s' },
  B11: { what: "a new notification shows on an open client's bell", target: 'p95 ≤ 1 s from the server’s row' },
  B12: { what: 'hiring assistant: each question kind at 100 000 applications', target: 'p95 ≤ 100 ms per answer' },
  // Issue 27 numbers its kanban goal B11; B11 already was the bell's, so the kanban is B13.
  B13: {
    what: 'kanban: a column of 10 000 cards',
    target: 'every card reachable by scrolling and keyboard; drop ≤ 50 ms',
  },
};

export interface GoalResult {
  id: GoalId;
  /** Headline figures, already formatted for the table (e.g. "median 31 ms, p95 48 ms"). */
  measured: string;
  /** e.g. "2.3× RxDB" or "0.8× B1"; omitted when the goal has no ratio. */
  ratio?: string;
  met: boolean;
  /** Raw numbers (ms, bytes, scores, per-screen breakdowns) for the JSON file. */
  details: Record<string, unknown>;
  /** ISO time of the measurement. */
  at: string;
}

/** Records one goal's result for `npm run bench`'s table. */
export function recordGoal(result: Omit<GoalResult, 'at'>): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const full: GoalResult = { ...result, at: new Date().toISOString() };
  writeFileSync(join(RESULTS_DIR, `${result.id}.json`), JSON.stringify(full, null, 2) + '\n');
  console.log(
    `  ${result.met ? '✓' : '✗'} ${result.id} ${GOALS[result.id].what}: ${result.measured}${result.ratio ? ` (${result.ratio})` : ''}`,
  );
}

/** Every recorded goal result, in goal order. */
export function readGoalResults(): GoalResult[] {
  let files: string[] = [];
  try {
    files = readdirSync(RESULTS_DIR).filter((f) => /^B\d+\.json$/.test(f));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(join(RESULTS_DIR, f), 'utf8')) as GoalResult)
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
}
