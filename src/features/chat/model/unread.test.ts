import { describe, expect, it } from 'vitest';
import { readMarkAfter, unreadCount } from './unread';

const me = 'me';
const msgs = [
  { author_id: 'sam', created_at: '2026-11-28T10:00:00.000Z' },
  { author_id: me, created_at: '2026-11-28T10:01:00.000Z' },
  { author_id: 'sam', created_at: '2026-11-28T10:02:00.000Z' },
];

describe('unread', () => {
  it('counts what others wrote after the mark, never one’s own', () => {
    expect(unreadCount(msgs, null, me)).toBe(2);
    expect(unreadCount(msgs, '2026-11-28T10:00:00.000Z', me)).toBe(1);
    expect(unreadCount(msgs, '2026-11-28T10:02:00.000Z', me)).toBe(0);
  });

  it('the mark moves to the newest message and never back', () => {
    expect(readMarkAfter(msgs, null)).toBe('2026-11-28T10:02:00.000Z');
    expect(readMarkAfter(msgs, '2026-11-29T00:00:00.000Z')).toBe('2026-11-29T00:00:00.000Z');
    expect(readMarkAfter([], null)).toBeNull();
  });
});
