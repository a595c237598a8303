import { describe, expect, it } from 'vitest';
import { sortByRating } from './sortByRating';

describe('sortByRating', () => {
  const items = [
    { id: 'a', ai_rating: 6.5, created_at: '2024-01-01' },
    { id: 'b', ai_rating: null, created_at: '2024-01-05' },
    { id: 'c', ai_rating: 9.1, created_at: '2024-01-02' },
    { id: 'd', ai_rating: 6.5, created_at: '2024-01-03' },
    { id: 'e', ai_rating: 0, created_at: '2024-01-04' },
  ];

  it('puts the best first, unrated last, ties newest first', () => {
    expect(sortByRating(items).map((i) => i.id)).toEqual(['c', 'd', 'a', 'e', 'b']);
  });

  it('sorts ascending with unrated still last, without mutating', () => {
    const copy = [...items];
    expect(sortByRating(items, 'asc').map((i) => i.id)).toEqual(['e', 'a', 'd', 'c', 'b']);
    expect(items).toEqual(copy);
  });
});
