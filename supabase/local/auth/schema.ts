// The auth service's own columns of auth.users. GoTrue migrates the auth schema it owns when it
// starts; this service does the same for the few columns it needs beyond what bootstrap.sql
// creates (a hosted project's auth.users has them all): when an invite was sent, when a
// confirmation was sent, the sign-in link token (GoTrue's recovery token) with its time, and a
// pending email change (the new address, the tokens mailed to the new and the current address,
// when they were sent, and how many of the two links were followed).
import type pg from 'pg';

const COLUMNS: Record<string, string> = {
  invited_at: 'timestamptz',
  confirmation_sent_at: 'timestamptz',
  recovery_token: 'text',
  recovery_sent_at: 'timestamptz',
  email_change: 'text',
  email_change_token_new: 'text',
  email_change_token_current: 'text',
  email_change_sent_at: 'timestamptz',
  email_change_confirm_status: 'smallint default 0',
};

const ensured = new WeakMap<pg.Pool, Promise<void>>();

async function addMissingColumns(pool: pg.Pool): Promise<void> {
  // Look first: ALTER TABLE ... IF NOT EXISTS still takes an exclusive lock on auth.users.
  const { rows } = await pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`,
  );
  const present = new Set(rows.map((r) => r.column_name));
  const missing = Object.entries(COLUMNS).filter(([name]) => !present.has(name));
  if (missing.length === 0) return;
  await pool.query(
    `alter table auth.users ${missing.map(([name, type]) => `add column if not exists ${name} ${type}`).join(', ')}`,
  );
}

/** Resolves once auth.users has this service's columns (checked once per pool; retried after a failure). */
export function ensureAuthSchema(pool: pg.Pool): Promise<void> {
  let done = ensured.get(pool);
  if (!done) {
    done = addMissingColumns(pool);
    ensured.set(pool, done);
    done.catch(() => ensured.delete(pool));
  }
  return done;
}
