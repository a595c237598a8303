// The sync loop of one scope: decides when to push and pull, runs one cycle at a time, and writes
// its status into the local store. What triggers a cycle:
//   - start (once this tab is the leader), `syncNow()`;
//   - a new outbox entry (push);
//   - a realtime `postgres_changes` event — only a poke: it schedules a debounced pull, the
//     cursor moves only through `sync_pull`, so a missed or duplicated event loses nothing;
//   - realtime (re)subscribed, `online`, the tab becoming visible, a token refresh (pull + push);
//   - a backoff timer after a failure, and a slow periodic pull in case realtime is down.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { liveQuery } from 'dexie';
import { newId } from '../src/db/commands.ts';
import type { SyncDb, SyncedTable } from '../src/db/schema.ts';
import { authOf, ensureSession, refreshAfterUnauthorized } from './auth.ts';
import { backoffDelay, type Failure } from './errors.ts';
import { acquireLeadership } from './leader.ts';
import { pullAll, SyncCallError, type PullTarget } from './pull.ts';
import { pushOutbox } from './push.ts';
import { writeStatus } from './status.ts';

type PullRequest = 'all' | Set<SyncedTable>;

export interface EngineOptions {
  scope: string;
  db: SyncDb;
  client: SupabaseClient;
  pullTarget: PullTarget;
  /** Company scope: the recruiter whose session must be valid before anything is sent. */
  userId?: string;
  /** Tables whose realtime changes poke a pull. */
  realtimeTables: readonly SyncedTable[];
  /** Work after a successful pull (reconciliation, resume downloads). */
  afterPull?: () => Promise<void>;
  pokeDebounceMs?: number;
  pollIntervalMs?: number;
  /** How long a cycle waits for an (offline) session refresh before reporting offline. */
  sessionCheckTimeoutMs?: number;
}

export interface SyncHandle {
  stop(): Promise<void>;
  /** Pushes everything (ignoring backoff) and pulls; resolves when that cycle is done. */
  syncNow(): Promise<void>;
}

export class SyncEngine implements SyncHandle {
  private readonly clientId = newId();
  private stopped = false;
  private leading = false;
  private wantPush = false;
  /** Tables to pull in the next cycle: all of them, some (realtime pokes), or none. */
  private wantPull: PullRequest | null = null;
  private ignoreBackoff = false;
  private loop: Promise<void> | null = null;
  private pokeTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private failures = 0;
  private cleanups: (() => void)[] = [];
  private channel: RealtimeChannel | null = null;
  private releaseLeadership: () => void = () => {};

  constructor(private readonly options: EngineOptions) {}

  start(): this {
    this.releaseLeadership = acquireLeadership(`partii-sync-${this.options.scope}`, () => {
      if (this.stopped) return;
      this.leading = true;
      this.watchOutbox();
      this.watchEnvironment();
      this.watchAuth();
      this.subscribeRealtime();
      const poll = this.options.pollIntervalMs ?? 60_000;
      if (poll > 0)
        this.pollTimer = setInterval(() => this.request({ pull: true, push: true }), poll);
      this.request({ pull: true, push: true });
    });
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of [this.pokeTimer, this.retryTimer]) if (timer) clearTimeout(timer);
    if (this.pollTimer) clearInterval(this.pollTimer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    if (this.channel) await this.options.client.removeChannel(this.channel).catch(() => undefined);
    this.channel = null;
    await this.loop?.catch(() => undefined);
    this.releaseLeadership();
    this.leading = false;
  }

  async syncNow(): Promise<void> {
    if (this.stopped || !this.leading) return;
    this.ignoreBackoff = true;
    this.wantPush = true;
    this.wantPull = 'all';
    await this.run();
  }

  /** Asks for a cycle; `delayMs` debounces bursts (realtime pokes). */
  request(
    what: { pull?: boolean | SyncedTable; push?: boolean; ignoreBackoff?: boolean },
    delayMs = 0,
  ): void {
    if (this.stopped || !this.leading) return;
    if (what.ignoreBackoff) this.ignoreBackoff = true;
    if (what.pull === true) this.wantPull = 'all';
    else if (what.pull && this.wantPull !== 'all') {
      const tables: Set<SyncedTable> = this.wantPull ?? new Set();
      tables.add(what.pull);
      this.wantPull = tables;
    }
    if (what.push) this.wantPush = true;
    if (delayMs <= 0) {
      void this.run();
      return;
    }
    if (this.pokeTimer) clearTimeout(this.pokeTimer);
    this.pokeTimer = setTimeout(() => {
      this.pokeTimer = null;
      void this.run();
    }, delayMs);
  }

  private run(): Promise<void> {
    if (this.loop) return this.loop;
    if (!this.wantPush && !this.wantPull) return Promise.resolve();
    this.loop = (async () => {
      // Yield first so `this.loop` is assigned before the `finally` below can clear it.
      await Promise.resolve();
      try {
        while (!this.stopped && (this.wantPush || this.wantPull)) {
          const work = {
            push: this.wantPush,
            pull: this.wantPull,
            ignoreBackoff: this.ignoreBackoff,
          };
          this.wantPush = this.ignoreBackoff = false;
          this.wantPull = null;
          try {
            await this.cycle(work);
          } catch (error) {
            // Not a network answer (those are handled inside): record it and try again later.
            await this.finish({ kind: 'transient', message: errorMessage(error) }, undefined).catch(
              () => undefined,
            );
          }
        }
      } finally {
        this.loop = null;
      }
    })();
    return this.loop;
  }

  private async cycle(work: {
    push: boolean;
    pull: PullRequest | null;
    ignoreBackoff: boolean;
  }): Promise<void> {
    const { db, client, userId } = this.options;
    await writeStatus(db, { syncing: true });
    let failure: Failure | null = null;
    let lastSyncedAt: number | undefined;

    if (userId) {
      const session = await ensureSession(client, userId, this.options.sessionCheckTimeoutMs);
      if (!session.ok) {
        // Offline with an expired token, or signed out: keep everything queued and try again later.
        failure = { kind: 'transient', network: session.network, message: session.reason };
        await this.finish(failure, undefined);
        return;
      }
    }

    if (work.push) {
      const result = await pushOutbox({
        db,
        client,
        clientId: this.clientId,
        ignoreBackoff: work.ignoreBackoff,
      });
      failure = result.failure;
      if (result.retryAt !== null) this.retryAt(result.retryAt);
    }

    if (work.pull && !failure) {
      try {
        await this.pullWithRefresh(work.pull);
        await this.options.afterPull?.();
        lastSyncedAt = Date.now();
      } catch (error) {
        failure =
          error instanceof SyncCallError
            ? error.failure
            : { kind: 'transient', message: errorMessage(error) };
        this.wantPullLater();
      }
    }
    await this.finish(failure, lastSyncedAt);
  }

  /** Pulls every table, or only those realtime poked. */
  private async pullWithRefresh(tables: PullRequest): Promise<void> {
    const { db, client } = this.options;
    const all = this.options.pullTarget;
    const pullTarget =
      tables === 'all' ? all : { ...all, tables: all.tables.filter((t) => tables.has(t)) };
    try {
      await pullAll(db, client, pullTarget);
    } catch (error) {
      if (
        error instanceof SyncCallError &&
        error.failure.kind === 'auth' &&
        (await refreshAfterUnauthorized(client))
      ) {
        await pullAll(db, client, pullTarget);
        return;
      }
      throw error;
    }
  }

  private async finish(failure: Failure | null, lastSyncedAt: number | undefined): Promise<void> {
    const online = !failure?.network;
    if (failure) {
      this.failures++;
      this.retryAt(Date.now() + backoffDelay(this.failures));
    } else {
      this.failures = 0;
    }
    const browserOffline =
      (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
    await writeStatus(this.options.db, {
      syncing: false,
      online: online && !browserOffline,
      lastError: failure ? failure.message : null,
      ...(lastSyncedAt ? { lastSyncedAt } : {}),
    });
  }

  private wantPullLater(): void {
    this.retryAt(Date.now() + backoffDelay(this.failures + 1));
  }

  /** One timer for the earliest retry; it asks for both directions. */
  private retryAt(at: number): void {
    if (this.stopped) return;
    const delay = Math.max(0, at - Date.now());
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.request({ push: true, pull: true });
    }, delay);
  }

  /** A new outbox entry (from any tab) asks for a push; any change recounts the status. */
  private watchOutbox(): void {
    const { db } = this.options;
    let lastSeq = -1;
    const subscription = liveQuery(() => db.outbox.orderBy('seq').keys()).subscribe({
      next: (keys) => {
        const maxSeq = (keys.at(-1) as number | undefined) ?? -1;
        void writeStatus(db).catch(() => undefined);
        if (maxSeq > lastSeq) {
          lastSeq = maxSeq;
          this.request({ push: true });
        }
      },
      error: () => undefined,
    });
    this.cleanups.push(() => subscription.unsubscribe());
  }

  private watchEnvironment(): void {
    const target = globalThis as unknown as Partial<Window>;
    if (typeof target.addEventListener !== 'function') return;
    // The network is back: retry queued writes now instead of waiting out their backoff.
    const handleOnline = () => this.request({ pull: true, push: true, ignoreBackoff: true });
    const handleOffline = () =>
      void writeStatus(this.options.db, { online: false }).catch(() => undefined);
    target.addEventListener('online', handleOnline);
    target.addEventListener('offline', handleOffline);
    this.cleanups.push(() => {
      target.removeEventListener!('online', handleOnline);
      target.removeEventListener!('offline', handleOffline);
    });
    const doc = target.document;
    if (doc) {
      const handleVisibility = () => {
        if (doc.visibilityState === 'visible') this.request({ pull: true, push: true });
      };
      doc.addEventListener('visibilitychange', handleVisibility);
      this.cleanups.push(() => doc.removeEventListener('visibilitychange', handleVisibility));
    }
  }

  /** After a token refresh or sign-in: realtime rejoins with the new token, and we sync. */
  private watchAuth(): void {
    const auth = authOf(this.options.client);
    if (!auth) return;
    const { data } = auth.onAuthStateChange((event, session) => {
      if (event !== 'TOKEN_REFRESHED' && event !== 'SIGNED_IN') return;
      // Deferred: calling supabase-js from inside this callback can deadlock its auth lock.
      setTimeout(() => {
        if (this.stopped) return;
        void this.options.client.realtime.setAuth(session?.access_token ?? null);
        // A fresh token: writes waiting out a backoff (e.g. after 401s) may go now.
        this.request({ pull: true, push: true, ignoreBackoff: true });
      }, 0);
    });
    this.cleanups.push(() => data.subscription.unsubscribe());
  }

  private subscribeRealtime(): void {
    const { client, realtimeTables, scope } = this.options;
    if (realtimeTables.length === 0) return;
    const channel = client.channel(`partii-sync-${scope}-${this.clientId}`);
    const debounce = this.options.pokeDebounceMs ?? 250;
    for (const table of realtimeTables) {
      channel.on('postgres_changes', { event: '*', schema: 'public', table }, () =>
        this.request({ pull: table }, debounce),
      );
    }
    // SUBSCRIBED also fires after every rejoin (reconnect): pull what was missed meanwhile.
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED') this.request({ pull: true, push: true });
    });
    this.channel = channel;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
