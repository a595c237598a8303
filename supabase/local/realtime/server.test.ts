// The realtime server against realtime-js's own client (the one supabase-js bundles) and raw
// sockets, over a real HTTP server. The database is replaced by a small in-memory double that
// answers the three kinds of query the server makes (column lookup, LISTEN, the per-identity
// re-read), so frame handling, routing and message shapes are pinned without a stack; RLS itself
// is pinned against real PostgreSQL in tests/integration/backend-realtime.test.ts.
import http from 'node:http';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SignJWT } from 'jose';
import { RealtimeClient, type RealtimeChannel } from '@supabase/realtime-js';
import type pg from 'pg';
import { attachRealtime, type RealtimeServer } from './index.ts';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const COMPANY_A = '11111111-1111-4111-8111-111111111111';
const COMPANY_B = '22222222-2222-4222-8222-222222222222';

async function token(claims: Record<string, unknown>, expiresIn: string | number = '1h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(SECRET));
}
const userToken = (sub: string, expiresIn?: string | number) => token({ sub, role: 'authenticated' }, expiresIn);

type Row = Record<string, unknown>;

/** In-memory stand-in for the superuser pool: jobs rows readable by their company only. */
class FakeDb {
  rows = new Map<string, Row>();
  reads: { role: string; sub: string }[] = [];
  listenClient: FakeClient | null = null;
  released: FakeClient[] = [];

  pool(): pg.Pool {
    return {
      connect: async () => new FakeClient(this),
      query: async (_sql: string, params: unknown[]) => {
        const name = String(params[0]);
        if (name !== '"public"."jobs"') return { rows: [{ exists: false, name: null, type: null }] };
        return {
          rows: [
            ['id', 'uuid'],
            ['company_id', 'uuid'],
            ['title', 'text'],
            ['status', 'text'],
            ['salary_min', 'int4'],
            ['skills', '_text'],
            ['deleted_at', 'timestamptz'],
          ].map(([n, t]) => ({ exists: true, name: n, type: t })),
        };
      },
    } as unknown as pg.Pool;
  }

  /** A change to company A's jobs row `id`, announced as the table's trigger does. */
  notifyJob(type: 'INSERT' | 'UPDATE' | 'DELETE', id: unknown): void {
    this.notify({ schema: 'public', table: 'jobs', type, id, company_id: COMPANY_A });
  }

  notify(payload: Row): void {
    this.listenClient?.emit('notification', {
      channel: 'partii_changes',
      payload: JSON.stringify(payload),
    });
  }
}

class FakeClient extends EventEmitter {
  private role = 'postgres';
  private sub = '';
  constructor(private db: FakeDb) {
    super();
  }
  async query(sql: string, params: unknown[] = []): Promise<{ rows: Row[] }> {
    if (sql.startsWith('LISTEN')) this.db.listenClient = this;
    if (sql.includes("set_config('role'")) {
      this.role = String(params[0]);
      this.sub = String(params[2]);
    }
    if (sql.includes('to_jsonb(t)')) {
      this.db.reads.push({ role: this.role, sub: this.sub });
      const visible = (params[0] as string[])
        .map((id) => this.db.rows.get(id))
        .filter(
          (row): row is Row =>
            !!row &&
            (this.role === 'service_role' ||
              row.company_id === this.sub ||
              (this.role === 'anon' && row.status === 'published')),
        );
      return { rows: visible.map((row) => ({ row })) };
    }
    return { rows: [] };
  }
  release(): void {
    this.db.released.push(this);
  }
}

interface Harness {
  server: http.Server;
  connections: Set<import('node:net').Socket>;
  db: FakeDb;
  realtime: RealtimeServer;
  url: string;
  port: number;
  anonKey: string;
}

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function start(): Promise<Harness> {
  const db = new FakeDb();
  const server = http.createServer((_req, res) => res.end());
  const connections = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const realtime = attachRealtime(
    { pool: db.pool(), config: { jwtSecret: SECRET } as never, dataDir: '/tmp', log: () => {} },
    server,
  );
  await realtime.ready;
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  cleanups.push(() => realtime.close());
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    connections,
    db,
    realtime,
    port,
    url: `ws://127.0.0.1:${port}/realtime/v1`,
    anonKey: await token({ role: 'anon' }),
  };
}

function client(h: Harness): RealtimeClient {
  const c = new RealtimeClient(h.url, {
    params: { apikey: h.anonKey },
    transport: WebSocket as never,
    timeout: 3000,
  });
  cleanups.push(() => c.disconnect());
  return c;
}

function subscribed(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status !== 'SUBSCRIBED' && status !== 'CHANNEL_ERROR' && status !== 'TIMED_OUT') return;
      resolve(err ? `${status}: ${err.message}` : status);
    });
  });
}

/** A raw socket that collects decoded frames. */
async function raw(h: Harness, apikey = h.anonKey) {
  const ws = new WebSocket(`${h.url}/websocket?apikey=${encodeURIComponent(apikey)}&vsn=2.0.0`);
  cleanups.push(() => ws.terminate());
  const frames: unknown[][] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const waitFor = async (pred: (f: unknown[]) => boolean, ms = 2000) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const hit = frames.find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no matching frame; got ${JSON.stringify(frames)}`);
  };
  return { ws, frames, waitFor };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('connecting', () => {
  it('refuses a socket whose apikey is not signed with the stack secret', async () => {
    const h = await start();
    // Change a character inside the signature: the last base64url character of an HMAC-SHA256
    // signature carries two padding bits, so flipping only its low bit can leave it valid.
    const signed = await token({ role: 'anon' });
    const at = signed.length - 10;
    const forged = signed.slice(0, at) + (signed[at] === 'A' ? 'B' : 'A') + signed.slice(at + 1);
    for (const apikey of ['', 'garbage', forged]) {
      const status = await new Promise<number>((resolve) => {
        const ws = new WebSocket(`${h.url}/websocket?apikey=${apikey}&vsn=2.0.0`);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => {});
      });
      expect(status).toBe(403);
    }
    expect(h.realtime.connectionCount()).toBe(0);
  });

  it('answers heartbeats on the phoenix topic', async () => {
    const h = await start();
    const s = await raw(h);
    s.ws.send('[null,"7","phoenix","heartbeat",{}]');
    expect(await s.waitFor((f) => f[1] === '7')).toEqual([
      null,
      '7',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
  });
});

describe('joining postgres_changes', () => {
  it('echoes the bindings with ids the client accepts, then says Subscribed to PostgreSQL', async () => {
    const h = await start();
    const c = client(h);
    const system: unknown[] = [];
    const channel = c
      .channel('jobs-feed')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'jobs' }, () => {})
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'jobs', filter: 'status=eq.published' },
        () => {},
      )
      .on('system', {}, (payload) => system.push(payload));
    expect(await subscribed(channel)).toBe('SUBSCRIBED');
    const ids = (channel.bindings.postgres_changes as { id?: number }[]).map((b) => b.id);
    expect(ids).toHaveLength(2);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    await expect
      .poll(() => system)
      .toEqual([
        {
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
          extension: 'postgres_changes',
          channel: 'jobs-feed',
        },
      ]);
  });

  it('refuses unknown tables, unknown filter columns and bad filters', async () => {
    const h = await start();
    const c = client(h);
    const cases: [string, Record<string, string>][] = [
      ['a', { table: 'nope' }],
      ['b', { table: 'jobs', filter: 'salary=eq.1' }],
      ['c', { table: 'jobs', filter: 'status=almost.published' }],
    ];
    for (const [name, binding] of cases) {
      const channel = c.channel(name).on('postgres_changes', { event: '*', schema: 'public', ...binding }, () => {});
      expect(await subscribed(channel)).toMatch(/^CHANNEL_ERROR/);
      await c.removeChannel(channel);
    }
  });

  it('refuses a join whose access_token is expired or forged', async () => {
    const h = await start();
    const s = await raw(h);
    const expired = await userToken(COMPANY_A, Math.floor(Date.now() / 1000) - 10);
    s.ws.send(JSON.stringify(['1', '1', 'realtime:x', 'phx_join', { config: {}, access_token: expired }]));
    s.ws.send(JSON.stringify(['2', '2', 'realtime:y', 'phx_join', { config: {}, access_token: 'x.y.z' }]));
    expect((await s.waitFor((f) => f[1] === '1'))[4]).toMatchObject({
      status: 'error',
      response: { reason: expect.stringContaining('expired') },
    });
    expect((await s.waitFor((f) => f[1] === '2'))[4]).toMatchObject({ status: 'error' });
  });
});

describe('delivering changes', () => {
  async function subscriber(h: Harness, jwt: string, filter?: string) {
    const c = client(h);
    await c.setAuth(jwt);
    const events: { eventType: string; new: Row; old: Row; commit_timestamp: string }[] = [];
    const channel = c
      .channel(`jobs-${Math.random()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'jobs', ...(filter ? { filter } : {}) }, (p) =>
        events.push(p as never),
      );
    expect(await subscribed(channel)).toBe('SUBSCRIBED');
    return { c, channel, events };
  }

  const job = (over: Row = {}): Row => ({
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    company_id: COMPANY_A,
    title: 'Engineer',
    status: 'draft',
    salary_min: 100,
    skills: ['go'],
    deleted_at: null,
    ...over,
  });

  it('gives each subscriber the rows its identity may read, in the shape realtime-js reads', async () => {
    const h = await start();
    const a1 = await subscriber(h, await userToken(COMPANY_A));
    const a2 = await subscriber(h, await userToken(COMPANY_A));
    const b = await subscriber(h, await userToken(COMPANY_B));
    const anon = await subscriber(h, h.anonKey);

    h.db.rows.set(job().id as string, job());
    h.db.notifyJob('INSERT', job().id);
    await expect.poll(() => a1.events.length).toBe(1);
    await h.realtime.idle();
    expect(a1.events[0]).toMatchObject({ eventType: 'INSERT', new: job(), old: {} });
    expect(Date.parse(a1.events[0].commit_timestamp)).not.toBeNaN();
    expect(a2.events).toHaveLength(1);
    expect(b.events).toHaveLength(0);
    expect(anon.events).toHaveLength(0);
    // Both company A subscribers share one identity (their tokens differ only in iat/exp): 3 reads, not 4.
    expect(h.db.reads).toHaveLength(3);

    h.db.rows.set(job().id as string, job({ status: 'published' }));
    h.db.notifyJob('UPDATE', job().id);
    await expect.poll(() => anon.events.length).toBe(1);
    expect(anon.events[0]).toMatchObject({
      eventType: 'UPDATE',
      new: { status: 'published' },
      old: { id: job().id },
    });
    expect(b.events).toHaveLength(0);

    h.db.rows.delete(job().id as string);
    h.db.notifyJob('DELETE', job().id);
    await expect.poll(() => a1.events.length).toBe(3);
    await h.realtime.idle();
    expect(a1.events[2]).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: job().id } });
    expect(b.events).toHaveLength(0);
    expect(anon.events).toHaveLength(1);
  });

  it('delivers a burst in order with one re-read per identity and batch', async () => {
    const h = await start();
    const a = await subscriber(h, await userToken(COMPANY_A));
    const b = await subscriber(h, await userToken(COMPANY_B));
    const ids = Array.from({ length: 50 }, (_, i) => `aaaaaaaa-aaaa-4aaa-8aaa-${String(i).padStart(12, '0')}`);
    for (const id of ids) {
      h.db.rows.set(id, job({ id }));
      h.db.notifyJob('INSERT', id);
    }
    await expect.poll(() => a.events.length).toBe(50);
    await h.realtime.idle();
    expect(a.events.map((e) => e.new.id)).toEqual(ids);
    expect(b.events).toHaveLength(0);
    // The first notice starts a batch on its own; the 49 queued behind it make the second.
    expect(h.db.reads).toHaveLength(4);
  });

  it('honours filters and stops after phx_leave', async () => {
    const h = await start();
    const jwt = await userToken(COMPANY_A);
    const published = await subscriber(h, jwt, 'status=eq.published');
    const inList = await subscriber(h, jwt, 'status=in.(archived,published)');
    const notDraft = await subscriber(h, jwt, 'status=neq.draft');
    for (const [i, status] of ['draft', 'published', 'archived'].entries()) {
      const id = `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${i}`;
      h.db.rows.set(id, job({ id, status }));
      h.db.notifyJob('INSERT', id);
    }
    await h.realtime.idle();
    await expect.poll(() => notDraft.events.length).toBe(2);
    expect(published.events.map((e) => e.new.status)).toEqual(['published']);
    expect(inList.events.map((e) => e.new.status)).toEqual(['published', 'archived']);
    expect(notDraft.events.map((e) => e.new.status)).toEqual(['published', 'archived']);

    expect(await published.channel.unsubscribe()).toBe('ok');
    h.db.notifyJob('UPDATE', 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001');
    await expect.poll(() => inList.events.length).toBe(3);
    await sleep(100);
    expect(published.events).toHaveLength(1);
  });

  it('keeps delivering after a valid access_token update and stops after an invalid one', async () => {
    const h = await start();
    const a = await subscriber(h, await userToken(COMPANY_A));
    const system: Row[] = [];
    a.channel.on('system', {}, (p) => system.push(p));
    const id = job().id as string;
    h.db.rows.set(id, job());

    await a.c.setAuth(await userToken(COMPANY_A, '2h'));
    h.db.notifyJob('UPDATE', id);
    await expect.poll(() => a.events.length).toBe(1);

    await a.c.setAuth('not-a-jwt');
    await expect.poll(() => system.find((m) => m.status === 'error')).toMatchObject({ extension: 'system' });
    await expect.poll(() => a.channel.state).toBe('closed');
    h.db.notifyJob('UPDATE', id);
    await h.realtime.idle();
    await sleep(100);
    expect(a.events).toHaveLength(1);
  });

  it('falls back to the apikey identity when the access token is withdrawn (signed out)', async () => {
    const h = await start();
    const a = await subscriber(h, await userToken(COMPANY_A));
    const id = job().id as string;
    h.db.rows.set(id, job({ status: 'draft' }));
    h.db.notifyJob('INSERT', id);
    await expect.poll(() => a.events.length).toBe(1);

    // What realtime-js pushes when its token source yields nothing (internal API, hence the cast).
    const adapter = (a.channel as unknown as { channelAdapter: { push(e: string, p: object): void } }).channelAdapter;
    adapter.push('access_token', { access_token: null });
    await sleep(100);
    h.db.notifyJob('UPDATE', id);
    await h.realtime.idle();
    await sleep(100);
    expect(a.events).toHaveLength(1); // anon cannot read a draft
    expect(h.db.reads.at(-1)).toEqual({ role: 'anon', sub: '' });
    expect(a.channel.state).toBe('joined');
  });

  it('closes a channel when its token expires', async () => {
    const h = await start();
    const s = await raw(h);
    const soon = await userToken(COMPANY_A, Math.floor(Date.now() / 1000) + 1);
    s.ws.send(
      JSON.stringify(['1', '1', 'realtime:x', 'phx_join', { config: { postgres_changes: [] }, access_token: soon }]),
    );
    await s.waitFor((f) => f[1] === '1');
    const close = await s.waitFor((f) => f[3] === 'phx_close', 3000);
    expect(close[2]).toBe('realtime:x');
    expect(s.frames.find((f) => f[3] === 'system' && (f[4] as Row).status === 'error')).toBeDefined();
  });
});

describe('broadcast and presence', () => {
  it('relays broadcasts (binary from realtime-js) to the other subscribers of the topic', async () => {
    const h = await start();
    const sender = client(h);
    const receiver = client(h);
    const got: unknown[] = [];
    const mine: unknown[] = [];
    const rx = receiver.channel('room').on('broadcast', { event: 'cursor' }, (p) => got.push(p));
    const tx = sender
      .channel('room', { config: { broadcast: { ack: true } } })
      .on('broadcast', { event: 'cursor' }, (p) => mine.push(p));
    expect(await subscribed(rx)).toBe('SUBSCRIBED');
    expect(await subscribed(tx)).toBe('SUBSCRIBED');
    expect(await tx.send({ type: 'broadcast', event: 'cursor', payload: { x: 3 } })).toBe('ok');
    await expect.poll(() => got).toEqual([{ type: 'broadcast', event: 'cursor', payload: { x: 3 } }]);
    expect(mine).toEqual([]);
  });

  it('syncs presence between clients', async () => {
    const h = await start();
    const one = client(h).channel('lobby', { config: { presence: { key: 'one' } } });
    const two = client(h).channel('lobby', { config: { presence: { key: 'two' } } });
    one.on('presence', { event: 'sync' }, () => {});
    two.on('presence', { event: 'sync' }, () => {});
    expect(await subscribed(one)).toBe('SUBSCRIBED');
    expect(await subscribed(two)).toBe('SUBSCRIBED');
    expect(await one.track({ name: 'Ada' })).toBe('ok');
    await expect.poll(() => Object.keys(two.presenceState())).toEqual(['one']);
    expect(two.presenceState().one[0]).toMatchObject({ name: 'Ada' });
    await one.untrack();
    await expect.poll(() => Object.keys(two.presenceState())).toEqual([]);
  });
});

describe('robustness', () => {
  it('answers bad frames with an error reply and keeps the socket working', async () => {
    const h = await start();
    const s = await raw(h);
    s.ws.send('this is not json');
    s.ws.send('{"an":"object"}');
    s.ws.send('["1","2","realtime:x"]');
    s.ws.send('["1","3","phoenix","dance",{}]');
    s.ws.send('["1","4","realtime:never-joined","broadcast",{}]');
    s.ws.send(Buffer.from([1, 2, 3]));
    s.ws.send('[null,"9","phoenix","heartbeat",{}]');
    await s.waitFor((f) => f[1] === '9');
    const errors = s.frames.filter((f) => (f[4] as Row).status === 'error');
    expect(errors).toHaveLength(6);
    expect(errors.find((f) => f[1] === '2')?.[2]).toBe('realtime:x');
    expect((errors.find((f) => f[1] === '4')?.[4] as { response: Row }).response.reason).toBe('unmatched topic');
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that sends a frame above 1 MB, and keeps serving others', async () => {
    const h = await start();
    const s = await raw(h);
    const code = await new Promise<number>((resolve) => {
      s.ws.on('close', (c) => resolve(c));
      s.ws.on('error', () => {});
      s.ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', { blob: 'x'.repeat(1024 * 1024 + 10) }]));
    });
    expect(code).toBe(1009);
    const other = await raw(h);
    other.ws.send('[null,"1","phoenix","heartbeat",{}]');
    await other.waitFor((f) => f[1] === '1');
  });

  it('follows the HTTP server through a restart: LISTEN given back on close, taken again on listen; clients resubscribe', async () => {
    const h = await start();
    const c = client(h);
    await c.setAuth(await userToken(COMPANY_A));
    const events: unknown[] = [];
    const statuses: string[] = [];
    const channel = c
      .channel('jobs')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'jobs' }, (p) => events.push(p));
    channel.subscribe((status) => statuses.push(status));
    await expect.poll(() => statuses).toEqual(['SUBSCRIBED']);
    const firstListen = h.db.listenClient;

    // What the gateway's restart does: close, destroying every connection (upgraded ones too),
    // then listen on the same port.
    await new Promise<void>((resolve) => {
      h.server.close(() => resolve());
      for (const socket of h.connections) socket.destroy();
    });
    await expect.poll(() => h.db.released.includes(firstListen!)).toBe(true);
    await new Promise<void>((resolve) => h.server.listen(h.port, '127.0.0.1', resolve));
    await expect.poll(() => h.db.listenClient !== firstListen).toBe(true);
    // realtime-js reconnects (after 1 s) and rejoins by itself.
    await expect.poll(() => statuses, { timeout: 5000 }).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED']);

    const id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    h.db.rows.set(id, { id, company_id: COMPANY_A, status: 'draft' });
    h.db.notifyJob('INSERT', id);
    await expect.poll(() => events.length).toBe(1);
  }, 15_000);

  it('close() ends every socket and gives the LISTEN connection back', async () => {
    const h = await start();
    const s = await raw(h);
    const closed = new Promise<number>((resolve) => s.ws.on('close', resolve));
    await h.realtime.close();
    expect(await closed).toBe(1001);
    expect(h.db.released).toContain(h.db.listenClient);
  });
});
