// A fault-injecting proxy between supabase-js clients and the local stack's gateway, for HTTP and
// the realtime websocket. Point a client at `proxy.url` instead of the stack's URL and program
// what goes wrong:
//
//   const proxy = await startFaultProxy(stack.url, { seed: 42 });
//   proxy.addRule({ path: '/rpc/sync_push', fault: { kind: 'lose-response' }, count: 1 });
//   proxy.addRule({ path: '/rest/v1/', fault: { kind: 'status', status: 503 }, probability: 0.3 });
//   proxy.addWsRule({ direction: 'down', match: 'postgres_changes', fault: { kind: 'drop' } });
//   proxy.random({ rate: 0.2 });        // random faults from the seeded RNG (property tests)
//   proxy.partition(true);              // offline: every connection reset, new ones refused
//   proxy.stats.injected                // faults injected so far (by kind in proxy.stats.byKind)
//
// HTTP faults (per request, chosen by the first matching rule with count left and a winning
// probability draw, or by random mode):
//   reset          the request never reaches the server (connection reset)
//   lose-response  the server handles the request, the client's connection is reset before the
//                  answer (a lost acknowledgement)
//   delay          the request is held `ms` before it is forwarded
//   duplicate      the request is sent to the server twice (one after the other, or at once), the
//                  client gets one of the answers
//   reorder        the answer is held until the next answer passes (or `maxHoldMs`)
//   cut            the answer's headers and half its body are written, then the socket is destroyed
//   status         the proxy answers `status` itself (5xx, 413, 401 ...); with `forward: true` the
//                  server handles the request first and its answer is replaced
// Websocket faults (per frame and direction): drop, delay, duplicate, reorder, close.
//
// Every random choice comes from one seeded RNG, so a failing property run replays from its seed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type net from 'node:net';
import WebSocket, { WebSocketServer, type RawData } from 'ws';
import { seededRandom } from '../../supabase/local/seededRandom.ts';

export type HttpFault =
  | { kind: 'reset' }
  | { kind: 'lose-response' }
  | { kind: 'delay'; ms: number }
  | { kind: 'duplicate'; concurrent?: boolean; answer?: 'first' | 'second' }
  | { kind: 'reorder'; maxHoldMs?: number }
  | { kind: 'cut' }
  | {
      kind: 'status';
      status: number;
      forward?: boolean;
      body?: unknown;
      /** Only for bodies of at least this many bytes (a 413 is about size: a small request passes). */
      minBodyBytes?: number;
    };

export type WsFault =
  | { kind: 'drop' }
  | { kind: 'delay'; ms: number }
  | { kind: 'duplicate' }
  | { kind: 'reorder'; maxHoldMs?: number }
  | { kind: 'close' };

export type FaultKind = HttpFault['kind'] | `ws-${WsFault['kind']}` | 'partition';

export interface HttpRule {
  /** HTTP method to match (any when absent). */
  method?: string;
  /** Substring of, or pattern for, the request path (with query). Any when absent. */
  path?: string | RegExp;
  /** Only requests whose body has at least this many bytes (a size limit: `status` 413). */
  minBodyBytes?: number;
  fault: HttpFault;
  /** How many times the rule fires (default: unlimited). */
  count?: number;
  /** Let this many matching requests pass before the rule fires (default 0). */
  skip?: number;
  /** Chance that a matching request gets the fault (default 1), drawn from the seeded RNG. */
  probability?: number;
}

export interface WsRule {
  /** 'up' = client → server, 'down' = server → client (default both). */
  direction?: 'up' | 'down';
  /** Substring of, or pattern for, the frame's text. */
  match?: string | RegExp;
  fault: WsFault;
  count?: number;
  skip?: number;
  probability?: number;
}

export interface RandomModeOptions {
  /** Chance that an HTTP request gets a fault (default 0.15). */
  rate?: number;
  /** Chance that a websocket frame gets a fault (default: rate / 2). */
  wsRate?: number;
  /** Paths eligible for random faults (default: every /rest/v1/ and /auth/v1/ request). */
  path?: string | RegExp;
  /** The faults to draw from (default: all HTTP kinds with 5xx, 413 and 401 answers). */
  faults?: HttpFault[];
  wsFaults?: WsFault[];
}

export interface FaultStats {
  requests: number;
  frames: number;
  injected: number;
  byKind: Partial<Record<FaultKind, number>>;
}

export interface FaultLogEntry {
  kind: FaultKind;
  detail: string;
}

export interface FaultProxy {
  /** Base URL to give supabase-js (http://127.0.0.1:port). */
  readonly url: string;
  readonly seed: number;
  readonly stats: FaultStats;
  /** The faults injected, in order (for a failing run's report). */
  readonly log: FaultLogEntry[];
  addRule(rule: HttpRule): void;
  addWsRule(rule: WsRule): void;
  clearRules(): void;
  /** Random faults on every eligible request/frame; `null` turns random mode off. */
  random(options: RandomModeOptions | null): void;
  /** Offline (true): open connections are reset and new requests refused until back (false). */
  partition(offline: boolean): void;
  readonly offline: boolean;
  /** Closes every open websocket (both sides), like a network blip. */
  dropWebsockets(): void;
  /** Requests seen, as `METHOD path`. */
  readonly requests: string[];
  /** Waits until no request is being handled by the proxy. */
  idle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_RANDOM_FAULTS: HttpFault[] = [
  { kind: 'reset' },
  { kind: 'lose-response' },
  { kind: 'delay', ms: 150 },
  { kind: 'duplicate' },
  { kind: 'duplicate', concurrent: true, answer: 'second' },
  { kind: 'reorder', maxHoldMs: 300 },
  { kind: 'cut' },
  { kind: 'status', status: 503 },
  { kind: 'status', status: 500, forward: true },
  { kind: 'status', status: 502 },
  // a body limit below the size of a batch of a few writes: the engine must split, and a single
  // write (always under it) goes through
  { kind: 'status', status: 413, minBodyBytes: 1200 },
  { kind: 'status', status: 401 },
];

const DEFAULT_RANDOM_WS_FAULTS: WsFault[] = [
  { kind: 'drop' },
  { kind: 'delay', ms: 100 },
  { kind: 'duplicate' },
  { kind: 'reorder', maxHoldMs: 300 },
  { kind: 'close' },
];

interface UpstreamAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function matches(pattern: string | RegExp | undefined, text: string): boolean {
  if (pattern === undefined) return true;
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}

export async function startFaultProxy(
  upstreamUrl: string,
  options: { seed?: number; port?: number } = {},
): Promise<FaultProxy> {
  const upstream = new URL(upstreamUrl);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const rng = seededRandom(seed);
  const rules: (HttpRule & { seen: number; fired: number })[] = [];
  const wsRules: (WsRule & { seen: number; fired: number })[] = [];
  let randomMode: RandomModeOptions | null = null;
  let offline = false;
  const stats: FaultStats = { requests: 0, frames: 0, injected: 0, byKind: {} };
  const log: FaultLogEntry[] = [];
  const requests: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const sockets = new Set<net.Socket>();
  const websockets = new Set<{ client: WebSocket; server: WebSocket | null }>();
  let inFlight = 0;
  /** Answers held by 'reorder', released when the next answer passes. */
  const held: (() => void)[] = [];

  const count = (kind: FaultKind, detail: string) => {
    stats.injected++;
    stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
    log.push({ kind, detail });
    if (log.length > 2000) log.shift();
  };

  const releaseHeld = () => {
    for (const release of held.splice(0)) release();
  };

  /** Whether a matching `rule` fires now: within its count, past its skips, and by its probability. */
  const fires = (rule: { count?: number; skip?: number; probability?: number; seen: number; fired: number }) => {
    if (rule.count !== undefined && rule.fired >= rule.count) return false;
    rule.seen++;
    if (rule.seen <= (rule.skip ?? 0)) return false;
    if (rule.probability !== undefined && rng() >= rule.probability) return false;
    rule.fired++;
    return true;
  };

  /** Random mode: one of `faults` with probability `rate`. */
  const randomFault = <F>(rate: number, faults: F[]): F | null =>
    rng() < rate ? faults[Math.floor(rng() * faults.length)] : null;

  function pickHttpFault(method: string, path: string, bodyBytes: number): HttpFault | null {
    for (const rule of rules) {
      if (rule.method && rule.method.toUpperCase() !== method) continue;
      if (!matches(rule.path, path)) continue;
      if (rule.minBodyBytes !== undefined && bodyBytes < rule.minBodyBytes) continue;
      if (fires(rule)) return rule.fault;
    }
    if (randomMode && matches(randomMode.path ?? /^\/(rest|auth)\/v1\//, path))
      return randomFault(randomMode.rate ?? 0.15, randomMode.faults ?? DEFAULT_RANDOM_FAULTS);
    return null;
  }

  function pickWsFault(direction: 'up' | 'down', text: string): WsFault | null {
    for (const rule of wsRules) {
      if (rule.direction && rule.direction !== direction) continue;
      if (!matches(rule.match, text)) continue;
      if (fires(rule)) return rule.fault;
    }
    if (randomMode)
      return randomFault(
        randomMode.wsRate ?? (randomMode.rate ?? 0.15) / 2,
        randomMode.wsFaults ?? DEFAULT_RANDOM_WS_FAULTS,
      );
    return null;
  }

  function forward(req: http.IncomingMessage, body: Buffer): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers };
      for (const name of Object.keys(headers)) if (HOP_BY_HOP.has(name)) delete headers[name];
      headers.host = upstream.host;
      headers['content-length'] = String(body.length);
      const out = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  function answer(res: http.ServerResponse, reply: UpstreamAnswer): void {
    if (res.destroyed) return;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers['content-length'] = String(reply.body.length);
    res.writeHead(reply.status, headers);
    res.end(reply.body);
    releaseHeld();
  }

  function selfAnswer(status: number, body: unknown): UpstreamAnswer {
    const text = Buffer.from(
      JSON.stringify(
        body ??
          (status === 401
            ? { code: 'PGRST301', message: 'JWT expired (fault proxy)' }
            : status === 413
              ? { message: 'Payload too large (fault proxy)', code: 'payload_too_large' }
              : { message: `Fault proxy answered ${status}` }),
      ),
    );
    return {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' },
      body: text,
    };
  }

  const destroy = (res: http.ServerResponse) => {
    res.socket?.resetAndDestroy?.();
    res.socket?.destroy();
    res.destroy();
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = req.url ?? '/';
    stats.requests++;
    requests.push(`${method} ${path}`);
    if (requests.length > 5000) requests.shift();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (offline) {
      count('partition', `${method} ${path}`);
      return destroy(res);
    }
    let fault = method === 'OPTIONS' ? null : pickHttpFault(method, path, body.length);
    if (fault?.kind === 'status' && fault.minBodyBytes !== undefined && body.length < fault.minBodyBytes) fault = null;
    const label = `${method} ${path.split('?')[0]}`;
    if (!fault) return answer(res, await forward(req, body));
    count(fault.kind, label);
    switch (fault.kind) {
      case 'reset':
        return destroy(res);
      case 'lose-response': {
        await forward(req, body).catch(() => undefined);
        return destroy(res);
      }
      case 'delay':
        await new Promise((r) => setTimeout(r, fault.ms));
        if (offline) return destroy(res);
        return answer(res, await forward(req, body));
      case 'duplicate': {
        let first: UpstreamAnswer;
        let second: UpstreamAnswer;
        if (fault.concurrent) [first, second] = await Promise.all([forward(req, body), forward(req, body)]);
        else {
          first = await forward(req, body);
          second = await forward(req, body);
        }
        return answer(res, fault.answer === 'second' ? second : first);
      }
      case 'reorder': {
        const reply = await forward(req, body);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, fault.maxHoldMs ?? 1000);
          held.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        // released by the next answer: answer after it (setImmediate) so the order really flips
        await new Promise((r) => setImmediate(r));
        return answer(res, reply);
      }
      case 'cut': {
        const reply = await forward(req, body);
        if (res.destroyed) return;
        const headers: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.headers))
          if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
        headers['content-length'] = String(Math.max(reply.body.length, 2));
        res.writeHead(reply.status, headers);
        res.write(reply.body.subarray(0, Math.floor(reply.body.length / 2)));
        await new Promise((r) => setTimeout(r, 10));
        return destroy(res);
      }
      case 'status': {
        if (fault.forward) await forward(req, body).catch(() => undefined);
        return answer(res, selfAnswer(fault.status, fault.body));
      }
    }
  }

  const server = http.createServer((req, res) => {
    inFlight++;
    handle(req, res)
      .catch(() => destroy(res))
      .finally(() => inFlight--);
  });
  server.keepAliveTimeout = 5000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (offline) socket.destroy();
  });
  server.on('clientError', (_err, socket) => socket.destroy());

  // Websockets: the client's socket is accepted here, a second one opened to the gateway, and
  // every frame relayed through the websocket rules.
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (offline) {
      count('partition', `WS ${req.url}`);
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (client) => {
      const target = `${upstream.protocol === 'https:' ? 'wss' : 'ws'}://${upstream.host}${req.url}`;
      const server = new WebSocket(target);
      const pair = { client, server: server as WebSocket | null };
      websockets.add(pair);
      const queued: { data: RawData; isBinary: boolean }[] = [];
      const heldFrames: Record<'up' | 'down', (() => void)[]> = { up: [], down: [] };
      const closeBoth = () => {
        websockets.delete(pair);
        if (client.readyState === WebSocket.OPEN || client.readyState === WebSocket.CONNECTING) client.terminate();
        if (server.readyState === WebSocket.OPEN || server.readyState === WebSocket.CONNECTING) server.terminate();
      };
      const relay = (direction: 'up' | 'down', data: RawData, isBinary: boolean) => {
        stats.frames++;
        const to = direction === 'up' ? server : client;
        const send = () => {
          if (to.readyState === WebSocket.OPEN) to.send(data, { binary: isBinary });
          for (const release of heldFrames[direction].splice(0)) release();
        };
        const text = isBinary ? '' : data.toString();
        const fault = offline ? null : pickWsFault(direction, text);
        if (!fault) return send();
        const label = `${direction} ${text.slice(0, 80)}`;
        count(`ws-${fault.kind}`, label);
        switch (fault.kind) {
          case 'drop':
            return;
          case 'delay':
            setTimeout(send, fault.ms);
            return;
          case 'duplicate':
            send();
            send();
            return;
          case 'reorder': {
            let done = false;
            const release = () => {
              if (done) return;
              done = true;
              setImmediate(() => to.readyState === WebSocket.OPEN && to.send(data, { binary: isBinary }));
            };
            heldFrames[direction].push(release);
            setTimeout(release, fault.maxHoldMs ?? 1000);
            return;
          }
          case 'close':
            closeBoth();
            return;
        }
      };
      server.on('open', () => {
        for (const { data, isBinary } of queued.splice(0)) relay('up', data, isBinary);
      });
      client.on('message', (data, isBinary) => {
        if (server.readyState === WebSocket.CONNECTING) queued.push({ data, isBinary });
        else relay('up', data, isBinary);
      });
      server.on('message', (data, isBinary) => relay('down', data, isBinary));
      client.on('close', closeBoth);
      server.on('close', closeBoth);
      client.on('error', closeBoth);
      server.on('error', closeBoth);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const dropWebsockets = () => {
    for (const pair of [...websockets]) {
      websockets.delete(pair);
      pair.client.terminate();
      pair.server?.terminate();
    }
  };

  return {
    url: `http://127.0.0.1:${port}`,
    seed,
    stats,
    log,
    requests,
    get offline() {
      return offline;
    },
    addRule(rule) {
      rules.push({ ...rule, seen: 0, fired: 0 });
    },
    addWsRule(rule) {
      wsRules.push({ ...rule, seen: 0, fired: 0 });
    },
    clearRules() {
      rules.length = 0;
      wsRules.length = 0;
      releaseHeld();
    },
    random(mode) {
      randomMode = mode;
    },
    partition(value) {
      offline = value;
      if (value) {
        releaseHeld();
        dropWebsockets();
        for (const socket of sockets) socket.destroy();
      }
    },
    dropWebsockets,
    async idle(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    },
    async stop() {
      releaseHeld();
      dropWebsockets();
      wss.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      });
      agent.destroy();
    },
  };
}
