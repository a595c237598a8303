// A job's candidates page keeps its view (List or Flow) and search text in the URL (issue 11:
// screen state survives a reload).
import * as v from 'valibot';
import { searchChoice, searchText } from '@/ui/searchParams';

export const CANDIDATE_VIEWS = ['list', 'flow'] as const;

export const jobCandidatesSearchSchema = v.object({ view: searchChoice(CANDIDATE_VIEWS, 'list'), q: searchText });

export type JobCandidatesSearch = v.InferOutput<typeof jobCandidatesSearchSchema>;
