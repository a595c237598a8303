import { describe, expect, it } from 'vitest';
import { labelledOptions, matchesQuery } from './listFilters';

describe('labelledOptions', () => {
  it('keeps the order of the table', () => {
    expect(labelledOptions({ all: 'All', 'in-review': 'In Review', draft: 'Draft' })).toEqual([
      { value: 'all', label: 'All' },
      { value: 'in-review', label: 'In Review' },
      { value: 'draft', label: 'Draft' },
    ]);
  });
});

describe('matchesQuery', () => {
  it('matches everything on a blank query', () => {
    expect(matchesQuery('', ['a'])).toBe(true);
    expect(matchesQuery('   ', [])).toBe(true);
  });
  it('matches a trimmed, case-insensitive substring of any field', () => {
    expect(matchesQuery('  REACT ', [null, 'Senior React Developer'])).toBe(true);
    expect(matchesQuery('vue', ['React', undefined, null])).toBe(false);
  });
});
