import { describe, expect, it } from 'vitest';
import { lastSyncedLabel, syncLabel, syncTone } from './syncLabel';

const base = { online: true, syncing: false, pending: 0, failed: 0, lastSyncedAt: 1_700_000_000_000 };

describe('syncTone', () => {
  it('puts offline first, then failed writes, syncing, pending, synced', () => {
    expect(syncTone({ ...base, online: false, failed: 2, pending: 1 })).toBe('offline');
    expect(syncTone({ ...base, failed: 1, syncing: true })).toBe('failed');
    expect(syncTone({ ...base, syncing: true, pending: 3 })).toBe('syncing');
    expect(syncTone({ ...base, pending: 3 })).toBe('pending');
    expect(syncTone(base)).toBe('synced');
  });

  it('is syncing, not synced, until the store has finished its first pull', () => {
    expect(syncTone({ ...base, lastSyncedAt: null })).toBe('syncing');
    expect(syncLabel({ ...base, lastSyncedAt: null })).toBe('Syncing…');
    expect(syncTone({ ...base, lastSyncedAt: null, online: false })).toBe('offline');
  });
});

describe('syncLabel', () => {
  it('counts the writes waiting while offline', () => {
    expect(syncLabel({ ...base, online: false })).toBe('Offline');
    expect(syncLabel({ ...base, online: false, pending: 2 })).toBe('Offline · 2 pending');
  });

  it('names failed and pending writes online', () => {
    expect(syncLabel({ ...base, failed: 1 })).toBe('1 failed');
    expect(syncLabel({ ...base, pending: 4 })).toBe('4 pending');
    expect(syncLabel(base)).toBe('Synced');
  });
});

describe('lastSyncedLabel', () => {
  it('says when the store last caught up with the server', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(lastSyncedLabel(null, now)).toBe('Not synced yet');
    expect(lastSyncedLabel(now - 3_000, now)).toBe('Last synced just now');
    expect(lastSyncedLabel(now - 5 * 60_000, now)).toMatch(/^Last synced \d+ minutes ago$/);
  });
});
