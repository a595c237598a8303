// One client socket: the Phoenix channel protocol as realtime-js uses it. Frames of a socket are
// handled strictly in arrival order (a join must finish before the leave that follows it).
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { verifyToken, type Identity } from './identity.ts';
import type { ChannelState, PostgresBinding, TopicRegistry } from './channels.ts';
import type { ColumnCache } from './columns.ts';
import { FilterError, parseFilter } from './filters.ts';
import { decodeBinary, decodeText, encode, replyError, replyOk, type DecodeResult, type Frame } from './protocol.ts';

export interface ConnectionDeps {
  /** the stack's JWT secret, for the access tokens channels join with */
  secret: string;
  topics: TopicRegistry;
  columns: ColumnCache;
  nextBindingId: () => number;
  log: (...args: unknown[]) => void;
}

const CHANGE_EVENTS: ReadonlySet<string> = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
/** Limits per socket, like the hosted service's per-client quotas. */
const MAX_CHANNELS_PER_SOCKET = 100;
const MAX_BINDINGS_PER_CHANNEL = 100;
/** Longest a timer may wait (setTimeout overflows past 2^31-1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class RealtimeConnection {
  private channels = new Map<string, ChannelState>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private ws: WebSocket,
    /** The socket's identity from its apikey; a join without access_token runs as this. */
    private socketIdentity: Identity,
    private deps: ConnectionDeps,
  ) {}

  receive(data: Buffer, isBinary: boolean): void {
    const decoded = isBinary ? decodeBinary(new Uint8Array(data)) : decodeText(data.toString('utf8'));
    this.queue = this.queue
      .then(() => this.handle(decoded))
      .catch((error) => {
        this.deps.log('realtime: frame handling failed', error);
        if (decoded.ok) this.send(replyError(decoded.frame, 'internal error'));
      });
  }

  /** The socket is gone: leave every channel (presence leaves reach the others). */
  closeAll(): void {
    this.closed = true;
    for (const channel of this.channels.values()) this.leave(channel);
    this.channels.clear();
  }

  private send(text: string): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(text, (error) => error && this.deps.log('realtime: send failed', error.message));
  }

  private async handle(decoded: DecodeResult): Promise<void> {
    if (this.closed) return;
    if (!decoded.ok) {
      this.send(replyError(decoded, decoded.reason));
      return;
    }
    const frame = decoded.frame;
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.send(replyOk(frame));
      else this.send(replyError(frame, `unknown event "${frame.event}" on topic phoenix`));
      return;
    }
    if (frame.event === 'phx_join') return this.join(frame);

    const channel = this.channels.get(frame.topic);
    if (!channel) {
      this.send(replyError(frame, 'unmatched topic'));
      return;
    }
    switch (frame.event) {
      case 'phx_leave':
        this.send(replyOk(frame));
        this.leave(channel);
        this.channels.delete(frame.topic);
        this.send(encode(channel.joinRef, channel.joinRef, channel.topic, 'phx_close', {}));
        return;
      case 'access_token':
        return this.updateToken(channel, frame);
      case 'broadcast':
        this.deps.topics.broadcast(channel, broadcastPayload(frame.payload));
        this.send(replyOk(frame));
        return;
      case 'presence':
        return this.presence(channel, frame);
      default:
        this.send(replyError(frame, `unknown event "${frame.event}"`));
    }
  }

  private async join(frame: Frame): Promise<void> {
    if (!frame.topic.startsWith('realtime:')) {
      this.send(replyError(frame, 'topics must start with "realtime:"'));
      return;
    }
    const config = (frame.payload.config ?? {}) as Record<string, unknown>;
    if (typeof config !== 'object' || config === null) {
      this.send(replyError(frame, 'config must be an object'));
      return;
    }
    if (config.private === true) {
      // Private channels are authorised by RLS on realtime.messages on the hosted service, which
      // the local stack does not have; refusing is safer than letting everyone in.
      this.send(replyError(frame, 'private channels are not supported by the local stack'));
      return;
    }

    if (!this.channels.has(frame.topic) && this.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      this.send(replyError(frame, `at most ${MAX_CHANNELS_PER_SOCKET} channels per connection`));
      return;
    }

    let identity = this.socketIdentity;
    if (frame.payload.access_token !== undefined && frame.payload.access_token !== null) {
      const verified = await verifyToken(frame.payload.access_token, this.deps.secret);
      if (!verified.ok) {
        this.send(replyError(frame, verified.reason));
        return;
      }
      identity = verified.identity;
    }

    let bindings: PostgresBinding[];
    try {
      bindings = await this.parseBindings(config.postgres_changes);
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
      this.send(replyError(frame, error.message));
      return;
    }

    // A second join of the same topic replaces the first (Phoenix closes the duplicate).
    const previous = this.channels.get(frame.topic);
    if (previous) this.leave(previous);

    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    const channel: ChannelState = {
      topic: frame.topic,
      joinRef: frame.joinRef,
      identity,
      bindings,
      broadcastSelf: broadcast?.self === true,
      presenceEnabled: presence?.enabled === true,
      presenceKey: typeof presence?.key === 'string' && presence.key !== '' ? presence.key : randomUUID(),
      presenceMeta: null,
      active: true,
      send: (text) => this.send(text),
    };
    this.channels.set(frame.topic, channel);
    this.deps.topics.add(channel);
    this.armExpiry(channel);

    const response =
      config.postgres_changes === undefined
        ? {}
        : {
            postgres_changes: bindings.map((b) => ({
              id: b.id,
              event: b.event,
              schema: b.schema,
              table: b.table,
              ...(b.filter !== undefined ? { filter: b.filter } : {}),
            })),
          };
    this.send(replyOk(frame, response));
    if (bindings.length > 0) {
      this.systemMessage(channel, 'ok', 'postgres_changes', 'Subscribed to PostgreSQL');
    }
    if (channel.presenceEnabled) {
      this.send(
        encode(channel.joinRef, null, channel.topic, 'presence_state', this.deps.topics.presenceState(channel.topic)),
      );
    }
  }

  private async parseBindings(raw: unknown): Promise<PostgresBinding[]> {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) throw new FilterError('postgres_changes must be an array');
    if (raw.length > MAX_BINDINGS_PER_CHANNEL) {
      throw new FilterError(`at most ${MAX_BINDINGS_PER_CHANNEL} postgres_changes bindings per channel`);
    }
    const bindings: PostgresBinding[] = [];
    for (const item of raw) {
      if (!item || typeof item !== 'object') throw new FilterError('each postgres_changes binding must be an object');
      const { event, schema, table, filter } = item as Record<string, unknown>;
      if (typeof event !== 'string' || !CHANGE_EVENTS.has(event.toUpperCase())) {
        throw new FilterError(`invalid postgres_changes event ${JSON.stringify(event)}`);
      }
      if (typeof schema !== 'string' || schema === '') throw new FilterError('postgres_changes binding needs a schema');
      if (table !== undefined && table !== null && typeof table !== 'string') throw new FilterError('invalid table');
      if (filter !== undefined && filter !== null && typeof filter !== 'string')
        throw new FilterError('invalid filter');
      const conditions = parseFilter(filter as string | undefined);
      if (typeof table === 'string' && table !== '*') {
        const columns = await this.deps.columns.get(schema, table);
        if (!columns) throw new FilterError(`table ${schema}.${table} does not exist`);
        for (const c of conditions) {
          if (!columns.some((col) => col.name === c.column)) {
            throw new FilterError(`column ${c.column} does not exist in ${schema}.${table}`);
          }
        }
      }
      bindings.push({
        id: this.deps.nextBindingId(),
        // Echoed exactly as sent: realtime-js compares the reply's event with its own binding.
        event,
        schema,
        table: typeof table === 'string' ? table : undefined,
        filter: typeof filter === 'string' ? filter : undefined,
        conditions,
      });
    }
    return bindings;
  }

  private async updateToken(channel: ChannelState, frame: Frame): Promise<void> {
    const token = frame.payload.access_token;
    if (token === null || token === undefined) {
      // realtime-js pushes a null token when its token source yields none (signed out): the
      // subscriber falls back to what the socket's apikey may see.
      channel.identity = this.socketIdentity;
      this.armExpiry(channel);
      this.send(replyOk(frame));
      return;
    }
    const verified = await verifyToken(token, this.deps.secret);
    if (!verified.ok) {
      this.send(replyError(frame, verified.reason));
      this.fail(channel, verified.reason);
      return;
    }
    channel.identity = verified.identity;
    this.armExpiry(channel);
    this.send(replyOk(frame));
  }

  private presence(channel: ChannelState, frame: Frame): void {
    const event = frame.payload.event;
    if (event === 'track') {
      const payload = frame.payload.payload;
      this.deps.topics.track(
        channel,
        payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
      );
      this.send(replyOk(frame));
    } else if (event === 'untrack') {
      this.deps.topics.untrack(channel);
      this.send(replyOk(frame));
    } else {
      this.send(replyError(frame, `unknown presence event ${JSON.stringify(event)}`));
    }
  }

  /** Closes a channel whose token is no longer valid: system error, then phx_close. */
  private fail(channel: ChannelState, reason: string): void {
    if (!channel.active) return;
    this.systemMessage(channel, 'error', 'system', reason);
    this.leave(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.send(encode(channel.joinRef, null, channel.topic, 'phx_close', {}));
  }

  private armExpiry(channel: ChannelState): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = undefined;
    const { expiresAt } = channel.identity;
    if (expiresAt === null) return;
    const wait = expiresAt - Date.now();
    if (wait > MAX_TIMER_MS) return;
    channel.expiryTimer = setTimeout(() => this.fail(channel, 'Token has expired'), Math.max(0, wait));
    channel.expiryTimer.unref();
  }

  private leave(channel: ChannelState): void {
    if (!channel.active) return;
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.active = false;
    this.deps.topics.remove(channel);
    this.deps.topics.untrack(channel);
  }

  private systemMessage(channel: ChannelState, status: 'ok' | 'error', extension: string, message: string): void {
    this.send(
      encode(channel.joinRef, null, channel.topic, 'system', {
        message,
        status,
        extension,
        channel: channel.topic.replace(/^realtime:/, ''),
      }),
    );
  }
}

/** What other subscribers receive for a broadcast: `{ type: 'broadcast', event, payload }`. */
function broadcastPayload(payload: Record<string, unknown>): Record<string, unknown> {
  return { ...payload, type: 'broadcast' };
}
