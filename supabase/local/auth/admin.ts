// /admin/users: what server functions do with the service_role key (GoTrue internal/api/admin.go).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthHttpError, badRequest, notFound, unprocessable } from './errors.ts';
import { queryOf, sendJson } from '../http.ts';
import type { StackContext } from '../context.ts';
import { checkPasswordStrength, hashPassword, validateEmail } from './credentials.ts';
import { boolParam, objectParam, readParams, requireAdmin, stringParam } from './request.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isUuid,
  listUsersPage,
  updateUser,
  userJson,
  type UserRow,
} from './users.ts';

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

/**
 * GET /admin/users as GoTrue's adminUsers (admin.go, pagination.go, sorting.go): newest first
 * (`sort=created_at asc|desc` changes it, no other field), `page` (default 1) and `per_page`
 * (default 50, no upper bound) parsed as Go's strconv.ParseUint (anything else is 400
 * validation_failed "Bad Pagination Parameters: ..."), `filter` on email and full name, and the
 * pagination in headers: `X-Total-Count` and `Link` with rel="next" (when there is a next page)
 * and rel="last" (always), which auth-js's listUsers turns into `total`, `nextPage`, `lastPage`.
 * Like GoTrue, `per_page=0` fails with 500 (its header code divides by it), and `page=0` serves
 * page 1 while the links count from 0.
 */
async function listUsers(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const query = queryOf(req);
  const directions = sortDirections(query);
  const page = parseUintParam(query.get('page'), 1n);
  const perPage = parseUintParam(query.get('per_page'), 50n);
  // pop's paginator: a page below 1 is page 1; the rows of a page past any real offset are none
  const offset = (page < 1n ? 0n : page - 1n) * (perPage < 1n ? 20n : perPage);
  const limit = perPage < 1n ? 20n : perPage;
  const reachable = offset <= BigInt(Number.MAX_SAFE_INTEGER) && limit <= BigInt(Number.MAX_SAFE_INTEGER);
  const { rows, total } = await listUsersPage(ctx.pool, {
    directions,
    filter: query.get('filter') ?? '',
    limit: reachable ? Number(limit) : 0,
    offset: reachable ? Number(offset) : 0,
  });
  if (perPage === 0n) throw new AuthHttpError(500, 'unexpected_failure', 'Internal Server Error');
  const totalPages = (BigInt(total) + perPage - 1n) / perPage;
  const link = (p: bigint) => {
    const params = new Map<string, string[]>();
    for (const [key, value] of query) params.set(key, [...(params.get(key) ?? []), value]);
    params.set('page', [String(p)]);
    return `</admin/users?${goQueryEncode(params)}>`;
  };
  let header = '';
  if (totalPages > page) header += `${link(page + 1n)}; rel="next", `;
  header += `${link(totalPages)}; rel="last"`;
  sendJson(
    res,
    200,
    { users: rows.map((row) => userJson(row)), aud: 'authenticated' },
    {
      link: header,
      'x-total-count': String(total),
    },
  );
}

const MAX_UINT64 = 2n ** 64n - 1n;

/** Go's strconv.ParseUint(value, 10, 64) of a query parameter; empty or absent is `fallback`. */
function parseUintParam(value: string | null, fallback: bigint): bigint {
  if (value === null || value === '') return fallback;
  const quoted = JSON.stringify(value);
  if (!/^[0-9]+$/.test(value)) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${quoted}: invalid syntax`,
    );
  }
  const n = BigInt(value);
  if (n > MAX_UINT64) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${quoted}: value out of range`,
    );
  }
  return n;
}

/** GoTrue's sort(): each `sort` value is `created_at [asc|desc]` (desc when no direction is given). */
function sortDirections(query: URLSearchParams): ('asc' | 'desc')[] {
  const values = query.getAll('sort');
  if (values.length === 0) return ['desc'];
  return values.map((value) => {
    const space = value.indexOf(' ');
    const field = space < 0 ? value : value.slice(0, space);
    if (field !== 'created_at')
      throw badRequest('validation_failed', `Bad Sort Parameters: bad field for sort '${field}'`);
    if (space < 0) return 'desc';
    const dir = value.slice(space + 1);
    if (dir.toUpperCase() === 'ASC') return 'asc';
    if (dir.toUpperCase() === 'DESC') return 'desc';
    throw badRequest(
      'validation_failed',
      `Bad Sort Parameters: bad direction for sort '${dir}', only 'asc' and 'desc' allowed`,
    );
  });
}

/** Go's url.Values.Encode: keys sorted, each value QueryEscape'd (space as '+'). */
function goQueryEncode(params: Map<string, string[]>): string {
  const escape = (text: string) =>
    encodeURIComponent(text)
      .replace(/%20/g, '+')
      .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [...params.keys()]
    .sort()
    .flatMap((key) => params.get(key)!.map((value) => `${escape(key)}=${escape(value)}`))
    .join('&');
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
