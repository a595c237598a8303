// What the gateway gives every service it mounts (auth, storage, functions, realtime, the REST
// proxy): one context, one handler shape (docs/contracts.md, "Gateway module layout").
import type http from 'node:http';
import type pg from 'pg';
import type { StackConfig } from './config.ts';

export interface StackContext {
  /** superuser pool (bypasses RLS: services check permissions themselves or `set local role`) */
  pool: pg.Pool;
  config: StackConfig;
  dataDir: string;
  log: (...args: unknown[]) => void;
}

/**
 * A mounted service. `subpath` is the URL pathname after the mount prefix, always starting with
 * '/', without the query string (read `req.url` for that): `/auth/v1/token?grant_type=password`
 * → `/token`.
 */
export type ServiceHandler = (req: http.IncomingMessage, res: http.ServerResponse, subpath: string) => Promise<void>;
