// An in-memory SyncTransport for the engine's unit tests: a tiny server that applies row writes
// last-writer-wins per field, answers pulls from a change list, and lets a test script each call
// (hold it, fail it, answer it oddly). The real protocol is tested against the local stack in
// tests/integration; this one makes the engine's own decisions fast and deterministic to test.
import type { SyncedRow, SyncedTable } from '../src/db/schema.ts';
import type { MutationResult, PullPage, PushMutation } from './contract.ts';
import type { Failure } from './errors.ts';
import { SyncCallError, type SessionCheck, type SyncTransport, type WatchHandlers } from './transport.ts';

export type PushScript = (
  mutations: PushMutation[],
) => MutationResult[] | Failure | Promise<MutationResult[] | Failure>;

export class MemoryServer {
  readonly rows = new Map<string, SyncedRow>();
  /** Every mutation id applied, with how many times (exactly-once checks). */
  readonly applied = new Map<string, number>();
  readonly changes: { seq: number; table: SyncedTable; id: string }[] = [];
  seq = 0;
  /** Calls of push, in order (each the mutation ids sent). */
  readonly pushes: string[][] = [];
  /** Scripts for the next push calls (shifted one per call); without one the server applies. */
  readonly pushScripts: PushScript[] = [];
  session: SessionCheck = { ok: true };

  constructor(readonly companyId: string) {}

  apply(mutations: PushMutation[]): MutationResult[] {
    return mutations.map((m) => {
      const key = `${m.table}:${m.row_id}`;
      const duplicate = this.applied.has(m.mutation_id);
      this.applied.set(m.mutation_id, (this.applied.get(m.mutation_id) ?? 0) + 1);
      if (!duplicate) {
        const current = this.rows.get(key);
        const version = (current?.version ?? 0) + 1;
        const row = {
          ...(current ?? { id: m.row_id, company_id: this.companyId, created_at: new Date().toISOString() }),
          ...m.patch,
          ...(m.op === 'delete' ? { deleted_at: new Date().toISOString() } : {}),
          version,
          change_xid: String(++this.seq),
        } as SyncedRow;
        this.rows.set(key, row);
        this.changes.push({ seq: this.seq, table: m.table as SyncedTable, id: m.row_id });
      }
      return { mutation_id: m.mutation_id, status: 'applied', row: this.rows.get(key) ?? null, error: null, duplicate };
    });
  }

  transport(userId = this.companyId): SyncTransport {
    return transportOf(this, userId);
  }
}

function transportOf(server: MemoryServer, userId: string): SyncTransport {
  {
    return {
      userId,
      checkSession: async () => server.session,
      refreshSession: async () => false,
      async pull(table, cursor, limit, signal): Promise<PullPage> {
        if (signal.aborted) throw new SyncCallError({ kind: 'transient', message: 'aborted' });
        const after = cursor ? Number(cursor.xid) : 0;
        const latest = new Map<string, number>();
        for (const c of server.changes) if (c.table === table && c.seq > after) latest.set(c.id, c.seq);
        const page = [...latest.entries()].sort((a, b) => a[1] - b[1]).slice(0, limit);
        const rows = page.map(([id]) => server.rows.get(`${table}:${id}`)!);
        const last = page.at(-1);
        return { rows, next: last ? { xid: String(last[1]), id: last[0] } : null, has_more: latest.size > limit };
      },
      async push(_clientId, mutations): Promise<MutationResult[]> {
        server.pushes.push(mutations.map((m) => m.mutation_id));
        const script = server.pushScripts.shift();
        const answer = script ? await script(mutations) : server.apply(mutations);
        if (!Array.isArray(answer)) throw new SyncCallError(answer);
        return answer;
      },
      async send() {},
      async fetchRow(table, id) {
        return server.rows.get(`${table}:${id}`) ?? null;
      },
      async publishedJobIds() {
        return [];
      },
      async downloadResume() {
        return null;
      },
      watch(_tables: readonly SyncedTable[], _handlers: WatchHandlers) {
        return async () => {};
      },
    };
  }
}

/** A clock the test moves by hand: timers fire only inside `advance`. */
export class ManualClock {
  private time = 1_000_000;
  private timers: { at: number; callback: () => void; id: number }[] = [];
  private nextId = 1;

  now = (): number => this.time;

  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, callback, id });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.timers = this.timers.filter((t) => t.id !== handle);
  };

  /** The time of the earliest pending timer, or null. */
  nextTimerAt(): number | null {
    return this.timers.length ? Math.min(...this.timers.map((t) => t.at)) : null;
  }

  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.callback();
    }
    this.time = until;
  }
}
