import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aiMatchLabel } from '@/features/screening/model/aiMatch';
import { demoScreener } from '@/features/screening/model/demoScreening';
import { screenStoredApplication, storedScreening } from '@/features/screening/model/storedScreening';
import {
  DEMO_RATING_RANGES,
  DEMO_STATUS_WEIGHTS,
  demoCandidate,
  demoCandidateCount,
  demoJobs,
  demoRating,
  weightedStatus,
} from './demoData';

const CREATED = '2026-06-01T10:00:00.000Z';

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

  it('gives a candidate a unique email', () => {
    const [job] = demoJobs(Math.random);
    const candidate = demoCandidate(Math.random, demoScreener(job!), 'abc123', CREATED);
    expect(candidate.email).toMatch(/\.abc123@example\.com$/);
  });

  it("stores the screening of the candidate's own resume and answers, in its status's range, for every demo job", () => {
    const jobs = demoJobs(Math.random);
    // One screener per job, as generateDemoCandidates makes them (each screens its kinds once).
    const screeners = jobs.map((job) => demoScreener(job));
    // Every demo job has a resume inside every status's range, at both ends of it.
    for (const [j, screen] of screeners.entries())
      for (const [min, max] of Object.values(DEMO_RATING_RANGES))
        for (const rating of [min, max]) {
          const target = { rating, min, max, createdAt: CREATED, random: () => 0.5 };
          const { ai_rating } = screen({ firstName: 'Sam', lastName: 'Chen' }, target);
          expect([jobs[j]!.title, ai_rating >= min && ai_rating <= max]).toEqual([jobs[j]!.title, true]);
        }
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: jobs.length - 1 }),
        fc.array(fc.double({ min: 0, max: 0.9999999, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (j, draws) => {
          let i = 0;
          const random = () => draws[i++ % draws.length]!;
          const candidate = demoCandidate(random, screeners[j]!, 'x', CREATED);
          const [min, max] = DEMO_RATING_RANGES[candidate.status];
          expect(candidate.ai_rating).toBeGreaterThanOrEqual(min);
          expect(candidate.ai_rating).toBeLessThanOrEqual(max);
          const { ai_rating, ai_summary, ai_evidence } = candidate;
          expect({ ai_rating, ai_summary, ai_evidence }).toEqual(
            storedScreening(screenStoredApplication(jobs[j]!, { ...candidate, created_at: CREATED })),
          );
          expect(candidate.resume_text.startsWith(`${candidate.first_name} ${candidate.last_name}\n`)).toBe(true);
          // The summary and the badge never disagree ('Very strong match for …').
          expect(ai_summary.toLowerCase()).toContain(
            `${aiMatchLabel(ai_rating)!.toLowerCase()} match for ${jobs[j]!.title}`.toLowerCase(),
          );
        },
      ),
    );
  });
});
