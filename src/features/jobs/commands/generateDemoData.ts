// The two demo-data buttons of the jobs list (spec §7, §9). Jobs, candidates' profiles and their
// applications are all plain row upserts, as Add Candidate writes them: they show at once, work
// offline, and the engine sends them in `sync_push` batches (50 writes a call), so 300 candidates
// take a dozen calls instead of one `create_profile_admin` call each (issue 12, B10). The server
// takes the company from the caller's token, applies each mutation id once, refuses a profile id
// another company owns, and answers a known email with the existing profile (D11).
import { newId, upsertRow, type CompanyDb, type Job } from '@/db';
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
 * a job's candidates appear (and are queued) together.
 */
export async function generateDemoCandidates(
  db: CompanyDb,
  jobs: readonly Pick<Job, 'id' | 'title'>[],
  random: Random = Math.random,
): Promise<number> {
  if (jobs.length === 0) throw new Error('No jobs to add candidates to');
  let made = 0;
  for (const job of jobs) {
    const count = demoCandidateCount(random);
    const candidates = Array.from({ length: count }, () => {
      const profileId = newId();
      return { profileId, ...demoCandidate(random, job.title, profileId.slice(0, 8)) };
    });
    await db.transaction('rw', db.profiles, db.applications, db.outbox, async () => {
      // All of the job's profiles first, then all of its applications, so every profile is
      // created on the server before (or in the same batch as, earlier in order) its application.
      for (const candidate of candidates) {
        await upsertRow(db, 'profiles', candidate.profileId, {
          first_name: candidate.first_name,
          last_name: candidate.last_name,
          email: candidate.email,
        });
      }
      for (const candidate of candidates) {
        await upsertRow(db, 'applications', newId(), {
          job_id: job.id,
          applicant_id: candidate.profileId,
          status: candidate.status,
          ai_rating: candidate.ai_rating,
          ai_summary: candidate.ai_summary,
          cv_url: null,
        });
      }
    });
    made += count;
  }
  return made;
}
