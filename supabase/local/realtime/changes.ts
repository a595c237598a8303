// The change feed: one `partii_changes` notification (sent by the synced tables' triggers at
// commit) becomes `postgres_changes` messages for the subscribers allowed to see it.
//
// Row-level security decides, as on the hosted service: for INSERT/UPDATE the row is re-read
// under each subscriber's role and JWT claims, and only a row RLS returns is delivered (the row as
// read then, so a subscriber never sees a column value it could not select). Subscribers with the
// same identity share one read. A hard DELETE cannot be re-read; it carries only the primary key
// and goes to the row's company (and service_role) only.
import type pg from 'pg';
import type { Identity } from './auth.ts';
import type { ChangeEvent, ChannelState, PostgresBinding } from './channels.ts';
import type { ColumnCache } from './columns.ts';
import { quoteIdent } from './columns.ts';
import { matchesFilter } from './filters.ts';
import { encode } from './protocol.ts';

export const CHANGES_CHANNEL = 'partii_changes';

export interface ChangeNotice {
  schema: string;
  table: string;
  type: ChangeEvent;
  id: string;
  company_id: string | null;
  commit_timestamp?: string;
}

/** Re-reads in flight at once: the pool is shared with every other service of the stack. */
const READ_CONCURRENCY = 4;

async function mapLimited<T>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const EVENTS: ReadonlySet<string> = new Set(['INSERT', 'UPDATE', 'DELETE']);

export function parseNotice(text: string): ChangeNotice | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const n = raw as Record<string, unknown>;
  const type = typeof n.type === 'string' ? n.type.toUpperCase() : n.op;
  if (typeof n.table !== 'string' || typeof type !== 'string' || !EVENTS.has(type)) return null;
  if (typeof n.id !== 'string' && typeof n.id !== 'number') return null;
  return {
    schema: typeof n.schema === 'string' ? n.schema : 'public',
    table: n.table,
    type: type as ChangeEvent,
    id: String(n.id),
    company_id: typeof n.company_id === 'string' ? n.company_id : null,
    commit_timestamp: typeof n.commit_timestamp === 'string' ? n.commit_timestamp : undefined,
  };
}

export function bindingMatches(b: PostgresBinding, notice: ChangeNotice): boolean {
  return (
    b.schema === notice.schema &&
    (b.table === undefined || b.table === '*' || b.table === notice.table) &&
    (b.event === '*' || b.event.toUpperCase() === notice.type)
  );
}

export function deliveryMessage(
  channel: ChannelState,
  ids: number[],
  data: Record<string, unknown>,
): string {
  return encode(channel.joinRef, null, channel.topic, 'postgres_changes', { ids, data });
}

interface Target {
  channel: ChannelState;
  bindings: PostgresBinding[];
}

export interface ChangeFeedDeps {
  pool: pg.Pool;
  columns: ColumnCache;
  channels: () => Iterable<ChannelState>;
  log: (...args: unknown[]) => void;
}

export class ChangeFeed {
  // Notifications are handled one after the other so each subscriber sees changes in commit order.
  private queue: Promise<void> = Promise.resolve();

  constructor(private deps: ChangeFeedDeps) {}

  push(payload: string | undefined): void {
    const notice = parseNotice(payload ?? '');
    if (!notice) {
      this.deps.log('realtime: ignored malformed notification', payload);
      return;
    }
    this.queue = this.queue
      .then(() => this.deliver(notice))
      .catch((error) => this.deps.log('realtime: delivery failed', error));
  }

  /** Resolves when every notification pushed so far has been delivered. */
  idle(): Promise<void> {
    return this.queue;
  }

  async deliver(notice: ChangeNotice): Promise<void> {
    const now = Date.now();
    const targets: Target[] = [];
    for (const channel of this.deps.channels()) {
      if (!channel.active) continue;
      // An expired token stops delivery even before its expiry timer closes the channel.
      if (channel.identity.expiresAt !== null && channel.identity.expiresAt <= now) continue;
      const bindings = channel.bindings.filter((b) => bindingMatches(b, notice));
      if (bindings.length > 0) targets.push({ channel, bindings });
    }
    if (targets.length === 0) return;

    const columns = (await this.deps.columns.get(notice.schema, notice.table)) ?? [];
    const base = {
      schema: notice.schema,
      table: notice.table,
      commit_timestamp: notice.commit_timestamp ?? new Date().toISOString(),
      type: notice.type,
      columns,
      errors: null,
    };

    if (notice.type === 'DELETE') {
      const oldRecord = { id: notice.id };
      for (const { channel, bindings } of targets) {
        const { role, sub } = channel.identity;
        if (role !== 'service_role' && (sub === null || sub !== notice.company_id)) continue;
        const ids = bindings.filter((b) => matchesFilter(b.conditions, oldRecord)).map((b) => b.id);
        if (ids.length > 0)
          channel.send(deliveryMessage(channel, ids, { ...base, old_record: oldRecord }));
      }
      return;
    }

    const groups = new Map<string, { identity: Identity; targets: Target[] }>();
    for (const t of targets) {
      const group = groups.get(t.channel.identity.key);
      if (group) group.targets.push(t);
      else groups.set(t.channel.identity.key, { identity: t.channel.identity, targets: [t] });
    }
    await mapLimited(
      [...groups.values()],
      READ_CONCURRENCY,
      async ({ identity, targets: members }) => {
        const record = await this.readAs(identity, notice);
        if (!record) return;
        if (Object.keys(record).some((k) => !columns.some((c) => c.name === k))) {
          this.deps.columns.invalidate(notice.schema, notice.table);
        }
        const data: Record<string, unknown> = { ...base, record };
        // Without REPLICA IDENTITY FULL the hosted server's old_record holds the primary key only.
        if (notice.type === 'UPDATE') data.old_record = { id: record.id ?? notice.id };
        for (const { channel, bindings } of members) {
          if (!channel.active) continue;
          const ids = bindings.filter((b) => matchesFilter(b.conditions, record)).map((b) => b.id);
          if (ids.length > 0) channel.send(deliveryMessage(channel, ids, data));
        }
      },
    );
  }

  /** The row as `identity` may read it (RLS applied), or null when RLS hides it. */
  private async readAs(
    identity: Identity,
    notice: ChangeNotice,
  ): Promise<Record<string, unknown> | null> {
    const client = await this.deps.pool.connect();
    try {
      await client.query('begin read only');
      await client.query(
        `select set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true),
                set_config('request.jwt.claim.role', $1, true)`,
        [identity.role, JSON.stringify(identity.claims), identity.sub ?? ''],
      );
      const { rows } = await client.query<{ row: Record<string, unknown> }>(
        `select to_jsonb(t) as row from ${quoteIdent(notice.schema)}.${quoteIdent(notice.table)} t where t.id = $1`,
        [notice.id],
      );
      await client.query('commit');
      return rows[0]?.row ?? null;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      // 42501: the role has no privilege on the table at all (e.g. anon and applications) —
      // that is a "no", not a failure.
      if ((error as { code?: string }).code !== '42501')
        this.deps.log('realtime: re-read failed', error);
      return null;
    } finally {
      client.release();
    }
  }
}
