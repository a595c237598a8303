// One seedable pseudo-random generator for everything that must draw the same numbers on every
// run: the demo seed (every fresh stack gets the same demo data), the fault proxy's random mode
// and the benchmarks' recruiter data. Math.random cannot be seeded.

/** mulberry32: a tiny, fast PRNG; returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
