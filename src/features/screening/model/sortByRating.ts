// Ordering candidates by AI rating: best first, unrated last, ties newest first — a stable,
// total order so a list does not reshuffle between renders.

export interface Rated {
  ai_rating?: number | null;
  created_at?: string | null;
  id?: string;
}

function compareByRating(a: Rated, b: Rated): number {
  const ra = a.ai_rating ?? null;
  const rb = b.ai_rating ?? null;
  if (ra !== rb) {
    if (ra === null) return 1;
    if (rb === null) return -1;
    return rb - ra;
  }
  const ca = a.created_at ?? '';
  const cb = b.created_at ?? '';
  if (ca !== cb) return ca < cb ? 1 : -1;
  return (a.id ?? '').localeCompare(b.id ?? '');
}

/** A new array, best rated first (does not mutate the input). */
export function sortByRating<T extends Rated>(items: readonly T[], direction: 'desc' | 'asc' = 'desc'): T[] {
  const sorted = [...items].sort(compareByRating);
  if (direction === 'desc') return sorted;
  // Ascending keeps unrated last too.
  const rated = sorted.filter((i) => i.ai_rating !== null && i.ai_rating !== undefined).reverse();
  return [...rated, ...sorted.filter((i) => i.ai_rating === null || i.ai_rating === undefined)];
}
