// One LISTEN connection for the whole server, taken from the superuser pool and kept. If the
// database drops it (restart, network), it is re-established with backoff; changes committed in
// between are not replayed (realtime is a poke: clients pull on reconnect anyway).
import type pg from 'pg';

export interface Listener {
  close(): Promise<void>;
  /** Resolves once the LISTEN is in place (first time). */
  ready: Promise<void>;
}

export function listen(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  log: (...args: unknown[]) => void,
): Listener {
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel === channel) onPayload(msg.payload);
  };

  // Handlers are detached before the client goes back to the pool, so a later error or end of
  // that pooled connection (now someone else's) never reaches us.
  const onError = (error: Error) => client && drop(client, error);
  const onEnd = () => client && drop(client, new Error('connection ended'));
  const detach = (c: pg.PoolClient) => {
    c.removeListener('notification', onNotification);
    c.removeListener('error', onError);
    c.removeListener('end', onEnd);
  };

  const connect = async () => {
    retryTimer = null;
    if (closed) return;
    let c: pg.PoolClient | null = null;
    try {
      c = await pool.connect();
      if (closed) {
        c.release();
        return;
      }
      const current = c;
      current.on('notification', onNotification);
      current.on('error', onError);
      current.on('end', onEnd);
      await current.query(`LISTEN ${channel}`);
      if (closed) {
        // close() ran while LISTEN was in flight: the connection goes back without a listener.
        detach(current);
        await current.query(`UNLISTEN ${channel}`).then(
          () => current.release(),
          (e) => current.release(e),
        );
        return;
      }
      client = current;
      attempt = 0;
      markReady();
    } catch (error) {
      if (c) drop(c, error);
      else schedule(error);
    }
  };

  const schedule = (error: unknown) => {
    if (closed || retryTimer) return;
    const delay = Math.min(5000, 100 * 2 ** attempt++);
    log(`realtime: LISTEN connection lost (${(error as Error)?.message ?? error}); retrying in ${delay} ms`);
    retryTimer = setTimeout(connect, delay);
  };

  const drop = (c: pg.PoolClient, error: unknown) => {
    detach(c);
    if (client === c) client = null;
    // Passing the error destroys the connection instead of returning it to the pool.
    try {
      c.release(error instanceof Error ? error : new Error(String(error)));
    } catch {
      // already released
    }
    schedule(error);
  };

  void connect();

  return {
    ready,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = null;
      if (!c) return;
      detach(c);
      try {
        await c.query(`UNLISTEN ${channel}`);
        c.release();
      } catch (error) {
        try {
          c.release(error as Error);
        } catch {
          // already released
        }
      }
    },
  };
}
