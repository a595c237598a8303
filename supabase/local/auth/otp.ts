// POST /otp with an email: GoTrue's sign-in link (internal/api/otp.go and magic_link.go), what
// auth-js's signInWithOtp({ email }) sends. Body `{ email, create_user (default true), data }`,
// `redirect_to` in the query (or a `redirect_to` header). Answers `{}`.
//
// - a confirmed user: mails a sign-in link (type magiclink; following it signs the user in);
// - an unknown address: with create_user false 422 otp_disabled, else a new user (random
//   password) as a sign-up; like an unconfirmed user it is then confirmed and sent a sign-in link
//   when confirmations are off, or sent a confirmation link (which also signs in) when they are on.
//
// invite-member uses it (create_user false) to mail an invitation to someone who already has an
// account, since POST /invite refuses confirmed users.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, unprocessable } from './errors.ts';
import { sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { hashPassword, validateEmail } from './credentials.ts';
import { sendAuthMail, verifyLink } from './mail.ts';
import { boolParam, objectParam, readParams, stringParam } from './request.ts';
import { newConfirmationToken } from './tokens.ts';
import { confirmUser, findUserByEmail, insertUser, setConfirmationToken, setRecoveryToken } from './users.ts';
import { requestedRedirect, safeRedirect } from './verify.ts';

export async function handleOtp(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const params = await readParams(req);
  const rawEmail = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  const createUser = params.create_user === undefined ? true : boolParam(params, 'create_user');
  const data = objectParam(params, 'data') ?? {};
  if (rawEmail && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided');
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Unsupported phone provider');
  if (!rawEmail) throw badRequest('validation_failed', 'One of email or phone must be set');
  const email = validateEmail(rawEmail);
  const redirectTo = safeRedirect(ctx, requestedRedirect(req));

  let user = await findUserByEmail(ctx.pool, email);
  if (!user && !createUser) throw unprocessable('otp_disabled', 'Signups not allowed for otp');
  if (!user) {
    user = await insertUser(ctx.pool, {
      email,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      confirmed: false,
      confirmationToken: null,
      userMetadata: data,
    }).catch(async (err) => {
      // a sign-up of the same address won the race: go on with that user
      if ((err as { code?: string }).code === '23505') return (await findUserByEmail(ctx.pool, email))!;
      throw err;
    });
  }
  if (!user.email_confirmed_at) {
    if (ctx.config.authConfig.enableConfirmations) {
      // the confirmation mail is the sign-in link of a user who has not confirmed yet
      const token = newConfirmationToken();
      await setConfirmationToken(ctx.pool, user.id, token);
      await sendAuthMail(ctx, email, 'signup', verifyLink(ctx, token, 'signup', redirectTo));
      sendJson(res, 200, {});
      return;
    }
    user = await confirmUser(ctx.pool, user.id);
  }
  const token = newConfirmationToken();
  await setRecoveryToken(ctx.pool, user.id, token);
  await sendAuthMail(ctx, email, 'magiclink', verifyLink(ctx, token, 'magiclink', redirectTo));
  sendJson(res, 200, {});
}
