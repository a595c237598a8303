import { describe, expect, it } from 'vitest';
import { waitlistSubmissionFromForm } from '@/db/entities';
import { EMPTY_WAITLIST_FORM, validateWaitlistForm } from './waitlistForm';
import { inlineWaitlistError } from './inlineWaitlistForm';

const valid = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  companyName: 'Analytical Engines',
  companySize: '11-50',
  excitementReason: 'Hiring without the busywork',
};

describe('validateWaitlistForm (dialog)', () => {
  it('accepts a complete form', () => {
    const result = validateWaitlistForm(valid);
    expect(result.ok).toBe(true);
  });

  it("gives every field the spec's message when empty", () => {
    const result = validateWaitlistForm(EMPTY_WAITLIST_FORM);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        companyName: 'Company name is required.',
        companySize: 'Please select a company size.',
        excitementReason: 'Please tell us what excites you about Partii.',
      },
    });
  });

  it('rejects a one-letter name', () => {
    const result = validateWaitlistForm({ ...valid, name: 'A' });
    expect(result.ok ? null : result.errors).toEqual({ name: 'Name must be at least 2 characters.' });
  });

  it('rejects an email without a domain', () => {
    const result = validateWaitlistForm({ ...valid, email: 'ada@' });
    expect(result.ok ? null : result.errors).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('accepts only the five company sizes', () => {
    for (const size of ['1-10', '11-50', '51-200', '201-500', '501+']) {
      expect(validateWaitlistForm({ ...valid, companySize: size }).ok).toBe(true);
    }
    const result = validateWaitlistForm({ ...valid, companySize: '1000+' });
    expect(result.ok ? null : result.errors).toEqual({ companySize: 'Please select a company size.' });
  });

  it('maps to the table row with a lower-case email', () => {
    const result = validateWaitlistForm(valid);
    if (!result.ok) throw new Error('expected valid');
    expect(waitlistSubmissionFromForm(result.value)).toEqual({
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      company_name: 'Analytical Engines',
      company_size: '11-50',
      excitement_reason: 'Hiring without the busywork',
    });
  });
});

describe('inlineWaitlistError (landing form)', () => {
  it('asks to fill in all fields when any is blank', () => {
    expect(inlineWaitlistError({ ...valid, companyName: '  ' })).toBe('Please fill in all fields');
    expect(inlineWaitlistError(EMPTY_WAITLIST_FORM)).toBe('Please fill in all fields');
  });
  it('needs an @ in the email', () => {
    expect(inlineWaitlistError({ ...valid, email: 'ada.example.com' })).toBe('Please enter a valid email address');
  });
  it('passes a complete form', () => {
    expect(inlineWaitlistError(valid)).toBeNull();
  });
});
