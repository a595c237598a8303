// The two demo-data buttons of the jobs list (spec §7, §9). Jobs are plain upserts. Candidates are
// created through the server function `create_profile_admin`, one batched call per job (an outbox
// `invoke`, so it also works offline and keeps its place in the order) plus local profile rows so
// they show at once; their applications are upserts queued right behind, so the profiles exist on
// the server first. Each application carries a resume and an answer, and the rating, summary and
// evidence of their screening (issue 26: no rating without what it rests on).
import { enqueue, newId, upsertRow, type CompanyDb, type Job } from '@/db';
import { newLocalRow } from '@/db/rowDefaults';
import { demoScreener } from '@/features/screening/model/demoScreening';
import type { ScreenableJob } from '@/features/screening/model/storedScreening';
import { demoCandidate, demoCandidateCount, demoJobs, type Random } from '../model/demoData';

export const DEMO_LOGIN_REQUIRED = 'You must be logged in to generate candidates';
export const DEMO_JOBS_FAILED = 'Failed to generate demo jobs';
export const DEMO_CANDIDATES_FAILED = 'Failed to generate demo candidates';

/** Adds the 15 demo jobs in one transaction; returns how many were made. */
export async function generateDemoJobs(db: CompanyDb, random: Random = Math.random): Promise<number> {
  const jobs = demoJobs(random);
  await db.transaction('rw', db.jobs, db.outbox, async () => {
    for (const job of jobs) await upsertRow(db, 'jobs', newId(), job);
  });
  return jobs.length;
}

/**
 * Adds 10–30 candidates to each given job; returns how many were made. One transaction per job so
 * a job's candidates appear (and are queued) together. Any job will do, the recruiter's own too:
 * the candidates are screened against its skills, must-haves, level and questions.
 */
export async function generateDemoCandidates(
  db: CompanyDb,
  jobs: readonly (Pick<Job, 'id'> & ScreenableJob)[],
  random: Random = Math.random,
): Promise<number> {
  if (jobs.length === 0) throw new Error('No jobs to add candidates to');
  let made = 0;
  for (const job of jobs) {
    const count = demoCandidateCount(random);
    const screen = demoScreener(job);
    const createdAt = new Date().toISOString();
    const candidates = Array.from({ length: count }, () => {
      const profileId = newId();
      return { profileId, ...demoCandidate(random, screen, profileId.slice(0, 8), createdAt) };
    });
    await db.transaction('rw', db.profiles, db.applications, db.outbox, async () => {
      // One server call creates all of the job's profiles (the batched create_profile_admin), then
      // its applications follow as one contiguous run of upserts, which the engine sends as a
      // single `sync_push` batch: a job's candidates reach the server in two round trips.
      await enqueue(db, {
        table: '',
        op: 'invoke',
        invoke: {
          fn: 'create_profile_admin',
          body: {
            profiles: candidates.map((candidate) => ({
              profile_id: candidate.profileId,
              first_name: candidate.first_name,
              last_name: candidate.last_name,
              email_address: candidate.email,
            })),
          },
        },
      });
      // Shown at once; the pull replaces them with the server's rows once the function has run.
      await db.profiles.bulkPut(
        candidates.map((candidate) =>
          newLocalRow('profiles', candidate.profileId, db.companyId, {
            first_name: candidate.first_name,
            last_name: candidate.last_name,
            email: candidate.email,
          }),
        ),
      );
      for (const candidate of candidates) {
        await upsertRow(db, 'applications', newId(), {
          job_id: job.id,
          applicant_id: candidate.profileId,
          status: candidate.status,
          ai_rating: candidate.ai_rating,
          ai_summary: candidate.ai_summary,
          ai_evidence: candidate.ai_evidence,
          resume_text: candidate.resume_text,
          answers: candidate.answers,
          cv_url: null,
        });
      }
    });
    made += count;
  }
  return made;
}
