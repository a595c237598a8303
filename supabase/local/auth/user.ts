// The signed-in user's own endpoints: GET/PUT /user and POST /logout.
//
// An email change (PUT /user with `email`) is GoTrue's (internal/api/user.go UserUpdate and
// mail.go sendEmailChange): the address does NOT change now. The new address goes into
// `email_change` (the user JSON's `new_email`), a link is mailed to it and, with secure email
// change (`[auth.email] double_confirm_changes`, on by default as on hosted), another to the
// current address; the change applies when the link(s) are followed (verify.ts, type
// `email_change`). GoTrue does this for every user who is not anonymous, even with confirmations off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, forbidden, unprocessable } from './errors.ts';
import { queryOf, sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { checkPasswordStrength, hashPassword, validateEmail, verifyPassword } from './credentials.ts';
import { objectParam, readParams, requireUser, stringParam } from './request.ts';
import { sendAuthMail, verifyLink } from './mail.ts';
import { logout } from './sessions.ts';
import { newConfirmationToken } from './tokens.ts';
import { findUserByEmail, setEmailChange, updateUser, userJson, type UserRow } from './users.ts';
import { requestedRedirect, safeRedirect } from './verify.ts';

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
  let newEmail: string | null = null;
  if (email) {
    const normalised = validateEmail(email);
    if (normalised !== (user.email ?? '')) {
      const other = await findUserByEmail(ctx.pool, normalised);
      if (other && other.id !== user.id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered');
      }
      newEmail = normalised;
    }
  }
  let updated = await updateUser(ctx.pool, user.id, patch);
  if (newEmail) updated = await sendEmailChange(ctx, req, updated, newEmail);
  sendJson(res, 200, userJson(updated));
}

/**
 * GoTrue's sendEmailChange: records the pending change and mails its link(s). The tokens are
 * new each time, so a second request makes the links of the first one useless.
 */
async function sendEmailChange(ctx: StackContext, req: IncomingMessage, user: UserRow, newEmail: string) {
  const redirectTo = safeRedirect(ctx, requestedRedirect(req));
  const current = user.email ?? '';
  const secure = ctx.config.authConfig.secureEmailChange !== false && current !== '';
  const tokenNew = newConfirmationToken();
  const tokenCurrent = secure ? newConfirmationToken() : '';
  const changed = await setEmailChange(ctx.pool, user.id, { newEmail, tokenNew, tokenCurrent });
  await sendAuthMail(ctx, newEmail, 'email_change', verifyLink(ctx, tokenNew, 'email_change', redirectTo), {
    newEmail,
  });
  if (secure) {
    await sendAuthMail(ctx, current, 'email_change', verifyLink(ctx, tokenCurrent, 'email_change', redirectTo), {
      newEmail,
    });
  }
  return changed;
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
