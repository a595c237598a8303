// POST /token: the password and refresh_token grants (GoTrue internal/api/token.go).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OAuthError, badRequest, unprocessable } from './errors.ts';
import { queryOf, sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { verifyPassword } from './credentials.ts';
import { readParams, stringParam } from './request.ts';
import { issueSession, refreshSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export async function handleToken(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const grantType = queryOf(req).get('grant_type') ?? '';
  if (grantType === 'password') return passwordGrant(ctx, req, res);
  if (grantType === 'refresh_token') return refreshTokenGrant(ctx, req, res);
  // GoTrue answers this code and message for any grant it does not know.
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
}

async function passwordGrant(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const params = await readParams(req);
  const email = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  const password = stringParam(params, 'password');
  if (email && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.');
  }
  if (phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'missing email or phone');

  const user = await findUserByEmail(ctx.pool, email);
  if (!user || !(await verifyPassword(password, user.encrypted_password))) {
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  sendJson(res, 200, await issueSession(ctx, user.id, 'password'));
}

async function refreshTokenGrant(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const params = await readParams(req);
  const refreshToken = stringParam(params, 'refresh_token');
  if (!refreshToken) throw new OAuthError(400, 'invalid_request', 'refresh_token required');
  sendJson(res, 200, await refreshSession(ctx, refreshToken));
}
