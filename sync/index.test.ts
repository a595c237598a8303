// The company scope's after-pull work: resumes are looked at after the session's first pull, then
// only after pulls that brought applications, so a poke about a note never walks every
// application of a large company (issue 12).
import type { DBCore } from 'dexie';
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { newId } from '../src/db/commands.ts';
import { CompanyDb } from '../src/db/schema.ts';
import { deleteStoresAfterEach } from '../src/test-support/localStores.ts';
import { startCompanySync } from './index.ts';
import { MemoryServer } from './memoryTransport.ts';

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

describe('company sync: resumes after a pull', () => {
  it('checks resumes after the first pull and after pulls with applications, not after other pulls', async () => {
    const server = new MemoryServer(USER);
    const jobId = newId();
    server.apply([upsert('jobs', { title: 'Engineer', status: 'published' })]);
    const { db, applicationReads } = countingStore();
    const handle = startCompanySync(db, {} as SupabaseClient, USER, {
      transport: server.transport(),
      pollIntervalMs: 0,
    });
    try {
      await handle.syncNow();
      const afterFirst = applicationReads();
      expect(afterFirst).toBeGreaterThan(0);

      server.apply([upsert('notes', { candidate_id: newId(), content: 'Strong portfolio' })]);
      await handle.syncNow();
      expect(await db.notes.count()).toBe(1);
      expect(applicationReads()).toBe(afterFirst);

      server.apply([upsert('applications', { job_id: jobId, status: 'applied', cv_url: null })]);
      await handle.syncNow();
      expect(await db.applications.count()).toBe(1);
      expect(applicationReads()).toBeGreaterThan(afterFirst);
    } finally {
      await handle.stop();
    }
  });
});
