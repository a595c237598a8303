// Column names and type names of a table, as the hosted server sends them in `data.columns`
// (realtime-js converts record values by these type names; arrays are `_text` etc.). Also used at
// join time to refuse bindings on unknown tables or filters on unknown columns.
import type pg from 'pg';

export interface Column {
  name: string;
  type: string;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export class ColumnCache {
  private cache = new Map<string, Promise<Column[] | null>>();

  constructor(private pool: pg.Pool) {}

  /** The table's columns, or null when there is no such table. */
  get(schema: string, table: string): Promise<Column[] | null> {
    const key = `${schema}.${table}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.load(schema, table);
      this.cache.set(key, hit);
      // A failed or missing lookup is not remembered: the table may be created by a later migration.
      hit.then(
        (cols) => cols === null && this.cache.delete(key),
        () => this.cache.delete(key),
      );
    }
    return hit;
  }

  /** Forget a table (its shape changed: a record carried a column we did not know). */
  invalidate(schema: string, table: string): void {
    this.cache.delete(`${schema}.${table}`);
  }

  private async load(schema: string, table: string): Promise<Column[] | null> {
    const { rows } = await this.pool.query<{
      exists: boolean;
      name: string | null;
      type: string | null;
    }>(
      `select c.oid is not null as exists, a.attname as name, t.typname as type
         from (select to_regclass($1) as oid) c
         left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_type t on t.oid = a.atttypid
        order by a.attnum`,
      [`${quoteIdent(schema)}.${quoteIdent(table)}`],
    );
    if (rows.length === 0 || !rows[0].exists) return null;
    return rows.filter((r) => r.name !== null).map((r) => ({ name: r.name as string, type: r.type as string }));
  }
}
