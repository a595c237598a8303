// The Supabase adapter of SyncTransport: PostgREST RPCs for the change feed and the outbox,
// Storage for resumes, Functions for `invoke` entries, Realtime postgres_changes as pokes.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { BlobRecord, PulledTable, SyncedRow, SyncedTable } from '../src/db/schema.ts';
import type { SingleEntry } from '../src/db/outbox.ts';
import { authOf, ensureSession, refreshAfterUnauthorized } from './auth.ts';
import type { UserBinding } from './client.ts';
import {
  JobIdsSchema,
  MalformedAnswerError,
  parseAnswer,
  parsePushAnswer,
  PullPageSchema,
  type MutationResult,
  type PullPage,
  type PushMutation,
} from './contract.ts';
import { classifyCallFailure, classifyFailure, type Failure } from './errors.ts';
import {
  SyncCallError,
  type PullCursor,
  type SessionCheck,
  type SyncTransport,
  type WatchHandlers,
} from './transport.ts';

export interface SupabaseTransportOptions {
  /** The client every data request goes through (for a company: bound to `userId`, see userBoundClient). */
  data: SupabaseClient;
  /** The client holding the session (sign-in, refresh); the data client itself when it has auth. */
  auth?: SupabaseClient;
  /** Company scope: the user every call is bound to. */
  userId?: string;
  /** Company scope: the company pulled and pushed (the user's own when absent; docs/teams.md). */
  companyId?: string;
  binding?: UserBinding;
  /** How long a session check waits for a refresh before reporting offline (ms). */
  sessionCheckTimeoutMs?: number;
}

const IDENTITY: Failure = { kind: 'identity', message: 'Signed in as another user' };

/**
 * `call`'s answer, or an AbortError as soon as `signal` fires, whichever comes first. Each request
 * is given the signal too, but an aborted request does not always settle: Node's fetch can leave
 * a body read pending for good (nodejs/undici#4089; seen here as a sync engine whose stop() never
 * returned, about one run in four of tests/integration/sync-session.test.ts), and Storage uploads
 * and function calls take no signal at all. The engine's stop() (sign-out, another user signing
 * in) waits for its cycle, so a cycle must never wait on a call it has abandoned. A late answer is
 * dropped; a write it carried is retried under its mutation id and applied once.
 */
export function unlessAborted<T>(call: PromiseLike<T>, signal: AbortSignal): Promise<T> {
  const abandoned = () => new DOMException('The sync call was abandoned: its cycle was cancelled', 'AbortError');
  if (signal.aborted) return Promise.reject(abandoned());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abandoned());
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal.removeEventListener('abort', onAbort);
    Promise.resolve(call).then(
      (value) => {
        settle();
        resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function supabaseTransport(options: SupabaseTransportOptions): SyncTransport {
  const { data: client, userId = null, binding } = options;
  const authClient = options.auth ?? client;

  /** A failed call: the bound user's session was gone before it was sent, or the server said so. */
  const callFailure = (error: unknown, status: number | undefined, perWrite: boolean): SyncCallError => {
    if (binding?.lost) return new SyncCallError(IDENTITY);
    return new SyncCallError(perWrite ? classifyFailure(error, status) : classifyCallFailure(error, status));
  };
  const malformed = (error: unknown): never => {
    if (error instanceof MalformedAnswerError)
      throw new SyncCallError({ kind: 'transient', code: 'malformed', message: error.message });
    throw error;
  };
  // The user's own company is the server's default, so it is only named for another company: a
  // server from before teams (no `p_company`) keeps working for a recruiter's own company.
  const expectedUser = {
    ...(userId ? { p_expected_user: userId } : {}),
    ...(userId && options.companyId && options.companyId !== userId ? { p_company: options.companyId } : {}),
  };

  return {
    userId,

    async checkSession(): Promise<SessionCheck> {
      if (!userId) return { ok: true };
      const check = await ensureSession(authClient, userId, options.sessionCheckTimeoutMs);
      if (check.ok && binding) binding.lost = false;
      return check;
    },

    async refreshSession() {
      return refreshAfterUnauthorized(authClient);
    },

    async pull(table: PulledTable, cursor: PullCursor | null, limit: number, signal: AbortSignal): Promise<PullPage> {
      const { data, error, status } = await unlessAborted(
        client
          .rpc('sync_pull', {
            p_table: table,
            p_after_xid: cursor?.xid ?? null,
            p_after_id: cursor?.id ?? null,
            p_limit: limit,
            ...expectedUser,
          })
          .abortSignal(signal),
        signal,
      );
      if (error) throw callFailure(error, status, false);
      try {
        return parseAnswer(PullPageSchema, data, 'sync_pull') as unknown as PullPage;
      } catch (e) {
        return malformed(e);
      }
    },

    async push(clientId: string, mutations: PushMutation[], signal: AbortSignal): Promise<MutationResult[]> {
      const { data, error, status } = await unlessAborted(
        client.rpc('sync_push', { p_client_id: clientId, p_mutations: mutations, ...expectedUser }).abortSignal(signal),
        signal,
      );
      if (error) throw callFailure(error, status, false);
      try {
        return parsePushAnswer(data, mutations);
      } catch (e) {
        return malformed(e);
      }
    },

    async send(entry: SingleEntry, file: BlobRecord | undefined, signal: AbortSignal): Promise<void> {
      switch (entry.op) {
        case 'rpc': {
          const { error, status } = await unlessAborted(
            client.rpc(entry.rpc.fn, entry.rpc.args).abortSignal(signal),
            signal,
          );
          if (error) throw callFailure(error, status, true);
          return;
        }
        case 'insert': {
          // A plain insert: `upsert(..., { ignoreDuplicates })` would need a SELECT policy on
          // write-only tables. With `onConflict` set, a unique violation means the row is already
          // there (a repeat, or a lost acknowledgement), which counts as applied.
          const { error, status } = await unlessAborted(
            client.from(entry.table).insert(entry.patch).abortSignal(signal),
            signal,
          );
          if (error && entry.insert?.onConflict && error.code === '23505') return;
          if (error) throw callFailure(error, status, true);
          return;
        }
        case 'upload': {
          if (!file)
            throw new SyncCallError({
              kind: 'rejected',
              message: `The file for ${entry.upload.path} is no longer stored on this device`,
            });
          const { error } = await unlessAborted(
            client.storage
              .from(entry.upload.bucket)
              .upload(entry.upload.path, file.blob, { upsert: false, contentType: file.type || undefined }),
            signal,
          );
          // A retry after a lost acknowledgement finds the object already there: that is success.
          if (error && !isAlreadyExists(error)) throw callFailure(error, undefined, true);
          return;
        }
        case 'invoke': {
          const { error } = await unlessAborted(
            client.functions.invoke(entry.invoke.fn, { body: entry.invoke.body }),
            signal,
          );
          if (error) throw callFailure(error, undefined, true);
          return;
        }
      }
    },

    async fetchRow(table: SyncedTable, id: string, signal: AbortSignal): Promise<SyncedRow | null> {
      const { data, error, status } = await unlessAborted(
        client.from(table).select('*').eq('id', id).abortSignal(signal).maybeSingle(),
        signal,
      );
      if (error) throw callFailure(error, status, false);
      return (data as SyncedRow | null) ?? null;
    },

    async publishedJobIds(afterId: string | null, limit: number, signal: AbortSignal): Promise<string[]> {
      // An RPC, not a read of `jobs`: a signed-in user reads only their companies' jobs there, and
      // their public store lists every company's (migration 20261127000200).
      const { data, error, status } = await unlessAborted(
        client.rpc('published_job_ids', { p_after_id: afterId, p_limit: limit }).abortSignal(signal),
        signal,
      );
      if (error) throw callFailure(error, status, false);
      try {
        return parseAnswer(JobIdsSchema, data, 'jobs').map((row) => row.id);
      } catch (e) {
        return malformed(e);
      }
    },

    async downloadResume(path: string): Promise<Blob | null> {
      const { data, error } = await client.storage.from('resumes').download(path);
      if (binding?.lost) throw new SyncCallError(IDENTITY);
      return error || !data ? null : data;
    },

    watch(tables: readonly PulledTable[], handlers: WatchHandlers): () => Promise<void> {
      const cleanups: (() => void)[] = [];
      let closed = false;
      const auth = authOf(authClient);
      if (auth) {
        const { data } = auth.onAuthStateChange((event, session) => {
          if (event !== 'TOKEN_REFRESHED' && event !== 'SIGNED_IN') return;
          // Another user's sign-in is not this engine's business: its cycles stop on identity.
          if (userId && session?.user.id !== userId) return;
          // Deferred: calling supabase-js from inside this callback can deadlock its auth lock.
          setTimeout(() => {
            // A bound client reads its token through its own callback; the app's client is given it.
            void (client === authClient
              ? client.realtime.setAuth(session?.access_token ?? null)
              : client.realtime.setAuth());
            handlers.onTokenRefreshed();
          }, 0);
        });
        cleanups.push(() => data.subscription.unsubscribe());
      }
      let channel: RealtimeChannel | null = null;
      if (tables.length > 0) {
        channel = client.channel(`partii-sync-${userId ?? 'public'}-${crypto.randomUUID()}`);
        for (const table of tables)
          channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => handlers.onChange(table));
        const joining = channel;
        // The token first (a bound client reads it asynchronously through its callback), so the
        // join carries this user's token and not the anon key. SUBSCRIBED also fires after every
        // rejoin (reconnect).
        void client.realtime
          .setAuth()
          .catch(() => undefined)
          .then(() => {
            if (closed) return;
            joining.subscribe((status) => {
              if (status === 'SUBSCRIBED') handlers.onSubscribed();
            });
          });
      }
      return async () => {
        closed = true;
        for (const cleanup of cleanups.splice(0)) cleanup();
        if (channel) await client.removeChannel(channel).catch(() => undefined);
      };
    },
  };
}

function isAlreadyExists(error: unknown): boolean {
  const e = error as { status?: unknown; statusCode?: unknown; message?: unknown };
  return (
    e.status === 409 ||
    e.statusCode === '409' ||
    (typeof e.message === 'string' && /already exists|duplicate/i.test(e.message))
  );
}
