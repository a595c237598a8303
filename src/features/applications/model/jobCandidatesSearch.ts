// A job's candidates page keeps its view (List or Flow), the list's order, the board's grouping and search text in the URL (issue 11:
// screen state survives a reload).
import * as v from 'valibot';
import { searchChoice, searchText } from '@/ui/searchParams';

export const CANDIDATE_VIEWS = ['list', 'flow'] as const;

/** The Flow view's columns: the pipeline statuses, or the stages of the job's interview plan. */
export const BOARD_GROUPS = ['status', 'stage'] as const;

/** The List view's order: newest applications first, or best AI rating first (sortByRating). */
export const CANDIDATE_SORTS = ['newest', 'rating'] as const;

export const jobCandidatesSearchSchema = v.object({
  view: searchChoice(CANDIDATE_VIEWS, 'list'),
  sort: searchChoice(CANDIDATE_SORTS, 'newest'),
  group: searchChoice(BOARD_GROUPS, 'status'),
  q: searchText,
});

export type JobCandidatesSearch = v.InferOutput<typeof jobCandidatesSearchSchema>;
