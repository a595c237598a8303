// Application counts kept with the rows (issue 12): per job and per pipeline stage, plus the
// company-wide totals the dashboard shows. They live in the `counts` store and are changed by the
// counts middleware (countsMiddleware.ts) in the same transaction as every write of an
// application, so a screen reads a count as one point read instead of recounting 50 000 rows.
//
// The rules here are the store's copy of the spec's: "a missing status counts as applied"
// (src/features/applications/model/pipelineStage.ts says the same for the screens; db/ imports
// nothing above it), "Very Strong" is a rating of 8 or more, unrated means `ai_rating === null`.
import { APPLICATION_STATUSES } from './entities.ts';

export type CountedStage = (typeof APPLICATION_STATUSES)[number];

/** Key of the company-wide row (job ids are UUIDs, so it never collides with a job's row). */
export const ALL_JOBS_KEY = '*';

export interface ApplicationCounts {
  /** A job id, or ALL_JOBS_KEY for the whole company. */
  key: string;
  total: number;
  applied: number;
  screening: number;
  interview: number;
  offer: number;
  rejected: number;
  /** Applications in Applied with a rating of 8 or more (dashboard insight). */
  strongApplied: number;
  /** Applications with `ai_rating === null` (dashboard insight). */
  unrated: number;
}

/** The fields of an application the counts depend on. */
export interface CountedApplication {
  job_id: string;
  status: string | null | undefined;
  ai_rating?: number | null;
}

export function emptyCounts(key: string): ApplicationCounts {
  return {
    key,
    total: 0,
    applied: 0,
    screening: 0,
    interview: 0,
    offer: 0,
    rejected: 0,
    strongApplied: 0,
    unrated: 0,
  };
}

/** The pipeline stage a status counts in (a missing or unknown status counts as applied). */
export function countedStage(status: string | null | undefined): CountedStage {
  return (APPLICATION_STATUSES as readonly (string | null | undefined)[]).includes(status)
    ? (status as CountedStage)
    : 'applied';
}

const COUNTED_FIELDS = [
  'total',
  'applied',
  'screening',
  'interview',
  'offer',
  'rejected',
  'strongApplied',
  'unrated',
] as const;

/** Adds (sign 1) or removes (sign -1) one application to a counts row. */
function addTo(counts: ApplicationCounts, application: CountedApplication, sign: 1 | -1): void {
  const stage = countedStage(application.status);
  counts.total += sign;
  counts[stage] += sign;
  if (stage === 'applied' && (application.ai_rating ?? 0) >= 8) counts.strongApplied += sign;
  if (application.ai_rating === null) counts.unrated += sign;
}

/**
 * Accumulates count changes by key; `apply` turns them into the rows to write. One instance per
 * mutation: every replaced row is removed and every new row added, to its job and to the total.
 */
export class CountsDelta {
  private readonly byKey = new Map<string, ApplicationCounts>();

  private row(key: string): ApplicationCounts {
    let row = this.byKey.get(key);
    if (!row) this.byKey.set(key, (row = emptyCounts(key)));
    return row;
  }

  /** Records that `before` (if any) was replaced by `after` (if any). */
  change(before: CountedApplication | undefined, after: CountedApplication | undefined): void {
    if (before) {
      addTo(this.row(before.job_id), before, -1);
      addTo(this.row(ALL_JOBS_KEY), before, -1);
    }
    if (after) {
      addTo(this.row(after.job_id), after, 1);
      addTo(this.row(ALL_JOBS_KEY), after, 1);
    }
  }

  get keys(): string[] {
    return [...this.byKey.keys()];
  }

  /**
   * The stored rows (same order as `keys`, undefined when absent) with the changes added. A job's
   * row that falls to zero is dropped (null: delete it), so deleted jobs leave no rows behind.
   */
  apply(stored: readonly (ApplicationCounts | undefined)[]): (ApplicationCounts | null)[] {
    return this.keys.map((key, i) => {
      const delta = this.byKey.get(key)!;
      const next = { ...(stored[i] ?? emptyCounts(key)) };
      for (const field of COUNTED_FIELDS) next[field] += delta[field];
      return key !== ALL_JOBS_KEY && COUNTED_FIELDS.every((field) => next[field] === 0) ? null : next;
    });
  }
}

/** Counts recounted from scratch: what the counts store must equal (upgrade, tests). */
export function recountApplications(applications: Iterable<CountedApplication>): Map<string, ApplicationCounts> {
  const delta = new CountsDelta();
  for (const application of applications) delta.change(undefined, application);
  const rows = delta.apply([]);
  const result = new Map<string, ApplicationCounts>();
  for (const row of rows) if (row) result.set(row.key, row);
  if (!result.has(ALL_JOBS_KEY)) result.set(ALL_JOBS_KEY, emptyCounts(ALL_JOBS_KEY));
  return result;
}
