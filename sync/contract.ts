// The sync RPCs' answers, checked at the boundary. A malformed answer (a proxy's error page, a
// half-deployed server, a cut response) is a transient failure of the call, never a cast: nothing
// the engine writes into the store comes from a shape it has not verified.
import * as v from 'valibot';
import type { SyncedRow } from '../src/db/schema.ts';

/** A pulled row: the fields the engine relies on; the rest is the table's columns as they are. */
const RowSchema = v.looseObject({
  id: v.string(),
  change_xid: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  version: v.optional(v.number()),
  company_id: v.optional(v.nullable(v.string())),
  deleted_at: v.optional(v.nullable(v.string())),
});

export const PullPageSchema = v.object({
  rows: v.array(RowSchema),
  next: v.nullable(v.object({ xid: v.string(), id: v.string() })),
  has_more: v.boolean(),
});

export const MutationResultSchema = v.object({
  mutation_id: v.string(),
  /** `retry`: a transient database error (deadlock, serialization, ...) or not attempted after one. */
  status: v.picklist(['applied', 'rejected', 'retry']),
  row: v.nullable(RowSchema),
  error: v.nullable(v.object({ code: v.optional(v.nullable(v.string())), message: v.string() })),
  duplicate: v.optional(v.boolean()),
});

export const PushAnswerSchema = v.array(MutationResultSchema);

export const JobIdsSchema = v.array(v.object({ id: v.string() }));

/** Rows of `jobs` read directly (the job page's fast path, publicJob.ts). */
export const JobRowsSchema = v.array(RowSchema);

/**
 * What a visitor may read of a published job (issue 24, docs/contracts.md "Public jobs"): the
 * columns the public board, the job page, /candidates and the apply chat show, and what the public
 * store's sync needs. The server's anon column grant and `partii_private.public_job_json` are the
 * same list (migration 20261127000200; tests/integration/public-jobs-columns.test.ts checks they
 * agree). Never company_id, created_by, updated_by, interview_plan_id: internal ids. index.html's
 * early fetch names the same columns.
 */
export const PUBLIC_JOB_COLUMNS = [
  'id',
  'title',
  'description',
  'location',
  'status',
  'skills',
  'department',
  'job_type',
  'experience_level',
  'salary_range',
  'salary_min',
  'salary_max',
  'must_have_requirements',
  'questions',
  'company_name',
  'created_at',
  'updated_at',
  'deleted_at',
  'version',
  'change_xid',
] as const;

export interface PullPage {
  rows: SyncedRow[];
  next: { xid: string; id: string } | null;
  has_more: boolean;
}

export type MutationResult = Omit<v.InferOutput<typeof MutationResultSchema>, 'row'> & {
  row: SyncedRow | null;
};

/** One row write as `sync_push` takes it. */
export interface PushMutation {
  mutation_id: string;
  table: string;
  op: 'upsert' | 'delete';
  row_id: string;
  patch: Record<string, unknown>;
  base_version: number | null;
}

export class MalformedAnswerError extends Error {}

/** Parses `value` or throws MalformedAnswerError naming the first problem. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  throw new MalformedAnswerError(
    `${what} answered an unexpected shape${where ? ` at ${where}` : ''}: ${issue.message}`,
  );
}

/** `sync_push` must answer each mutation of the batch, in order. */
export function parsePushAnswer(value: unknown, mutations: PushMutation[]): MutationResult[] {
  const results = parseAnswer(PushAnswerSchema, value, 'sync_push') as unknown as MutationResult[];
  if (results.length !== mutations.length)
    throw new MalformedAnswerError(`sync_push answered ${results.length} results for ${mutations.length} mutations`);
  results.forEach((result, i) => {
    if (result.mutation_id !== mutations[i].mutation_id)
      throw new MalformedAnswerError(
        `sync_push answered mutation ${result.mutation_id} in place of ${mutations[i].mutation_id}`,
      );
  });
  return results;
}
