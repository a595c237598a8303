// One source per schema: the valibot entity schemas in src/db (which the local row types are
// inferred from) name exactly the columns the SQL migrations create.
import { describe, expect, it } from 'vitest';
import { ENTITY_SCHEMAS, TEAM_SCHEMAS } from '../../src/db/entities.ts';
import { sql } from '../support/stack-env.ts';

describe('entity schemas agree with the server schema', () => {
  // Columns no client ever reads: an invitation's token hash (docs/teams.md).
  const serverOnly = new Set(['token_hash']);
  for (const [table, schema] of Object.entries({ ...ENTITY_SCHEMAS, ...TEAM_SCHEMAS })) {
    it(`${table}: same columns`, async () => {
      const columns = await sql<{ column_name: string; is_nullable: 'YES' | 'NO' }>(
        `select column_name, is_nullable from information_schema.columns
          where table_schema = 'public' and table_name = $1`,
        [table],
      );
      expect(Object.keys(schema.entries).sort()).toEqual(
        columns
          .map((c) => c.column_name)
          .filter((c) => !serverOnly.has(c))
          .sort(),
      );
    });
  }
});
