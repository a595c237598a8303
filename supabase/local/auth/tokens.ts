// Access tokens as GoTrue issues them (HS256 with the project's JWT secret, GoTrue's claim set),
// and verification shared by every local service that must trust a caller's JWT (auth, storage).
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AccessTokenInput {
  userId: string;
  email: string | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  /** How and when the session was authenticated (GoTrue's `amr` claim). */
  amr: { method: string; timestamp: number }[];
  issuer: string;
}

export async function signAccessToken(
  secret: string,
  input: AccessTokenInput,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: input.email ?? '',
    phone: '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: input.amr,
    session_id: input.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.userId)
    .setAudience('authenticated')
    .setIssuer(input.issuer)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}

export class JwtRejectedError extends Error {}

/**
 * Verifies an HS256 JWT signed with the project secret. Throws JwtRejectedError with a message in
 * the words of golang-jwt (what GoTrue prints after "invalid JWT: unable to parse or verify
 * signature, ").
 */
export async function verifyJwt(secret: string, token: string): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
    });
    return payload;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) {
      throw new JwtRejectedError('token has invalid claims: token is expired');
    }
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw new JwtRejectedError('token signature is invalid: signature is invalid');
    }
    if (err instanceof joseErrors.JOSEAlgNotAllowed) {
      throw new JwtRejectedError('token is unverifiable: signing method is invalid');
    }
    if (err instanceof joseErrors.JWTClaimValidationFailed) {
      throw new JwtRejectedError(`token has invalid claims: ${err.message}`);
    }
    throw new JwtRejectedError('token is malformed: could not parse the token');
  }
}

/** GoTrue v1 refresh tokens are short random strings; ours are 16 random bytes, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The random part of a confirmation link (GoTrue stores a hash; a random token is as good here). */
export function newConfirmationToken(): string {
  return randomBytes(28).toString('hex');
}
