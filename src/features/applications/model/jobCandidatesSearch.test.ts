import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { jobCandidatesSearchSchema } from './jobCandidatesSearch';

const parse = (search: Record<string, unknown>) => v.parse(jobCandidatesSearchSchema, search);

describe('/app/jobs/{jobId}/candidates search params', () => {
  it('shows the list, unfiltered, by default', () =>
    expect(parse({})).toEqual({ view: 'list', sort: 'newest', group: 'status', q: '' }));
  it('keeps the Flow view, its grouping and a search', () =>
    expect(parse({ view: 'flow', group: 'stage', q: 'ada' })).toEqual({
      view: 'flow',
      sort: 'newest',
      group: 'stage',
      q: 'ada',
    }));
  it('keeps the list sorted by AI rating', () => expect(parse({ sort: 'rating' })).toMatchObject({ sort: 'rating' }));
  it('falls back to the list for an unknown view, and to status for an unknown grouping', () =>
    expect(parse({ view: 'grid', sort: 'random', group: 'colour', q: 'ada' })).toEqual({
      view: 'list',
      sort: 'newest',
      group: 'status',
      q: 'ada',
    }));
});
