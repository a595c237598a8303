import { describe, expect, it } from 'vitest';
import { demoResumeText, demoScreener, type DemoScreeningTarget } from './demoScreening';
import { screenStoredApplication, storedScreening, type ScreenableJob } from './storedScreening';

// Jobs as the demo seed and the app's demo jobs store them: a senior role and an entry one (no
// years asked), must-haves their first two skills, one question about the first.
const job = (title: string, experience: string | null, skills: string[]): ScreenableJob => ({
  title,
  skills,
  must_have_requirements: skills.slice(0, 2),
  experience_level: experience,
  questions: skills.length
    ? [
        {
          question: `What is your experience with ${skills[0]}?`,
          answer: `Several years of hands-on ${skills[0]} work in production.`,
        },
      ]
    : [],
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
const CREATED = '2026-06-01T10:00:00Z';
const target = (rating: number, min: number, max: number): DemoScreeningTarget => ({
  rating,
  min,
  max,
  createdAt: CREATED,
  random: () => 0.5,
});

/** What a fresh screening of the stored application gives: what it must hold. */
function rescreened(j: ScreenableJob, stored: { resume_text: string; answers: unknown }, createdAt = CREATED) {
  return storedScreening(screenStoredApplication(j, { ...stored, created_at: createdAt }));
}

describe('demoScreener', () => {
  it("stores the screening of the candidate's own resume and answers, inside the status's range", () => {
    for (const j of JOBS) {
      const screen = demoScreener(j);
      for (const [min, max] of RANGES) {
        for (const rating of [min, (min + max) / 2, max]) {
          const result = screen(CANDIDATE, target(rating, min, max));
          expect(result.ai_rating).toBeGreaterThanOrEqual(min);
          expect(result.ai_rating).toBeLessThanOrEqual(max);
          expect(Math.abs(result.ai_rating - rating)).toBeLessThanOrEqual(2.5);
          const { ai_rating, ai_summary, ai_evidence } = result;
          expect({ ai_rating, ai_summary, ai_evidence }).toEqual(rescreened(j, result));
          expect(result.resume_text).toMatch(/^Ingrid Berg\nBerlin, Germany\n/);
          expect(result.skills).toEqual(ai_evidence.matchedSkills.map((m) => m.skill));
          expect(result.skills.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('writes resumes that screen the same on any day (stated years, never ranges)', () => {
    const result = demoScreener(JOBS[0])(CANDIDATE, target(8.5, 8, 10));
    for (const day of ['2019-01-01T00:00:00Z', '2031-12-31T23:59:59Z'])
      expect(rescreened(JOBS[0], result, day)).toEqual(rescreened(JOBS[0], result));
  });

  it('gives the same candidate the same resume for the same draws', () => {
    const t = target(6.4, 5, 8);
    expect(demoScreener(JOBS[0])(CANDIDATE, t)).toEqual(demoScreener(JOBS[0])(CANDIDATE, t));
  });

  it("leaves out the town when there is none (the app's demo candidates have none)", () => {
    const result = demoScreener(JOBS[1])({ firstName: 'Sam', lastName: 'Chen' }, target(7, 6, 9));
    expect(result.resume_text).toMatch(/^Sam Chen\n\nProfile\n/);
    expect(rescreened(JOBS[1], result).ai_rating).toBe(result.ai_rating);
  });

  it("a job no resume can rate inside the range gets the nearest candidate, rated by the screening, not the range's", () => {
    // No skills, must-haves, level or questions: every resume rates 5 (nothing to compare against).
    const bare = job('Office Manager', null, []);
    const result = demoScreener(bare)(CANDIDATE, target(9, 8, 10));
    expect(result.ai_rating).toBe(5);
    expect(result.skills).toEqual([]);
    const { ai_rating, ai_summary, ai_evidence } = result;
    expect({ ai_rating, ai_summary, ai_evidence }).toEqual(rescreened(bare, result));
    // One skill, a must-have, and every demo candidate names one of the job's skills: the lowest a
    // resume gets is 8.8 (the question unanswered), so a Low wish gets that, with its evidence.
    const one = job('Barista', null, ['Latte Art']);
    const low = demoScreener(one)(CANDIDATE, target(2, 1, 3));
    expect(low.ai_rating).toBe(8.8);
    expect(low.ai_evidence.questionsAnswered).toBe(0);
    expect(low.ai_evidence).toEqual(rescreened(one, low).ai_evidence);
  });
});

describe('demoResumeText', () => {
  it('names the skills and states the years, with the name and town on top when given', () => {
    expect(demoResumeText(null, { skills: ['React', 'CSS'], years: 5 })).toBe(
      'Profile\n5 years of professional experience. Curious, reliable and easy to work with.\n\nSkills\nReact, CSS',
    );
    expect(demoResumeText({ firstName: 'A', lastName: 'B', location: 'Oslo' }, { skills: [], years: null })).toBe(
      'A B\nOslo\n\nProfile\nCurious, reliable and easy to work with.',
    );
  });
});
