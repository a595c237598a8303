import { describe, expect, it } from 'vitest';
import { lastSeenLabel } from './lastSeen';

describe('last seen', () => {
  const now = new Date('2026-06-15T09:30:00Z');
  it('reads Never, Just now, or how long ago', () => {
    expect(lastSeenLabel(null, now)).toBe('Never');
    expect(lastSeenLabel('not a date', now)).toBe('Never');
    expect(lastSeenLabel('2026-06-15T09:29:30Z', now)).toBe('Just now');
    expect(lastSeenLabel('2026-06-12T09:30:00Z', now)).toBe('3 days ago');
  });

  it('a time ahead of this clock is Just now, never "in 5 months"', () => {
    expect(lastSeenLabel('2026-11-24T10:00:00Z', now)).toBe('Just now');
  });
});
