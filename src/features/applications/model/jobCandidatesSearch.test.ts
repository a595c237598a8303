import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { jobCandidatesSearchSchema } from './jobCandidatesSearch';

const parse = (search: Record<string, unknown>) => v.parse(jobCandidatesSearchSchema, search);

describe('/app/jobs/{jobId}/candidates search params', () => {
  it('shows the list, unfiltered, by default', () => expect(parse({})).toEqual({ view: 'list', q: '' }));
  it('keeps the Flow view and a search', () =>
    expect(parse({ view: 'flow', q: 'ada' })).toEqual({ view: 'flow', q: 'ada' }));
  it('falls back to the list for an unknown view', () =>
    expect(parse({ view: 'grid', q: 'ada' })).toEqual({ view: 'list', q: 'ada' }));
});
