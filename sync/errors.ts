// How the engine reads a failed call: retry later (the network, the server having a bad moment,
// an expired token) or give up and show the server's reason (the write itself is refused).

/**
 * - `transient`: the network, the server having a bad moment, a retryable database error: back off.
 * - `auth`: the token is missing or expired: refresh it, or wait for the user to sign in again.
 * - `identity`: the session now belongs to another user (or nobody): this engine's work stops; no
 *   answer under that identity may touch this user's store.
 * - `too-large`: the request body was over the server's limit (413): split the batch.
 * - `rejected`: the server refused this one write; retrying would not change the answer.
 * - `access-lost`: the user is no longer a member of the company the engine syncs (issue 13):
 *   the device drops that company's rows; retrying would not change the answer.
 */
export type FailureKind = 'transient' | 'auth' | 'identity' | 'too-large' | 'rejected' | 'access-lost';

export interface Failure {
  kind: FailureKind;
  /** No HTTP answer at all (offline, connection refused): the status shows "offline". */
  network?: boolean;
  code?: string;
  message: string;
}

/** Reads `{ status, code, message }` from PostgREST, Storage and Functions errors alike. */
export function classifyFailure(error: unknown, httpStatus?: number): Failure {
  const e = (error ?? {}) as {
    status?: unknown;
    statusCode?: unknown;
    code?: unknown;
    message?: unknown;
    name?: unknown;
    context?: unknown;
    hint?: unknown;
  };
  const status = numberOr(httpStatus, numberOr(e.status, numberOr(e.statusCode, functionStatus(e.context))));
  const message = typeof e.message === 'string' && e.message ? e.message : String(error);
  const code = typeof e.code === 'string' ? e.code : typeof e.statusCode === 'string' ? e.statusCode : undefined;

  // No HTTP answer at all: fetch failed (offline, DNS, connection reset) or a relay/fetch error.
  if (status === undefined || status === 0) return { kind: 'transient', network: true, code, message };
  // sync_pull/sync_push: the caller is not the user the engine is bound to.
  if (code === '28000') return { kind: 'identity', code, message };
  if (status === 413) return { kind: 'too-large', code, message };
  // sync_pull/sync_push: the caller is not (or no longer) a member of the company (docs/teams.md).
  if (code === '42501' && e.hint === NOT_MEMBER_HINT) return { kind: 'access-lost', code, message };
  // Permission denied / row-level security: a refusal, even when PostgREST answers it with 401
  // (it does for anonymous requests).
  if (code === '42501') return { kind: 'rejected', code, message };
  // PostgREST answers 401 for an expired or invalid JWT (PGRST301/PGRST302/PGRST303).
  if (status === 401 || code === 'PGRST301' || code === 'PGRST302' || code === 'PGRST303')
    return { kind: 'auth', code, message };
  // PGRST202: the function is not in PostgREST's schema cache (a deploy in progress): try later.
  if (code === 'PGRST202') return { kind: 'transient', code, message };
  // A PostgreSQL error code says more than the HTTP status: PostgREST answers 500 for a RAISE
  // with e.g. P0002, which is the function refusing the input, not the server failing.
  if (code && SQLSTATE.test(code)) return { kind: isTransientSqlState(code) ? 'transient' : 'rejected', code, message };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'transient', code, message };
  return { kind: 'rejected', code, message };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** The hint of the server's "not a member of this company" (docs/teams.md "Sync"). */
export const NOT_MEMBER_HINT = 'partii:not_member';

/**
 * An error about a whole call (a `sync_push` batch, a pull page) is never a rejection of the writes
 * in it: 42501 there means the session is gone (signed out), anything else that is not auth,
 * identity or size is retried with backoff. Only a per-mutation answer can reject a write.
 */
export function classifyCallFailure(error: unknown, httpStatus?: number): Failure {
  const failure = classifyFailure(error, httpStatus);
  if (failure.kind !== 'rejected') return failure;
  if (failure.code === '42501' || httpStatus === 401 || httpStatus === 403) return { ...failure, kind: 'auth' };
  return { ...failure, kind: 'transient' };
}

/**
 * SQLSTATE classes worth retrying: connection (08), transaction rollback such as serialization
 * failures and deadlocks (40), insufficient resources (53), lock not available (55),
 * operator intervention such as a cancelled query or shutdown (57), system (58), internal (XX).
 * Everything else (data 22, constraints 23, raised by a function P0, privileges 42, ...) is
 * the server refusing this write, and retrying would not change the answer.
 */
export function isTransientSqlState(code: string): boolean {
  return ['08', '40', '53', '55', '57', '58', 'XX'].includes(code.slice(0, 2));
}

function numberOr(value: unknown, fallback: number | undefined): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return fallback;
}

function functionStatus(context: unknown): number | undefined {
  // FunctionsHttpError carries the Response as `context`.
  if (context && typeof context === 'object' && 'status' in context) {
    const s = (context as { status: unknown }).status;
    return typeof s === 'number' ? s : undefined;
  }
  return undefined;
}

/**
 * Exponential backoff with jitter: 1 s, 2 s, 4 s ... capped at 60 s, each scaled by a random
 * factor in [0.5, 1.5) so many clients coming back online together do not retry in lockstep.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random()));
}
