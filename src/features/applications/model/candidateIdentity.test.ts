import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CANDIDATE, candidateInitials, candidateName } from './candidateIdentity';

describe('candidateName / candidateInitials (spec §2: Anonymous Candidate, AC)', () => {
  it('joins first and last name, trimmed', () => {
    expect(candidateName({ first_name: ' Ada ', last_name: 'Lovelace ' })).toBe('Ada Lovelace');
    expect(candidateInitials({ first_name: 'ada', last_name: 'lovelace' })).toBe('AL');
  });
  it('uses the part there is', () => {
    expect(candidateName({ first_name: null, last_name: 'Lovelace' })).toBe('Lovelace');
    expect(candidateInitials({ first_name: 'Ada', last_name: '  ' })).toBe('A');
  });
  it("falls back to 'Anonymous Candidate' and AC without a profile or a name", () => {
    for (const person of [undefined, null, {}, { first_name: ' ', last_name: '' }]) {
      expect(candidateName(person)).toBe(ANONYMOUS_CANDIDATE);
      expect(candidateInitials(person)).toBe('AC');
    }
    expect(ANONYMOUS_CANDIDATE).toBe('Anonymous Candidate');
  });
  it('takes initials from the first and last name, not from every word', () => {
    expect(candidateInitials({ first_name: 'Mary Ann', last_name: 'Smith' })).toBe('MS');
  });
});
