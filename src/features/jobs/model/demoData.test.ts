import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEMO_RATING_RANGES,
  DEMO_STATUS_WEIGHTS,
  demoCandidate,
  demoCandidateCount,
  demoJobs,
  demoRating,
  weightedStatus,
} from './demoData';

/** A random source that always answers `x`. */
const fixed = (x: number) => () => x;

describe('demo data rules (spec §9)', () => {
  it('weights the statuses applied 30, screening 25, interview 20, offer 15, rejected 10', () => {
    expect(Object.fromEntries(DEMO_STATUS_WEIGHTS)).toEqual({
      applied: 30,
      screening: 25,
      interview: 20,
      offer: 15,
      rejected: 10,
    });
    // The cumulative boundaries over 100: [0,30) applied, [30,55) screening, [55,75) interview,
    // [75,90) offer, [90,100) rejected.
    expect(weightedStatus(fixed(0))).toBe('applied');
    expect(weightedStatus(fixed(0.2999))).toBe('applied');
    expect(weightedStatus(fixed(0.3))).toBe('screening');
    expect(weightedStatus(fixed(0.5499))).toBe('screening');
    expect(weightedStatus(fixed(0.55))).toBe('interview');
    expect(weightedStatus(fixed(0.75))).toBe('offer');
    expect(weightedStatus(fixed(0.9))).toBe('rejected');
    expect(weightedStatus(fixed(0.9999))).toBe('rejected');
  });

  it('keeps each rating inside its status range', () => {
    expect(DEMO_RATING_RANGES).toEqual({
      offer: [8, 10],
      interview: [6, 9],
      screening: [5, 8],
      applied: [3, 8],
      rejected: [1, 5],
    });
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.9999999, noNaN: true }),
        fc.constantFrom(...DEMO_STATUS_WEIGHTS.map(([s]) => s)),
        (r, status) => {
          const rating = demoRating(() => r, status);
          const [min, max] = DEMO_RATING_RANGES[status];
          return rating >= min && rating <= max && Math.round(rating * 10) === rating * 10;
        },
      ),
    );
  });

  it('makes 15 published jobs with salaries in range', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9999999, noNaN: true }), (r) => {
        const jobs = demoJobs(() => r);
        return (
          jobs.length === 15 &&
          jobs.every(
            (j) =>
              j.status === 'published' &&
              j.salary_min >= 50_000 &&
              j.salary_min <= 100_000 &&
              j.salary_max >= 100_000 &&
              j.salary_max <= 200_000 &&
              j.skills.length > 0,
          )
        );
      }),
    );
  });

  it('makes 10 to 30 candidates per job', () => {
    expect(demoCandidateCount(fixed(0))).toBe(10);
    expect(demoCandidateCount(fixed(0.9999999))).toBe(30);
  });

  it('gives a candidate a unique email and a rating matching its status', () => {
    const candidate = demoCandidate(Math.random, 'Designer', 'abc123');
    expect(candidate.email).toMatch(/\.abc123@example\.com$/);
    const [min, max] = DEMO_RATING_RANGES[candidate.status];
    expect(candidate.ai_rating).toBeGreaterThanOrEqual(min);
    expect(candidate.ai_rating).toBeLessThanOrEqual(max);
    expect(candidate.ai_summary).toContain('Designer');
  });

  it('words the summary by the match badge thresholds (8, 6, 4)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.9999999, noNaN: true }), (r) => {
        const candidate = demoCandidate(fixed(r), 'Designer', 'x');
        const rating = candidate.ai_rating;
        const word = rating >= 8 ? 'very strong' : rating >= 6 ? 'strong' : rating >= 4 ? 'reasonable' : 'weak';
        expect(candidate.ai_summary).toContain(`looks like a ${word} fit for the Designer role.`);
      }),
    );
  });
});
