import type { DBCore } from 'dexie';
import { describe, expect, it } from 'vitest';
import { relaxedSyncWrites } from './durability.ts';

/** The middleware over a core that records the options each transaction is opened with. */
function opened() {
  const calls: { stores: string[]; mode: string; durability?: string }[] = [];
  const down = {
    transaction: (stores: string[], mode: string, options?: { durability?: string }) => {
      calls.push({ stores, mode, durability: options?.durability });
      return {} as never;
    },
  } as unknown as DBCore;
  return { core: relaxedSyncWrites.create(down) as DBCore, calls };
}

describe('relaxedSyncWrites', () => {
  it('relaxes what can be pulled again: readwrite transactions over syncState (a page and its cursor)', () => {
    const { core, calls } = opened();
    core.transaction(['applications', 'outbox', 'syncState'], 'readwrite');
    expect(calls[0].durability).toBe('relaxed');
  });

  it('leaves the user’s own writes (rows with their outbox entries) and every read at the default', () => {
    const { core, calls } = opened();
    core.transaction(['applications', 'outbox'], 'readwrite');
    core.transaction(['syncState'], 'readonly');
    core.transaction(['outbox'], 'readwrite');
    expect(calls.map((c) => c.durability)).toEqual([undefined, undefined, undefined]);
  });

  it('keeps a durability the caller asked for', () => {
    const { core, calls } = opened();
    core.transaction(['syncState'], 'readwrite', { durability: 'strict' });
    expect(calls[0].durability).toBe('strict');
  });
});
