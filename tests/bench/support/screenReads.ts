// The reads the recruiter screens run against the company store, as plain async functions.
//
// The screens run these inside `useLiveQuery` (src/features/*/queries/*.ts), where the function
// body is not exported; each function below is the same body (same Dexie calls, same pure
// join/filter helpers imported from the features), so timing it times what the screen waits for.
// If a hook's query changes, change its twin here.
import type { Application, CompanyDb, Job, Note, Profile } from '../../../src/db/schema.ts';
import { toCandidateCard, type CandidateCardData } from '../../../src/features/candidates/model/candidateCard.ts';
import { filterCandidates, type CandidateFilters } from '../../../src/features/candidates/model/candidateFilters.ts';
import { applicantCountsByJob, type JobApplicantCounts } from '../../../src/features/jobs/model/applicantCounts.ts';
import { globalSearch, type SearchResult } from '../../../src/features/search/model/globalSearch.ts';
import { dashboardStats, recentPublishedJobs } from '../../../src/features/dashboard/model/dashboardStats.ts';
import { recentActivity } from '../../../src/features/dashboard/model/recentActivity.ts';
import { aiInsights } from '../../../src/features/dashboard/model/aiInsights.ts';

/** candidates/queries/useCandidateCards.ts, then the list's filterCandidates (tab + stage + search). */
export async function candidatesList(db: CompanyDb, filters: CandidateFilters): Promise<CandidateCardData[]> {
  const [applications, profiles, jobs] = await Promise.all([
    db.applications.orderBy('created_at').reverse().toArray(),
    db.profiles.toArray(),
    db.jobs.toArray(),
  ]);
  const profileById = new Map(profiles.filter((p) => !p.deleted_at).map((p) => [p.id, p]));
  const jobById = new Map(jobs.filter((j) => !j.deleted_at).map((j) => [j.id, j]));
  const cards = applications
    .filter((a) => !a.deleted_at)
    .map((a) => toCandidateCard(a, a.applicant_id ? profileById.get(a.applicant_id) : undefined, jobById.get(a.job_id)));
  return filterCandidates(cards, filters);
}

/** pipeline/queries/useJobApplications.ts: a job's applications with their profiles. */
export async function jobCandidates(
  db: CompanyDb,
  jobId: string,
): Promise<{ applications: Application[]; profiles: Map<string, Profile> }> {
  const applications = (await db.applications.where('job_id').equals(jobId).toArray())
    .filter((a) => !a.deleted_at)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const ids = [...new Set(applications.flatMap((a) => (a.applicant_id ? [a.applicant_id] : [])))];
  const found = await db.profiles.bulkGet(ids);
  const profiles = new Map<string, Profile>();
  for (const profile of found) if (profile && !profile.deleted_at) profiles.set(profile.id, profile);
  return { applications, profiles };
}

/**
 * The candidate profile screen: candidates/queries/useCandidate.ts (profile + applications + their
 * jobs) and notes/queries/useNotes.ts, which the screen runs side by side.
 */
export async function candidateProfile(
  db: CompanyDb,
  candidateId: string,
): Promise<{ profile: Profile; applications: { application: Application; job: Job | undefined }[]; notes: Note[] } | null> {
  const [detail, notes] = await Promise.all([
    (async () => {
      const profile = await db.profiles.get(candidateId);
      if (!profile || profile.deleted_at) return null;
      const applications = (await db.applications.where('applicant_id').equals(candidateId).toArray())
        .filter((a) => !a.deleted_at)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const jobs = await db.jobs.bulkGet([...new Set(applications.map((a) => a.job_id))]);
      const jobById = new Map(jobs.flatMap((j) => (j ? [[j.id, j] as const] : [])));
      return { profile, applications: applications.map((application) => ({ application, job: jobById.get(application.job_id) })) };
    })(),
    (async () =>
      (await db.notes.where('candidate_id').equals(candidateId).toArray())
        .filter((n) => !n.deleted_at)
        .sort((a, b) => b.created_at.localeCompare(a.created_at)))(),
  ]);
  return detail ? { ...detail, notes } : null;
}

/** The jobs list: jobs/queries/useJobs.ts and useApplicantCounts.ts (counts per job and status). */
export async function jobsWithCounts(db: CompanyDb): Promise<{ jobs: Job[]; counts: Map<string, JobApplicantCounts> }> {
  const [jobs, counts] = await Promise.all([
    (async () => (await db.jobs.orderBy('created_at').reverse().toArray()).filter((job) => !job.deleted_at))(),
    (async () => applicantCountsByJob((await db.applications.toArray()).filter((a) => !a.deleted_at)))(),
  ]);
  return { jobs, counts };
}

/** dashboard/queries/useDashboardData.ts. */
export async function dashboard(db: CompanyDb) {
  const [jobs, applications, profiles] = await Promise.all([db.jobs.toArray(), db.applications.toArray(), db.profiles.toArray()]);
  const liveJobs = jobs.filter((j) => !j.deleted_at);
  const liveApplications = applications.filter((a) => !a.deleted_at);
  return {
    stats: dashboardStats(liveJobs, liveApplications),
    recentJobs: recentPublishedJobs(liveJobs),
    counts: applicantCountsByJob(liveApplications),
    activity: recentActivity(
      liveApplications,
      new Map(profiles.map((p) => [p.id, p])),
      new Map(liveJobs.map((j) => [j.id, j.title])),
    ),
    insights: aiInsights(liveJobs, liveApplications),
  };
}

/** search/queries/useSearchResults.ts: the top bar's search. */
export async function topBarSearch(db: CompanyDb, query: string): Promise<SearchResult[]> {
  if (!query.trim()) return [];
  const [jobs, profiles] = await Promise.all([db.jobs.toArray(), db.profiles.toArray()]);
  return globalSearch(
    query,
    jobs.filter((j) => !j.deleted_at),
    profiles.filter((p) => !p.deleted_at),
  );
}
