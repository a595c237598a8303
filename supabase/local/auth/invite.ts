// POST /invite, as GoTrue's Invite handler (internal/api/invite.go), service role only:
// body `{ email, data }`, `redirect_to` in the query (or a `redirect_to` header), as
// auth-js's admin.inviteUserByEmail sends it.
//
// - a new address: creates the user (unconfirmed, no password, `data` as user_metadata) and mails
//   the invite link;
// - an address whose user has not confirmed yet (invited before, or signed up without
//   confirming): mails a new invite link (the old one stops working), the user is left as it is;
// - a confirmed user: 422 email_exists "A user with this email address has already been
//   registered", no mail (to reach an existing user, send a sign-in link: POST /otp).
//
// Answers the user as JSON. The invite link is <API>/auth/v1/verify?token=...&type=invite&
// redirect_to=...: following it confirms the address and signs the user in (verify.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { unprocessable } from './errors.ts';
import { sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { validateEmail } from './credentials.ts';
import { sendAuthMail, verifyLink } from './mail.ts';
import { objectParam, readParams, requireAdmin, stringParam } from './request.ts';
import { newConfirmationToken } from './tokens.ts';
import { findUserByEmail, insertUser, setConfirmationToken, userJson } from './users.ts';
import { requestedRedirect, safeRedirect } from './verify.ts';

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

export async function handleInvite(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  await requireAdmin(ctx, req);
  const params = await readParams(req);
  const email = validateEmail(stringParam(params, 'email'));
  const data = objectParam(params, 'data') ?? {};
  const redirectTo = safeRedirect(ctx, requestedRedirect(req));

  let user = await findUserByEmail(ctx.pool, email);
  if (user?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  if (!user) {
    user = await insertUser(ctx.pool, {
      email,
      passwordHash: null,
      confirmed: false,
      confirmationToken: null,
      userMetadata: data,
    }).catch((err) => {
      // two invites of one address racing: the loser answers as GoTrue would for an existing user
      if ((err as { code?: string }).code === '23505') throw unprocessable('email_exists', DUPLICATE_EMAIL);
      throw err;
    });
  }
  const token = newConfirmationToken();
  user = await setConfirmationToken(ctx.pool, user.id, token, { invited: true });
  await sendAuthMail(ctx, email, 'invite', verifyLink(ctx, token, 'invite', redirectTo));
  sendJson(res, 200, userJson(user));
}
