// Recruiter screens that run several reads at once, composed as the screen runs them. Every read
// is the function the screen's hook runs in `useLiveQuery` (src/features/*/queries), so timing it
// times what the screen waits for; nothing is copied here. Screens with a single read are timed
// by calling that read directly (local-store.bench.ts).
import type { CompanyDb } from '../../../src/db/schema.ts';
import { readCandidate } from '../../../src/features/candidates/queries/candidateReads.ts';
import {
  CANDIDATE_WINDOW_PAGE,
  readCandidateWindow,
} from '../../../src/features/candidates/queries/candidateWindow.ts';
import type { CandidateFilters } from '../../../src/features/candidates/model/candidateFilters.ts';
import { JOB_WINDOW_PAGE, readJobWindow } from '../../../src/features/jobs/queries/jobWindow.ts';
import type { JobTab } from '../../../src/features/jobs/model/jobFilters.ts';
import { readNotes } from '../../../src/features/notes/queries/noteReads.ts';

/** The candidates list as it opens: the first window of cards under the filters, and the total. */
export function candidatesList(db: CompanyDb, filters: CandidateFilters) {
  return readCandidateWindow(db, filters, 0, CANDIDATE_WINDOW_PAGE);
}

/** The candidate profile screen: the profile with its applications and the notes, read side by side. */
export async function candidateProfile(db: CompanyDb, candidateId: string) {
  const [detail, notes] = await Promise.all([readCandidate(db, candidateId), readNotes(db, candidateId)]);
  return detail ? { ...detail, notes } : null;
}

/** The jobs list as it opens: the first window of jobs, its total and the window's applicant counts. */
export function jobsWithCounts(db: CompanyDb, query = '', tab: JobTab = 'all') {
  return readJobWindow(db, query, tab, 0, JOB_WINDOW_PAGE);
}
