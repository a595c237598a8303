import { describe, expect, it } from 'vitest';
import { applyPatches, baseAfterApplied, baseForNewEdit } from './rebase.ts';
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

describe('baseAfterApplied (issue #9 D6: a pending edit keeps the base it was made on)', () => {
  const sent = { base_version: 3, patch: { content: 'mine' } };

  it('moves to the answered version when the answer is exactly "base + this edit"', () => {
    expect(baseAfterApplied(3, sent, { version: 4, content: 'mine' })).toBe(4);
    expect(
      baseAfterApplied(null, { base_version: null, patch: { content: 'new' } }, { version: 1, content: 'new' }),
    ).toBe(1);
  });

  it('keeps its base when another device wrote in between (version jumped)', () => {
    expect(baseAfterApplied(3, sent, { version: 6, content: 'mine' })).toBe(3);
  });

  it('keeps its base when the server merged the text (stored value differs from the one sent)', () => {
    expect(baseAfterApplied(3, sent, { version: 4, content: 'theirs\n\nmine' })).toBe(3);
  });

  it("keeps a base that differs from the applied edit's base", () => {
    expect(baseAfterApplied(2, sent, { version: 4, content: 'mine' })).toBe(2);
  });
});

describe('baseForNewEdit', () => {
  it("uses the latest pending edit's base while edits wait, else the row's version", () => {
    expect(baseForNewEdit([entry(1, 'upsert', { title: 'x' })], 7)).toBeNull();
    expect(baseForNewEdit([{ ...entry(1, 'upsert'), baseVersion: 5 }], 7)).toBe(5);
    expect(baseForNewEdit([], 7)).toBe(7);
    expect(baseForNewEdit([], 0)).toBeNull();
  });
});
