import { describe, expect, it } from 'vitest';
import { EVIDENCE_NOT_RECORDED, NOT_SCREENED, ratingWithEvidence } from './ratingWithEvidence';
import { screenApplication, type ScreeningEvidence } from './screening';

const screened = screenApplication({
  job: {
    title: 'Backend Engineer',
    skills: ['Node.js', 'PostgreSQL', 'Go'],
    must_have_requirements: ['PostgreSQL', 'Right to work in the UK'],
    experience_level: 'Senior',
    questions: [],
  },
  resumeText: 'Node and Postgres, 2016–2022.',
  answers: [],
  referenceDate: '2024-01-01',
});

const bareEvidence = (patch: Partial<ScreeningEvidence>): ScreeningEvidence => ({
  version: 1,
  matchedSkills: [],
  missingSkills: [],
  matchedMustHaves: [],
  missingMustHaves: [],
  yearsOfExperience: null,
  requiredLevel: null,
  ...patch,
});

describe('ratingWithEvidence', () => {
  it('a screened rating: its badge and what it rests on', () => {
    expect(ratingWithEvidence({ ai_rating: screened.rating, ai_evidence: screened.evidence })).toEqual({
      rating: 5.5,
      match: 'Good',
      color: 'yellow',
      label: 'Good · 5.5/10',
      evidence: screened.evidence,
      evidenceLine: 'Skills 2/3 · Must-haves 1/2 · 6 years',
    });
  });

  it('a rating without evidence (an old row) keeps its badge and says the evidence was not recorded', () => {
    const shown = ratingWithEvidence({ ai_rating: 8.7, ai_evidence: null });
    expect(shown).toMatchObject({ rating: 8.7, match: 'Very Strong', color: 'green', label: 'Very Strong · 8.7/10' });
    expect(shown.evidence).toBeNull();
    expect(shown.evidenceLine).toBe(EVIDENCE_NOT_RECORDED);
    // Never "Not screened yet" beside a rating, whatever the column holds instead of evidence.
    for (const ai_evidence of [undefined, {}, { version: 2 }, 'text', { version: 1, matchedSkills: 'x' }])
      expect(ratingWithEvidence({ ai_rating: 6, ai_evidence }).evidenceLine).toBe(EVIDENCE_NOT_RECORDED);
    // A zero rating has no badge (spec §4), but it is still a rating without evidence.
    expect(ratingWithEvidence({ ai_rating: 0 })).toMatchObject({ label: null, evidenceLine: EVIDENCE_NOT_RECORDED });
  });

  it('no rating: no badge, not screened yet', () => {
    for (const ai_rating of [null, undefined, Number.NaN])
      expect(ratingWithEvidence({ ai_rating, ai_evidence: null })).toEqual({
        rating: null,
        match: null,
        color: null,
        label: null,
        evidence: null,
        evidenceLine: NOT_SCREENED,
      });
  });

  it('evidence with nothing to count says so; questions count when they are all there is', () => {
    expect(ratingWithEvidence({ ai_rating: 5, ai_evidence: bareEvidence({}) }).evidenceLine).toBe(
      'No skills or requirements to compare against',
    );
    expect(
      ratingWithEvidence({ ai_rating: 7, ai_evidence: bareEvidence({ questionsAsked: 2, questionsAnswered: 1 }) })
        .evidenceLine,
    ).toBe('Questions 1/2');
    expect(
      ratingWithEvidence({ ai_rating: 7, ai_evidence: bareEvidence({ yearsOfExperience: 1, questionsAsked: 2 }) })
        .evidenceLine,
    ).toBe('1 year');
  });
});
