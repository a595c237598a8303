import { describe, expect, it } from 'vitest';
import { parseCreateProfileInput } from './input.ts';

const valid = {
  profile_id: '6f1c2b7e-3a4d-4e5f-9a8b-1c2d3e4f5a6b',
  first_name: ' Ada ',
  last_name: 'Lovelace',
  email_address: 'Ada@Example.com',
};

describe('parseCreateProfileInput', () => {
  it('accepts the spec body and normalises names and email', () => {
    expect(parseCreateProfileInput(valid)).toEqual({
      ok: true,
      value: { profileId: valid.profile_id, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
  });

  it('names every missing field', () => {
    const result = parseCreateProfileInput({});
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['email_address', 'first_name', 'last_name', 'profile_id']);
  });

  it.each([
    ['profile_id', 'not-a-uuid'],
    ['profile_id', 42],
    ['first_name', '   '],
    ['last_name', 'x'.repeat(101)],
    ['email_address', 'no-at-sign'],
    ['email_address', ['a@b.co']],
  ])('refuses %s = %j', (field, value) => {
    const result = parseCreateProfileInput({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBeTruthy();
  });

  it.each([null, [], 'text', 7])('refuses a body that is not an object: %j', (body) => {
    expect(parseCreateProfileInput(body).ok).toBe(false);
  });
});
