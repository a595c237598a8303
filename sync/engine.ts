// The sync loop of one scope, as a small state machine:
//
//   waiting ──(this tab holds the Web Lock)──▶ idle
//   idle ──(request: outbox entry, realtime poke, online, focus, token refresh, poll, timer)──▶ running
//   running: one cycle = session check → push → pull → after-pull work, repeated while requests
//            arrived meanwhile; then
//            ├─ success ──────────────────────────────▶ idle
//            ├─ failure (network, 5xx, auth, retry) ──▶ backoff (one timer at the earliest retry)
//            └─ identity lost (another user / no one) ▶ idle, nothing retried until a request
//   backoff ──(timer, or a request that ignores backoff: online, token refresh, syncNow)──▶ running
//   any ──stop()──▶ stopped: the running cycle's AbortSignal fires, its in-flight request is
//            aborted, and whatever answer still arrives is dropped unread (no settle, no cursor move).
//
// Realtime `postgres_changes` events are only pokes: they schedule a debounced pull, and the cursor
// moves only through `sync_pull`, so a missed or duplicated event loses nothing.
//
// Time comes from an injected Clock so the machine is tested with fake timers.
import { liveQuery } from 'dexie';
import { newId } from '../src/db/commands.ts';
import type { PulledTable, SyncDb } from '../src/db/schema.ts';
import { backoffDelay, type Failure } from './errors.ts';
import { acquireLeadership } from './leader.ts';
import { pullAll, type PullTarget } from './pull.ts';
import { CycleCancelled, pushOutbox } from './push.ts';
import { writeStatus } from './status.ts';
import { SyncCallError, type SyncTransport } from './transport.ts';

export type EngineState = 'waiting' | 'idle' | 'running' | 'backoff' | 'stopped';

/** How long a realtime poke waits for the rest of its burst before the pull (ms). */
export const POKE_GATHER_MS = 25;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type PullRequest = 'all' | Set<PulledTable>;

export interface EngineOptions {
  scope: string;
  db: SyncDb;
  transport: SyncTransport;
  pullTarget: PullTarget;
  /** Tables whose realtime changes poke a pull. */
  realtimeTables: readonly PulledTable[];
  /**
   * Work after a successful pull (reconciliation, resume downloads); gets the cycle's signal and
   * the tables that pulled at least one row (so work about one table can skip cycles that did not
   * change it).
   */
  afterPull?: (signal: AbortSignal, changed: ReadonlySet<PulledTable>) => Promise<void>;
  /**
   * The server said this user is no longer a member of the scope's company (issue 13). Called once;
   * the engine then stops retrying (another answer would only say the same).
   */
  onAccessLost?: (failure: Failure) => Promise<void>;
  /** Told when the engine stops (sign-out, another user): work afterPull started beside the cycles ends here. */
  onStop?: () => void;
  pokeDebounceMs?: number;
  pollIntervalMs?: number;
  clock?: Clock;
  /** Replaces Web Locks leadership (tests). */
  acquireLeadership?: typeof acquireLeadership;
}

export interface SyncHandle {
  stop(): Promise<void>;
  /** Pushes everything (ignoring backoff) and pulls; resolves when that cycle is done. */
  syncNow(): Promise<void>;
  /** Whether this tab is the one syncing (holds the leader lock). */
  isLeader(): boolean;
  /** Calls `listener` with the leadership now and on every change; returns an unsubscribe. */
  onLeadershipChange(listener: (leading: boolean) => void): () => void;
  readonly state: EngineState;
}

export class SyncEngine implements SyncHandle {
  private readonly clientId = newId();
  private readonly clock: Clock;
  state: EngineState = 'waiting';
  private wantPush = false;
  /** Tables to pull in the next cycle: all of them, some (realtime pokes), or none. */
  private wantPull: PullRequest | null = null;
  private ignoreBackoff = false;
  private loop: Promise<void> | null = null;
  private cycleAbort: AbortController | null = null;
  private pokeTimer: unknown = null;
  private retryTimer: unknown = null;
  private pollTimer: unknown = null;
  private failures = 0;
  private cleanups: (() => void | Promise<void>)[] = [];
  private leadershipListeners = new Set<(leading: boolean) => void>();
  private releaseLeadership: () => void = () => {};

  constructor(private readonly options: EngineOptions) {
    this.clock = options.clock ?? systemClock;
  }

  get stopped(): boolean {
    return this.state === 'stopped';
  }

  start(): this {
    const acquire = this.options.acquireLeadership ?? acquireLeadership;
    this.releaseLeadership = acquire(`partii-sync-${this.options.scope}`, () => {
      if (this.stopped) return;
      this.state = 'idle';
      for (const listener of this.leadershipListeners) listener(true);
      this.watchOutbox();
      this.watchEnvironment();
      this.cleanups.push(
        this.options.transport.watch(this.options.realtimeTables, {
          onChange: (table) => this.request({ pull: table }, this.options.pokeDebounceMs ?? POKE_GATHER_MS),
          onSubscribed: () => this.request({ pull: true, push: true }),
          onTokenRefreshed: () => this.request({ pull: true, push: true, ignoreBackoff: true }),
        }),
      );
      this.schedulePoll();
      this.request({ pull: true, push: true });
    });
    return this;
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    const wasLeading = this.isLeader();
    this.state = 'stopped';
    this.cycleAbort?.abort();
    this.options.onStop?.();
    for (const timer of [this.pokeTimer, this.retryTimer, this.pollTimer]) if (timer) this.clock.clearTimeout(timer);
    for (const cleanup of this.cleanups.splice(0)) await cleanup();
    await this.loop?.catch(() => undefined);
    this.releaseLeadership();
    if (wasLeading) for (const listener of this.leadershipListeners) listener(false);
    this.leadershipListeners.clear();
  }

  isLeader(): boolean {
    return this.state !== 'waiting' && this.state !== 'stopped';
  }

  onLeadershipChange(listener: (leading: boolean) => void): () => void {
    this.leadershipListeners.add(listener);
    listener(this.isLeader());
    return () => this.leadershipListeners.delete(listener);
  }

  async syncNow(): Promise<void> {
    if (!this.isLeader()) return;
    // A cycle already running may have started before this call's writes: run one more after it.
    await this.loop?.catch(() => undefined);
    if (!this.isLeader()) return;
    this.ignoreBackoff = true;
    this.wantPush = true;
    this.wantPull = 'all';
    await this.run();
  }

  /**
   * Asks for a cycle. `delayMs` gathers a burst (realtime pokes: one pushed batch of 50 rows is 50
   * events): the first request starts the timer and later ones join it without restarting it, so
   * a steady stream of pokes can never postpone the pull indefinitely, and a change reaches this
   * store at most `delayMs` after its first event plus one pull.
   */
  request(what: { pull?: boolean | PulledTable; push?: boolean; ignoreBackoff?: boolean }, delayMs = 0): void {
    if (!this.isLeader()) return;
    if (what.ignoreBackoff) this.ignoreBackoff = true;
    if (what.pull === true) this.wantPull = 'all';
    else if (what.pull && this.wantPull !== 'all') {
      const tables: Set<PulledTable> = this.wantPull ?? new Set();
      tables.add(what.pull);
      this.wantPull = tables;
    }
    if (what.push) this.wantPush = true;
    // In backoff only the timer or a request that ignores backoff starts the next cycle.
    if (this.state === 'backoff' && !this.ignoreBackoff) return;
    if (delayMs <= 0) {
      void this.run();
      return;
    }
    if (this.pokeTimer) return;
    this.pokeTimer = this.clock.setTimeout(() => {
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
        while (this.isLeader() && (this.wantPush || this.wantPull)) {
          const work = { push: this.wantPush, pull: this.wantPull, ignoreBackoff: this.ignoreBackoff };
          this.wantPush = this.ignoreBackoff = false;
          this.wantPull = null;
          // The retry timer asks for a push and a whole pull: only a cycle doing both replaces it
          // (it sets a new one if still needed). A realtime poke's pull alone must keep it, or a
          // write the server answered 'retry' waits for the next poll (CI: a deadlock between two
          // devices publishing one job, and the other device's poke in the same second).
          if (work.push && work.pull === 'all' && this.retryTimer) {
            this.clock.clearTimeout(this.retryTimer);
            this.retryTimer = null;
          }
          this.state = 'running';
          const abort = new AbortController();
          this.cycleAbort = abort;
          let failure: Failure | null;
          try {
            failure = await this.cycle(work, abort.signal);
          } catch (error) {
            if (error instanceof CycleCancelled || abort.signal.aborted) return;
            failure = failureOf(error);
          } finally {
            this.cycleAbort = null;
          }
          if (this.stopped) return;
          await this.finish(failure, work.pull !== null);
          // Requests that came in during a failed cycle wait for the backoff timer too.
          if ((this.state as EngineState) === 'backoff' && !this.ignoreBackoff) break;
        }
      } finally {
        this.loop = null;
      }
    })();
    return this.loop;
  }

  /** One cycle; answers the failure that ended it early, or null. */
  private async cycle(
    work: { push: boolean; pull: PullRequest | null; ignoreBackoff: boolean },
    signal: AbortSignal,
  ): Promise<Failure | null> {
    const { db, transport } = this.options;
    await writeStatus(db, { syncing: true });
    // Before every batch and page: is the session still this engine's user's? (D1)
    const guard = async () => {
      const session = await transport.checkSession();
      if (signal.aborted) throw new CycleCancelled();
      if (!session.ok)
        throw new SyncCallError({
          kind: session.identity ? 'identity' : 'auth',
          network: session.network,
          message: session.reason,
        });
    };
    try {
      await guard();
    } catch (error) {
      if (error instanceof CycleCancelled) throw error;
      // Offline with an expired token, signed out, or another user: keep everything queued.
      return failureOf(error);
    }

    if (work.push) {
      const result = await pushOutbox({
        db,
        transport,
        clientId: this.clientId,
        ignoreBackoff: work.ignoreBackoff,
        signal,
        guard,
        now: () => this.clock.now(),
      });
      if (result.failure) return result.failure;
      if (result.retryAt !== null) this.retryAt(result.retryAt);
    }

    if (work.pull) {
      try {
        const changed = await this.pullWithRefresh(work.pull, signal, guard);
        await this.options.afterPull?.(signal, changed);
        this.lastSyncedAt = this.clock.now();
      } catch (error) {
        if (error instanceof CycleCancelled || signal.aborted) throw new CycleCancelled();
        // The backoff timer asks for a full pull: the tables asked for are not up to date.
        return failureOf(error);
      }
    }
    return null;
  }

  private lastSyncedAt: number | undefined;

  /** Pulls every table, or only those realtime poked; one refresh and retry after an auth failure. */
  private async pullWithRefresh(
    tables: PullRequest,
    signal: AbortSignal,
    guard: () => Promise<void>,
  ): Promise<ReadonlySet<PulledTable>> {
    const { db, transport } = this.options;
    const all = this.options.pullTarget;
    const pullTarget = tables === 'all' ? all : { ...all, tables: all.tables.filter((t) => tables.has(t)) };
    const changed = new Set<PulledTable>();
    const onPage = (table: PulledTable) => changed.add(table);
    try {
      await pullAll(db, transport, pullTarget, { signal, guard, onPage });
    } catch (error) {
      if (error instanceof SyncCallError && error.failure.kind === 'auth' && (await transport.refreshSession())) {
        await pullAll(db, transport, pullTarget, { signal, guard, onPage });
        return changed;
      }
      throw error;
    }
    return changed;
  }

  private async finish(failure: Failure | null, pulled: boolean): Promise<void> {
    const lastSyncedAt = !failure && pulled ? this.lastSyncedAt : undefined;
    if (failure?.kind === 'access-lost') {
      // Not retried: a removed member's device has nothing more to ask this company.
      this.failures = 0;
      this.state = 'idle';
      await this.options.onAccessLost?.(failure);
      await writeStatus(this.options.db, { syncing: false, lastError: failure.message });
      return;
    }
    if (failure && failure.kind !== 'identity') {
      this.failures++;
      this.retryAt(this.clock.now() + backoffDelay(this.failures));
    } else {
      this.failures = 0;
    }
    // A `retry` answer alone leaves a timer but not the backoff state: pokes still pull meanwhile.
    this.state = failure && failure.kind !== 'identity' ? 'backoff' : 'idle';
    const browserOffline = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
    await writeStatus(this.options.db, {
      syncing: false,
      online: !failure?.network && !browserOffline,
      lastError: failure ? failure.message : null,
      ...(lastSyncedAt ? { lastSyncedAt } : {}),
    });
  }

  /** One timer for the earliest retry; it asks for both directions. */
  private retryAt(at: number): void {
    if (!this.isLeader()) return;
    const delay = Math.max(0, at - this.clock.now());
    if (this.retryTimer) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      if (this.state === 'backoff') this.state = 'idle';
      this.request({ push: true, pull: true });
    }, delay);
  }

  private schedulePoll(): void {
    const poll = this.options.pollIntervalMs ?? 60_000;
    if (poll <= 0) return;
    this.pollTimer = this.clock.setTimeout(() => {
      this.request({ pull: true, push: true });
      this.schedulePoll();
    }, poll);
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
    const handleOffline = () => void writeStatus(this.options.db, { online: false }).catch(() => undefined);
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
}

function failureOf(error: unknown): Failure {
  if (error instanceof SyncCallError) return error.failure;
  return { kind: 'transient', message: error instanceof Error ? error.message : String(error) };
}
