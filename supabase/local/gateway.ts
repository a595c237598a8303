// The API gateway on one port, like Kong in front of `supabase start`: CORS, the API key check,
// a body size limit, and the routes /rest/v1 (PostgREST), /auth/v1, /storage/v1, /functions/v1
// and /realtime/v1/websocket (the services in this folder), plus /mailbox (the local mail catcher).
import http from 'node:http';
import type net from 'node:net';
import { createAuthHandler } from './auth/index.ts';
import { DRAIN_CAP, MB, limitBody, refuseTooLarge, sendTooLarge } from './body-limit.ts';
import type { ServiceHandler, StackContext } from './context.ts';
import { createFunctionsHandler } from './functions.ts';
import { bearerToken, sendError, sendJson, type ErrorBody } from './http.ts';
import { verifyJwt } from './jwt.ts';
import { createMailboxHandler } from './mailbox.ts';
import { PortInUseError } from './ports.ts';
import { attachRealtime } from './realtime/index.ts';
import { createRestProxy, type PostgrestUpstream } from './rest-proxy.ts';
import { createStorageHandler } from './storage/index.ts';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, PUT, PATCH, POST, DELETE, OPTIONS',
  'Access-Control-Expose-Headers':
    'Content-Range, X-Supabase-Api-Version, Content-Profile, Content-Location, Location, Preference-Applied, Range-Unit, X-Total-Count, Content-Length, Content-Type',
  'Access-Control-Max-Age': '3600',
};

/** Auth routes Kong leaves open (links opened from emails carry no apikey). */
const OPEN_AUTH_PATHS = ['/verify', '/callback', '/authorize', '/health', '/settings'];

interface Route {
  prefix: string;
  /** request body limit (storage carries resumes; the rest carries JSON) */
  bodyLimit: number;
  /** Whether a request must show an apikey or a bearer token at all. */
  requiresKey(subpath: string): boolean;
  /** Whether a bearer token must be signed with the project secret (auth judges its own, as GoTrue). */
  checksBearer: boolean;
  /** The REST proxy counts body bytes as they stream through; the gateway limits every other body. */
  limitsOwnBody?: boolean;
  handle: ServiceHandler;
}

export interface GatewayOptions {
  ctx: StackContext;
  port: number;
  host?: string;
  postgrest: PostgrestUpstream;
}

export interface Gateway {
  readonly port: number;
  readonly server: http.Server;
  close(): Promise<void>;
  /** closes the HTTP server (dropping every connection, websockets included) and listens again on the same port */
  restart(): Promise<void>;
}

export async function startGateway(opts: GatewayOptions): Promise<Gateway> {
  const { ctx } = opts;
  const restLimit = 10 * MB;
  const rest = createRestProxy(opts.postgrest, restLimit);
  const routes: Route[] = [
    {
      prefix: '/rest/v1',
      bodyLimit: restLimit,
      requiresKey: () => true,
      checksBearer: true,
      limitsOwnBody: true,
      handle: rest.handle,
    },
    {
      prefix: '/auth/v1',
      bodyLimit: 1 * MB,
      requiresKey: (subpath) => !OPEN_AUTH_PATHS.some((p) => subpath.startsWith(p)),
      checksBearer: false,
      handle: createAuthHandler(ctx),
    },
    {
      prefix: '/functions/v1',
      bodyLimit: 10 * MB,
      requiresKey: () => false,
      checksBearer: true,
      handle: createFunctionsHandler(ctx),
    },
    {
      prefix: '/storage/v1',
      bodyLimit: 55 * MB,
      requiresKey: () => false,
      checksBearer: true,
      handle: createStorageHandler(ctx),
    },
    {
      // the local mail catcher (mailbox.ts): a page a browser opens, so no key
      prefix: '/mailbox',
      bodyLimit: 1 * MB,
      requiresKey: () => false,
      checksBearer: false,
      handle: createMailboxHandler(ctx.dataDir),
    },
  ];

  /** Kong's key check: genuine keys only; their claims (expiry) are for the service behind to judge. */
  const keyError = async (
    req: http.IncomingMessage,
    url: URL,
    route: Route,
    subpath: string,
  ): Promise<ErrorBody | null> => {
    const apikey = (req.headers['apikey'] as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
    const bearer = bearerToken(req) ?? undefined;
    if (route.requiresKey(subpath) && !apikey && !bearer) {
      return { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };
    }
    const genuine = (token: string) =>
      verifyJwt(token, ctx.config.jwtSecret, { signatureOnly: true }).then(
        () => true,
        () => false,
      );
    if (apikey && !(await genuine(apikey))) {
      return { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };
    }
    if (route.checksBearer && bearer && bearer !== apikey && !(await genuine(bearer))) {
      return { message: 'Invalid authentication credentials' };
    }
    return null;
  };

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
    const route = routes.find((r) => pathname === r.prefix || pathname.startsWith(r.prefix + '/'));
    if (!route) {
      if (pathname === '/' || pathname === '/health') {
        sendJson(res, 200, { name: 'partii-local-stack', status: 'ok' });
      } else {
        sendError(res, 404, { message: 'no Route matched with those values' });
      }
      req.resume();
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > DRAIN_CAP) {
      sendTooLarge(res);
      req.socket.destroy();
      return;
    }
    if (declared > route.bodyLimit) {
      refuseTooLarge(req, res);
      return;
    }
    const subpath = pathname.slice(route.prefix.length) || '/';
    const problem = await keyError(req, url, route, subpath);
    if (problem) {
      sendError(res, 401, problem);
      req.resume();
      return;
    }
    if (!route.limitsOwnBody) limitBody(req, res, route.bodyLimit);
    await route.handle(req, res, subpath);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      ctx.log(`gateway: ${req.method} ${req.url}: ${(err as Error)?.stack ?? err}`);
      sendError(res, 500, { message: 'Internal server error' });
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

  // realtime answers the websocket upgrades of this server itself
  attachRealtime(ctx, server);

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

  let port = await listen(opts.port);

  return {
    get port() {
      return port;
    },
    server,
    async close() {
      await closeServer();
      rest.close();
    },
    async restart() {
      await closeServer();
      port = await listen(port);
    },
  };
}
