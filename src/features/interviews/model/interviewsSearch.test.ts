import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { interviewsSearchSchema } from './interviewsSearch';

const parse = (search: Record<string, unknown>) => v.parse(interviewsSearchSchema, search);

describe('/app/interviews search params', () => {
  it('defaults to the upcoming interviews', () => expect(parse({})).toEqual({ tab: 'upcoming' }));
  it('keeps a valid tab', () => expect(parse({ tab: 'past' })).toEqual({ tab: 'past' }));
  it('falls back to the default for an unknown tab', () => expect(parse({ tab: 'next' })).toEqual({ tab: 'upcoming' }));
});
