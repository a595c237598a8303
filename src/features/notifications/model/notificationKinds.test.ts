import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@/db/entities';
import { NOTIFICATION_KIND_LABELS, withEmailKind } from './notificationKinds';

describe('notification kinds in Settings', () => {
  it('every kind of the contract has a title and a description', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(NOTIFICATION_KIND_LABELS[kind].title).toBeTruthy();
      expect(NOTIFICATION_KIND_LABELS[kind].description).toMatch(/\.$/);
    }
  });

  it('withEmailKind switches one kind and keeps the others, unknown ones included', () => {
    expect(withEmailKind([], 'mentioned', true)).toEqual(['mentioned']);
    expect(withEmailKind(['mentioned'], 'mentioned', true)).toEqual(['mentioned']);
    expect(withEmailKind(['future_kind', 'mentioned'], 'mentioned', false)).toEqual(['future_kind']);
    expect(withEmailKind(['a', 'a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
  });
});
