// The HTTP helpers every part of the stack shares: JSON answers, the gateway's error body, a
// bounded body reader and the Authorization header. Every answer of the stack is JSON, errors
// included, so clients (supabase-js, auth-js, storage-js) always get something they can parse.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    // An answer is already on its way (a 413 from the body limit, a file stream that broke) and
    // cannot become this one; one left unfinished is cut, so the client sees it is incomplete.
    if (!res.writableEnded) res.destroy();
    return;
  }
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/**
 * The error body of the gateway and the functions runner, Kong's `{ message }` with a code or a
 * hint where one helps. (Auth and storage answer in GoTrue's and storage-api's own shapes.)
 */
export interface ErrorBody {
  message: string;
  code?: string;
  hint?: string;
}

export function sendError(res: ServerResponse, status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  sendJson(res, status, body, headers);
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large (max ${limit} bytes)`);
  }
}

const bodies = new WeakMap<IncomingMessage, Promise<Buffer>>();

/**
 * The request body, at most `limit` bytes (BodyTooLargeError beyond). The first call starts
 * buffering and later calls share its result (and its limit), so a service calls this on entry,
 * before its first await: a body that arrives while a handler waits on the database is never lost.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const existing = bodies.get(req);
  if (existing) return existing;
  const body = new Promise<Buffer>((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    let done = false;
    const finish = (err: Error | null) => {
      if (done) return;
      done = true;
      if (err) reject(err);
      else if (tooLarge) reject(new BodyTooLargeError(limit));
      else resolve(Buffer.concat(chunks));
    };
    // Past the limit the rest is read and dropped, and the refusal waits for the end of the body:
    // a client still writing cannot read an answer from a socket closed under it.
    req.on('data', (chunk: Buffer) => {
      if (done || tooLarge) return;
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.resume();
    req.on('end', () => finish(null));
    req.on('error', (err) => finish(err));
    req.on('close', () => finish(req.complete ? null : new Error('request aborted')));
  });
  body.catch(() => undefined); // a handler that never awaits the body must not crash the process
  bodies.set(req, body);
  return body;
}

/**
 * The credentials of an `Authorization: Bearer <token>` header, or null when there is no bearer
 * scheme or nothing after it. They are returned as sent: a value with spaces in it is no JWT, and
 * each caller refuses it in its own words.
 */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^\s*bearer\s+(.*?)\s*$/i.exec(header);
  return match && match[1] !== '' ? match[1] : null;
}

/** The query string of a request as URLSearchParams (the URL's host part is irrelevant). */
export function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://local').searchParams;
}
