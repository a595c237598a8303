// Signed URLs as storage-api makes them: an HS256 JWT over `{ url: "<bucket>/<name>" }` with the
// project secret and an expiry; GET /object/sign/<bucket>/<name>?token=... serves the object.
import { JwtRejectedError, signJwt, verifyJwt } from '../jwt.ts';
import { invalidJwt, invalidRequest } from './errors.ts';

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
    if (err instanceof JwtRejectedError)
      throw invalidJwt(err.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    throw err;
  }
  if (url !== `${bucket}/${name}`) throw invalidJwt('The url of the token does not match the requested object');
}

export function parseExpiresIn(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 1 || n > 10 * 365 * 24 * 3600) {
    throw invalidRequest('expiresIn must be a number of seconds, at least 1');
  }
  return Math.floor(n);
}
