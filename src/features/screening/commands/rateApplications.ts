// Rating applications on the recruiter's side.
//
// Why here and not on the applicant's device or the server: the applicant must not be able to
// choose their own rating (submit_application ignores ai_* fields and RLS denies anon updates),
// and the recruiter must get ratings offline. So the recruiter's signed-in app computes them from
// its local copy of the job and the application, and writes them through the outbox like any
// other recruiter edit (`upsertRow` → sync_push under the recruiter's JWT).
//
// The rating is computed outside any transaction (the summary may come from the network, and an
// IndexedDB transaction commits as soon as it waits on anything else), then written in one
// transaction that first re-reads the row and checks it still needs the rating. A pull that rates
// or deletes the row meanwhile (another device got there first) either lands before that check and
// wins, or waits until the rating and its outbox entry are committed: it never slips between the
// check and the write.
//
// Only applications with a null ai_rating are rated; earlier ratings (and the demo seed's, made by
// the same screening in model/storedScreening.ts) keep theirs.
// An application with neither resume text nor answers (e.g. added by hand) is left alone: there is
// nothing to assess, and its ai_summary may hold the recruiter's own note.

import { upsertRow, type Application, type CompanyDb, type Job } from '@/db';
import type { QuestionAnswer } from '../model/screening';
import { screeningJobOf, screenStoredApplication, storedScreening } from '../model/storedScreening';
import { summaryRequest, type SummaryWriter } from '../provider';

export interface RateOptions {
  /** Writes the summary text (the model through the `ai` function); the deterministic text when absent. */
  writeSummary?: SummaryWriter;
}

/** Whether an application is waiting for a rating and can get one. */
export function needsRating(application: Application, job: Job | undefined): boolean {
  if (application.deleted_at || (application.ai_rating !== null && application.ai_rating !== undefined)) return false;
  if (!job || job.deleted_at) return false;
  return hasSomethingToAssess(application);
}

function hasSomethingToAssess(application: Application): boolean {
  const answers = (application.answers ?? []) as QuestionAnswer[];
  return Boolean(application.resume_text?.trim()) || answers.some((a) => a?.answer?.trim());
}

// One run at a time per database: a live query can fire several times while a run is writing,
// and two overlapping runs would rate (and queue) the same application twice.
const running = new WeakMap<CompanyDb, Promise<number>>();

/**
 * Rates every unrated application that has its job in the local store. Resolves with how many
 * were rated. Safe to call often; concurrent calls share one run and a call during a run starts
 * another one after it, so nothing that appeared meanwhile is missed.
 */
export function rateUnratedApplications(db: CompanyDb, options: RateOptions = {}): Promise<number> {
  const previous = running.get(db);
  const run = (previous ?? Promise.resolve(0)).catch(() => 0).then(() => rateOnce(db, options));
  running.set(db, run);
  void run.finally(() => {
    if (running.get(db) === run) running.delete(db);
  });
  return run;
}

async function rateOnce(db: CompanyDb, options: RateOptions): Promise<number> {
  const unrated = await db.applications
    .filter((a) => !a.deleted_at && (a.ai_rating === null || a.ai_rating === undefined))
    .toArray();
  if (unrated.length === 0) return 0;
  const jobs = new Map(
    (await db.jobs.bulkGet([...new Set(unrated.map((a) => a.job_id))]))
      .filter((j): j is Job => !!j)
      .map((j) => [j.id, j]),
  );

  let rated = 0;
  for (const application of unrated) {
    const job = jobs.get(application.job_id);
    if (!needsRating(application, job)) continue;
    // The same screening the demo seed runs (model/storedScreening.ts); only the summary's
    // wording may come from the model.
    const result = screenStoredApplication(job!, application);
    const summary = options.writeSummary
      ? await options.writeSummary(summaryRequest(screeningJobOf(job!), result, application.resume_text))
      : undefined;
    const written = await writeRatingIfStillNeeded(db, application.id, storedScreening(result, summary));
    if (written) rated++;
  }
  return rated;
}

type Rating = Pick<Application, 'ai_rating' | 'ai_summary' | 'ai_evidence'>;

/**
 * Read, check and write in ONE transaction (see the top of this file): resolves false, writing
 * nothing, when the row was rated, deleted or lost its job since it was read for screening.
 * upsertRow's own transaction joins this one, so the row and its outbox entry commit with the check.
 */
function writeRatingIfStillNeeded(db: CompanyDb, applicationId: string, rating: Rating): Promise<boolean> {
  return db.transaction('rw', db.applications, db.jobs, db.outbox, async () => {
    const current = await db.applications.get(applicationId);
    if (!current || !needsRating(current, await db.jobs.get(current.job_id))) return false;
    await upsertRow(db, 'applications', applicationId, rating);
    return true;
  });
}
