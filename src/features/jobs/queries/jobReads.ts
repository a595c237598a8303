// The company's jobs and their applicant counts, as plain functions read from the company store
// (the hooks next to them run them in live queries; the benchmark times the same functions).
import type { CompanyDb, Job } from '@/db';
import { applicantCountsByJob, type JobApplicantCounts } from '../model/applicantCounts';

/** Every job of the company, newest first. */
export async function readJobs(db: CompanyDb): Promise<Job[]> {
  return db.jobs.orderBy('created_at').reverse().toArray();
}

/** One job; null when it does not exist (or was deleted: deleted rows leave the store). */
export async function readJob(db: CompanyDb, jobId: string): Promise<Job | null> {
  return (await db.jobs.get(jobId)) ?? null;
}

/**
 * Applicant counts per job (spec §7 "Counts per job"): one read of all applications, counted in
 * memory — not one query per job card.
 */
export async function readApplicantCounts(db: CompanyDb): Promise<Map<string, JobApplicantCounts>> {
  return applicantCountsByJob(await db.applications.toArray());
}
