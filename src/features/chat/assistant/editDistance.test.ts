import { describe, expect, it } from 'vitest';
import { editDistance, typoAllowance } from './editDistance';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('scientist', 'scientist')).toBe(0);
    expect(editDistance('scientst', 'scientist')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('emma', 'emam')).toBe(2);
  });

  it('stops past the bound with bound + 1', () => {
    expect(editDistance('frontend', 'backend', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('johnson', 'jonson', 2)).toBe(1);
  });

  it('allows no typo in short words, one in medium and two in long ones', () => {
    expect([3, 4, 6, 7, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
  });
});
