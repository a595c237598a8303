// Spec §5: search is a case-insensitive substring match; on a job's candidates it looks at the
// full name, the email and the AI summary.
import { matchesQuery } from '@/ui/listFilters';

export interface SearchableCandidate {
  name: string;
  email: string | null;
  aiSummary: string | null;
}

export function matchesCandidateSearch(candidate: SearchableCandidate, query: string): boolean {
  return matchesQuery(query, [candidate.name, candidate.email, candidate.aiSummary]);
}
