import { describe, expect, it } from 'vitest';
import { matchScore, matchStars, toCandidateCard } from './candidateCard';
import { stageLookup } from '@/features/flows/model/applicationStage';
import { DEFAULT_CANDIDATE_FILTERS, filterCandidates, matchesCandidateTab } from './candidateFilters';
import { addCandidateError, candidateAddedDescription } from './addCandidateForm';

const application = (over: Partial<Parameters<typeof toCandidateCard>[0]> = {}) => ({
  id: 'a1',
  job_id: 'j1',
  applicant_id: 'p1',
  status: 'screening',
  ai_rating: 7.5,
  ai_summary: 'Good React',
  created_at: '2026-01-01T00:00:00Z',
  cv_url: null,
  resume_filename: null,
  ...over,
});
const profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@x.io',
  location: 'London',
  experience: '5 years',
  skills: ['Maths'],
};
const job = { title: 'Engineer', skills: ['React'] };

describe('candidate card', () => {
  it('scores rating × 10 percent and stars = score / 20 rounded, at most five', () => {
    expect(matchScore(7.5)).toBe(75);
    expect(matchScore(null)).toBe(0);
    expect(matchStars(75)).toBe(4);
    expect(matchStars(69)).toBe(3);
    expect(matchStars(100)).toBe(5);
    expect(matchStars(140)).toBe(5);
    expect(matchStars(0)).toBe(0);
  });

  it('joins application, profile and job', () => {
    const card = toCandidateCard(application(), profile, job);
    expect(card).toMatchObject({
      name: 'Ada Lovelace',
      role: 'Engineer',
      status: 'screening',
      statusLabel: 'In Review',
      stage: null,
      stageOptions: [],
      aiMatch: 'Strong',
      score: 75,
      stars: 4,
      skills: ['Maths'],
    });
    expect(toCandidateCard(application({ status: null }), undefined, job)).toMatchObject({
      name: 'Anonymous Candidate',
      statusLabel: 'New',
      skills: ['React'],
    });
  });

  it('takes initials and match colour from the profile and rating, as every other screen does', () => {
    const card = toCandidateCard(application({ ai_rating: 7.96 }), { ...profile, first_name: 'Mary Ann' }, job);
    expect(card).toMatchObject({ name: 'Mary Ann Lovelace', initials: 'ML', aiMatch: 'Strong', aiMatchColor: 'blue' });
    expect(toCandidateCard(application({ ai_rating: null }), undefined, job)).toMatchObject({
      initials: 'AC',
      aiMatch: null,
      aiMatchColor: null,
      aiEvidenceLine: 'Not screened yet',
    });
  });

  it('carries what the rating rests on, or that its evidence was not recorded (issue 26)', () => {
    expect(toCandidateCard(application({ ai_rating: 7.5, ai_evidence: null }), profile, job).aiEvidenceLine).toBe(
      'Evidence not recorded',
    );
    const ai_evidence = {
      version: 1,
      matchedSkills: [{ skill: 'React', where: ['resume'] }],
      missingSkills: ['CSS'],
      matchedMustHaves: [],
      missingMustHaves: [],
      yearsOfExperience: 3,
      requiredLevel: null,
    };
    expect(toCandidateCard(application({ ai_rating: 7.5, ai_evidence }), profile, job).aiEvidenceLine).toBe(
      'Skills 1/2 · 3 years',
    );
  });
});

describe('candidate tabs and filters', () => {
  it.each([
    ['all', 'rejected', true],
    ['new', 'applied', true],
    ['new', 'screening', false],
    ['in-review', 'screening', true],
    ['interview', 'interview', true],
    ['offer', 'offer', true],
    ['rejected', 'rejected', true],
    ['active', 'offer', true],
    ['active', 'rejected', false],
  ] as const)('tab %s with status %s → %s', (tab, status, expected) => {
    expect(matchesCandidateTab(status, tab)).toBe(expected);
  });

  it('searches name or role and filters by stage', () => {
    const cards = [
      toCandidateCard(application({ id: '1' }), profile, job),
      toCandidateCard(
        application({ id: '2', status: 'interview' }),
        { ...profile, first_name: 'Bob' },
        { title: 'Designer', skills: [] },
      ),
    ];
    expect(filterCandidates(cards, { ...DEFAULT_CANDIDATE_FILTERS, query: 'ada' }).map((c) => c.applicationId)).toEqual(
      ['1'],
    );
    expect(
      filterCandidates(cards, { ...DEFAULT_CANDIDATE_FILTERS, query: 'DESIGN' }).map((c) => c.applicationId),
    ).toEqual(['2']);
    expect(filterCandidates(cards, { ...DEFAULT_CANDIDATE_FILTERS, stage: 'Technical Interview' })).toEqual([]);
    const lookup = stageLookup([
      { id: 's1', plan_id: 'p1', name: 'Technical Interview', position: 1 },
      { id: 's2', plan_id: 'p2', name: 'Technical Interview', position: 1 },
    ]);
    const staged = [
      toCandidateCard(application({ id: '3', stage_id: 's1' }), profile, { ...job, interview_plan_id: 'p1' }, lookup),
      toCandidateCard(application({ id: '4', stage_id: 's2' }), profile, { ...job, interview_plan_id: 'p1' }, lookup),
      toCandidateCard(application({ id: '5', stage_id: null }), profile, { ...job, interview_plan_id: 'p1' }, lookup),
    ];
    expect(staged.map((c) => c.stage)).toEqual(['Technical Interview', 'Previous plan: Technical Interview', null]);
    expect(staged[0]!.stageOptions).toEqual([{ id: 's1', name: 'Technical Interview' }]);
    // The select filters on the stage's name, in any plan.
    expect(
      filterCandidates(staged, { ...DEFAULT_CANDIDATE_FILTERS, stage: 'Technical Interview' }).map(
        (c) => c.applicationId,
      ),
    ).toEqual(['3', '4']);
    expect(
      filterCandidates(cards, { ...DEFAULT_CANDIDATE_FILTERS, tab: 'in-review' }).map((c) => c.applicationId),
    ).toEqual(['1']);
  });
});

describe('Add Candidate validation', () => {
  it('requires first name, last name, email and job', () => {
    const ok = { firstName: 'A', lastName: 'B', email: 'a@b.c', jobId: 'j' };
    expect(addCandidateError(ok)).toBeNull();
    for (const key of Object.keys(ok) as (keyof typeof ok)[]) {
      expect(addCandidateError({ ...ok, [key]: '  ' })).toBe('Please fill in all required fields.');
    }
    expect(candidateAddedDescription('A B')).toBe('A B has been added as a candidate');
  });
});
