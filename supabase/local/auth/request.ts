// Reading auth requests the way GoTrue does: a JSON body decoded into a typed struct (wrong types
// are bad_json), and the Authorization bearer checked against the JWT secret, the user and the
// session it names.
import type { IncomingMessage } from 'node:http';
import type { StackContext } from '../context.ts';
import { BodyTooLargeError, bearerToken, readBody } from '../http.ts';
import { JwtRejectedError, verifyJwt, type JwtClaims, type JwtRejection } from '../jwt.ts';
import { AuthHttpError, badRequest, forbidden } from './errors.ts';
import { findSession, type SessionRow } from './sessions.ts';
import { findUserById, isUuid, type UserRow } from './users.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export type Params = Record<string, unknown>;

export async function readParams(req: IncomingMessage): Promise<Params> {
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      throw new AuthHttpError(413, 'request_entity_too_large', err.message);
    }
    throw err;
  }
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch (err) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    const kind = Array.isArray(value) ? 'array' : typeof value;
    throw badRequest('bad_json', `Could not parse request body as JSON: json: cannot unmarshal ${kind} into Go value`);
  }
  return value as Params;
}

function typeError(field: string, expected: string, value: unknown): AuthHttpError {
  const kind = Array.isArray(value) ? 'array' : typeof value;
  return badRequest(
    'bad_json',
    `Could not parse request body as JSON: json: cannot unmarshal ${kind} into Go struct field .${field} of type ${expected}`,
  );
}

/** A string field; absent or null reads as '' (Go's zero value). */
export function stringParam(params: Params, field: string): string {
  const value = params[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw typeError(field, 'string', value);
  return value;
}

export function boolParam(params: Params, field: string): boolean {
  const value = params[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw typeError(field, 'bool', value);
  return value;
}

export function objectParam(params: Params, field: string): Record<string, unknown> | null {
  const value = params[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw typeError(field, 'map[string]interface {}', value);
  return value as Record<string, unknown>;
}

/** Why a token was refused, in the words of golang-jwt (what GoTrue prints after "invalid JWT: ..."). */
const GOLANG_JWT_WORDS: Record<JwtRejection, string> = {
  expired: 'token has invalid claims: token is expired',
  signature: 'token signature is invalid: signature is invalid',
  algorithm: 'token is unverifiable: signing method is invalid',
  claims: 'token has invalid claims',
  malformed: 'token is malformed: could not parse the token',
};

export async function requireClaims(ctx: StackContext, req: IncomingMessage): Promise<JwtClaims> {
  const token = bearerToken(req);
  // GoTrue's extractBearerToken takes one credential without spaces after "Bearer ".
  if (!token || /\s/.test(token)) {
    throw new AuthHttpError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  try {
    return await verifyJwt(token, ctx.config.jwtSecret);
  } catch (err) {
    if (!(err instanceof JwtRejectedError)) throw err;
    const words = err.reason === 'claims' ? `${GOLANG_JWT_WORDS.claims}: ${err.message}` : GOLANG_JWT_WORDS[err.reason];
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${words}`);
  }
}

export interface Caller {
  claims: JwtClaims;
  user: UserRow;
  session: SessionRow | null;
}

/** GoTrue's requireAuthentication: a valid JWT whose user (and session, if named) still exist. */
export async function requireUser(ctx: StackContext, req: IncomingMessage): Promise<Caller> {
  const claims = await requireClaims(ctx, req);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.pool, sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  let session: SessionRow | null = null;
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sessionId && sessionId !== '00000000-0000-0000-0000-000000000000') {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    session = await findSession(ctx.pool, sessionId);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, session };
}

/** GoTrue's requireAdmin: the JWT's role must be an admin role. */
export async function requireAdmin(ctx: StackContext, req: IncomingMessage): Promise<JwtClaims> {
  const claims = await requireClaims(ctx, req);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}
