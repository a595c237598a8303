import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { jobDetailSearchSchema } from './jobDetailSearch';

const parse = (search: Record<string, unknown>) => v.parse(jobDetailSearchSchema, search);

describe('/app/jobs/{jobId} search params', () => {
  it('lists all candidates by default', () => expect(parse({})).toEqual({ tab: 'all' }));
  it('keeps a pipeline stage tab', () => expect(parse({ tab: 'interview' })).toEqual({ tab: 'interview' }));
  it('falls back to all candidates for an unknown tab', () => expect(parse({ tab: 'hired' })).toEqual({ tab: 'all' }));
});
