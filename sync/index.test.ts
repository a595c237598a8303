// The company scope's resume downloads: beside the sync's cycles, never inside them ("Synced" does
// not wait for files), with one look at every application per session and after that only at the
// applications pulled since, so no pull walks every application of a large company (issue 12).
import type { DBCore } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { newId } from '../src/db/commands.ts';
import { CompanyDb } from '../src/db/schema.ts';
import { deleteStoresAfterEach } from '../src/test-support/localStores.ts';
import { startCompanySync } from './index.ts';
import { MemoryServer } from './memoryTransport.ts';
import { SyncCallError } from './transport.ts';
import { eventually } from './test-support.ts';

const USER = '34343434-3434-4343-8343-343434343434';
const keep = deleteStoresAfterEach();

/** A company store that counts the reads of its applications table. */
function countingStore(): { db: CompanyDb; applicationReads: () => number } {
  const db = keep(new CompanyDb(USER, { name: `after-pull-${newId()}` }));
  let reads = 0;
  db.use({
    stack: 'dbcore',
    name: 'count-application-reads',
    create: (down: DBCore): DBCore => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== 'applications') return table;
        return {
          ...table,
          query: (req) => {
            reads++;
            return table.query(req);
          },
          openCursor: (req) => {
            reads++;
            return table.openCursor(req);
          },
        };
      },
    }),
  });
  return { db, applicationReads: () => reads };
}

const upsert = (table: string, patch: Record<string, unknown>) => ({
  mutation_id: newId(),
  table,
  op: 'upsert' as const,
  row_id: newId(),
  patch,
  base_version: null,
});

describe('company sync: resume downloads beside the cycles', () => {
  it('never reads the whole applications table: a first sync fetches the files of the rows it pulled, later pulls those of theirs', async () => {
    const server = new MemoryServer(USER);
    const jobId = newId();
    server.apply([upsert('applications', { job_id: jobId, status: 'applied', cv_url: 'a/first.pdf' })]);
    const { db, applicationReads } = countingStore();
    const asked: string[] = [];
    const transport = {
      ...server.transport(),
      downloadResume: async (path: string) => {
        asked.push(path);
        return new Blob(['%PDF-1.4'], { type: 'application/pdf' });
      },
    };
    const handle = startCompanySync(db, {} as SupabaseClient, USER, { transport, pollIntervalMs: 0 });
    try {
      await handle.syncNow();
      await eventually(() => db.resumeCache.get('a/first.pdf'));
      // One read: whether the store was empty when the session began (it was: no scan needed).
      expect(applicationReads()).toBe(1);

      server.apply([upsert('notes', { candidate_id: newId(), content: 'Strong portfolio' })]);
      await handle.syncNow();
      expect(await db.notes.count()).toBe(1);

      server.apply([upsert('applications', { job_id: jobId, status: 'applied', cv_url: 'a/cv.pdf' })]);
      await handle.syncNow();
      expect(await db.applications.count()).toBe(2);
      await eventually(() => db.resumeCache.get('a/cv.pdf'));
      expect(asked).toEqual(['a/first.pdf', 'a/cv.pdf']);
      expect(applicationReads()).toBe(1);
    } finally {
      await handle.stop();
    }
  });

  it('says the pull is done without waiting for the files, and stopping ends their download', async () => {
    const server = new MemoryServer(USER);
    server.apply([upsert('applications', { job_id: newId(), status: 'applied', cv_url: 'slow/cv.pdf' })]);
    const { db } = countingStore();
    let aborted = false;
    let asked = 0;
    const transport = {
      ...server.transport(),
      // A file that never arrives until its download is aborted.
      downloadResume: (_path: string, signal: AbortSignal) =>
        new Promise<Blob | null>((_resolve, reject) => {
          asked++;
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    };
    const handle = startCompanySync(db, {} as SupabaseClient, USER, { transport, pollIntervalMs: 0 });
    await handle.syncNow();
    expect(await db.applications.count()).toBe(1);
    await eventually(() => asked === 1);
    await handle.stop();
    expect(aborted).toBe(true);
    expect(await db.resumeCache.count()).toBe(0);
  });

  it('a member removed from the company fetches no more files, and keeps none', async () => {
    const server = new MemoryServer(USER);
    server.apply([upsert('applications', { job_id: newId(), status: 'applied', cv_url: 'gone/cv.pdf' })]);
    const { db } = countingStore();
    let removed = false;
    let aborted = false;
    const base = server.transport();
    const transport = {
      ...base,
      // The server's answer once the member is removed: every call is refused as not a member.
      pull: (...args: Parameters<typeof base.pull>) =>
        removed
          ? Promise.reject(
              new SyncCallError({ kind: 'access-lost', code: '42501', message: 'not a member of this company' }),
            )
          : base.pull(...args),
      downloadResume: (_path: string, signal: AbortSignal) =>
        new Promise<Blob | null>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          }),
        ),
    };
    const handle = startCompanySync(db, {} as SupabaseClient, USER, { transport, pollIntervalMs: 0 });
    try {
      await handle.syncNow();
      expect(await db.applications.count()).toBe(1);
      removed = true;
      await handle.syncNow();
      await eventually(() => aborted);
      expect(await db.applications.count()).toBe(0);
      expect(await db.resumeCache.count()).toBe(0);
    } finally {
      await handle.stop();
    }
  });
});
