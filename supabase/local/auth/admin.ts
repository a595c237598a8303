// /admin/users: what server functions do with the service_role key (GoTrue internal/api/admin.go).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { queryOf, sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { checkPasswordStrength, hashPassword, validateEmail } from './credentials.ts';
import { boolParam, objectParam, readParams, requireAdmin, stringParam } from './request.ts';
import { findUserByEmail, findUserById, insertUser, isUuid, updateUser, userJson, type UserRow } from './users.ts';

export async function handleAdmin(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  const match = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return false;
  await requireAdmin(ctx, req);
  const id = match[1] ? decodeURIComponent(match[1]) : null;
  const method = req.method ?? 'GET';
  if (!id && method === 'GET') await listUsers(ctx, req, res);
  else if (!id && method === 'POST') await createUser(ctx, req, res);
  else if (id && method === 'GET') sendJson(res, 200, userJson(await loadUser(ctx, id)));
  else if (id && method === 'PUT') await changeUser(ctx, req, res, await loadUser(ctx, id));
  else if (id && method === 'DELETE') {
    const user = await loadUser(ctx, id);
    await ctx.pool.query('delete from auth.users where id = $1', [user.id]);
    sendJson(res, 200, {});
  } else return false;
  return true;
}

async function loadUser(ctx: StackContext, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('user_not_found', 'User not found');
  const user = await findUserById(ctx.pool, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function listUsers(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const query = queryOf(req);
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(1000, Math.max(1, Number.parseInt(query.get('per_page') ?? '50', 10) || 50));
  const { rows } = await ctx.pool.query<{ id: string }>(
    'select id from auth.users order by created_at, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const { rows: count } = await ctx.pool.query<{ n: string }>('select count(*)::text as n from auth.users');
  const users = [];
  for (const row of rows) {
    const user = await findUserById(ctx.pool, row.id);
    if (user) users.push(userJson(user));
  }
  sendJson(res, 200, { users, aud: 'authenticated' }, { 'x-total-count': count[0].n });
}

async function createUser(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const params = await readParams(req);
  const email = stringParam(params, 'email');
  const password = stringParam(params, 'password');
  if (stringParam(params, 'phone')) throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (!email) throw badRequest('validation_failed', 'An email address is required');
  const normalised = validateEmail(email);
  if (password) checkPasswordStrength(password);
  if (await findUserByEmail(ctx.pool, normalised)) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }
  const user = await insertUser(ctx.pool, {
    email: normalised,
    passwordHash: password ? await hashPassword(password) : null,
    confirmed: boolParam(params, 'email_confirm'),
    confirmationToken: null,
    userMetadata: objectParam(params, 'user_metadata') ?? {},
    appMetadata: objectParam(params, 'app_metadata') ?? {},
  }).catch((err) => {
    if ((err as { code?: string }).code === '23505') {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    throw err;
  });
  sendJson(res, 200, userJson(user));
}

async function changeUser(ctx: StackContext, req: IncomingMessage, res: ServerResponse, user: UserRow): Promise<void> {
  const params = await readParams(req);
  const email = stringParam(params, 'email');
  const password = stringParam(params, 'password');
  const patch: Parameters<typeof updateUser>[2] = {
    userMetadata: objectParam(params, 'user_metadata') ?? undefined,
    appMetadata: objectParam(params, 'app_metadata') ?? undefined,
    confirmed: boolParam(params, 'email_confirm'),
  };
  if (email) {
    const normalised = validateEmail(email);
    const other = await findUserByEmail(ctx.pool, normalised);
    if (other && other.id !== user.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
    patch.email = normalised;
  }
  if (password) {
    checkPasswordStrength(password);
    patch.passwordHash = await hashPassword(password);
  }
  sendJson(res, 200, userJson(await updateUser(ctx.pool, user.id, patch)));
}
