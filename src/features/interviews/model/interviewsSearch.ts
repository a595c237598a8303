// /app/interviews keeps its tab, its "Mine"/"All" filter and its search text in the URL (issue 11:
// screen state survives a reload).
import * as v from 'valibot';
import { searchChoice, searchText } from '@/ui/searchParams';

export const INTERVIEW_TABS = ['upcoming', 'past'] as const;
export const INTERVIEW_WHO = ['all', 'mine'] as const;

export const interviewsSearchSchema = v.object({
  tab: searchChoice(INTERVIEW_TABS, 'upcoming'),
  who: searchChoice(INTERVIEW_WHO, 'all'),
  q: searchText,
});

export type InterviewsSearch = v.InferOutput<typeof interviewsSearchSchema>;
