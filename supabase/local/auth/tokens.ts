// Access tokens as GoTrue issues them (HS256 with the project's JWT secret, GoTrue's claim set),
// and the random refresh and confirmation tokens.
import { randomBytes } from 'node:crypto';
import { signJwt } from '../jwt.ts';

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
  const token = await signJwt(
    {
      email: input.email ?? '',
      phone: '',
      app_metadata: input.appMetadata,
      user_metadata: input.userMetadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: input.amr,
      session_id: input.sessionId,
      is_anonymous: false,
      sub: input.userId,
      aud: 'authenticated',
      iss: input.issuer,
      iat: now,
      exp: expiresAt,
    },
    secret,
  );
  return { token, expiresAt };
}

/** GoTrue v1 refresh tokens are short random strings; ours are 16 random bytes, URL-safe. */
export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The random part of a confirmation link (GoTrue stores a hash; a random token is as good here). */
export function newConfirmationToken(): string {
  return randomBytes(28).toString('hex');
}
