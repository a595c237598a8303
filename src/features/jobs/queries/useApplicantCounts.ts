// Applicant counts per job (spec §7 "Counts per job"): one read of all applications, counted in
// memory — not one query per job card.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import { applicantCountsByJob, type JobApplicantCounts } from '../model/applicantCounts';

export function useApplicantCounts(): Map<string, JobApplicantCounts> | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => {
    const applications = await db.applications.toArray();
    return applicantCountsByJob(applications.filter((a) => !a.deleted_at));
  }, [db]);
}
