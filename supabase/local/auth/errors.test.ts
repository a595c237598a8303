import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AuthHttpError, OAuthError, requestApiVersion, sendAuthError } from './errors.ts';

function fakeRequest(headers: Record<string, string>): IncomingMessage {
  return { headers } as unknown as IncomingMessage;
}

function capture(req: IncomingMessage, err: unknown) {
  const out: { status?: number; headers?: Record<string, string | number>; body?: string } = {};
  const res = {
    headersSent: false,
    writeHead(status: number, headers: Record<string, string | number>) {
      out.status = status;
      out.headers = headers;
    },
    end(body: string) {
      out.body = body;
    },
  } as unknown as ServerResponse;
  sendAuthError(req, res, err);
  return { ...out, json: JSON.parse(out.body ?? 'null') };
}

describe('requestApiVersion', () => {
  it.each([
    ['2024-01-01', '2024-01-01'],
    ['2025-06-30', '2024-01-01'],
    ['2023-12-31', null],
    ['yesterday', null],
    ['', null],
  ])('%j → %j', (header, expected) => {
    expect(requestApiVersion(fakeRequest({ 'x-supabase-api-version': header }))).toBe(expected);
  });
});

describe('sendAuthError', () => {
  const err = new AuthHttpError(400, 'invalid_credentials', 'Invalid login credentials');

  it('answers { code: <error code>, message } and echoes the version for 2024-01-01 clients (auth-js)', () => {
    const out = capture(fakeRequest({ 'x-supabase-api-version': '2024-01-01' }), err);
    expect(out.status).toBe(400);
    expect(out.json).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(out.headers?.['x-supabase-api-version']).toBe('2024-01-01');
  });

  it('answers { code: <status>, error_code, msg } to clients without the header', () => {
    const out = capture(fakeRequest({}), err);
    expect(out.json).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('renders OAuth errors as { error, error_description }', () => {
    const out = capture(fakeRequest({}), new OAuthError(400, 'invalid_request', 'refresh_token required'));
    expect(out.json).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });

  it('hides unexpected errors behind a 500 unexpected_failure', () => {
    const out = capture(fakeRequest({}), new Error('database exploded: secret details'));
    expect(out.status).toBe(500);
    expect(out.json).toEqual({ code: 500, error_code: 'unexpected_failure', msg: 'Internal Server Error' });
  });
});
