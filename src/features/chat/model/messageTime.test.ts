import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { messageExcerpt, messageTime } from './messageTime';

describe('messageTime', () => {
  const now = new Date(2026, 10, 28, 15, 0);
  it('the time today, the day this year, the date before', () => {
    expect(messageTime(new Date(2026, 10, 28, 9, 5).toISOString(), now)).toBe('09:05');
    expect(messageTime(new Date(2026, 10, 2, 9, 5).toISOString(), now)).toBe('2 Nov, 09:05');
    expect(messageTime(new Date(2025, 0, 2).toISOString(), now)).toBe(format(new Date(2025, 0, 2), 'd MMM yyyy'));
    expect(messageTime('not a time', now)).toBe('');
  });
});

describe('messageExcerpt', () => {
  it('one line, cut with an ellipsis', () => {
    expect(messageExcerpt('Can you\n\ntake  the onsite?')).toBe('Can you take the onsite?');
    expect(messageExcerpt('abcdefghij', 6)).toBe('abcde…');
  });
});
