// Signed URLs as storage-api makes them: an HS256 JWT over `{ url: "<bucket>/<name>" }` with the
// project secret and an expiry; GET /object/sign/<bucket>/<name>?token=... serves the object.
import { JwtRejectedError, signJwt, verifyJwt } from '../jwt.ts';
import { invalidJwt, invalidParameter, invalidSignature } from './errors.ts';

export async function signObjectUrl(secret: string, bucket: string, name: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const token = await signJwt({ url: `${bucket}/${name}`, iat: now, exp: now + expiresIn }, secret);
  const encodedName = name.split('/').map(encodeURIComponent).join('/');
  return `/object/sign/${encodeURIComponent(bucket)}/${encodedName}?token=${token}`;
}

export async function checkSignedToken(secret: string, token: string, bucket: string, name: string): Promise<void> {
  let url: unknown;
  try {
    url = (await verifyJwt(token, secret)).url;
  } catch (err) {
    // storage-api verifies with jose and answers InvalidJWT with jose's words
    if (err instanceof JwtRejectedError) throw invalidJwt(joseWords(err));
    throw err;
  }
  if (url !== `${bucket}/${name}`) throw invalidSignature();
}

export function parseExpiresIn(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 1 || n > 10 * 365 * 24 * 3600) {
    throw invalidParameter('expiresIn');
  }
  return Math.floor(n);
}

/** A refused token in jose's words (storage-api verifies tokens with jose since 2025). */
export function joseWords(err: JwtRejectedError): string {
  // the stack's own format check comes before jose's; jose words a malformed token this way
  return err.reason === 'malformed' ? 'Invalid Compact JWS' : err.message;
}
