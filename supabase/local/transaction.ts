// One transaction on one pooled connection, for work that must land whole or not at all (a
// session with its first refresh token, an object row written as the caller's role).
import type pg from 'pg';

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
