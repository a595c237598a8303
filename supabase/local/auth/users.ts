// Users in auth.users and their JSON as GoTrue renders it (models.User), which auth-js hands to the
// app unchanged. The table has no identities table beside it; every user here signed up with
// email + password, so each has exactly one `email` identity, derived from the user row.
import { createHash } from 'node:crypto';
import type pg from 'pg';

export interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_token: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  /** a pending email change: the new address (GoTrue's `new_email` in the user JSON) */
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: Date | null;
  /** 0: neither email change link followed yet, 1: one of the two (secure email change) */
  email_change_confirm_status: number | null;
}

type Queryable = pg.Pool | pg.PoolClient;

const USER_COLUMNS =
  'id, email, encrypted_password, email_confirmed_at, confirmation_token, raw_app_meta_data, ' +
  'raw_user_meta_data, created_at, updated_at, last_sign_in_at, invited_at, confirmation_sent_at, recovery_token, ' +
  'recovery_sent_at, email_change, email_change_token_new, email_change_token_current, email_change_sent_at, ' +
  'email_change_confirm_status';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`, [
    email,
  ]);
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insertUser(
  db: Queryable,
  user: {
    email: string;
    passwordHash: string | null;
    confirmed: boolean;
    confirmationToken: string | null;
    userMetadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
  },
): Promise<UserRow> {
  const appMetadata = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, confirmation_token,
                             raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, case when $3 then now() end, $4, $5, $6)
     returning ${USER_COLUMNS}`,
    [user.email, user.passwordHash, user.confirmed, user.confirmationToken, appMetadata, user.userMetadata],
  );
  return rows[0];
}

export async function confirmUser(db: Queryable, id: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
            confirmation_token = '', updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id],
  );
  return rows[0];
}

/** A new confirmation token (sign-up or invite), mailed now; `invited` also records the invite. */
export async function setConfirmationToken(
  db: Queryable,
  id: string,
  token: string,
  opts: { invited?: boolean } = {},
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(),
            invited_at = case when $3 then now() else invited_at end, updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, token, opts.invited ?? false],
  );
  return rows[0];
}

/** A new sign-in link token (GoTrue keeps it as the recovery token), mailed now. */
export async function setRecoveryToken(db: Queryable, id: string, token: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, token],
  );
  return rows[0];
}

/**
 * Uses up a mailed token: a confirmation token (sign-up, invite) or a sign-in link's recovery token.
 * Following the link confirms the address. One statement, so a link followed twice at once signs
 * in once. Answers the user, or null when no user holds that token.
 */
export async function consumeToken(
  db: Queryable,
  column: 'confirmation_token' | 'recovery_token',
  token: string,
): Promise<UserRow | null> {
  if (!token) return null;
  const { rows } = await db.query<UserRow>(
    `update auth.users set ${column} = '', email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where ${column} = $1 returning ${USER_COLUMNS}`,
    [token],
  );
  return rows[0] ?? null;
}

export async function touchLastSignIn(db: Queryable, id: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [id],
  );
  return rows[0];
}

export async function updateUser(
  db: Queryable,
  id: string,
  patch: {
    email?: string;
    passwordHash?: string;
    userMetadata?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    confirmed?: boolean;
  },
): Promise<UserRow> {
  // GoTrue merges metadata objects key by key (UpdateUserMetaData), it does not replace them.
  const { rows } = await db.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($4::jsonb, '{}'::jsonb),
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || coalesce($5::jsonb, '{}'::jsonb),
       email_confirmed_at = case when $6::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [
      id,
      patch.email ?? null,
      patch.passwordHash ?? null,
      patch.userMetadata ?? null,
      patch.appMetadata ?? null,
      patch.confirmed ?? false,
    ],
  );
  return rows[0];
}

/**
 * GoTrue's sendEmailChange: records a pending change to `newEmail` with the token mailed to the new
 * address and, with secure email change, the one mailed to the current address; no link followed yet.
 */
export async function setEmailChange(
  db: Queryable,
  id: string,
  change: { newEmail: string; tokenNew: string; tokenCurrent: string },
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id, change.newEmail, change.tokenNew, change.tokenCurrent],
  );
  return rows[0];
}

/** The user a mailed email change token belongs to (either of the two), locked for the transaction. */
export async function lockUserByEmailChangeToken(db: pg.PoolClient, token: string): Promise<UserRow | null> {
  if (!token) return null;
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where email_change_token_new = $1 or email_change_token_current = $1 for update`,
    [token],
  );
  return rows[0] ?? null;
}

/** One of the two links of a secure email change was followed: its token is spent, the other still counts. */
export async function recordSingleEmailChangeConfirmation(
  db: Queryable,
  id: string,
  spent: 'email_change_token_new' | 'email_change_token_current',
): Promise<void> {
  await db.query(
    `update auth.users set email_change_confirm_status = 1, ${spent} = '', updated_at = now() where id = $1`,
    [id],
  );
}

/** GoTrue's ConfirmEmailChange: the new address becomes the address (and counts as confirmed). */
export async function confirmEmailChange(db: Queryable, id: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
            email_change_token_current = '', email_change_confirm_status = 0,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [id],
  );
  return rows[0];
}

/**
 * A page of users as GoTrue's FindUsersInAudience reads it: ordered by created_at in each of
 * `directions` (GoTrue's default is newest first; `id` in the first direction breaks ties, which
 * GoTrue leaves to the database), optionally filtered (`filter` in the email, LIKE, or in
 * user_metadata.full_name, ILIKE), with the total count of the filtered users.
 */
export async function listUsersPage(
  db: Queryable,
  opts: { directions: ('asc' | 'desc')[]; filter: string; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = opts.filter ? `where (email like $1 or raw_user_meta_data->>'full_name' ilike $1)` : '';
  const params = opts.filter ? [`%${opts.filter}%`] : [];
  const order = [...opts.directions.map((dir) => `created_at ${dir}`), `id ${opts.directions[0] ?? 'desc'}`];
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users ${where} order by ${order.join(', ')}
      limit ${opts.limit} offset ${opts.offset}`,
    params,
  );
  const { rows: count } = await db.query<{ n: string }>(`select count(*)::text as n from auth.users ${where}`, params);
  return { rows, total: Number(count[0].n) };
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A stable id for the user's email identity (GoTrue keeps identities in their own table). */
function identityId(userId: string): string {
  const hex = createHash('sha1').update(`email-identity:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** The user as GoTrue's JSON (omitempty fields left out when empty). */
export function userJson(row: UserRow, opts: { confirmationSentAt?: Date } = {}) {
  const email = row.email ?? '';
  const confirmedAt = iso(row.email_confirmed_at);
  return {
    id: row.id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: confirmedAt,
    phone: '',
    confirmation_sent_at: iso(opts.confirmationSentAt ?? row.confirmation_sent_at),
    confirmed_at: confirmedAt,
    recovery_sent_at: iso(row.recovery_sent_at),
    // a pending email change: the address stays `email` until the mailed link(s) are followed
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    invited_at: iso(row.invited_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: identityId(row.id),
        id: row.id,
        user_id: row.id,
        identity_data: {
          email,
          email_verified: Boolean(confirmedAt),
          phone_verified: false,
          sub: row.id,
          ...(row.raw_user_meta_data ?? {}),
        },
        provider: 'email',
        last_sign_in_at: iso(row.last_sign_in_at ?? row.created_at),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        email,
      },
    ],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}

export type UserJson = ReturnType<typeof userJson>;
