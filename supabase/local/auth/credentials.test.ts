import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { AuthHttpError } from './errors.ts';
import { checkPasswordStrength, validateEmail, verifyPassword } from './credentials.ts';

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (err) {
    return err instanceof AuthHttpError ? `${err.status} ${err.errorCode}` : 'not an AuthHttpError';
  }
}

describe('validateEmail (GoTrue rules)', () => {
  it('lower-cases a valid address', () => {
    expect(validateEmail('Ada.Lovelace+jobs@Example.COM')).toBe('ada.lovelace+jobs@example.com');
  });

  it.each([
    ['', '400 validation_failed'],
    ['plainaddress', '400 validation_failed'],
    ['a b@example.com', '400 validation_failed'],
    ['a@', '400 validation_failed'],
    [`${'x'.repeat(250)}@example.com`, '400 validation_failed'],
    ['someone@localhost', '400 email_address_invalid'],
  ])('refuses %j with %s', (email, expected) => {
    expect(codeOf(() => validateEmail(email))).toBe(expected);
  });
});

describe('checkPasswordStrength', () => {
  it('accepts 6 to 72 characters', () => {
    expect(codeOf(() => checkPasswordStrength('123456'))).toBeNull();
    expect(codeOf(() => checkPasswordStrength('p'.repeat(72)))).toBeNull();
  });

  it('answers weak_password (422) with the reason below 6 characters', () => {
    try {
      checkPasswordStrength('12345');
      expect.unreachable();
    } catch (err) {
      expect(err).toMatchObject({
        status: 422,
        errorCode: 'weak_password',
        extra: { weak_password: { reasons: ['length'] } },
      });
    }
  });

  it('refuses more than bcrypt can read (72) instead of truncating', () => {
    expect(codeOf(() => checkPasswordStrength('p'.repeat(73)))).toBe('400 validation_failed');
  });
});

describe('verifyPassword', () => {
  it('verifies $2a$ (pgcrypto gen_salt("bf")) and $2b$ hashes', async () => {
    const twoB = await bcrypt.hash('partii-demo', 4);
    const twoA = twoB.replace(/^\$2b\$/, '$2a$');
    expect(await verifyPassword('partii-demo', twoB)).toBe(true);
    expect(await verifyPassword('partii-demo', twoA)).toBe(true);
    expect(await verifyPassword('wrong', twoA)).toBe(false);
  });

  it('answers false for a missing or non-bcrypt hash instead of throwing', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$2a$10$short')).toBe(false);
  });
});
