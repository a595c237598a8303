// The API gateway on one port, like Kong in front of `supabase start`: CORS, the API key check,
// a body size limit, and the routes /rest/v1 (PostgREST), /auth/v1, /storage/v1, /functions/v1
// and /realtime/v1/websocket (the services in this folder, loaded when present).
import http from 'node:http';
import type net from 'node:net';
import { verifyJwt } from './jwt.ts';
import { PortInUseError } from './ports.ts';
import type { Handler, StackContext } from './types.ts';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
  'Access-Control-Expose-Headers':
    'Content-Range, X-Supabase-Api-Version, Content-Profile, Content-Location, Location, Preference-Applied, Range-Unit, X-Total-Count, Content-Length, Content-Type',
  'Access-Control-Max-Age': '3600',
};

const MB = 1024 * 1024;
/** request body limits per prefix (storage carries resumes; the rest carries JSON) */
const BODY_LIMITS: Record<string, number> = {
  '/rest/v1': 10 * MB,
  '/auth/v1': 1 * MB,
  '/functions/v1': 10 * MB,
  '/storage/v1': 55 * MB,
};

/** Auth routes Kong leaves open (links opened from emails carry no apikey). */
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/health', '/settings'];

// Specifiers are held in variables so a service that has not been written yet is a 503, not a
// type or bundling error.
const REALTIME_FILE: string = './realtime/index.ts';

interface ServiceModule {
  key: string;
  file: string;
  factory: string;
}

const SERVICES: Record<string, ServiceModule> = {
  '/auth/v1': { key: 'auth', file: './auth/index.ts', factory: 'createAuthHandler' },
  '/storage/v1': { key: 'storage', file: './storage/index.ts', factory: 'createStorageHandler' },
  '/functions/v1': { key: 'functions', file: './functions.ts', factory: 'createFunctionsHandler' },
};

export interface GatewayOptions {
  ctx: StackContext;
  port: number;
  host?: string;
  postgrest: { readonly port: number; readonly ready: boolean };
}

export interface Gateway {
  readonly port: number;
  readonly server: http.Server;
  close(): Promise<void>;
  /** closes the HTTP server (dropping every connection, websockets included) and listens again on the same port */
  restart(): Promise<void>;
}

/** Beyond this much discarded body the connection is simply dropped. */
const DRAIN_CAP = 128 * MB;

/**
 * Answers 413 once the client has finished sending: a client still writing its body cannot read
 * an answer from a socket that was closed under it. The rest of the body is discarded (up to
 * DRAIN_CAP, after which the socket is dropped).
 */
function refuseTooLarge(req: http.IncomingMessage, res: http.ServerResponse, alreadyReceived = 0) {
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    sendJson(res, 413, { message: 'Payload too large', code: 'payload_too_large' }, { Connection: 'close' });
  };
  let drained = alreadyReceived;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_CAP) {
      answer();
      req.socket.destroy();
    }
  });
  req.once('end', answer);
  req.once('error', answer);
  req.resume();
}

/**
 * Enforces the body limit on a stream a service reads at its own pace. The count sits on the
 * stream's push() (where the HTTP parser delivers body bytes) rather than on a 'data' listener,
 * which would switch the stream to flowing mode and lose chunks before the service listens.
 */
function limitBody(req: http.IncomingMessage, res: http.ServerResponse, limit: number) {
  let received = 0;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk != null) {
      received += (chunk as Buffer).length;
      if (received > limit) {
        req.push = push; // the rest is drained by refuseTooLarge
        refuseTooLarge(req, res, received);
        return true;
      }
    }
    return push(chunk, encoding);
  };
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function isModuleMissing(err: unknown, file: string): boolean {
  const e = err as NodeJS.ErrnoException & { url?: string };
  const msg = String(e?.message ?? '');
  return (e?.code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module/.test(msg)) && msg.includes(file.replace('./', '').replace('.ts', ''));
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const { ctx } = opts;
  const loadErrors = new Map<string, string>();

  const loading = new Map<string, Promise<Handler | null>>();

  /** The service's handler, made once (concurrent first requests share one load); null = 503. */
  function loadService(prefix: string): Promise<Handler | null> {
    const known = loading.get(prefix);
    if (known) return known;
    const svc = SERVICES[prefix];
    const attempt = (async () => {
      try {
        const mod = await import(svc.file);
        const factory = mod[svc.factory];
        if (typeof factory !== 'function') throw new Error(`${svc.file} does not export ${svc.factory}`);
        const handler = (await factory(ctx)) as Handler;
        loadErrors.delete(prefix);
        return handler;
      } catch (err) {
        const missing = isModuleMissing(err, svc.file);
        if (!missing) console.error(`[partii] gateway: ${svc.file} failed to load: ${(err as Error)?.stack ?? err}`);
        loadErrors.set(prefix, missing ? `The ${svc.key} service is not available in this stack` : `The ${svc.key} service failed to load`);
        loading.delete(prefix); // try again on the next request
        return null;
      }
    })();
    loading.set(prefix, attempt);
    return attempt;
  }

  const keyError = (req: http.IncomingMessage, url: URL, requireKey: boolean, checkBearer: boolean) => {
    const apikey = (req.headers['apikey'] as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
    const auth = req.headers['authorization'];
    const bearer = typeof auth === 'string' && /^bearer /i.test(auth) ? auth.slice(7).trim() : undefined;
    if (requireKey && !apikey && !bearer) {
      return { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };
    }
    if (apikey && !verifyJwt(apikey, ctx.config.jwtSecret)) {
      return { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };
    }
    if (checkBearer && bearer && bearer !== apikey && !verifyJwt(bearer, ctx.config.jwtSecret)) {
      return { message: 'Invalid authentication credentials' };
    }
    return null;
  };

  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  function proxyToPostgrest(req: http.IncomingMessage, res: http.ServerResponse, rest: string, limit: number) {
    if (!opts.postgrest.ready) {
      sendJson(res, 503, { message: 'The REST service is restarting, try again shortly' }, { 'Retry-After': '1' });
      req.resume();
      return;
    }
    const headers = { ...req.headers };
    delete headers.host;
    delete headers.connection;
    // supabase-js always sends both; a bare apikey acts as the bearer token, like Kong's setup
    if (!headers.authorization && typeof headers.apikey === 'string') headers.authorization = `Bearer ${headers.apikey}`;
    const upstream = http.request(
      { host: '127.0.0.1', port: opts.postgrest.port, method: req.method, path: rest, headers, agent },
      (up) => {
        // the gateway owns CORS (PostgREST's own expose list would hide X-Supabase-Api-Version)
        const outHeaders = { ...up.headers };
        for (const name of Object.keys(outHeaders)) if (name.startsWith('access-control-')) delete outHeaders[name];
        res.writeHead(up.statusCode ?? 502, outHeaders);
        up.pipe(res);
      },
    );
    let refused = false;
    upstream.on('error', (err) => {
      if (refused) return;
      if (!res.headersSent) sendJson(res, 502, { message: `The REST service did not answer: ${err.message}` });
      else res.destroy();
    });
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit && !refused) {
        refused = true;
        req.unpipe(upstream);
        upstream.destroy();
        refuseTooLarge(req, res, received);
      }
    });
    req.pipe(upstream);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
    res.setHeader(
      'Access-Control-Allow-Headers',
      (req.headers['access-control-request-headers'] as string | undefined) ??
        'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, x-upsert, x-supabase-api-version',
    );
    if (req.method === 'OPTIONS') {
      res.writeHead(200, { 'Content-Length': '0' });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://gateway.local');
    const pathname = url.pathname;
    const prefix = Object.keys(BODY_LIMITS).find((p) => pathname === p || pathname.startsWith(p + '/'));
    if (!prefix) {
      if (pathname === '/' || pathname === '/health') {
        sendJson(res, 200, { name: 'partii-local-stack', status: 'ok' });
      } else {
        sendJson(res, 404, { message: 'no Route matched with those values' });
      }
      req.resume();
      return;
    }
    const limit = BODY_LIMITS[prefix];
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > DRAIN_CAP) {
      sendJson(res, 413, { message: 'Payload too large', code: 'payload_too_large' }, { Connection: 'close' });
      req.socket.destroy();
      return;
    }
    if (declared > limit) {
      refuseTooLarge(req, res);
      return;
    }
    const subpath = pathname.slice(prefix.length) || '/';
    const isRest = prefix === '/rest/v1';
    const requireKey = isRest || (prefix === '/auth/v1' && !OPEN_AUTH_PATHS.some((p) => subpath.startsWith(p)));
    const problem = keyError(req, url, requireKey, prefix !== '/auth/v1');
    if (problem) {
      sendJson(res, 401, problem);
      req.resume();
      return;
    }
    if (isRest) {
      proxyToPostgrest(req, res, subpath + url.search, limit);
      return;
    }
    const handler = await loadService(prefix);
    if (!handler) {
      sendJson(res, 503, { message: loadErrors.get(prefix) ?? 'service unavailable', code: 'service_unavailable' });
      req.resume();
      return;
    }
    limitBody(req, res, limit);
    await handler(req, res, subpath);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      ctx.log(`gateway: ${req.method} ${req.url}: ${(err as Error)?.stack ?? err}`);
      sendJson(res, 500, { message: 'Internal server error' });
    });
  });
  server.keepAliveTimeout = 5000;
  server.headersTimeout = 60_000;
  server.requestTimeout = 0; // uploads and long polls are bounded by the body limit instead

  const sockets = new Set<net.Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  // realtime attaches its own upgrade handling to the server; without it, upgrades get a 503
  try {
    const mod = await import(REALTIME_FILE);
    if (typeof mod.attachRealtime !== 'function') throw new Error('./realtime/index.ts does not export attachRealtime');
    await mod.attachRealtime(ctx, server);
  } catch (err) {
    if (!isModuleMissing(err, REALTIME_FILE)) ctx.log(`gateway: realtime failed to load: ${(err as Error)?.stack ?? err}`);
    server.on('upgrade', (_req, socket: net.Socket) => {
      const body = JSON.stringify({ message: 'The realtime service is not available in this stack' });
      socket.end(
        `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
  }

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const onError = (err: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        reject(err.code === 'EADDRINUSE' || err.code === 'EACCES' ? new PortInUseError(port, 'API_PORT') : err);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve((server.address() as net.AddressInfo).port);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, opts.host);
    });

  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
    });

  // load the services up front so a broken one shows at start, not at its first request
  await Promise.all(Object.keys(SERVICES).map(loadService));

  let port = await listen(opts.port);

  return {
    get port() {
      return port;
    },
    server,
    async close() {
      await closeServer();
      agent.destroy();
    },
    async restart() {
      await closeServer();
      port = await listen(port);
    },
  };
}
