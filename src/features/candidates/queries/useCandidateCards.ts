// The candidates list: every application joined in memory with its profile and job (three table
// reads per change, whatever the number of candidates).
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '../../../db/react';
import { toCandidateCard, type CandidateCardData } from '../model/candidateCard';

export function useCandidateCards(): CandidateCardData[] | undefined {
  const db = useCompanyDb();
  return useLiveQuery(async () => {
    const [applications, profiles, jobs] = await Promise.all([
      db.applications.orderBy('created_at').reverse().toArray(),
      db.profiles.toArray(),
      db.jobs.toArray(),
    ]);
    const profileById = new Map(profiles.filter((p) => !p.deleted_at).map((p) => [p.id, p]));
    const jobById = new Map(jobs.filter((j) => !j.deleted_at).map((j) => [j.id, j]));
    return applications
      .filter((a) => !a.deleted_at)
      .map((a) => toCandidateCard(a, a.applicant_id ? profileById.get(a.applicant_id) : undefined, jobById.get(a.job_id)));
  }, [db]);
}
