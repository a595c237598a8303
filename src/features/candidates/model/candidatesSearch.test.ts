import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEFAULT_CANDIDATE_FILTERS } from './candidateFilters';
import { DEFAULT_CANDIDATES_SEARCH, candidateFiltersOf, candidatesSearchSchema } from './candidatesSearch';

const parse = (search: Record<string, unknown>) => v.parse(candidatesSearchSchema, search);

describe('/app/candidates search params', () => {
  it('defaults to the unfiltered list', () => {
    expect(parse({})).toEqual({ tab: 'all', stage: 'All Stages', q: '' });
    expect(candidateFiltersOf(DEFAULT_CANDIDATES_SEARCH)).toEqual(DEFAULT_CANDIDATE_FILTERS);
  });
  it('keeps a valid tab, stage and search', () => {
    const search = parse({ tab: 'in-review', stage: 'Technical Interview', q: 'ada' });
    expect(candidateFiltersOf(search)).toEqual({ tab: 'in-review', stage: 'Technical Interview', query: 'ada' });
  });
  it('falls back to the default for an unknown tab or a stage that is not text', () => {
    expect(parse({ tab: 'hired', stage: 42 })).toEqual(DEFAULT_CANDIDATES_SEARCH);
    expect(parse({ stage: '' })).toEqual(DEFAULT_CANDIDATES_SEARCH);
  });
  it('takes any stage name: the stages are the company’s own', () => {
    expect(parse({ stage: 'Coffee Chat' }).stage).toBe('Coffee Chat');
  });
});
