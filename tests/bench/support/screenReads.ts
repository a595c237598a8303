// Recruiter screens that run several reads at once, composed as the screen runs them. Every read
// is the function the screen's hook runs in `useLiveQuery` (src/features/*/queries), so timing it
// times what the screen waits for; nothing is copied here. Screens with a single read are timed
// by calling that read directly (local-store.bench.ts).
import type { CompanyDb } from '../../../src/db/schema.ts';
import { readCandidate, readCandidateCards } from '../../../src/features/candidates/queries/candidateReads.ts';
import { filterCandidates, type CandidateFilters } from '../../../src/features/candidates/model/candidateFilters.ts';
import { readApplicantCounts, readJobs } from '../../../src/features/jobs/queries/jobReads.ts';
import { readNotes } from '../../../src/features/notes/queries/noteReads.ts';

/** The candidates list: its cards, then the list's filterCandidates (tab + stage + search). */
export async function candidatesList(db: CompanyDb, filters: CandidateFilters) {
  return filterCandidates(await readCandidateCards(db), filters);
}

/** The candidate profile screen: the profile with its applications and the notes, read side by side. */
export async function candidateProfile(db: CompanyDb, candidateId: string) {
  const [detail, notes] = await Promise.all([readCandidate(db, candidateId), readNotes(db, candidateId)]);
  return detail ? { ...detail, notes } : null;
}

/** The jobs list: the jobs and the applicant counts per job and status, read side by side. */
export async function jobsWithCounts(db: CompanyDb) {
  const [jobs, counts] = await Promise.all([readJobs(db), readApplicantCounts(db)]);
  return { jobs, counts };
}
