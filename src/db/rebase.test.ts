import { describe, expect, it } from 'vitest';
import { applyPatches } from './rebase.ts';
import { newLocalRow } from './rowDefaults.ts';
import type { RowWriteEntry } from './outbox.ts';
import type { Job } from './schema.ts';

const COMPANY = '44444444-4444-4444-8444-444444444444';
const ID = '55555555-5555-4555-8555-555555555555';

const entry = (seq: number, op: 'upsert' | 'delete', patch: Record<string, unknown> = {}): RowWriteEntry => {
  const common = {
    seq,
    mutationId: `m${seq}`,
    table: 'jobs',
    rowId: ID,
    baseVersion: null,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending' as const,
    createdAt: 0,
  };
  return op === 'upsert' ? { ...common, op, patch } : { ...common, op };
};

const serverJob = (patch: Partial<Job>): Job => ({
  ...newLocalRow('jobs', ID, COMPANY, { title: 'Server' }),
  version: 4,
  ...patch,
});

describe('applyPatches (rebase)', () => {
  it('puts pending patches on top of the server row, in order', () => {
    const row = applyPatches('jobs', ID, COMPANY, serverJob({ title: 'Server', location: 'Oslo' }), [
      entry(1, 'upsert', { title: 'Mine' }),
      entry(2, 'upsert', { title: 'Mine again', department: 'R&D' }),
    ]);
    expect(row).toMatchObject({
      title: 'Mine again',
      location: 'Oslo',
      department: 'R&D',
      version: 4,
    });
  });

  it('a pending delete is final, as on the server (a later upsert does not bring the row back)', () => {
    expect(applyPatches('jobs', ID, COMPANY, serverJob({}), [entry(1, 'delete')])).toBeNull();
    expect(
      applyPatches('jobs', ID, COMPANY, serverJob({}), [entry(1, 'delete'), entry(2, 'upsert', { title: 'Back' })]),
    ).toBeNull();
  });

  it('a row the server has never seen is created from the defaults', () => {
    expect(applyPatches('jobs', ID, COMPANY, null, [entry(1, 'upsert', { title: 'New' })])).toMatchObject({
      title: 'New',
      version: 0,
      skills: [],
      company_id: COMPANY,
    });
  });

  it('a server tombstone underneath removes the row, even with edits pending', () => {
    const tombstone = serverJob({ deleted_at: '2026-01-01T00:00:00Z' });
    expect(applyPatches('jobs', ID, COMPANY, tombstone, [])).toBeNull();
    expect(applyPatches('jobs', ID, COMPANY, tombstone, [entry(1, 'upsert', { title: 'Edit' })])).toBeNull();
  });
});
