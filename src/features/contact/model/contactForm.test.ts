import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT_FORM, validateContactForm } from './contactForm';

describe('validateContactForm', () => {
  it("gives each field the spec's message", () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        message: 'Message must be at least 10 characters.',
      },
    });
  });
  it('needs a message of at least 10 characters', () => {
    const result = validateContactForm({ name: 'Bo', email: 'bo@example.com', message: '123456789' });
    expect(result.ok ? null : result.errors).toEqual({ message: 'Message must be at least 10 characters.' });
    expect(validateContactForm({ name: 'Bo', email: 'bo@example.com', message: '1234567890' }).ok).toBe(true);
  });
  it('rejects a malformed email', () => {
    const result = validateContactForm({ name: 'Bo', email: 'bo at example', message: 'Hello there, team' });
    expect(result.ok ? null : result.errors).toEqual({ email: 'Please enter a valid email address.' });
  });
});
