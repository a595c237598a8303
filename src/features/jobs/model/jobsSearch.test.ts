import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { jobsSearchSchema } from './jobsSearch';

const parse = (search: Record<string, unknown>) => v.parse(jobsSearchSchema, search);

describe('/app/jobs search params', () => {
  it('defaults to All Jobs and no search', () => expect(parse({})).toEqual({ tab: 'all', q: '' }));
  it('keeps a valid tab, search and flow', () => {
    const search = { tab: 'archived', q: 'react', flow: 'flow-1' };
    expect(parse(search)).toEqual(search);
  });
  it('falls back to the default for an unknown tab', () => expect(parse({ tab: 'published' }).tab).toBe('all'));
  it('takes a search that is not text as no search', () => expect(parse({ q: ['x'] }).q).toBe(''));
});
