// "Top candidates for Data Scientist": the job's live applications (not withdrawn) in the rating
// order of the app's lists (sortByRating: best first, unrated last, ties newest first), each with
// its rating and the evidence it rests on.
//
// A large job is not read whole (5 000 applications with their resumes took 150-250 ms): the best
// are read backwards through `[job_id+ai_rating]`, and the counts of the answer's text are index
// counts. What the index order does not give is the order within one rating (newest first, then
// id), so the rating at the cut is read as keys and ordered by the store's in-memory index, which
// holds every application's created_at; only the rows listed are read. A null rating has no key
// in the index: when fewer than N live applications are rated, the job is read whole as before.
import Dexie from 'dexie';
import type { Application, CompanyDb, Job } from '@/db';
import { localIndexOf } from '@/db/localIndex';
import { sortByRating } from '@/features/screening/model/sortByRating';
import { jobCandidatesHref } from '../links';
import { resolveJob } from '../resolveNames';
import type { AssistantAnswer } from '../types';
import { applicationRow, jobNotResolved, plural, profilesOf, ratingDetail } from './shared';

/** The best applications of a job, and how many live (and live rated) ones it has. */
interface TopOfJob {
  top: Application[];
  live: number;
  rated: number;
}

export async function answerTopCandidates(db: CompanyDb, typedJob: string, limit: number): Promise<AssistantAnswer> {
  const resolved = await resolveJob(db, typedJob);
  if (resolved.kind !== 'one')
    return jobNotResolved(typedJob, resolved, (title) => `Top ${limit} candidates for ${title}`);
  const job = resolved.match;
  const { top, live, rated } = (await topByRatingIndex(db, job.id, limit)) ?? (await topOfWholeJob(db, job.id, limit));
  if (live === 0) {
    return {
      text: `${job.title} has no candidates yet.`,
      rows: [],
      suggestions: ['Jobs with no applicants'],
    };
  }
  const profiles = await profilesOf(db, top);
  return {
    text:
      `Top ${plural(top.length, 'candidate')} of ${live} for ${job.title}, by AI rating` +
      (rated < live ? ` (${live - rated} not screened yet).` : '.'),
    rows: [
      ...top.map((application) =>
        applicationRow(application, profiles.get(application.applicant_id ?? ''), ratingDetail(application)),
      ),
      { kind: 'job', id: job.id, label: `All candidates for ${job.title}`, href: jobCandidatesHref(job.id) },
    ],
  };
}

// The store holds no deleted rows (schema.ts), so withdrawn ones are the only ones left out; the
// rows read are tested for both all the same.
const isLive = (a: Application) => !a.deleted_at && !a.withdrawn_at;
const isRated = (a: Pick<Application, 'ai_rating'>) => a.ai_rating !== null && a.ai_rating !== undefined;

/** The current path: every application of the job, sorted here. */
async function topOfWholeJob(db: CompanyDb, jobId: Job['id'], limit: number): Promise<TopOfJob> {
  const live = (await db.applications.where('job_id').equals(jobId).toArray()).filter(isLive);
  return { top: sortByRating(live).slice(0, limit), live: live.length, rated: live.filter(isRated).length };
}

/** The best `limit` through the rating index, or null when fewer than `limit` live ones are rated. */
async function topByRatingIndex(db: CompanyDb, jobId: Job['id'], limit: number): Promise<TopOfJob | null> {
  // Loaded before the transaction: its first load reads in transactions of its own.
  const entries = (await localIndexOf(db).ready()).entries('applications');
  const byJob = (index: string) => db.applications.where(index).between([jobId, Dexie.minKey], [jobId, Dexie.maxKey]);
  // One read transaction: the counts and the rows are of the same moment.
  return db.transaction('r', db.applications, async () => {
    const [withdrawn, total, ratedTotal] = await Promise.all([
      byJob('[job_id+withdrawn_at]').toArray(),
      db.applications.where('job_id').equals(jobId).count(),
      byJob('[job_id+ai_rating]').count(),
    ]);
    const withdrawnRated = withdrawn.filter(isRated);
    const rated = ratedTotal - withdrawnRated.length;
    if (limit < 1 || rated < limit) return null;
    const live = total - withdrawn.length;
    const excluded = new Set(withdrawn.map((a) => a.id));

    // The best rows; the withdrawn among them are made up for, so `limit` live ones are here.
    const head = (
      await byJob('[job_id+ai_rating]')
        .reverse()
        .limit(limit + withdrawnRated.length)
        .toArray()
    ).filter((a) => !excluded.has(a.id) && isLive(a));
    const cut = head[limit - 1].ai_rating!;
    const above = head.filter((a) => a.ai_rating! > cut);

    // Every live application at the cut's rating, ordered as sortByRating orders a tie.
    const tieIds = (
      (await db.applications.where('[job_id+ai_rating]').equals([jobId, cut]).primaryKeys()) as string[]
    ).filter((id) => !excluded.has(id));
    const read = new Map(head.map((a) => [a.id, a]));
    const unknown = tieIds.filter((id) => !read.has(id) && !entries.has(id));
    // Rows the in-memory index does not hold yet (a write it has not seen): their own created_at.
    for (const row of await db.applications.bulkGet(unknown)) if (row) read.set(row.id, row);
    const tie = sortByRating(
      tieIds.map((id) => ({ id, ai_rating: cut, created_at: (read.get(id) ?? entries.get(id))?.created_at ?? null })),
    ).slice(0, limit - above.length);
    const rows = await db.applications.bulkGet(tie.map((t) => t.id).filter((id) => !read.has(id)));
    for (const row of rows) if (row) read.set(row.id, row);
    const chosen = tie.flatMap((t) => {
      const row = read.get(t.id);
      return row && isLive(row) ? [row] : [];
    });
    return { top: sortByRating([...above, ...chosen]).slice(0, limit), live, rated };
  });
}
