// "Applications this week", "applications for Data Scientist": how many came in, and the newest,
// each with its job and status. A range is read by the `[created_at+id]` index, keys only: a week
// of a large company is thousands of applications, of which only the listed rows are read whole.
import Dexie from 'dexie';
import type { Application, CompanyDb, Job } from '@/db';
import { localIndexOf } from '@/db/localIndex';
import { dayBounds } from '../dayRange';
import type { DayRange } from '../parseQuestion';
import { resolveJob } from '../resolveNames';
import type { AssistantAnswer, AssistantContext } from '../types';
import { ROW_LIMIT, applicationRow, jobNotResolved, plural, profilesOf, statusDetail } from './shared';

/** Text order of ISO instants with other offsets than this device's: a day's margin, then the exact test. */
const INDEX_MARGIN_MS = 24 * 3600_000;

export async function answerApplications(
  db: CompanyDb,
  range: DayRange | null,
  typedJob: string | null,
  ctx: AssistantContext,
): Promise<AssistantAnswer> {
  if (range) return applicationsIn(db, range, ctx);
  if (!typedJob) return { text: 'Which job, or which days?', rows: [] };
  const resolved = await resolveJob(db, typedJob);
  if (resolved.kind !== 'one') return jobNotResolved(typedJob, resolved, (title) => `Applications for ${title}`);
  const job = resolved.match;
  // The index's entries give the job's applications in order; only the listed rows are read.
  const index = await localIndexOf(db).ready();
  const applications = index.sorted('applications', 'newestFirst').filter((entry) => entry.job_id === job.id);
  if (applications.length === 0) return { text: `${job.title} has no applications yet.`, rows: [] };
  const listed = (await db.applications.bulkGet(applications.slice(0, ROW_LIMIT).map((e) => e.id))).filter(
    (a): a is Application => a !== undefined,
  );
  const profiles = await profilesOf(db, listed);
  return {
    text:
      `${plural(applications.length, 'application')} for ${job.title}` +
      (applications.length > listed.length ? `; the newest ${listed.length}:` : ':'),
    rows: listed.map((a) => applicationRow(a, profiles.get(a.applicant_id ?? ''), statusDetail(a))),
  };
}

async function applicationsIn(db: CompanyDb, range: DayRange, ctx: AssistantContext): Promise<AssistantAnswer> {
  const bounds = dayBounds(range, ctx.now, 'behind');
  const [from, to] = [bounds.from.getTime(), bounds.to.getTime()];
  const keys = (await db.applications
    .where('[created_at+id]')
    .between(
      [new Date(from - INDEX_MARGIN_MS).toISOString(), Dexie.minKey],
      [new Date(to + INDEX_MARGIN_MS).toISOString(), Dexie.maxKey],
    )
    .keys()) as unknown as [string, string][];
  const inRange = keys
    .map(([createdAt, id]) => ({ id, created_at: createdAt, at: Date.parse(createdAt) }))
    .filter((k) => k.at >= from && k.at < to)
    .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id));
  if (inRange.length === 0) return { text: `No applications ${bounds.label}.`, rows: [] };
  const listed = (await db.applications.bulkGet(inRange.slice(0, ROW_LIMIT).map((k) => k.id))).filter(
    (a): a is Application => a !== undefined,
  );
  const [profiles, jobs] = await Promise.all([
    profilesOf(db, listed),
    db.jobs.bulkGet([...new Set(listed.map((a) => a.job_id))]),
  ]);
  const jobTitle = new Map(jobs.filter((j): j is Job => j !== undefined).map((j) => [j.id, j.title]));
  return {
    text:
      `${plural(inRange.length, 'application')} ${bounds.label}` +
      (inRange.length > listed.length ? `; the newest ${listed.length}:` : ':'),
    rows: listed.map((a) =>
      applicationRow(a, profiles.get(a.applicant_id ?? ''), statusDetail(a, jobTitle.get(a.job_id))),
    ),
  };
}
