// Small HTTP helpers for the local services (auth, storage): read a bounded body, answer JSON.
// Every service answers errors as JSON, so these never throw past the caller's try/catch.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large (max ${limit} bytes)`);
  }
}

const captured = new WeakMap<IncomingMessage, Promise<Buffer>>();

/**
 * Starts buffering the request body at once (at most `limit` bytes). Handlers call this on entry:
 * the gateway counts body bytes with a 'data' listener, which puts the stream in flowing mode,
 * so a body not listened to before the handler's first await (a database query) would be lost.
 */
export function captureBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const existing = captured.get(req);
  if (existing) return existing;
  const promise = new Promise<Buffer>((resolve, reject) => {
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
    req.resume(); // flowing even when no one else listens (the gateway usually does)
    req.on('end', () => finish(null));
    req.on('error', (err) => finish(err));
    req.on('close', () => finish(req.complete ? null : new Error('request aborted')));
  });
  promise.catch(() => undefined); // a handler that never reads the body must not crash the process
  captured.set(req, promise);
  return promise;
}

/** The request body (captured earlier by captureBody, or now). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return captureBody(req, limit);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The query string of a request as URLSearchParams (the URL's host part is irrelevant). */
export function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(req.url ?? '/', 'http://local').searchParams;
}
