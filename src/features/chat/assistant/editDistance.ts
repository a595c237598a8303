// How far a typed word is from a stored one (Levenshtein: insertions, deletions, substitutions),
// for the assistant's forgiving name matching. Pure. A tiny function of our own: the libraries in
// node_modules (leven, fast-levenshtein) arrive only as other packages' dependencies.

/**
 * The edit distance of `a` and `b`, or `max + 1` as soon as it is certain to exceed `max` (a
 * search over 40 000 names compares most of them against a word they are nowhere near).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (current[j] < rowMin) rowMin = current[j];
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/** How many typos a word of this length may carry and still match: none under 4 letters. */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}
