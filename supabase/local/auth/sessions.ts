// Sessions and refresh tokens, following GoTrue's rotation rules (internal/tokens/service.go):
// every refresh revokes the presented token and issues its child. A revoked token is still
// accepted in two cases that protect honest clients: it is the parent of the session's active
// token (the client lost the previous answer — the active token is returned, nothing new is
// issued), or it was revoked less than the reuse interval ago (concurrent refreshes from two tabs).
// Any other reuse means the token leaked: the whole session is revoked.
import type pg from 'pg';
import { badRequest } from './errors.ts';
import type { StackContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';
import { ACCESS_TOKEN_TTL_SECONDS, newRefreshToken, signAccessToken } from './tokens.ts';
import { findUserById, touchLastSignIn, userJson, type UserRow } from './users.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string | null;
  parent: string | null;
  revoked: boolean;
  updated_at: Date;
}

/** GoTrue's refresh_token_reuse_interval, as supabase/config.toml sets it (the CLI default). */
const REUSE_INTERVAL_SECONDS = 10;

async function accessTokenResponse(
  ctx: StackContext,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  method: string,
) {
  const { token, expiresAt } = await signAccessToken(ctx.config.jwtSecret, {
    userId: user.id,
    email: user.email,
    appMetadata: user.raw_app_meta_data ?? {},
    userMetadata: user.raw_user_meta_data ?? {},
    sessionId: session.id,
    amr: [{ method, timestamp: Math.floor(new Date(session.created_at).getTime() / 1000) }],
    issuer: `${ctx.config.apiUrl}/auth/v1`,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export type AccessTokenResponse = Awaited<ReturnType<typeof accessTokenResponse>>;

/** Starts a new session for a user who just proved who they are (password, link, signup). */
export async function issueSession(
  ctx: StackContext,
  userId: string,
  method: 'password' | 'otp',
): Promise<AccessTokenResponse> {
  return inTransaction(ctx.pool, async (client) => {
    const user = await touchLastSignIn(client, userId);
    const { rows } = await client.query<SessionRow>(
      `insert into auth.sessions (user_id) values ($1) returning id, user_id, created_at`,
      [userId],
    );
    const session = rows[0];
    const refreshToken = newRefreshToken();
    await client.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, null, false)`,
      [refreshToken, userId, session.id],
    );
    return accessTokenResponse(ctx, user, session, refreshToken, method);
  });
}

class AlreadyUsed extends Error {}

export async function refreshSession(ctx: StackContext, presented: string): Promise<AccessTokenResponse> {
  try {
    return await inTransaction(ctx.pool, async (client) => {
      // Lock the token row so two refreshes of the same token are serialised, as in GoTrue.
      const { rows } = await client.query<RefreshTokenRow>(
        `select id, token, user_id, session_id, parent, revoked, updated_at
           from auth.refresh_tokens where token = $1 for update`,
        [presented],
      );
      const token = rows[0];
      if (!token) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const session = token.session_id ? await lockSession(client, token.session_id) : null;
      if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
      const user = await findUserById(client, token.user_id);
      if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

      let issued: string | null = null;
      if (token.revoked) {
        const active = await activeToken(client, session.id);
        if (active && active.parent === token.token) {
          issued = active.token;
        } else {
          const reuseUntil = new Date(token.updated_at).getTime() + REUSE_INTERVAL_SECONDS * 1000;
          if (Date.now() > reuseUntil) {
            // The family is revoked after this transaction rolls back (GoTrue commits the
            // revocation and still answers the error: NewCommitWithError).
            throw new AlreadyUsed();
          }
        }
      }
      if (!issued) {
        await client.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
          token.id,
        ]);
        issued = newRefreshToken();
        await client.query(
          `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)`,
          [issued, user.id, session.id, token.token],
        );
      }
      return accessTokenResponse(ctx, user, session, issued, 'password');
    });
  } catch (err) {
    if (err instanceof AlreadyUsed) {
      await revokeFamilyOf(ctx.pool, presented);
      throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    throw err;
  }
}

/** Revokes every token of the session the given token belongs to (outside the rolled-back tx). */
async function revokeFamilyOf(pool: pg.Pool, token: string): Promise<void> {
  await pool.query(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = (select session_id from auth.refresh_tokens where token = $1) and not revoked`,
    [token],
  );
}

async function lockSession(client: pg.PoolClient, id: string): Promise<SessionRow | null> {
  const { rows } = await client.query<SessionRow>(
    `select id, user_id, created_at from auth.sessions where id = $1 for update`,
    [id],
  );
  return rows[0] ?? null;
}

async function activeToken(client: pg.PoolClient, sessionId: string): Promise<RefreshTokenRow | null> {
  const { rows } = await client.query<RefreshTokenRow>(
    `select id, token, user_id, session_id, parent, revoked, updated_at from auth.refresh_tokens
      where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export async function findSession(pool: pg.Pool, id: string): Promise<SessionRow | null> {
  const { rows } = await pool.query<SessionRow>(`select id, user_id, created_at from auth.sessions where id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/**
 * Ends sessions as GoTrue's /logout does: the sessions are deleted, which deletes their refresh
 * tokens (cascade), so neither the refresh tokens nor the access tokens' session_id work again
 * at /auth/v1.
 */
export async function logout(
  pool: pg.Pool,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (sessionId && scope === 'local') {
    await pool.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (sessionId && scope === 'others') {
    await pool.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  } else {
    await pool.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}
