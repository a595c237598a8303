import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { searchChoice, searchState, searchText } from './searchParams';

const schema = v.object({ tab: searchChoice(['all', 'open'], 'all'), q: searchText });

describe('search params', () => {
  it('keeps valid values', () => {
    expect(v.parse(schema, { tab: 'open', q: 'react' })).toEqual({ tab: 'open', q: 'react' });
  });
  it('gives the defaults for absent params', () => {
    expect(v.parse(schema, {})).toEqual({ tab: 'all', q: '' });
  });
  it('gives the default for an unknown value instead of failing', () => {
    expect(v.parse(schema, { tab: 'closed', q: { a: 1 } })).toEqual({ tab: 'all', q: '' });
  });
  it('reads a number-looking search text as its text', () => {
    expect(v.parse(schema, { q: 42 })).toEqual({ tab: 'all', q: '42' });
  });
  it('drops the params that equal their default from links', () => {
    const [strip] = searchState(schema).search.middlewares;
    const next = () => ({ tab: 'all' as const, q: 'react' });
    expect(strip!({ search: { tab: 'all', q: '' }, next })).toEqual({ q: 'react' });
  });
});
