// The local stack's Realtime server: `/realtime/v1/websocket` on the gateway's HTTP server,
// speaking the Phoenix channel protocol of realtime-js v2 (vsn 2.0.0), with postgres_changes fed
// by the synced tables' `pg_notify('partii_changes', ...)` triggers and RLS checked per subscriber
// (see changes.ts), plus simple broadcast and presence between sockets of this process.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { StackContext } from '../context.ts';
import { verifyToken, type Identity } from './identity.ts';
import { ChangeFeed, CHANGES_CHANNEL } from './changes.ts';
import { TopicRegistry } from './channels.ts';
import { ColumnCache } from './columns.ts';
import { RealtimeConnection } from './connection.ts';
import { listen, type Listener } from './listener.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** Frames above this are refused (ws closes the socket with 1009 "message too big"). */
export const MAX_FRAME_BYTES = 1024 * 1024;
/** realtime-js sends a heartbeat every 25 s; a socket silent for this long is dead. */
const IDLE_TIMEOUT_MS = 90_000;

export interface RealtimeServer {
  /** Resolves once the LISTEN connection is established. */
  ready: Promise<void>;
  /** Resolves when every change notified so far has been delivered (tests use it). */
  idle(): Promise<void>;
  /** Number of open client sockets. */
  connectionCount(): number;
  close(): Promise<void>;
}

export function attachRealtime(ctx: StackContext, httpServer: http.Server): RealtimeServer {
  const secret = ctx.config.jwtSecret;
  const topics = new TopicRegistry();
  const columns = new ColumnCache(ctx.pool);
  let bindingSeq = 0;
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const feed = new ChangeFeed({
    pool: ctx.pool,
    columns,
    channels: () => topics.all(),
    log: ctx.log,
  });
  let closing = false;

  // The LISTEN connection lives while the HTTP server does: it is given back to the pool when the
  // server closes (a gateway restart, or a stop that ends the pool right after) and taken again
  // when the server listens again. So stopping never waits on a pool client we hold.
  let listener: Listener | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const startListening = () => {
    if (listener || closing) return;
    listener = listen(ctx.pool, CHANGES_CHANNEL, (payload) => feed.push(payload), ctx.log);
    void listener.ready.then(markReady);
  };
  const stopListening = async () => {
    const current = listener;
    listener = null;
    await current?.close();
  };
  const onServerClose = () => {
    for (const ws of sockets) ws.terminate();
    void stopListening();
  };
  startListening();
  httpServer.on('listening', startListening);
  httpServer.on('close', onServerClose);

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return rejectUpgrade(socket, 400, 'bad request');
    }
    if (url.pathname.replace(/\/+$/, '') !== REALTIME_PATH) {
      // Not ours. Another upgrade handler may claim it; if there is none, do not leave it hanging.
      if (httpServer.listenerCount('upgrade') <= 1) rejectUpgrade(socket, 404, 'not found');
      return;
    }
    socket.on('error', (error) => ctx.log('realtime: socket error', error.message));
    if (closing) return rejectUpgrade(socket, 503, 'realtime is shutting down');
    const apikey = url.searchParams.get('apikey') ?? headerValue(req.headers.apikey);
    void verifyToken(apikey, secret).then(
      (verified) => {
        if (!verified.ok) return rejectUpgrade(socket, 403, verified.reason);
        if (closing || socket.destroyed) return socket.destroy();
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, verified.identity));
      },
      (error) => {
        ctx.log('realtime: upgrade failed', error);
        rejectUpgrade(socket, 500, 'internal error');
      },
    );
  };

  const onConnection = (ws: WebSocket, identity: Identity) => {
    sockets.add(ws);
    const connection = new RealtimeConnection(ws, identity, {
      secret,
      topics,
      columns,
      nextBindingId: () => ++bindingSeq,
      log: ctx.log,
    });
    let idleTimer = setTimeout(() => ws.terminate(), IDLE_TIMEOUT_MS);
    ws.on('message', (data, isBinary) => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => ws.terminate(), IDLE_TIMEOUT_MS);
      connection.receive(toBuffer(data), isBinary);
    });
    // 'error' (e.g. a frame above maxPayload, a protocol violation) is followed by 'close'.
    ws.on('error', (error) => ctx.log('realtime: websocket error', error.message));
    ws.on('close', () => {
      clearTimeout(idleTimer);
      sockets.delete(ws);
      connection.closeAll();
    });
  };

  httpServer.on('upgrade', onUpgrade);

  return {
    ready,
    idle: () => feed.idle(),
    connectionCount: () => sockets.size,
    async close() {
      if (closing) return;
      closing = true;
      httpServer.removeListener('upgrade', onUpgrade);
      httpServer.removeListener('listening', startListening);
      httpServer.removeListener('close', onServerClose);
      for (const ws of sockets) ws.close(1001, 'server shutting down');
      // Give clients a moment to answer the close handshake, then cut what is left.
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await stopListening();
      await feed.idle();
    },
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ error: message, message });
  const reason = status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : status === 400 ? 'Bad Request' : 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
