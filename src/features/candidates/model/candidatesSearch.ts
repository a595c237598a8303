// /app/candidates keeps its tab, stage and search text in the URL (issue 11: screen state
// survives a reload).
import * as v from 'valibot';
import { searchChoice, searchText } from '@/ui/searchParams';
import { CANDIDATE_STAGES } from './candidateCard';
import { ALL_STAGES, CANDIDATE_TABS, type CandidateFilters } from './candidateFilters';

export const candidatesSearchSchema = v.object({
  tab: searchChoice(
    CANDIDATE_TABS.map((tab) => tab.value),
    'all',
  ),
  stage: searchChoice([ALL_STAGES, ...CANDIDATE_STAGES], ALL_STAGES),
  q: searchText,
});

export type CandidatesSearch = v.InferOutput<typeof candidatesSearchSchema>;

/** Every param at its default: what Reset Filters goes back to. */
export const DEFAULT_CANDIDATES_SEARCH: CandidatesSearch = v.parse(candidatesSearchSchema, {});

/** The list's filters for the URL's params (`q` is the text search, as on the public lists). */
export function candidateFiltersOf({ q, stage, tab }: CandidatesSearch): CandidateFilters {
  return { query: q, stage, tab };
}
