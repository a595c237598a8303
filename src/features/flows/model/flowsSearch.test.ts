import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { flowsSearchSchema } from './flowsSearch';

const parse = (search: Record<string, unknown>) => v.parse(flowsSearchSchema, search);

describe('/app/flows search params', () => {
  it('defaults to all flows of all categories', () =>
    expect(parse({})).toEqual({ tab: 'all', category: 'all', q: '' }));
  it('keeps a valid tab, category and search', () => {
    const search = { tab: 'draft', category: 'design', q: 'loop' };
    expect(parse(search)).toEqual(search);
  });
  it('falls back to the default for an unknown tab or category', () => {
    expect(parse({ tab: 'paused', category: 'finance', q: 'loop' })).toEqual({
      tab: 'all',
      category: 'all',
      q: 'loop',
    });
  });
});
