import { describe, expect, it } from 'vitest';
import { newestAcknowledged, threadOrder, type ThreadMessage } from './threadOrder';

const msg = (id: string, createdAt: string, unsent = false): ThreadMessage => ({
  id,
  authorId: 'a',
  body: id,
  mentionedIds: [],
  createdAt,
  edited: false,
  pending: unsent,
  unsent,
  refused: null,
});

describe('threadOrder', () => {
  it('acknowledged by the server time (ties by id), then unsent in the order written', () => {
    const ordered = threadOrder([
      msg('mine-2', '2026-11-28T10:00:05Z', true),
      msg('b', '2026-11-28T10:00:03Z'),
      // the device's clock runs ahead or behind: an unsent message still goes last
      msg('mine-1', '2026-11-28T09:00:00Z', true),
      msg('a2', '2026-11-28T10:00:01Z'),
      msg('a1', '2026-11-28T10:00:01Z'),
    ]);
    expect(ordered.map((m) => m.id)).toEqual(['a1', 'a2', 'b', 'mine-1', 'mine-2']);
  });

  it('reads up to the newest acknowledged message, never an unsent one', () => {
    expect(newestAcknowledged([msg('a', '2026-11-28T10:00:00Z'), msg('m', '2027-01-01T00:00:00Z', true)])).toBe(
      '2026-11-28T10:00:00Z',
    );
    expect(newestAcknowledged([msg('m', '2026-11-28T10:00:00Z', true)])).toBeNull();
  });
});
