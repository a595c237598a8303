// /app/candidates keeps its tab, stage and search text in the URL (issue 11: screen state
// survives a reload).
import * as v from 'valibot';
import { searchChoice, searchText } from '@/ui/searchParams';
import { ALL_STAGES, CANDIDATE_TABS, type CandidateFilters } from './candidateFilters';

export const candidatesSearchSchema = v.object({
  tab: searchChoice(
    CANDIDATE_TABS.map((tab) => tab.value),
    'all',
  ),
  // A stage name of the company's interview plans: any text, since plans change (a name no stage
  // has any more matches nothing, and the select offers it until it is changed).
  stage: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty()), ALL_STAGES), ALL_STAGES),
  q: searchText,
});

export type CandidatesSearch = v.InferOutput<typeof candidatesSearchSchema>;

/** Every param at its default: what Reset Filters goes back to. */
export const DEFAULT_CANDIDATES_SEARCH: CandidatesSearch = v.parse(candidatesSearchSchema, {});

/** The list's filters for the URL's params (`q` is the text search, as on the public lists). */
export function candidateFiltersOf({ q, stage, tab }: CandidatesSearch): CandidateFilters {
  return { query: q, stage, tab };
}
