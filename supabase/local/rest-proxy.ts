// /rest/v1 → PostgREST, streamed both ways. PostgREST's own answers (embedding, PGRST errors,
// Content-Range, 401/403) reach the client unchanged; the gateway adds only CORS, the body limit
// and gzip for JSON answers when the client accepts it.
import http from 'node:http';
import zlib from 'node:zlib';
import { refuseTooLarge } from './body-limit.ts';
import type { ServiceHandler } from './context.ts';
import { sendError } from './http.ts';

export interface PostgrestUpstream {
  readonly port: number;
  readonly ready: boolean;
}

export interface RestProxy {
  handle: ServiceHandler;
  close(): void;
}

/** Answers worth compressing: JSON bodies over 1 KiB (or of unknown length) to a gzip-accepting client. */
export function shouldCompress(req: http.IncomingMessage, up: http.IncomingMessage): boolean {
  if (req.method === 'HEAD' || up.headers['content-encoding']) return false;
  if (up.statusCode === 204 || up.statusCode === 304) return false;
  const accepts = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return name.trim().toLowerCase() === 'gzip' && (!q || Number(q.trim().slice(2)) > 0);
    });
  if (!accepts) return false;
  if (!/json/i.test(String(up.headers['content-type'] ?? ''))) return false;
  const length = Number(up.headers['content-length'] ?? NaN);
  return Number.isNaN(length) || length > 1024;
}

export function createRestProxy(postgrest: PostgrestUpstream, bodyLimit: number): RestProxy {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, subpath: string) {
    if (!postgrest.ready) {
      sendError(res, 503, { message: 'The REST service is restarting, try again shortly' }, { 'Retry-After': '1' });
      req.resume();
      return;
    }
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    // supabase-js always sends both; a bare apikey acts as the bearer token, like Kong's setup
    if (!headers.authorization && typeof headers.apikey === 'string')
      headers.authorization = `Bearer ${headers.apikey}`;
    const search = new URL(req.url ?? '/', 'http://gateway.local').search;
    const upstream = http.request(
      { host: '127.0.0.1', port: postgrest.port, method: req.method, path: subpath + search, headers, agent },
      (up) => {
        // the gateway owns CORS (PostgREST's own expose list would hide X-Supabase-Api-Version)
        const outHeaders = { ...up.headers };
        for (const name of Object.keys(outHeaders)) if (name.startsWith('access-control-')) delete outHeaders[name];
        if (shouldCompress(req, up)) {
          // Like the hosted API behind its CDN: JSON answers travel compressed when the client
          // accepts it (a first sync's pages are ~10× smaller). Level 1: most of the gain for a
          // fraction of the CPU, which on localhost is what the gateway shares with the browser.
          delete outHeaders['content-length'];
          outHeaders['content-encoding'] = 'gzip';
          outHeaders.vary = up.headers.vary ? `${up.headers.vary}, Accept-Encoding` : 'Accept-Encoding';
          res.writeHead(up.statusCode ?? 502, outHeaders);
          up.pipe(zlib.createGzip({ level: 1 })).pipe(res);
          return;
        }
        res.writeHead(up.statusCode ?? 502, outHeaders);
        up.pipe(res);
      },
    );
    let refused = false;
    upstream.on('error', (err) => {
      if (refused) return;
      sendError(res, 502, { message: `The REST service did not answer: ${err.message}` });
    });
    // The body streams straight through, so the limit is counted here as it passes.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyLimit && !refused) {
        refused = true;
        req.unpipe(upstream);
        upstream.destroy();
        refuseTooLarge(req, res, received);
      }
    });
    req.pipe(upstream);
  }

  return { handle, close: () => agent.destroy() };
}
