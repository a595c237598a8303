// The candidates' reads from the company store, as plain functions: the hooks next to them run
// them in live queries, the benchmark (tests/bench) times the very same functions. The store
// holds no tombstones (see src/db/schema.ts), so nothing here filters `deleted_at`.
import type { Application, CompanyDb, Job, Profile, ResumeCacheEntry } from '@/db';
import { toCandidateCard, type CandidateCardData } from '../model/candidateCard';
import { stageLookup } from '@/features/flows/model/applicationStage';

/**
 * Every application as a card, newest first, joined in memory with its profile, job and stage
 * (whole-table reads). The screen reads windows instead (candidateWindow.ts); this stays as the
 * plain definition its tests compare the windows with.
 */
export async function readCandidateCards(db: CompanyDb): Promise<CandidateCardData[]> {
  const [applications, profiles, jobs, stages] = await Promise.all([
    db.applications.orderBy('[created_at+id]').reverse().toArray(),
    db.profiles.toArray(),
    db.jobs.toArray(),
    db.interviewStages.toArray(),
  ]);
  const profileById = new Map(profiles.map((p) => [p.id, p]));
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const lookup = stageLookup(stages);
  return applications.map((a) =>
    toCandidateCard(a, a.applicant_id ? profileById.get(a.applicant_id) : undefined, jobById.get(a.job_id), lookup),
  );
}

export interface CandidateApplication {
  application: Application;
  job: Job | undefined;
}

export interface CandidateDetail {
  profile: Profile;
  applications: CandidateApplication[];
}

/**
 * The candidate profile: the profile and its applications (by the applicant_id index), newest
 * first, each with its job. null when there is no such candidate.
 */
export async function readCandidate(db: CompanyDb, candidateId: string): Promise<CandidateDetail | null> {
  const profile = await db.profiles.get(candidateId);
  if (!profile) return null;
  const applications = (await db.applications.where('applicant_id').equals(candidateId).toArray()).sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  const jobs = await db.jobs.bulkGet([...new Set(applications.map((a) => a.job_id))]);
  const jobById = new Map(jobs.flatMap((j) => (j ? [[j.id, j] as const] : [])));
  return {
    profile,
    applications: applications.map((application) => ({ application, job: jobById.get(application.job_id) })),
  };
}

/** Jobs offered by the Add Candidate dialog: published, newest first (spec §7). */
export async function readPublishedJobOptions(db: CompanyDb): Promise<{ value: string; label: string }[]> {
  const jobs = await db.jobs.where('status').equals('published').toArray();
  return jobs.sort((a, b) => b.created_at.localeCompare(a.created_at)).map((j) => ({ value: j.id, label: j.title }));
}

/** The copy of a resume kept in `resumeCache` (key = cv_url, filled while online); null when not cached. */
export async function readCachedResume(db: CompanyDb, cvUrl: string): Promise<ResumeCacheEntry | null> {
  return (await db.resumeCache.get(cvUrl)) ?? null;
}
