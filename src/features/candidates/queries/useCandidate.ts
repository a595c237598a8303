// The candidate profile: the profile and its applications (by the applicant_id index), each with
// its job, read together.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import { type Application, type Job, type Profile } from '../../../db';

export interface CandidateApplication {
  application: Application;
  job: Job | undefined;
}

export interface CandidateDetail {
  profile: Profile;
  applications: CandidateApplication[];
}

/** null when there is no such candidate; undefined while loading. */
export function useCandidate(candidateId: string): CandidateDetail | null | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => {
    const profile = await db.profiles.get(candidateId);
    if (!profile || profile.deleted_at) return null;
    const applications = (await db.applications.where('applicant_id').equals(candidateId).toArray())
      .filter((a) => !a.deleted_at)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const jobs = await db.jobs.bulkGet([...new Set(applications.map((a) => a.job_id))]);
    const jobById = new Map(jobs.flatMap((j) => (j ? [[j.id, j] as const] : [])));
    return { profile, applications: applications.map((application) => ({ application, job: jobById.get(application.job_id) })) };
  }, [db, candidateId]);
}
