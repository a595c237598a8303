// Small measuring kit shared by the benchmarks: timing samples, percentiles, targets and a
// uniform report. A benchmark records results with `target(...)`, then calls `finish()`, which
// prints a table and sets a non-zero exit code when a target was missed.
import { performance } from 'node:perf_hooks';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

export interface Stats {
  runs: number;
  /** Median and p95 of this process's CPU time (user + system) per run, when measured. */
  cpu?: { median: number; p95: number };
  min: number;
  median: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted samples (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function stats(samples: readonly number[], cpuSamples?: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const cpuSorted = cpuSamples ? [...cpuSamples].sort((a, b) => a - b) : null;
  return {
    runs: sorted.length,
    ...(cpuSorted ? { cpu: { median: percentile(cpuSorted, 50), p95: percentile(cpuSorted, 95) } } : {}),
    min: sorted[0],
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
  };
}

/**
 * Times one call of `fn`: wall time, and the CPU time this process spent meanwhile (user + system,
 * all its threads — GC helpers included). On a machine shared with other work, wall time includes
 * waiting for a core; CPU time is what the code itself costs and is far less noisy.
 */
export async function timeOnce<T>(fn: () => Promise<T> | T): Promise<{ ms: number; cpuMs: number; value: T }> {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const value = await fn();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, value };
}

/**
 * Runs `fn` `runs` times (after `warmup` untimed runs) and returns the timings. `check` sees every
 * result, so a benchmark also proves it measured the real thing (e.g. the expected row count).
 */
export async function sample<T>(
  fn: () => Promise<T> | T,
  options: { runs: number; warmup?: number; check?: (value: T) => void },
): Promise<Stats> {
  for (let i = 0; i < (options.warmup ?? 0); i++) {
    const value = await fn();
    options.check?.(value);
  }
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    const { ms, cpuMs, value } = await timeOnce(fn);
    options.check?.(value);
    samples.push(ms);
    cpuSamples.push(cpuMs);
  }
  return stats(samples, cpuSamples);
}

interface Row {
  name: string;
  detail: string;
  target: string;
  ok: boolean;
}

const rows: Row[] = [];
const info: string[] = [];

export const fmtMs = (ms: number) => `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`;
export const fmtMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function describeStats(s: Stats): string {
  const cpu = s.cpu ? `; cpu median ${fmtMs(s.cpu.median)}, p95 ${fmtMs(s.cpu.p95)}` : '';
  return `wall median ${fmtMs(s.median)}, p95 ${fmtMs(s.p95)}, max ${fmtMs(s.max)}${cpu} (${s.runs} runs)`;
}

/**
 * A timing whose p95 must stay under `maxP95Ms`. `basis: 'cpu'` judges the CPU-time p95 instead of
 * wall time: for work done entirely in this process (no server), so that other jobs on a shared
 * machine do not decide the outcome; the wall time is still printed.
 */
export function latencyTarget(name: string, s: Stats, maxP95Ms: number, basis: 'wall' | 'cpu' = 'wall'): void {
  const p95 = basis === 'cpu' && s.cpu ? s.cpu.p95 : s.p95;
  record({ name, detail: describeStats(s), target: `${basis} p95 < ${maxP95Ms} ms`, ok: p95 < maxP95Ms });
}

/** A throughput that must reach `minPerSecond` (`unit` e.g. 'rows/s'). */
export function throughputTarget(
  name: string,
  perSecond: number,
  minPerSecond: number,
  unit: string,
  detail = '',
): void {
  record({
    name,
    detail: `${perSecond.toFixed(0)} ${unit}${detail ? ` (${detail})` : ''}`,
    target: `≥ ${minPerSecond} ${unit}`,
    ok: perSecond >= minPerSecond,
  });
}

/** Keeps the row for the final table and prints it at once (long benchmarks show progress). */
function record(row: Row): void {
  rows.push(row);
  console.log(`  ${row.ok ? '✔' : '✖'} ${row.name}: ${row.detail} [target ${row.target}]`);
}

/** A number that is reported but has no target (heap, sizes). */
export function note(line: string): void {
  info.push(line);
  console.log(`  · ${line}`);
}

/** Prints the result table; exit code 1 when any target was missed. */
export function finish(title: string): void {
  const load = os.loadavg()[0].toFixed(1);
  console.log(`\n${title} — node ${process.version}, ${os.cpus().length} CPU, load average ${load}`);
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const row of rows)
    console.log(`  ${row.ok ? '✔' : '✖'} ${row.name.padEnd(width)}  ${row.detail}  [target ${row.target}]`);
  const missed = rows.filter((r) => !r.ok);
  if (missed.length) {
    console.log(`  ${missed.length} of ${rows.length} targets missed`);
    process.exitCode = 1;
  } else console.log(`  all ${rows.length} targets met`);
}

/** Fails the benchmark loudly when what it measured is not what it claims to measure. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`benchmark sanity check failed: ${message}`);
}

/**
 * CPU time (ms) used so far by every descendant process of `rootPid` (Linux /proc): for a stack
 * started by this process that is PostgreSQL (postmaster and backends) and PostgREST. Counts each
 * live descendant's own time plus the time of its children already reaped. Returns null where
 * /proc is not available.
 */
export function descendantsCpuMs(rootPid = process.pid): { ms: number; processes: number } | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const ticksPerSecond = 100; // USER_HZ: 100 on every mainstream Linux build
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of entries) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    parent.set(pid, Number(fields[1]));
    // utime, stime, cutime, cstime are fields 14–17 of stat, i.e. 11–14 after the name.
    ticks.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  let total = 0;
  let processes = 0;
  for (const [pid, t] of ticks) {
    let p = parent.get(pid);
    while (p && p !== rootPid && p > 1) p = parent.get(p);
    if (p === rootPid && pid !== rootPid) {
      total += t;
      processes++;
    }
  }
  return { ms: (total * 1000) / ticksPerSecond, processes };
}
