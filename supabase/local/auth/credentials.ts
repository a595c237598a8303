// Password and email rules of GoTrue with the Supabase CLI defaults (minimum_password_length = 6).
import bcrypt from 'bcryptjs';
import { AuthHttpError, badRequest } from './errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt only reads 72 bytes; GoTrue refuses longer passwords instead of silently truncating. */
export const MAX_PASSWORD_LENGTH = 72;
/** GoTrue uses bcrypt.DefaultCost. */
const BCRYPT_COST = 10;

export function checkPasswordStrength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthHttpError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/**
 * Checks a password against a stored bcrypt hash. Hashes made by pgcrypto
 * (`crypt(pw, gen_salt('bf'))`, `$2a$`) and by GoTrue/bcryptjs (`$2a$`/`$2b$`) all verify.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d{2}\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

// checkmail.ValidateFormat's pattern (what GoTrue checks before anything else).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Returns the normalised (lower-case) email or throws GoTrue's validation errors. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  // Hosted projects also validate the address before mailing it (a domain that cannot receive
  // mail is refused with email_address_invalid); a domain without a dot never can.
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!domain.includes('.')) {
    throw badRequest('email_address_invalid', `Email address "${email}" is invalid`);
  }
  return email.toLowerCase();
}
