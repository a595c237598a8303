// Who is calling storage: the JWT in Authorization (supabase-js always sends one: the session's
// access token or the anon key), verified with the project secret. Its role and claims are what
// PostgreSQL sees while storage acts on storage.objects, so the RLS policies of the migrations
// decide every read, write and delete.
import type { IncomingMessage } from 'node:http';
import type { JWTPayload } from 'jose';
import type pg from 'pg';
import { bearerToken } from '../auth/http.ts';
import { JwtRejectedError, verifyJwt } from '../auth/tokens.ts';
import { invalidJwt, fromDatabaseError } from './errors.ts';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role';
  claims: JWTPayload;
  /** the user id when the caller is a signed-in user */
  userId: string | null;
}

export async function identifyCaller(secret: string, req: IncomingMessage): Promise<Caller> {
  const apikey = typeof req.headers.apikey === 'string' ? req.headers.apikey : null;
  const token = bearerToken(req) ?? apikey;
  if (!token) throw invalidJwt('jwt must be provided');
  let claims: JWTPayload;
  try {
    claims = await verifyJwt(secret, token);
  } catch (err) {
    if (err instanceof JwtRejectedError) {
      throw invalidJwt(/expired/.test(err.message) ? 'jwt expired' : /signature/.test(err.message) ? 'invalid signature' : 'jwt malformed');
    }
    throw err;
  }
  const role = typeof claims.role === 'string' ? claims.role : '';
  if (!API_ROLES.has(role)) throw invalidJwt(`role "${role}" is not allowed`);
  const sub = typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null;
  return { role: role as Caller['role'], claims, userId: sub };
}

/**
 * Runs `work` in one transaction as the caller: `set local role` + the request.jwt.* settings
 * that auth.uid()/auth.role()/auth.jwt() read, exactly what PostgREST does per request. Local
 * settings vanish at commit, so the pooled connection goes back clean.
 */
export async function asCaller<T>(pool: pg.Pool, caller: Caller, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The role name comes from the fixed set above, never from the request as text.
    await client.query(`set local role ${caller.role}`);
    await client.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true)`,
      [JSON.stringify(caller.claims), caller.userId ?? '', caller.role],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw fromDatabaseError(err);
  } finally {
    client.release();
  }
}
