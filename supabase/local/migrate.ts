// Applies supabase/local/bootstrap.sql (what a hosted project already has; idempotent, every
// start) and then supabase/migrations/*.sql in version order, each once, each in its own
// transaction, recorded in supabase_migrations.schema_migrations like the Supabase CLI does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
export const BOOTSTRAP_SQL = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

/** Password of the `authenticator` login role PostgREST connects as (local stack only). */
export const AUTHENTICATOR_PASSWORD = 'partii-local-authenticator';

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const m = /^(\d+)_(.+)\.sql$/.exec(f)!;
      return { version: m[1], name: m[2], file: path.join(dir, f) };
    });
}

export async function applyBootstrap(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // bootstrap is idempotent but not concurrency-safe; serialise stacks sharing a cluster
    await client.query('select pg_advisory_lock(727271)');
    await client.query(readFileSync(BOOTSTRAP_SQL, 'utf8'));
    await client.query(`alter role authenticator with login password '${AUTHENTICATOR_PASSWORD}'`);
  } finally {
    await client.query('select pg_advisory_unlock(727271)').catch(() => undefined);
    client.release();
  }
}

/** Applies pending migrations; answers the versions applied now (empty when up to date). */
export async function applyMigrations(
  pool: pg.Pool,
  log: (msg: string) => void,
  dir = MIGRATIONS_DIR,
): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock(727272)');
    await client.query(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        statements text[],
        name text
      );
      alter table supabase_migrations.schema_migrations add column if not exists applied_at timestamptz default now();
    `);
    const done = new Set(
      (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    for (const m of listMigrations(dir)) {
      if (done.has(m.version)) continue;
      const sql = readFileSync(m.file, 'utf8');
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [m.version, m.name, [sql]],
        );
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw new Error(`migration ${path.basename(m.file)} failed: ${(err as Error).message}`);
      }
      applied.push(m.version);
      log(`applied migration ${path.basename(m.file)}`);
    }
    // PostgREST caches the schema; tell it to reload (it listens on channel pgrst)
    if (applied.length) await client.query(`notify pgrst, 'reload schema'`);
  } finally {
    await client.query('select pg_advisory_unlock(727272)').catch(() => undefined);
    client.release();
  }
  return applied;
}
