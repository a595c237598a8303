import { describe, expect, it } from 'vitest';
import { isApiRole, JwtRejectedError, signJwt, verifyJwt, type JwtClaims, type JwtRejection } from './jwt.ts';

const SECRET = 'secret-one-secret-one-secret-one!';
const now = () => Math.floor(Date.now() / 1000);

async function reasonOf(token: string, secret = SECRET): Promise<JwtRejection | 'accepted'> {
  try {
    await verifyJwt(token, secret);
    return 'accepted';
  } catch (err) {
    if (err instanceof JwtRejectedError) return err.reason;
    throw err;
  }
}

describe('signJwt and verifyJwt', () => {
  it('verifies what it signed, claims unchanged', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1', exp: now() + 60 }, SECRET);
    expect(await verifyJwt(token, SECRET)).toMatchObject({ role: 'authenticated', sub: 'u1' });
  });

  it('names why a token is refused: other secret, other algorithm, expiry, bad claims, garbage', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1' }, SECRET);
    expect(await reasonOf(token, 'another-secret-another-secret-xx')).toBe('signature');
    const [, payload, sig] = token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await reasonOf(`${none}.${payload}.${sig}`)).toBe('algorithm');
    expect(await reasonOf(await signJwt({ role: 'anon', exp: now() - 10 }, SECRET))).toBe('expired');
    expect(await reasonOf(await signJwt({ role: 'anon', nbf: now() + 3600 }, SECRET))).toBe('claims');
    expect(await reasonOf('not a token')).toBe('malformed');
    expect(await reasonOf('a.b')).toBe('malformed');
  });

  it('refuses base64url with padding, as PostgREST and GoTrue do', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET);
    expect(await reasonOf(`${token}=`)).toBe('malformed');
  });

  it('checks only the signature for the gateway (claims are the service behind it to judge)', async () => {
    const claimSets: Record<string, unknown>[] = [{ exp: now() - 10 }, { nbf: now() + 3600 }, { exp: 'soon' }];
    for (const claims of claimSets) {
      const token = await signJwt({ role: 'anon', ...claims } as JwtClaims, SECRET);
      expect(await verifyJwt(token, SECRET, { signatureOnly: true })).toMatchObject({ role: 'anon' });
      await expect(verifyJwt(token, 'another-secret-another-secret-xx', { signatureOnly: true })).rejects.toThrow(
        JwtRejectedError,
      );
    }
  });
});

describe('isApiRole', () => {
  it('accepts only the three roles a token may act as', () => {
    expect(['anon', 'authenticated', 'service_role'].every(isApiRole)).toBe(true);
    expect(['postgres', 'supabase_admin', '', undefined, 1].some(isApiRole)).toBe(false);
  });
});
