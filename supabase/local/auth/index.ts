// The local stack's GoTrue-compatible auth service, mounted by the gateway at /auth/v1.
// Request and answer shapes follow GoTrue as @supabase/auth-js uses it, so the app and the tests
// run unchanged against this stack or a hosted project. Every error is a JSON body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthHttpError, OAuthError, sendAuthError } from './errors.ts';
import { readBody, sendJson } from '../http.ts';
import { MAX_BODY_BYTES } from './request.ts';
import type { StackContext } from '../context.ts';
import { handleAdmin } from './admin.ts';
import { handleInvite } from './invite.ts';
import { handleOtp } from './otp.ts';
import { ensureAuthSchema } from './schema.ts';
import { handleSignup } from './signup.ts';
import { handleToken } from './token.ts';
import { handleGetUser, handleLogout, handleUpdateUser } from './user.ts';
import { handleVerifyGet, handleVerifyPost } from './verify.ts';

type Handler = (ctx: StackContext, req: IncomingMessage, res: ServerResponse) => Promise<void>;

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/signup': { POST: handleSignup },
  '/invite': { POST: handleInvite },
  '/otp': { POST: handleOtp },
  '/token': { POST: handleToken },
  '/verify': { GET: handleVerifyGet, POST: handleVerifyPost },
  '/user': { GET: handleGetUser, PUT: handleUpdateUser },
  '/logout': { POST: handleLogout },
  '/settings': { GET: async (ctx, _req, res) => sendJson(res, 200, settings(ctx)) },
  '/health': {
    GET: async (_ctx, _req, res) =>
      sendJson(res, 200, {
        version: 'partii-local',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
  },
};

function settings(ctx: StackContext) {
  return {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.config.authConfig.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}

/** The path below /auth/v1, without query string, always starting with '/'. */
function routePath(subpath: string): string {
  const path = subpath.split('?')[0].replace(/\/+$/, '');
  return path.startsWith('/') ? path || '/' : `/${path}`;
}

export function createAuthHandler(ctx: StackContext) {
  return async function handleAuth(req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
    void readBody(req, MAX_BODY_BYTES); // start buffering before the first await
    try {
      await ensureAuthSchema(ctx.pool);
      const path = routePath(subpath);
      const method = req.method ?? 'GET';
      if (await handleAdmin(ctx, req, res, path)) return;
      const route = ROUTES[path];
      if (!route) throw new AuthHttpError(404, 'not_found', 'Not Found');
      const handler = route[method];
      if (!handler) throw new AuthHttpError(405, 'method_not_allowed', `Method ${method} not allowed`);
      await handler(ctx, req, res);
    } catch (err) {
      if (!(err instanceof AuthHttpError) && !(err instanceof OAuthError)) {
        ctx.log('[auth] unexpected error', err);
      }
      sendAuthError(req, res, err);
    }
  };
}
