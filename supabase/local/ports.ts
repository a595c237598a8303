import net from 'node:net';

/** Thrown when a port the user asked for is taken; main.ts prints its message as one line. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    what: string,
  ) {
    super(`Port ${port} is already in use (${what}). Stop the process using it or choose another port.`);
    this.name = 'PortInUseError';
  }
}

/** A port the OS says is free right now (internal services: PostgreSQL, PostgREST). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves if `port` can be bound on all interfaces, rejects with PortInUseError otherwise. */
export function assertPortFree(port: number, what: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' || err.code === 'EACCES' ? new PortInUseError(port, what) : err),
    );
    srv.listen(port, () => srv.close(() => resolve()));
  });
}
