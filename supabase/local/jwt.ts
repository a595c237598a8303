// The gateway's key check (what Kong does in front of a Supabase project): a token must be a
// well-formed HS256 JWT signed with the project's secret. Expiry is left to the service behind
// (PostgREST answers an expired token with its own 401 PGRST303/"JWT expired", as hosted does).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  role?: string;
  sub?: string;
  exp?: number;
  [claim: string]: unknown;
}

function b64url(buf: Buffer): string {
  return buf.toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Answers the claims if `token` is a correctly signed HS256 JWT, otherwise null. */
export function verifyJwt(token: string, secret: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p))) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    if (!header || header.alg !== 'HS256') return null;
    const expected = Buffer.from(b64url(createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest()));
    const given = Buffer.from(parts[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** Signs HS256 claims (used for tests and seeding; the auth service mints user tokens itself). */
export function signJwt(claims: JwtClaims, secret: string): string {
  const header = b64url(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = b64url(Buffer.from(JSON.stringify(claims)));
  const sig = b64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${sig}`;
}
