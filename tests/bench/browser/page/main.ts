// The benchmark's own page, bundled by Vite and served from the app's origin (/bench/index.html),
// so it shares the app's IndexedDB. Playwright calls the functions on `window.bench`:
//   - engineSync: a first sync of the recruiter's rows by the sync engine alone into a fresh
//     CompanyDb (B1);
//   - rxdbSync: the same rows through RxDB's Supabase replication into RxDB's Dexie storage (B1's peer);
//   - offlineWrites / outboxCounts: writes through the app's commands into the app's own database
//     (`partii-company-<userId>`), for the app's engine to push (B7);
//   - writeNote: one note through the app's command, stamped with the time it committed (B6);
//   - demoCandidates: the jobs list's demo-candidates command (B10).
// Nothing here is app code: it imports the app's modules and measures them.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { replicateSupabase } from 'rxdb/plugins/replication-supabase';
import { newId, upsertRow } from '@/db/commands';
import { CompanyDb, type SyncStatus } from '@/db/schema';
import { generateDemoCandidates } from '@/features/jobs/commands/generateDemoData';
import { createSupabase, loadRuntimeConfig } from '../../../../sync/client';
import { startCompanySync } from '../../../../sync/index';
import { seededRandom } from '../../../../supabase/local/seededRandom.ts';

const now = () => performance.timeOrigin + performance.now();

async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const config = await loadRuntimeConfig('/config.json');
  const client = createSupabase(config.supabaseUrl, config.supabaseAnonKey, {
    persistSession: false,
    autoRefreshToken: true,
    storageKey: `bench-${newId()}`,
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

async function companyRowCount(db: CompanyDb): Promise<number> {
  const counts = await Promise.all([db.jobs.count(), db.profiles.count(), db.applications.count(), db.notes.count()]);
  return counts.reduce((a, b) => a + b, 0);
}

export interface SyncRun {
  ms: number;
  rows: number;
  error: string | null;
}

/** B1: the engine alone, fresh store, from start to the feed drained (sign-in not timed). */
async function engineSync(options: { email: string; password: string; userId: string }): Promise<SyncRun> {
  const client = await signedInClient(options.email, options.password);
  const db = new CompanyDb(options.userId, { name: `bench-engine-${newId()}` });
  await db.open();
  try {
    const start = performance.now();
    const handle = startCompanySync(db, client, options.userId, { pollIntervalMs: 0, cacheResumes: false });
    let ms: number;
    try {
      // The engine starts once this tab holds the scope's Web Lock (asynchronous in a browser),
      // then runs a first cycle; syncNow() joins it and returns once the feed is drained.
      await new Promise<void>((resolve) => {
        let off: (() => void) | null = null;
        let leading = false;
        off = handle.onLeadershipChange((now) => {
          if (!now || leading) return;
          leading = true;
          off?.();
          resolve();
        });
        if (leading) off();
      });
      await handle.syncNow();
      ms = performance.now() - start;
    } finally {
      await handle.stop();
    }
    const status = (await db.syncState.get('status')) as SyncStatus | undefined;
    return { ms, rows: await companyRowCount(db), error: status?.lastError ?? null };
  } finally {
    db.close();
    await db.delete().catch(() => undefined);
    await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
    client.realtime.disconnect();
  }
}

/*
 * RxDB's peer. replicateSupabase pulls `select * … order by <modified>, <primary key>` pages with a
 * `(modified, id)` checkpoint; our tables have `updated_at` (set by the server on every write) and
 * soft deletes in `deleted_at` (a timestamp: the plugin treats any truthy value as deleted). The
 * schema declares the primary key and the modified field; the other columns are stored as they
 * come (RxDB validates nothing without a validator plugin).
 */
const RX_TABLES = ['jobs', 'profiles', 'applications', 'notes'] as const;
const COMMON_COLUMNS = ['company_id', 'created_at', 'updated_at', 'version', 'change_xid'];
const RX_COLUMNS: Record<(typeof RX_TABLES)[number], string[]> = {
  jobs: [
    'title',
    'description',
    'location',
    'status',
    'skills',
    'department',
    'job_type',
    'experience_level',
    'salary_range',
    'must_have_requirements',
    'questions',
    'salary_min',
    'salary_max',
  ],
  profiles: [
    'first_name',
    'last_name',
    'email',
    'phone',
    'avatar_url',
    'location',
    'summary',
    'skills',
    'experience',
    'education',
  ],
  applications: [
    'job_id',
    'applicant_id',
    'status',
    'ai_summary',
    'ai_rating',
    'ai_evidence',
    'answers',
    'cv_url',
    'resume_filename',
    'resume_text',
  ],
  notes: ['candidate_id', 'content', 'created_by'],
};
function rxSchema(table: (typeof RX_TABLES)[number]): RxJsonSchema<{ id: string }> {
  // Columns the server may add later are stored too (no validator plugin); these are documented.
  const columns = [...COMMON_COLUMNS, ...RX_COLUMNS[table]];
  return {
    title: table,
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id: { type: 'string', maxLength: 36 },
      ...Object.fromEntries(columns.map((c) => [c, {}])),
    },
    required: ['id'],
  } as unknown as RxJsonSchema<{ id: string }>;
}

/** B1's peer: the four tables replicated at once (as an RxDB app would), pull only, batch 1 000. */
async function rxdbSync(options: { email: string; password: string; batchSize: number }): Promise<SyncRun> {
  const client = await signedInClient(options.email, options.password);
  const database = await createRxDatabase({
    name: `rxbench${Date.now()}`,
    storage: getRxStorageDexie(),
    multiInstance: false,
    eventReduce: true,
  });
  try {
    const collections = (await database.addCollections(
      Object.fromEntries(RX_TABLES.map((t) => [t, { schema: rxSchema(t) }])),
    )) as Record<string, RxCollection>;
    const start = performance.now();
    const states = RX_TABLES.map((table) =>
      replicateSupabase({
        replicationIdentifier: `bench-${table}`,
        tableName: table,
        client,
        collection: collections[table],
        modifiedField: 'updated_at',
        deletedField: 'deleted_at',
        live: false,
        waitForLeadership: false,
        pull: { batchSize: options.batchSize },
      }),
    );
    const errors: string[] = [];
    for (const state of states) state.error$.subscribe((e) => errors.push(String(e?.message ?? e)));
    await Promise.all(states.map((state) => state.awaitInitialReplication()));
    const ms = performance.now() - start;
    await Promise.all(states.map((state) => state.cancel()));
    const counts = await Promise.all(RX_TABLES.map((t) => collections[t].count().exec()));
    return { ms, rows: counts.reduce((a, b) => a + b, 0), error: errors[0] ?? null };
  } finally {
    await database.remove().catch(() => undefined);
    await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
    client.realtime.disconnect();
  }
}

let appDb: CompanyDb | null = null;
/** The app's own database for this recruiter (the same name the app opens). */
function openAppDb(userId: string): CompanyDb {
  appDb ??= new CompanyDb(userId);
  return appDb;
}

/** B7: `count` writes through the app's commands: half new notes, half stage moves. */
async function offlineWrites(options: { userId: string; count: number; round: number }) {
  const db = openAppDb(options.userId);
  const candidates = (await db.profiles.limit(options.count).primaryKeys()) as string[];
  const applications = (await db.applications.limit(options.count).primaryKeys()) as string[];
  const stages = ['screening', 'interview', 'offer'] as const;
  const start = performance.now();
  // 50 commands per transaction (as the demo-data commands group theirs): 1 000 outbox entries in
  // 20 commits, so queueing them does not wake the app tab's live queries 1 000 times.
  for (let from = 0; from < options.count; from += 50) {
    await db.transaction('rw', [db.notes, db.applications, db.outbox], async () => {
      for (let i = from; i < Math.min(options.count, from + 50); i++) {
        if (i % 2 === 0)
          await upsertRow(db, 'notes', newId(), {
            candidate_id: candidates[i % candidates.length],
            content: `Offline bench note ${options.round}/${i}`,
          });
        else
          await upsertRow(db, 'applications', applications[i % applications.length], {
            status: stages[(i + options.round) % stages.length],
          });
      }
    });
  }
  return { enqueueMs: performance.now() - start, ...(await outboxCounts(options.userId)) };
}

async function outboxCounts(userId: string): Promise<{ total: number; failed: number }> {
  const db = openAppDb(userId);
  const [total, failed] = await Promise.all([db.outbox.count(), db.outbox.where('status').equals('failed').count()]);
  return { total, failed };
}

/** B6: a note written through the app's command; `at` is when its transaction committed. */
async function writeNote(options: { userId: string; candidateId: string; content: string; id: string }) {
  const db = openAppDb(options.userId);
  await upsertRow(db, 'notes', options.id, { candidate_id: options.candidateId, content: options.content });
  return { id: options.id, at: now() };
}

/** B10: the jobs list's demo-candidates command over `jobs` (10–30 each); returns how many. */
async function demoCandidates(options: { userId: string; jobIds: string[]; seed: number }) {
  const db = openAppDb(options.userId);
  const jobs = (await db.jobs.bulkGet(options.jobIds)).filter((j) => j !== undefined);
  const start = performance.now();
  const made = await generateDemoCandidates(db, jobs, seededRandom(options.seed));
  return { made, localMs: performance.now() - start, at: now() };
}

const bench = { engineSync, rxdbSync, offlineWrites, outboxCounts, writeNote, demoCandidates, now };
export type BenchApi = typeof bench;
(window as unknown as { bench: BenchApi }).bench = bench;
document.getElementById('state')!.textContent = 'ready';
