// The slice of the gateway's service context the auth service uses (see docs/contracts.md).
import type pg from 'pg';

export interface AuthConfig {
  enableConfirmations: boolean;
  siteUrl: string;
  /** Seconds a rotated refresh token stays usable (GoTrue's refresh_token_reuse_interval). */
  refreshTokenReuseInterval?: number;
}

export interface ServiceContext {
  pool: pg.Pool;
  config: {
    jwtSecret: string;
    anonKey: string;
    serviceRoleKey: string;
    apiUrl: string;
    authConfig: AuthConfig;
    /** secrets for server functions (AI_PROVIDER_*), see supabase/local/config.ts */
    functionEnv?: Record<string, string>;
  };
  dataDir: string;
  log: (...args: unknown[]) => void;
}

/** Runs `work` in one transaction on a pooled client; rolls back on any error. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
