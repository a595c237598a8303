// The sync RPCs of docs/contracts.md (sync_pull, sync_push) called straight, as the server-side
// tests do: the wire shapes as the server answers them, and calls that throw when the call itself
// fails (a refused mutation is an answer, not a failure).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';

/** One row write as sync_push takes it. */
export type PushMutation = {
  mutation_id: string;
  table: string;
  op: 'upsert' | 'delete';
  row_id: string;
  patch?: Record<string, unknown>;
  base_version?: number | null;
};

/** An upsert of `patch` into row `rowId` of `table` under a new mutation id; `extra` sets or adds fields. */
export const upsertMutation = (
  table: string,
  rowId: string,
  patch: Record<string, unknown>,
  extra: Partial<PushMutation> = {},
): PushMutation => ({ mutation_id: randomUUID(), table, op: 'upsert', row_id: rowId, patch, ...extra });

/** sync_push's answer for one mutation. */
export type PushResult = {
  mutation_id: string;
  status: 'applied' | 'rejected' | 'retry';
  row: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
  duplicate: boolean;
};

export interface PullPage {
  rows: Array<Record<string, unknown> & { id: string; change_xid: string }>;
  next: { xid: string; id: string } | null;
  has_more: boolean;
}

export type PullCursor = { xid: string; id: string } | null;

/** sync_push as `client`, claiming `expectedUser` (what a bound engine sends). */
export async function syncPush(
  client: SupabaseClient,
  mutations: PushMutation[],
  expectedUser: string,
  clientId: string = randomUUID(),
): Promise<PushResult[]> {
  const { data, error } = await client.rpc('sync_push', {
    p_client_id: clientId,
    p_mutations: mutations,
    p_expected_user: expectedUser,
  });
  if (error) throw new Error(`sync_push: ${error.code} ${error.message}`);
  return data as PushResult[];
}

/** One page of a table's feed as `client` sees it, after `cursor`. */
export async function syncPullPage(
  client: SupabaseClient,
  table: string,
  cursor: PullCursor,
  limit: number,
): Promise<PullPage> {
  const { data, error } = await client.rpc('sync_pull', {
    p_table: table,
    p_after_xid: cursor?.xid ?? null,
    p_after_id: cursor?.id ?? null,
    p_limit: limit,
  });
  if (error) throw new Error(`sync_pull: ${error.code} ${error.message}`);
  return data as PullPage;
}

/** Pulls until has_more is false: every row in order, the final cursor and how many pages it took. */
export async function syncPullAll(client: SupabaseClient, table: string, cursor: PullCursor, limit = 100) {
  const rows: PullPage['rows'] = [];
  let pages = 0;
  for (;;) {
    const page = await syncPullPage(client, table, cursor, limit);
    pages++;
    rows.push(...page.rows);
    if (page.next) cursor = page.next;
    if (!page.has_more) return { rows, cursor, pages };
  }
}
