// The body of invite-member, checked with valibot: { company_id, email, role, redirect_to }.
// A malformed body is the caller's mistake (400 with the field that is wrong), never a 500.
import * as v from 'valibot';

export const ROLES = ['owner', 'admin', 'recruiter', 'interviewer'] as const;
export type Role = (typeof ROLES)[number];

const InviteBody = v.object({
  company_id: v.pipe(v.string('company_id must be a string'), v.uuid('company_id must be a UUID')),
  email: v.pipe(
    v.string('email must be a string'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('email is required'),
    v.maxLength(254, 'email must be at most 254 characters'),
    v.email('email must be a valid email address'),
  ),
  role: v.picklist(ROLES, `role must be one of ${ROLES.join(', ')}`),
  redirect_to: v.pipe(
    v.string('redirect_to must be a string'),
    v.maxLength(2048, 'redirect_to is too long'),
    v.url('redirect_to must be a URL'),
  ),
});

export interface InviteInput {
  companyId: string;
  email: string;
  role: Role;
  redirectTo: string;
}

export type ParseResult = { ok: true; value: InviteInput } | { ok: false; errors: Record<string, string> };

export function parseInviteInput(body: unknown): ParseResult {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: { body: 'The body must be a JSON object' } };
  }
  const result = v.safeParse(InviteBody, body, { abortPipeEarly: true });
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const field = issue.path?.map((p) => String(p.key)).join('.') || 'body';
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { company_id, email, role, redirect_to } = result.output;
  return { ok: true, value: { companyId: company_id.toLowerCase(), email, role, redirectTo: redirect_to } };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin an invitation link may point at, or null. The rule is the auth service's (GoTrue's
 * IsRedirectURLValid as supabase/config.toml configures it; the local stack's safeRedirect): the
 * site URL's origin, an origin of the additional redirect URLs, or a loopback origin (the app in
 * development, on any port). The function reads the site URL from SITE_URL (a secret on a hosted
 * project; the local stack's PARTII_SITE_URL also counts) and the others from
 * ADDITIONAL_REDIRECT_URLS (comma separated). Anything else is refused: the link goes in a mail,
 * and a mail must not lead to someone else's site.
 */
export function allowedOrigin(redirectTo: string, env: { siteUrl?: string; additional?: string }): string | null {
  let url: URL;
  try {
    url = new URL(redirectTo);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  const allowed = [env.siteUrl ?? '', ...(env.additional ?? '').split(',')]
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => {
      try {
        return [new URL(s).origin];
      } catch {
        return [];
      }
    });
  return allowed.includes(url.origin) ? url.origin : null;
}
