import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { flowManageSearchSchema } from './flowManageSearch';

const parse = (search: Record<string, unknown>) => v.parse(flowManageSearchSchema, search);

describe('/app/flows/{flowId}/manage search params', () => {
  it('opens on Settings', () => expect(parse({})).toEqual({ tab: 'settings' }));
  it('keeps a valid tab', () => expect(parse({ tab: 'stages' })).toEqual({ tab: 'stages' }));
  it('falls back to Settings for an unknown tab', () => expect(parse({ tab: 'history' })).toEqual({ tab: 'settings' }));
});
