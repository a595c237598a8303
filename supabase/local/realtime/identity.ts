// Who a socket or a channel subscriber is: the verified claims of a JWT signed with the stack's
// secret. The role claim becomes the database role the subscriber's reads run as, so only the
// three API roles are accepted (never a role name straight from a token into SQL).
import { isApiRole, JwtRejectedError, verifyJwt, type ApiRole } from '../jwt.ts';

export interface Identity {
  role: ApiRole;
  claims: Record<string, unknown>;
  /** auth.uid(): the user id, which is also the company id of a recruiter's rows. */
  sub: string | null;
  /** Expiry in ms since the epoch, null when the token never expires. */
  expiresAt: number | null;
  /** Groups subscribers that see exactly the same rows (same role and claims). */
  key: string;
}

export type VerifyResult = { ok: true; identity: Identity } | { ok: false; reason: string };

export async function verifyToken(token: unknown, secret: string): Promise<VerifyResult> {
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'InvalidJWTToken: missing token' };
  let claims: Record<string, unknown>;
  try {
    claims = await verifyJwt(token, secret);
  } catch (error) {
    if (!(error instanceof JwtRejectedError)) throw error;
    if (error.reason === 'expired') return { ok: false, reason: 'InvalidJWTToken: Token has expired' };
    return { ok: false, reason: 'InvalidJWTToken: invalid signature or malformed token' };
  }
  const role = claims.role;
  if (!isApiRole(role)) {
    return { ok: false, reason: `InvalidJWTToken: role ${JSON.stringify(role)} is not allowed` };
  }
  const sub = typeof claims.sub === 'string' ? claims.sub : null;
  const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  return {
    ok: true,
    identity: { role, claims, sub, expiresAt, key: identityKey(role, claims) },
  };
}

// Timing claims differ between two tokens of the same session but never change what RLS lets a
// subscriber read, so they are left out of the grouping key (one query serves both).
const TIMING_CLAIMS = new Set(['exp', 'iat', 'nbf', 'jti']);

function identityKey(role: string, claims: Record<string, unknown>): string {
  const rest = Object.fromEntries(Object.entries(claims).filter(([k]) => !TIMING_CLAIMS.has(k)));
  return `${role}:${stableJson(rest)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}
