import { describe, expect, it } from 'vitest';
import { demoScreener } from './demoScreening.ts';
import {
  screenStoredApplication,
  storedScreening,
  type ScreenableJob,
} from '../../src/features/screening/model/storedScreening.ts';

// The choice of resume is tested with it (src/features/screening/model/demoScreening.test.ts);
// here, what the seed adds: its seeded draws and spec §9's ranges as a hard rule.
const job = (skills: string[], must = skills.slice(0, 2)): ScreenableJob => ({
  title: 'Senior Frontend Engineer',
  skills,
  must_have_requirements: must,
  experience_level: 'Senior',
  questions: [
    {
      question: `What is your experience with ${skills[0]}?`,
      answer: `Several years of hands-on ${skills[0]} work in production.`,
    },
  ],
});
const FRONTEND = job(['React', 'TypeScript', 'CSS', 'Accessibility', 'Testing']);
const CANDIDATE = { firstName: 'Ingrid', lastName: 'Berg', location: 'Berlin, Germany' };
const CREATED = '2026-06-01T10:00:00Z';

describe('the seed’s demoScreener', () => {
  it('gives the same candidate the same resume on every run, and stores its screening', () => {
    const target = { rating: 6.4, min: 5, max: 8, createdAt: CREATED, seed: 42 };
    const result = demoScreener(FRONTEND)(CANDIDATE, target);
    expect(result).toEqual(demoScreener(FRONTEND)(CANDIDATE, target));
    expect(result.resume_text).toMatch(/^Ingrid Berg\nBerlin, Germany\n/);
    const { ai_rating, ai_summary, ai_evidence } = result;
    expect({ ai_rating, ai_summary, ai_evidence }).toEqual(
      storedScreening(screenStoredApplication(FRONTEND, { ...result, created_at: CREATED })),
    );
  });

  it('refuses a rating outside the status’s range rather than seed one', () => {
    // A single skill that is a must-have: every resume names it and rates 10.
    expect(() =>
      demoScreener(job(['React']))(CANDIDATE, { rating: 2, min: 1, max: 5, createdAt: CREATED, seed: 1 }),
    ).toThrow(/no resume for Senior Frontend Engineer screens between 1 and 5/);
  });
});
