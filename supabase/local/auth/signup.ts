// POST /signup, as GoTrue's Signup handler (internal/api/signup.go) with email + password only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { badRequest, unprocessable } from './errors.ts';
import { sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';
import { checkPasswordStrength, hashPassword, validateEmail } from './credentials.ts';
import { objectParam, readParams, stringParam } from './request.ts';
import { issueSession } from './sessions.ts';
import { newConfirmationToken } from './tokens.ts';
import { sendAuthMail, verifyLink } from './mail.ts';
import { findUserByEmail, insertUser, setConfirmationToken, confirmUser, userJson, type UserRow } from './users.ts';
import { requestedRedirect, safeRedirect } from './verify.ts';

export async function handleSignup(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const params = await readParams(req);
  const password = stringParam(params, 'password');
  const email = stringParam(params, 'email');
  const phone = stringParam(params, 'phone');
  const data = objectParam(params, 'data') ?? {};

  if (password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  if (email && phone) {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided on signup.');
  }
  if (phone) throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
  if (!email) throw badRequest('validation_failed', 'Sign up only available with email provider');
  const normalised = validateEmail(email);
  const { enableConfirmations } = ctx.config.authConfig;
  const redirectTo = safeRedirect(ctx, requestedRedirect(req));

  const existing = await findUserByEmail(ctx.pool, normalised);
  if (existing?.email_confirmed_at) {
    if (!enableConfirmations) throw unprocessable('user_already_exists', 'User already registered');
    // With confirmations on GoTrue does not reveal that the address is taken: it answers a
    // made-up user with no identities (what the sign-up screen checks for).
    sendJson(res, 200, obfuscatedUser(normalised, data));
    return;
  }

  let user: UserRow;
  if (existing) {
    // Unconfirmed: GoTrue does not change the user ("we can't be sure of their claimed identity"):
    // it keeps the first sign-up's password and only re-sends the confirmation. An invited user
    // has no password, so after this sign-up it still has none: with confirmations off GoTrue
    // confirms it and answers a session (the password given here is NOT stored; the app sets one
    // with updateUser in that session), with confirmations on it mails a confirmation.
    user = existing;
  } else {
    const passwordHash = await hashPassword(password);
    user = await inTransaction(ctx.pool, (client) =>
      insertUser(client, {
        email: normalised,
        passwordHash,
        confirmed: false,
        confirmationToken: null,
        userMetadata: data,
      }),
    ).catch(async (err) => {
      // Two sign-ups of one address racing: the loser sees the winner's row.
      if ((err as { code?: string }).code === '23505') {
        throw unprocessable('user_already_exists', 'User already registered');
      }
      throw err;
    });
  }

  if (!enableConfirmations) {
    await confirmUser(ctx.pool, user.id);
    sendJson(res, 200, await issueSession(ctx, user.id, 'password'));
    return;
  }
  const token = newConfirmationToken();
  user = await setConfirmationToken(ctx.pool, user.id, token);
  await sendAuthMail(ctx, normalised, 'signup', verifyLink(ctx, token, 'signup', redirectTo));
  const json = userJson(user);
  // GoTrue (#1262): a sign-up of an invited address shows neither the invite's metadata nor identities.
  sendJson(res, 200, user.invited_at ? { ...json, user_metadata: {}, identities: [] } : json);
}

/** GoTrue's sanitizeUser: a fresh id, no identities, nothing about the real account. */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
