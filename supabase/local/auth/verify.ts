// The links the auth service mails (GET /verify, redirects like GoTrue with the session in the URL
// fragment) and verifyOtp with a token hash (POST /verify, JSON): sign-up confirmation and invite
// (the confirmation token; following either confirms the address) and the sign-in link
// (`magiclink`, the recovery token). `email` accepts either token, as GoTrue's verifyOtp does.
// `email_change` takes either link of an email change (user.ts) as GoTrue's emailChangeVerify does:
// with secure email change on and confirmations on, the first of the two links only counts
// ("Confirmation link accepted. Please proceed to confirm link sent to the other email") and the
// second applies the change; otherwise (one link only, or a project that autoconfirms) the first
// link followed applies it. The link signs the user in, like every other link.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, forbidden } from './errors.ts';
import { queryOf, sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';
import { readParams, stringParam } from './request.ts';
import { issueSession } from './sessions.ts';
import {
  confirmEmailChange,
  consumeToken,
  lockUserByEmailChangeToken,
  recordSingleEmailChangeConfirmation,
  type UserRow,
} from './users.ts';

const EMAIL_TYPES = new Set(['signup', 'invite', 'magiclink', 'email', 'email_change']);
const LINK_INVALID = 'Email link is invalid or has expired';
/** GoTrue's singleConfirmationAccepted. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * The user `token` was mailed to for a link of `type`, now verified (the token used up); null if
 * none; 'single' when it was one of the two links of a secure email change and the other is still due.
 */
async function verifyToken(ctx: StackContext, type: string, token: string): Promise<UserRow | 'single' | null> {
  if (type === 'email_change') return verifyEmailChange(ctx, token);
  const user = type === 'magiclink' ? null : await consumeToken(ctx.pool, 'confirmation_token', token);
  if (user || (type !== 'magiclink' && type !== 'email')) return user;
  return consumeToken(ctx.pool, 'recovery_token', token);
}

/** GoTrue's emailChangeVerify, in one transaction (two links followed at once count once each). */
function verifyEmailChange(ctx: StackContext, token: string): Promise<UserRow | 'single' | null> {
  return inTransaction(ctx.pool, async (client) => {
    const user = await lockUserByEmailChangeToken(client, token);
    if (!user || !user.email_change) return null;
    const { enableConfirmations, secureEmailChange } = ctx.config.authConfig;
    if (enableConfirmations && secureEmailChange !== false && !user.email_change_confirm_status && user.email) {
      const spent = token === user.email_change_token_current ? 'email_change_token_current' : 'email_change_token_new';
      await recordSingleEmailChangeConfirmation(client, user.id, spent);
      return 'single';
    }
    // GoTrue confirms on this link whichever it is: with confirmations off (MAILER_AUTOCONFIRM) even
    // the link mailed to the CURRENT address alone applies the change.
    return confirmEmailChange(client, user.id);
  });
}

/** Where the caller asks a mailed link to lead: GoTrue's getRedirectTo (a `redirect_to` header, else the query). */
export function requestedRedirect(req: IncomingMessage): string | null {
  const header = req.headers['redirect_to'];
  if (typeof header === 'string' && header !== '') return header;
  return queryOf(req).get('redirect_to');
}

/**
 * GoTrue only redirects to the site URL or an allowed URL. Locally that is the site URL's origin
 * or any loopback origin (the app may run on another port); anything else falls back to siteUrl.
 */
export function safeRedirect(ctx: StackContext, requested: string | null): string {
  const siteUrl = ctx.config.authConfig.siteUrl;
  if (!requested) return siteUrl;
  try {
    const url = new URL(requested);
    const site = new URL(siteUrl);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (url.origin === site.origin || loopback)) {
      return url.toString();
    }
  } catch {
    // not a URL: fall through to the site URL
  }
  return siteUrl;
}

function withFragment(url: string, fragment: URLSearchParams): string {
  return `${url.split('#')[0]}#${fragment}`;
}

export async function handleVerifyGet(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const query = queryOf(req);
  const type = query.get('type') ?? '';
  const token = query.get('token') ?? query.get('token_hash') ?? '';
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  if (!EMAIL_TYPES.has(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  const redirectTo = safeRedirect(ctx, query.get('redirect_to'));

  const user = await verifyToken(ctx, type, token);
  if (user === 'single') {
    // GoTrue's prepRedirectURL: the message in the fragment, no session yet
    redirect(res, withFragment(redirectTo, new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' })));
    return;
  }
  if (!user) {
    const error = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: LINK_INVALID,
      sb: '',
    });
    redirect(res, withFragment(redirectTo, error));
    return;
  }
  const session = await issueSession(ctx, user.id, 'otp');
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
    sb: '',
  });
  redirect(res, withFragment(redirectTo, fragment));
}

export async function handleVerifyPost(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const params = await readParams(req);
  const type = stringParam(params, 'type');
  const tokenHash = stringParam(params, 'token_hash');
  const token = stringParam(params, 'token');
  if (!type) throw badRequest('validation_failed', 'Verify requires a verification type');
  if (!tokenHash && !token) throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  if (!EMAIL_TYPES.has(type)) throw badRequest('validation_failed', 'Unsupported verification type');
  if (!tokenHash) {
    // Six-digit email OTPs are not mailed by the local stack, so no such token can be valid.
    throw forbidden('otp_expired', 'Token has expired or is invalid');
  }
  const user = await verifyToken(ctx, type, tokenHash);
  if (user === 'single') {
    sendJson(res, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
    return;
  }
  if (!user) throw forbidden('otp_expired', LINK_INVALID);
  sendJson(res, 200, await issueSession(ctx, user.id, 'otp'));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-type': 'text/html; charset=utf-8' });
  res.end(`<a href="${location.replace(/"/g, '&quot;')}">See Other</a>.\n`);
}
