import { describe, expect, it } from 'vitest';
import { anonClient, getTestStack } from '../support/stack-env.ts';

describe('local stack: gateway in front of PostgREST', () => {
  it('answers a REST select through supabase-js with the anon key', async () => {
    const { data, error } = await anonClient().from('jobs').select('*');
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
  });

  it('refuses a badly signed API key with a 401 JSON body', async () => {
    const res = await fetch(`${getTestStack().url}/rest/v1/jobs`, { headers: { apikey: 'not-a-jwt' } });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Invalid API key');
  });
});
