// The body of create_profile_admin (spec §7: profile_id, first_name, last_name, email_address),
// checked field by field so a caller learns exactly what is wrong.

export interface CreateProfileInput {
  profileId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export type ParseResult = { ok: true; value: CreateProfileInput } | { ok: false; errors: Record<string, string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME = 100;
const MAX_EMAIL = 254;

function name(value: unknown, label: string, errors: Record<string, string>, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    errors[field] = `${label} is required`;
    return '';
  }
  const trimmed = value.trim();
  if (trimmed.length > MAX_NAME) errors[field] = `${label} must be at most ${MAX_NAME} characters`;
  return trimmed;
}

export function parseCreateProfileInput(body: unknown): ParseResult {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: { body: 'The body must be a JSON object' } };
  }
  const input = body as Record<string, unknown>;
  const errors: Record<string, string> = {};

  const profileId = input.profile_id;
  if (typeof profileId !== 'string' || !UUID.test(profileId)) errors.profile_id = 'profile_id must be a UUID';
  const firstName = name(input.first_name, 'first_name', errors, 'first_name');
  const lastName = name(input.last_name, 'last_name', errors, 'last_name');
  const rawEmail = input.email_address;
  let email = '';
  if (typeof rawEmail !== 'string' || rawEmail.trim() === '') {
    errors.email_address = 'email_address is required';
  } else {
    email = rawEmail.trim().toLowerCase();
    if (email.length > MAX_EMAIL || !EMAIL.test(email))
      errors.email_address = 'email_address must be a valid email address';
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { profileId: (profileId as string).toLowerCase(), firstName, lastName, email } };
}

/** Most profiles one call may create (the demo generator sends a job's 10–30 at a time). */
export const MAX_BATCH = 500;

export type BatchParseResult =
  { ok: true; value: CreateProfileInput[] } | { ok: false; errors: Record<string, string> };

/**
 * The batched body `{ profiles: [<the single body>, ...] }`: the demo generator creates a job's
 * candidates in one call instead of one call per candidate. Every item is checked as the single
 * body is; errors are keyed `profiles.<index>.<field>`. Ids must be distinct within the batch.
 */
export function parseCreateProfilesInput(body: unknown): BatchParseResult {
  const list = (body as { profiles?: unknown }).profiles;
  if (!Array.isArray(list) || list.length === 0) {
    return { ok: false, errors: { profiles: 'profiles must be a non-empty array' } };
  }
  if (list.length > MAX_BATCH) {
    return { ok: false, errors: { profiles: `profiles may hold at most ${MAX_BATCH} items` } };
  }
  const errors: Record<string, string> = {};
  const value: CreateProfileInput[] = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const parsed = parseCreateProfileInput(item);
    if (!parsed.ok) {
      for (const [field, message] of Object.entries(parsed.errors)) errors[`profiles.${index}.${field}`] = message;
      return;
    }
    if (seen.has(parsed.value.profileId))
      errors[`profiles.${index}.profile_id`] = 'profile_id is repeated in the batch';
    seen.add(parsed.value.profileId);
    value.push(parsed.value);
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** True when the body is the batched form (an object with a `profiles` key). */
export function isBatchBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && !Array.isArray(body) && 'profiles' in body;
}
