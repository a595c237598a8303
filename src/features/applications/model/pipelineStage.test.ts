import { describe, expect, it } from 'vitest';
import { countByStage, pipelineStage } from './pipelineStage';
import { candidateInitials, candidateName } from './candidateIdentity';
import { matchesCandidateSearch } from './candidateSearch';

describe('pipelineStage', () => {
  it('counts a missing or unknown status as applied', () => {
    expect(pipelineStage(null)).toBe('applied');
    expect(pipelineStage(undefined)).toBe('applied');
    expect(pipelineStage('bogus')).toBe('applied');
    expect(pipelineStage('offer')).toBe('offer');
  });

  it('counts applications per stage', () => {
    expect(
      countByStage([{ status: null }, { status: 'applied' }, { status: 'offer' }, { status: 'rejected' }]),
    ).toEqual({
      applied: 2,
      screening: 0,
      interview: 0,
      offer: 1,
      rejected: 1,
    });
  });
});

describe('candidate identity', () => {
  it('names an anonymous candidate', () => {
    expect(candidateName(null)).toBe('Anonymous Candidate');
    expect(candidateName({ first_name: ' ', last_name: null })).toBe('Anonymous Candidate');
    expect(candidateInitials(null)).toBe('AC');
  });
  it('joins first and last name, initials upper-case', () => {
    expect(candidateName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(candidateInitials({ first_name: 'ada', last_name: 'lovelace' })).toBe('AL');
    expect(candidateName({ first_name: 'Ada', last_name: null })).toBe('Ada');
  });
});

describe('matchesCandidateSearch (name, email, AI summary; case-insensitive substring)', () => {
  const candidate = { name: 'Ada Lovelace', email: 'ada@example.com', aiSummary: 'Strong React skills' };
  it.each([
    ['', true],
    ['LOVE', true],
    ['example.COM', true],
    ['react', true],
    ['python', false],
  ])('%s → %s', (query, expected) => {
    expect(matchesCandidateSearch(candidate, query)).toBe(expected);
  });
  it('tolerates missing email and summary', () => {
    expect(matchesCandidateSearch({ name: 'Bo', email: null, aiSummary: null }, 'x')).toBe(false);
  });
});
