// A job's applications with their candidates' profiles: two indexed reads joined in memory
// (applications by job_id, then profiles by id in one bulkGet), never a query per row.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import { type Application, type Profile } from '../../../db';

export interface JobApplications {
  applications: Application[];
  profiles: Map<string, Profile>;
}

export function useJobApplications(jobId: string): JobApplications | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => {
    const applications = (await db.applications.where('job_id').equals(jobId).toArray())
      .filter((a) => !a.deleted_at)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const ids = [...new Set(applications.flatMap((a) => (a.applicant_id ? [a.applicant_id] : [])))];
    const found = await db.profiles.bulkGet(ids);
    const profiles = new Map<string, Profile>();
    for (const profile of found) if (profile && !profile.deleted_at) profiles.set(profile.id, profile);
    return { applications, profiles };
  }, [db, jobId]);
}
