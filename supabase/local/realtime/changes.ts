// The change feed: one `partii_changes` notification (sent by the synced tables' triggers at
// commit) becomes `postgres_changes` messages for the subscribers allowed to see it.
//
// Row-level security decides, as on the hosted service: for INSERT/UPDATE the row is re-read
// under each subscriber's role and JWT claims, and only a row RLS returns is delivered (the row as
// read then, so a subscriber never sees a column value it could not select). Subscribers with the
// same identity share one read. A hard DELETE cannot be re-read; it carries only the primary key
// and goes to the row's company (and service_role) only.
import type pg from 'pg';
import type { Identity } from './identity.ts';
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

async function mapLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
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

export function deliveryMessage(channel: ChannelState, ids: number[], data: Record<string, unknown>): string {
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

/** Notifications handled together at most; a burst (a sync_push of many rows) is split. */
const MAX_BATCH = 500;

type Row = Record<string, unknown>;

/** A notice with the subscribers it concerns, resolved when its batch starts. */
interface Routed {
  notice: ChangeNotice;
  targets: Target[];
}

const rowKey = (schema: string, table: string, id: string) => `${schema}\u0000${table}\u0000${id}`;

export class ChangeFeed {
  // Notifications are delivered in the order they arrived (commit order), in batches: everything
  // queued while the previous batch was being delivered is handled together, with one re-read per
  // identity and table for the whole batch. A row changed twice in one batch is read once, so both
  // events carry its latest state (the feed is a poke; the row as read is what RLS allows now).
  private pending: ChangeNotice[] = [];
  private running: Promise<void> | null = null;

  constructor(private deps: ChangeFeedDeps) {}

  push(payload: string | undefined): void {
    const notice = parseNotice(payload ?? '');
    if (!notice) {
      this.deps.log('realtime: ignored malformed notification', payload);
      return;
    }
    this.pending.push(notice);
    this.running ??= this.drain();
  }

  /** Resolves when every notification pushed so far has been delivered. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          await this.deliver(batch);
        } catch (error) {
          this.deps.log('realtime: delivery failed', error);
        }
      }
    } finally {
      this.running = null;
    }
  }

  async deliver(notices: ChangeNotice[]): Promise<void> {
    const routed = notices.map((notice) => ({ notice, targets: this.targetsOf(notice) }));
    const live = routed.filter((r) => r.targets.length > 0);
    if (live.length === 0) return;
    const rows = await this.readAll(live);
    for (const r of live) await this.send(r, rows);
  }

  private targetsOf(notice: ChangeNotice): Target[] {
    const now = Date.now();
    const targets: Target[] = [];
    for (const channel of this.deps.channels()) {
      if (!channel.active) continue;
      // An expired token stops delivery even before its expiry timer closes the channel.
      if (channel.identity.expiresAt !== null && channel.identity.expiresAt <= now) continue;
      const bindings = channel.bindings.filter((b) => bindingMatches(b, notice));
      if (bindings.length > 0) targets.push({ channel, bindings });
    }
    return targets;
  }

  /**
   * Re-reads every inserted/updated row of the batch under each identity that wants it: one
   * transaction per identity, one query per table. Answers identity key → row key → row.
   */
  private async readAll(routed: Routed[]): Promise<Map<string, Map<string, Row>>> {
    const wanted = new Map<string, { identity: Identity; tables: Map<string, Set<string>> }>();
    for (const { notice, targets } of routed) {
      if (notice.type === 'DELETE') continue;
      for (const { channel } of targets) {
        const { identity } = channel;
        let entry = wanted.get(identity.key);
        if (!entry) wanted.set(identity.key, (entry = { identity, tables: new Map() }));
        const table = `${notice.schema}\u0000${notice.table}`;
        let ids = entry.tables.get(table);
        if (!ids) entry.tables.set(table, (ids = new Set()));
        ids.add(notice.id);
      }
    }
    const result = new Map<string, Map<string, Row>>();
    await mapLimited([...wanted.values()], READ_CONCURRENCY, async ({ identity, tables }) => {
      result.set(identity.key, await this.readAs(identity, tables));
    });
    return result;
  }

  private async send({ notice, targets }: Routed, rows: Map<string, Map<string, Row>>) {
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
        if (ids.length > 0) channel.send(deliveryMessage(channel, ids, { ...base, old_record: oldRecord }));
      }
      return;
    }

    const key = rowKey(notice.schema, notice.table, notice.id);
    for (const { channel, bindings } of targets) {
      if (!channel.active) continue;
      const record = rows.get(channel.identity.key)?.get(key);
      if (!record) continue; // RLS hides it from this subscriber
      if (Object.keys(record).some((k) => !columns.some((c) => c.name === k))) {
        this.deps.columns.invalidate(notice.schema, notice.table);
      }
      const data: Row = { ...base, record };
      // Without REPLICA IDENTITY FULL the hosted server's old_record holds the primary key only.
      if (notice.type === 'UPDATE') data.old_record = { id: record.id ?? notice.id };
      const ids = bindings.filter((b) => matchesFilter(b.conditions, record)).map((b) => b.id);
      if (ids.length > 0) channel.send(deliveryMessage(channel, ids, data));
    }
  }

  /** The rows `identity` may read (RLS applied), by row key; rows RLS hides are absent. */
  /** The rows' columns the current role may select (none: no rows), read under its RLS. */
  private async readPermittedColumns(
    client: pg.PoolClient,
    schemaName: string,
    tableName: string,
    ids: Set<string>,
  ): Promise<Row[]> {
    try {
      await client.query('savepoint read_columns');
      const { rows: columns } = await client.query<{ name: string }>(
        `select a.attname as name from pg_catalog.pg_attribute a
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
            and has_column_privilege(a.attrelid, a.attnum, 'SELECT')
          order by a.attnum`,
        [`${quoteIdent(schemaName)}.${quoteIdent(tableName)}`],
      );
      if (!columns.some((c) => c.name === 'id')) {
        await client.query('release savepoint read_columns');
        return [];
      }
      const list = columns.map((c) => quoteIdent(c.name)).join(', ');
      const { rows } = await client.query<{ row: Row }>(
        `select to_jsonb(t) as row from (select ${list} from ${quoteIdent(schemaName)}.${quoteIdent(tableName)}
          where id = any($1)) t`,
        [[...ids]],
      );
      await client.query('release savepoint read_columns');
      return rows.map((r) => r.row);
    } catch (error) {
      await client.query('rollback to savepoint read_columns');
      if ((error as { code?: string }).code !== '42501') this.deps.log('realtime: re-read failed', error);
      return [];
    }
  }

  private async readAs(identity: Identity, tables: Map<string, Set<string>>): Promise<Map<string, Row>> {
    const found = new Map<string, Row>();
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
      for (const [table, ids] of tables) {
        const [schemaName, tableName] = table.split('\u0000');
        try {
          await client.query('savepoint read_table');
          const { rows } = await client.query<{ row: Row }>(
            `select to_jsonb(t) as row from ${quoteIdent(schemaName)}.${quoteIdent(tableName)} t where t.id = any($1)`,
            [[...ids]],
          );
          for (const { row } of rows) found.set(rowKey(schemaName, tableName, String(row.id)), row);
          await client.query('release savepoint read_table');
        } catch (error) {
          await client.query('rollback to savepoint read_table');
          // 42501: the role may not read some column (company_invitations.token_hash) or the
          // table at all (anon and applications). Like hosted Realtime, the record then carries
          // the columns the role may read; with none, that is a "no", not a failure.
          if ((error as { code?: string }).code !== '42501') {
            this.deps.log('realtime: re-read failed', error);
            continue;
          }
          for (const row of await this.readPermittedColumns(client, schemaName, tableName, ids))
            found.set(rowKey(schemaName, tableName, String(row.id)), row);
        }
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      this.deps.log('realtime: re-read failed', error);
    } finally {
      client.release();
    }
    return found;
  }
}
