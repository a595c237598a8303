// GoTrue's error rendering, so auth-js raises the same AuthApiError (status + code) as against a
// hosted project. GoTrue picks the body shape from the X-Supabase-Api-Version request header:
// from 2024-01-01 on it answers `{ code: "<error_code>", message }` (older releases said `msg`;
// both are sent) and echoes the header (auth-js then
// reads `code`); older clients get `{ code: <status>, error_code, msg }`. OAuth-style errors are
// `{ error, error_description }`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, msg: string) => new AuthHttpError(400, code, msg);
export const unprocessable = (code: string, msg: string) => new AuthHttpError(422, code, msg);
export const forbidden = (code: string, msg: string) => new AuthHttpError(403, code, msg);
export const notFound = (code: string, msg: string) => new AuthHttpError(404, code, msg);

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

/** GoTrue's DetermineClosestAPIVersion: a valid date at or after 2024-01-01 selects that version. */
export function requestApiVersion(req: IncomingMessage): string | null {
  const raw = req.headers[API_VERSION_HEADER];
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const time = Date.parse(`${raw}T00:00:00Z`);
  if (!Number.isFinite(time)) return null;
  return time >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : null;
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, err: unknown): void {
  const version = requestApiVersion(req);
  const headers: Record<string, string> = version ? { [API_VERSION_HEADER]: version } : {};
  if (err instanceof OAuthError) {
    sendJson(res, err.status, { error: err.error, error_description: err.description }, headers);
    return;
  }
  const httpError =
    err instanceof AuthHttpError ? err : new AuthHttpError(500, 'unexpected_failure', 'Internal Server Error');
  headers['x-sb-error-code'] = httpError.errorCode;
  const body = version
    ? { code: httpError.errorCode, message: httpError.message, msg: httpError.message, ...httpError.extra }
    : { code: httpError.status, error_code: httpError.errorCode, msg: httpError.message, ...httpError.extra };
  sendJson(res, httpError.status, body, headers);
}
