import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { validateForm } from './formErrors';

const Schema = v.object({
  name: v.pipe(v.string(), v.minLength(2, 'Name must be at least 2 characters.')),
  email: v.pipe(v.string(), v.minLength(1, 'Email is required.'), v.email('Please enter a valid email address.')),
});

describe('validateForm', () => {
  it('answers the parsed form when valid', () => {
    expect(validateForm(Schema, { name: 'Ada', email: 'ada@example.com' })).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@example.com' },
    });
  });
  it('gives each invalid field its first message only', () => {
    expect(validateForm(Schema, { name: 'A', email: '' })).toEqual({
      ok: false,
      errors: { name: 'Name must be at least 2 characters.', email: 'Email is required.' },
    });
  });
});
