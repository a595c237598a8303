import { describe, expect, it } from 'vitest';
import { demoScreener } from './demoScreening.ts';
import {
  screenStoredApplication,
  storedScreening,
  type ScreenableJob,
} from '../../src/features/screening/model/storedScreening.ts';

// Two of the seed's jobs, as it stores them: a senior role and an entry one (no years asked).
const job = (title: string, experience: string, skills: string[]): ScreenableJob => ({
  title,
  skills,
  must_have_requirements: skills.slice(0, 2),
  experience_level: experience,
  questions: [
    {
      question: `What is your experience with ${skills[0]}?`,
      answer: `Several years of hands-on ${skills[0]} work in production.`,
    },
  ],
});
const JOBS = [
  job('Senior Frontend Engineer', 'Senior', ['React', 'TypeScript', 'CSS', 'Accessibility', 'Testing']),
  job('Machine Learning Intern', 'Entry', ['Python', 'PyTorch', 'Data Analysis', 'Git']),
];
// spec §9's ranges, each with a wish at both ends and in the middle
const RANGES: [min: number, max: number][] = [
  [8, 10],
  [6, 9],
  [5, 8],
  [3, 8],
  [1, 5],
];
const CANDIDATE = { firstName: 'Ingrid', lastName: 'Berg', location: 'Berlin, Germany' };

describe('demoScreener', () => {
  it("stores the screening of the candidate's own resume and answers, inside the status's range", () => {
    for (const j of JOBS) {
      const screen = demoScreener(j);
      for (const [min, max] of RANGES) {
        for (const rating of [min, (min + max) / 2, max]) {
          const result = screen(CANDIDATE, { rating, min, max, createdAt: '2026-06-01T10:00:00Z', seed: 7 });
          expect(result.ai_rating).toBeGreaterThanOrEqual(min);
          expect(result.ai_rating).toBeLessThanOrEqual(max);
          expect(Math.abs(result.ai_rating - rating)).toBeLessThanOrEqual(2.5);
          const { ai_rating, ai_summary, ai_evidence } = result;
          expect({ ai_rating, ai_summary, ai_evidence }).toEqual(
            storedScreening(screenStoredApplication(j, { ...result, created_at: '2026-06-01T10:00:00Z' })),
          );
          expect(result.resume_text).toMatch(/^Ingrid Berg\nBerlin, Germany\n/);
          expect(result.skills).toEqual(ai_evidence.matchedSkills.map((m) => m.skill));
          expect(result.skills.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('gives the same candidate the same resume on every run', () => {
    const target = { rating: 6.4, min: 5, max: 8, createdAt: '2026-06-01T10:00:00Z', seed: 42 };
    expect(demoScreener(JOBS[0])(CANDIDATE, target)).toEqual(demoScreener(JOBS[0])(CANDIDATE, target));
  });
});
