// The signed-in user's own endpoints: GET/PUT /user and POST /logout.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, forbidden, unprocessable } from './errors.ts';
import { queryOf, sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { checkPasswordStrength, hashPassword, validateEmail, verifyPassword } from './credentials.ts';
import { objectParam, readParams, requireUser, stringParam } from './request.ts';
import { logout } from './sessions.ts';
import { findUserByEmail, updateUser, userJson } from './users.ts';

export async function handleGetUser(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { user } = await requireUser(ctx, req);
  sendJson(res, 200, userJson(user));
}

export async function handleUpdateUser(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { user } = await requireUser(ctx, req);
  const params = await readParams(req);
  const email = stringParam(params, 'email');
  const password = stringParam(params, 'password');
  const phone = stringParam(params, 'phone');
  const data = objectParam(params, 'data');
  if (objectParam(params, 'app_metadata')) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');

  const patch: Parameters<typeof updateUser>[2] = {};
  if (data) patch.userMetadata = data;
  if (params.password !== undefined && params.password !== null) {
    checkPasswordStrength(password);
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    patch.passwordHash = await hashPassword(password);
  }
  if (email) {
    const normalised = validateEmail(email);
    if (normalised !== (user.email ?? '').toLowerCase()) {
      const other = await findUserByEmail(ctx.pool, normalised);
      if (other) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      // The local stack sends no mail, so an email change applies at once (GoTrue does the same
      // when the project autoconfirms).
      patch.email = normalised;
    }
  }
  const updated = await updateUser(ctx.pool, user.id, patch);
  sendJson(res, 200, userJson(updated));
}

const SCOPES = new Set(['global', 'local', 'others']);

export async function handleLogout(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const scope = queryOf(req).get('scope') || 'global';
  if (!SCOPES.has(scope)) throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  const { user, session } = await requireUser(ctx, req);
  await logout(ctx.pool, user.id, session?.id ?? null, scope as 'global' | 'local' | 'others');
  res.writeHead(204);
  res.end();
}
