// The stack's one JWT toolkit: HS256 tokens signed with the project's JWT secret, as every
// Supabase service issues and checks them (the gateway's key check, auth's access tokens,
// storage's callers and signed URLs, realtime's sockets). Each service words a rejection its own
// way on the wire, so a rejection carries a reason for it to translate, not a message to echo.
import { SignJWT, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

export type JwtClaims = JWTPayload;

/** Why a token was refused; each service turns this into the words its clients expect. */
export type JwtRejection = 'expired' | 'signature' | 'algorithm' | 'claims' | 'malformed';

export class JwtRejectedError extends Error {
  constructor(
    readonly reason: JwtRejection,
    message: string,
  ) {
    super(message);
    this.name = 'JwtRejectedError';
  }
}

/** The database roles a token may name (its role claim becomes `set role`, so never anything else). */
const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs `claims` as given (times in seconds since the epoch, as `exp`/`iat` are). */
export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

export interface VerifyOptions {
  /**
   * Check only that the token is genuine (HS256, signed with the secret), not its claims. The
   * gateway does this, like Kong in front of a hosted project: expiry and the other claims are
   * for the service behind it to judge in its own words (PostgREST's 401 "JWT expired",
   * storage's 400 "jwt expired").
   */
  signatureOnly?: boolean;
}

/** A compact JWS: three base64url segments without padding (RFC 7515); jose's decoder is laxer. */
const COMPACT_JWS = /^[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/;

/** The claims of a valid HS256 token signed with `secret`; otherwise throws JwtRejectedError. */
export async function verifyJwt(token: string, secret: string, options: VerifyOptions = {}): Promise<JwtClaims> {
  if (!COMPACT_JWS.test(token)) throw new JwtRejectedError('malformed', 'not a compact JWS');
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return payload;
  } catch (err) {
    // jose checks the signature before the claims, so a claim error means a genuine token.
    const claimError = err instanceof joseErrors.JWTExpired || err instanceof joseErrors.JWTClaimValidationFailed;
    if (claimError && options.signatureOnly) return err.payload;
    throw rejection(err);
  }
}

function rejection(err: unknown): JwtRejectedError {
  if (err instanceof joseErrors.JWTExpired) return new JwtRejectedError('expired', err.message);
  if (err instanceof joseErrors.JWSSignatureVerificationFailed) return new JwtRejectedError('signature', err.message);
  if (err instanceof joseErrors.JOSEAlgNotAllowed) return new JwtRejectedError('algorithm', err.message);
  if (err instanceof joseErrors.JWTClaimValidationFailed) return new JwtRejectedError('claims', err.message);
  return new JwtRejectedError('malformed', (err as Error)?.message ?? String(err));
}
