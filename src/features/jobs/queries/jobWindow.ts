// The jobs list at any size (issue 12): a window of the filtered list, its total and the window's
// applicant counts. Without search text the window is read by the created_at or
// [status+created_at] index with offset and limit, the total counted by index; with search text
// the matching jobs come from the in-memory index (db/localIndex.ts). The counts are point reads
// of the kept counts (db/counts.ts). Same answer as `filterJobs(readJobs)` sliced, with
// `readApplicantCounts` for its jobs. Filtered by an interview plan (`?flow=`), the plan's jobs are
// read by the `interview_plan_id` index.
import Dexie from 'dexie';
import type { ApplicationCounts, CompanyDb, Job } from '@/db';
import { localIndexOf, type JobEntry, type LocalIndex } from '@/db/localIndex';
import { PIPELINE_STAGES } from '@/features/applications/model/pipelineStage';
import { noApplicants, type JobApplicantCounts } from '../model/applicantCounts';
import { matchesJobSearch, matchesJobTab, type JobTab } from '../model/jobFilters';
import type { JobStatus } from '../model/jobStatus';

/** Jobs read per window step. */
export const JOB_WINDOW_PAGE = 20;

export interface JobWindow {
  total: number;
  offset: number;
  jobs: Job[];
  /** Applicant counts of the window's jobs (a job with none has no entry). */
  counts: Map<string, JobApplicantCounts>;
}

const TAB_STATUS: Record<JobTab, JobStatus | null> = {
  all: null,
  active: 'published',
  draft: 'draft',
  archived: 'archived',
};

export async function readJobWindow(
  db: CompanyDb,
  query: string,
  tab: JobTab,
  offset: number,
  limit: number,
  /** `/app/jobs?flow={id}`: only the jobs using this interview plan ('' for every job). */
  planId = '',
): Promise<JobWindow> {
  const needle = query.trim().toLowerCase();
  const status = TAB_STATUS[tab];
  let total: number;
  let jobs: Job[];
  if (planId) {
    // A plan is used by a handful of jobs: read them by the index, filter and order in memory.
    const matches = (await db.jobs.where('interview_plan_id').equals(planId).toArray())
      .filter((job) => matchesJobTab(job, tab) && matchesJobSearch(job, query))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    total = matches.length;
    jobs = matches.slice(offset, offset + limit);
  } else if (needle) {
    const matches = matchingJobs(await localIndexOf(db).ready(), needle, tab);
    total = matches.length;
    const found = await db.jobs.bulkGet(matches.slice(offset, offset + limit).map((entry) => entry.id));
    jobs = found.filter((job): job is Job => job !== undefined);
  } else if (status === null) {
    [total, jobs] = await Promise.all([
      db.jobs.count(),
      db.jobs.orderBy('created_at').reverse().offset(offset).limit(limit).toArray(),
    ]);
  } else {
    const range = db.jobs.where('[status+created_at]').between([status, Dexie.minKey], [status, Dexie.maxKey]);
    [total, jobs] = await Promise.all([
      db.jobs.where('status').equals(status).count(),
      range.reverse().offset(offset).limit(limit).toArray(),
    ]);
  }
  return {
    total,
    offset,
    jobs,
    counts: await readCountsOf(
      db,
      jobs.map((job) => job.id),
    ),
  };
}

/** The kept counts of some jobs, as the jobs list shows them. */
export async function readCountsOf(db: CompanyDb, jobIds: string[]): Promise<Map<string, JobApplicantCounts>> {
  const rows = await db.counts.bulkGet(jobIds);
  const counts = new Map<string, JobApplicantCounts>();
  rows.forEach((row, i) => row && row.total > 0 && counts.set(jobIds[i], applicantCountsOf(row)));
  return counts;
}

export function applicantCountsOf(row: ApplicationCounts | undefined): JobApplicantCounts {
  const counts = noApplicants();
  if (!row) return counts;
  for (const stage of PIPELINE_STAGES) counts[stage] = row[stage];
  counts.total = row.total;
  return counts;
}

const haystacks = new WeakMap<JobEntry, string[]>();
/** Title, description, location and skills, lowercased once per entry (spec §5 job search). */
function haystackOf(entry: JobEntry): string[] {
  let fields = haystacks.get(entry);
  if (!fields) {
    fields = [entry.title, entry.description, entry.location, ...entry.skills].map((f) => (f ?? '').toLowerCase());
    haystacks.set(entry, fields);
  }
  return fields;
}

/** Jobs of the tab whose title, description, location or a skill contains the text; newest first. */
function matchingJobs(index: LocalIndex, needle: string, tab: JobTab): JobEntry[] {
  return index
    .sorted('jobs', 'newestFirst')
    .filter(
      (entry) =>
        matchesJobTab(entry as { status: JobStatus }, tab) && haystackOf(entry).some((f) => f.includes(needle)),
    );
}
