import { describe, expect, it } from 'vitest';
import { evidenceLine } from './evidenceLine';
import type { ScreeningEvidence } from './screening';

const evidence = (patch: Partial<ScreeningEvidence> = {}): ScreeningEvidence => ({
  version: 1,
  matchedSkills: [{ skill: 'Python', where: ['resume'] }],
  missingSkills: ['Spark'],
  matchedMustHaves: [{ requirement: 'SQL', where: ['resume', 'answers'] }],
  missingMustHaves: [],
  yearsOfExperience: 4,
  requiredLevel: 'Senior',
  ...patch,
});

describe('evidenceLine', () => {
  it('gives the counts a rating rests on and the years read', () => {
    expect(evidenceLine(evidence())).toBe('Skills 1/2 · Must-haves 1/1 · 4 years');
  });

  it('names the missing must-haves', () => {
    expect(evidenceLine(evidence({ matchedMustHaves: [], missingMustHaves: ['SQL', 'Statistics'] }))).toBe(
      'Skills 1/2 · Must-haves 0/2 · 4 years · Missing must-haves: SQL, Statistics',
    );
  });

  it('says so when there was nothing to match, and null for what is not evidence', () => {
    expect(
      evidenceLine(evidence({ matchedSkills: [], missingSkills: [], matchedMustHaves: [], yearsOfExperience: null })),
    ).toBe('No skills or must-haves to match');
    expect(evidenceLine(null)).toBeNull();
    expect(evidenceLine({ version: 2 })).toBeNull();
  });
});
