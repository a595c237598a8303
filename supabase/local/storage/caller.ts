// Who is calling storage: the JWT in Authorization (supabase-js always sends one: the session's
// access token or the anon key), verified with the project secret. Its role and claims are what
// PostgreSQL sees while storage acts on storage.objects, so the RLS policies of the migrations
// decide every read, write and delete.
import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { bearerToken } from '../http.ts';
import { isApiRole, JwtRejectedError, verifyJwt, type ApiRole, type JwtClaims } from '../jwt.ts';
import { inTransaction } from '../transaction.ts';
import { accessDenied, fromDatabaseError } from './errors.ts';
import { joseWords } from './signing.ts';

export interface Caller {
  role: ApiRole;
  claims: JwtClaims;
  /** the user id when the caller is a signed-in user */
  userId: string | null;
}

export async function identifyCaller(secret: string, req: IncomingMessage): Promise<Caller> {
  const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : null;
  const token = bearerToken(req) ?? apikey;
  // storage-api's jwt plugin: a missing or refused token is AccessDenied with jose's words
  if (!token) throw accessDenied('Invalid Compact JWS');
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (err) {
    if (err instanceof JwtRejectedError) throw accessDenied(joseWords(err));
    throw err;
  }
  const role = claims.role;
  if (!isApiRole(role)) throw accessDenied('Access denied: Invalid role');
  const sub = typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null;
  return { role, claims, userId: sub };
}

/**
 * Runs `work` in one transaction as the caller: `set local role` + the request.jwt.* settings
 * that auth.uid()/auth.role()/auth.jwt() read, exactly what PostgREST does per request. Local
 * settings vanish at commit, so the pooled connection goes back clean.
 */
export async function asCaller<T>(
  pool: pg.Pool,
  caller: Caller,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(pool, async (client) => {
      // The role name is one of the three API roles (isApiRole), never the request's text.
      await client.query(`set local role ${caller.role}`);
      await client.query(
        `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
                set_config('request.jwt.claim.role', $3, true)`,
        [JSON.stringify(caller.claims), caller.userId ?? '', caller.role],
      );
      return work(client);
    });
  } catch (err) {
    throw fromDatabaseError(err);
  }
}
