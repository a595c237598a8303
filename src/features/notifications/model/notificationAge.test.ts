import { describe, expect, it } from 'vitest';
import { notificationAge } from './notificationAge';

const now = new Date('2026-12-02T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('notificationAge', () => {
  it.each([
    [ago(10_000), 'just now'],
    [ago(5 * 60_000), '5 min ago'],
    [ago(3 * 3_600_000), '3 h ago'],
    [ago(30 * 3_600_000), 'yesterday'],
    [ago(4 * 86_400_000), '4 days ago'],
    ['2026-11-12T10:00:00.000Z', '12 Nov'],
    ['2025-11-12T10:00:00.000Z', '12 Nov 2025'],
    ['not a time', ''],
  ])('%s → %j', (createdAt, expected) => expect(notificationAge(createdAt, now)).toBe(expected));

  it('a time a little ahead (another clock) is just now', () => {
    expect(notificationAge(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('just now');
  });
});
