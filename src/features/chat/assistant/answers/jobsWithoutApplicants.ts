// "Jobs with no applicants": the jobs (active and drafts; archived ones are done with) no
// application of the store's in-memory index is for. Active first.
import type { CompanyDb } from '@/db';
import { localIndexOf } from '@/db/localIndex';
import type { AssistantAnswer } from '../types';
import { ROW_LIMIT, jobRow, plural } from './shared';

const STATUS_ORDER: Record<string, number> = { published: 0, draft: 1 };

export async function answerJobsWithoutApplicants(db: CompanyDb): Promise<AssistantAnswer> {
  const index = await localIndexOf(db).ready();
  const jobs = [...index.entries('jobs').values()].filter((job) => job.status in STATUS_ORDER);
  const applied = new Set<string>();
  for (const application of index.entries('applications').values()) applied.add(application.job_id);
  const empty = jobs
    .filter((job) => !applied.has(job.id))
    .sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.title.localeCompare(b.title));
  if (empty.length === 0) return { text: 'Every open job has applicants.', rows: [] };
  const listed = empty.slice(0, ROW_LIMIT);
  return {
    text:
      `${plural(empty.length, 'job')} with no applicants` +
      (empty.length > listed.length ? `; the first ${listed.length}:` : ':'),
    rows: listed.map((job) => jobRow(job)),
  };
}
