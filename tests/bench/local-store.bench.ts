// Local store benchmark: the recruiter screens' reads and a command's write on a company store
// holding a large recruiter's data (200 jobs, 5 000 candidates, 10 000 applications, 2 000 notes).
//
// Runs in Node on fake-indexeddb, a pure-JS IndexedDB that structured-clones every value in
// JavaScript; a browser's native IndexedDB is several times faster, so these numbers are an upper
// bound of what a recruiter waits for. Targets are set for this (shared, 2-core) machine with
// headroom for noise; a miss means a read got structurally slower (e.g. a query per row).
//
//   npm run bench -- local-store
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { newId, upsertRow } from '../../src/db/commands.ts';
import { CompanyDb } from '../../src/db/schema.ts';
import { ALL_STAGES } from '../../src/features/candidates/model/candidateFilters.ts';
import { generateRecruiterData, LARGE_RECRUITER } from './support/recruiterData.ts';
import { assert, fmtMb, fmtMs, finish, latencyTarget, note, sample, stats, timeOnce } from './support/measure.ts';
import { readDashboardData } from '../../src/features/dashboard/queries/dashboardReads.ts';
import { readJobApplications } from '@/features/applications/queries/jobApplications.ts';
import { readSearchResults } from '../../src/features/search/queries/searchResults.ts';
import { candidateProfile, candidatesList, jobsWithCounts } from './support/screenReads.ts';

const COMPANY = '7b0e5c1a-1f4e-4c38-9d2a-5e3c8a1b2c3d';
const DB_NAME = `bench-company-${newId()}`;
const WARM_RUNS = 20;
const COLD_RUNS = 20;
const COMMAND_RUNS = 100;

/*
 * Targets: CPU-time p95 per read (see measure.ts: on a shared machine wall time mostly measures
 * the queue for a core). Measured on the 2-core dev machine under load: the screens read a window
 * by index, point-read the kept counts and search the in-memory index (issue 12), a few ms each
 * in fake-indexeddb whatever the store's size, so the brief's 100 ms holds for all of them warm.
 * A search on a fresh connection first loads the in-memory index (every job, profile and
 * application once, as after a reload): those cold reads keep the old full-scan limit, set at
 * ~1.7× the measured p95 of a whole-store read. A structural regression (a query per row, a
 * missing index, a whole table per keystroke) costs 10× and more, which these targets catch.
 */
const TARGET_MS = {
  fullScan: 600, // a fresh connection's first search: loads the in-memory index
  pointRead: 100, // windows by index, counts, one job's or one candidate's rows, an indexed search
  open: 100,
  command: 20,
} as const;
const COMMAND_TARGET_MS = TARGET_MS.command;

const heapBefore = process.memoryUsage().heapUsed;
const open = () => new CompanyDb(COMPANY, { name: DB_NAME });

// ---- load -----------------------------------------------------------------------------------
let db = open();
{
  const data = generateRecruiterData(COMPANY, LARGE_RECRUITER);
  const { ms } = await timeOnce(() =>
    db.transaction('rw', [db.jobs, db.profiles, db.applications, db.notes], async () => {
      await db.jobs.bulkPut(data.jobs);
      await db.profiles.bulkPut(data.profiles);
      await db.applications.bulkPut(data.applications);
      await db.notes.bulkPut(data.notes);
    }),
  );
  const total = data.jobs.length + data.profiles.length + data.applications.length + data.notes.length;
  note(
    `loaded ${total} rows (${data.jobs.length} jobs, ${data.profiles.length} profiles, ${data.applications.length} applications, ${data.notes.length} notes) in ${fmtMs(ms)}`,
  );
  const json = JSON.stringify(data).length;
  note(`data size as JSON: ${fmtMb(json)}`);
}
// The generated arrays are out of scope now; only the store holds the data.
(globalThis as { gc?: () => void }).gc?.();
const memory = process.memoryUsage();
note(
  `heap used after loading: ${fmtMb(memory.heapUsed)} (+${fmtMb(memory.heapUsed - heapBefore)} over the empty process), rss ${fmtMb(memory.rss)}`,
);

// Fixed subjects, chosen from the store: the busiest job and a candidate with several applications and notes.
const applicationsPerJob = new Map<string, number>();
for (const a of await db.applications.toArray())
  applicationsPerJob.set(a.job_id, (applicationsPerJob.get(a.job_id) ?? 0) + 1);
const [busiestJobId, busiestJobCount] = [...applicationsPerJob].sort((a, b) => b[1] - a[1])[0];
const notesPerCandidate = new Map<string, number>();
for (const n of await db.notes.toArray())
  notesPerCandidate.set(n.candidate_id, (notesPerCandidate.get(n.candidate_id) ?? 0) + 1);
const [candidateId, candidateNotes] = [...notesPerCandidate].sort((a, b) => b[1] - a[1])[0];
const candidateApplications = await db.applications.where('applicant_id').equals(candidateId).count();
note(
  `subjects: busiest job has ${busiestJobCount} applications; candidate has ${candidateApplications} applications and ${candidateNotes} notes`,
);

// ---- screen reads ---------------------------------------------------------------------------
const totalApplications = LARGE_RECRUITER.applications;
const jobCount = LARGE_RECRUITER.jobs;
const reads: {
  name: string;
  target: number;
  /** A fresh connection's first run, when it differs (the search index loads). */
  coldTarget?: number;
  run: (db: CompanyDb) => Promise<unknown>;
  check: (value: never) => void;
}[] = [
  {
    name: 'candidates list (first window, all)',
    target: TARGET_MS.pointRead,
    run: (d) => candidatesList(d, { query: '', stage: ALL_STAGES, tab: 'all' }),
    check: (w: { total: number; cards: unknown[] }) =>
      assert(
        w.total === totalApplications && w.cards.length > 0,
        `expected ${totalApplications} candidates, got ${w.total}`,
      ),
  },
  {
    name: 'candidates list (first window, tab Active: a stage set no index holds)',
    target: TARGET_MS.pointRead,
    run: (d) => candidatesList(d, { query: '', stage: ALL_STAGES, tab: 'active' }),
    check: (w: { total: number; cards: { status: string }[] }) =>
      assert(w.total > 0 && w.cards.every((c) => c.status !== 'rejected'), 'tab filter'),
  },
  {
    name: 'candidates list (search "chen", tab Active)',
    target: TARGET_MS.pointRead,
    coldTarget: TARGET_MS.fullScan,
    run: (d) => candidatesList(d, { query: 'chen', stage: ALL_STAGES, tab: 'active' }),
    check: (w: { total: number; cards: { name: string; status: string }[] }) =>
      assert(
        w.total > 0 && w.cards.every((c) => c.name.toLowerCase().includes('chen') && c.status !== 'rejected'),
        'search/tab filter',
      ),
  },
  {
    name: "a job's candidates (pipeline)",
    target: TARGET_MS.pointRead,
    run: (d) => readJobApplications(d, busiestJobId),
    check: (r: { applications: unknown[] }) => assert(r.applications.length === busiestJobCount, 'job applications'),
  },
  {
    name: 'candidate profile + applications + notes',
    target: TARGET_MS.pointRead,
    run: (d) => candidateProfile(d, candidateId),
    check: (r: { applications: unknown[]; notes: unknown[] } | null) =>
      assert(
        r && r.applications.length === candidateApplications && r.notes.length === candidateNotes,
        'profile detail',
      ),
  },
  {
    name: 'jobs list (first window) + its applicant counts per status',
    target: TARGET_MS.pointRead,
    run: (d) => jobsWithCounts(d),
    check: (r: { total: number; jobs: { id: string }[]; counts: Map<string, { total: number }> }) =>
      assert(
        r.total === jobCount &&
          r.jobs.every((j) => (r.counts.get(j.id)?.total ?? 0) === (applicationsPerJob.get(j.id) ?? 0)),
        'jobs and counts',
      ),
  },
  {
    name: 'jobs list (search "engineer")',
    target: TARGET_MS.pointRead,
    coldTarget: TARGET_MS.fullScan,
    run: (d) => jobsWithCounts(d, 'engineer'),
    check: (r: { total: number }) => assert(r.total > 0, 'job search'),
  },
  {
    name: 'dashboard',
    target: TARGET_MS.pointRead,
    run: (d) => readDashboardData(d),
    check: (r: { counts: Map<string, unknown>; stats: { activeJobs: number } }) =>
      assert(r.counts.size > 0 && r.stats.activeJobs > 0, 'dashboard counts'),
  },
  {
    name: 'top bar search "sarah"',
    target: TARGET_MS.pointRead,
    coldTarget: TARGET_MS.fullScan,
    run: (d) => readSearchResults(d, 'sarah'),
    check: (r: unknown[]) => assert(r.length > 0, 'search results'),
  },
];

// Cold: a fresh connection (as after a reload), its first read. The open is timed on its own.
// fake-indexeddb keeps the data in this process's memory, so "cold" here means a new database
// connection and Dexie instance, not a disk read.
db.close();
const openTimes: number[] = [];
const openCpu: number[] = [];
for (const read of reads) {
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const fresh = open();
    const opened = await timeOnce(() => fresh.open());
    openTimes.push(opened.ms);
    openCpu.push(opened.cpuMs);
    const { ms, cpuMs, value } = await timeOnce(() => read.run(fresh));
    read.check(value as never);
    samples.push(ms);
    cpuSamples.push(cpuMs);
    fresh.close();
  }
  latencyTarget(`cold  ${read.name}`, stats(samples, cpuSamples), read.coldTarget ?? read.target, 'cpu');
}
latencyTarget('cold  open the company database', stats(openTimes, openCpu), TARGET_MS.open, 'cpu');

db = open();
await db.open();
for (const read of reads) {
  const s = await sample(() => read.run(db), { runs: WARM_RUNS, warmup: 1, check: (v) => read.check(v as never) });
  latencyTarget(`warm  ${read.name}`, s, read.target, 'cpu');
}

// ---- commands -------------------------------------------------------------------------------
// upsertRow: the row and its outbox entry in one transaction. Moving a candidate to another stage
// (an update of an existing application), and adding a note (a new row).
const applicationIds = (await db.applications.limit(COMMAND_RUNS + 5).primaryKeys()) as string[];
let i = 0;
const outboxBefore = await db.outbox.count();
latencyTarget(
  'command  upsertRow: move an application to Interview',
  await sample(() => upsertRow(db, 'applications', applicationIds[i++], { status: 'interview' }), {
    runs: COMMAND_RUNS,
    warmup: 3,
  }),
  COMMAND_TARGET_MS,
  'cpu',
);
latencyTarget(
  'command  upsertRow: add a note',
  await sample(
    () => upsertRow(db, 'notes', newId(), { candidate_id: candidateId, content: 'Strong system design answers.' }),
    {
      runs: COMMAND_RUNS,
      warmup: 3,
    },
  ),
  COMMAND_TARGET_MS,
  'cpu',
);
const outboxAdded = (await db.outbox.count()) - outboxBefore;
assert(outboxAdded === 2 * (COMMAND_RUNS + 3), `every command queued one outbox entry (got ${outboxAdded})`);
assert((await db.applications.get(applicationIds[0]))?._pending === 1, 'the updated row is marked pending');

db.close();
await Dexie.delete(DB_NAME);
finish('local store (fake-indexeddb; a browser is faster)');
