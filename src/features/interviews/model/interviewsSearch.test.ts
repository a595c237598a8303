import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { interviewsSearchSchema } from './interviewsSearch';

const parse = (search: Record<string, unknown>) => v.parse(interviewsSearchSchema, search);

describe('/app/interviews search params', () => {
  it('defaults to all upcoming interviews, no search', () =>
    expect(parse({})).toEqual({ tab: 'upcoming', who: 'all', q: '' }));
  it('keeps a valid tab, filter and search', () =>
    expect(parse({ tab: 'past', who: 'mine', q: 'olivia' })).toEqual({ tab: 'past', who: 'mine', q: 'olivia' }));
  it('falls back to the defaults for unknown values', () =>
    expect(parse({ tab: 'next', who: 'theirs' })).toEqual({ tab: 'upcoming', who: 'all', q: '' }));
});
