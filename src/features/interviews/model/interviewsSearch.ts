// /app/interviews keeps its tab in the URL (issue 11: screen state survives a reload).
import * as v from 'valibot';
import { searchChoice } from '@/ui/searchParams';

export const INTERVIEW_TABS = ['upcoming', 'past'] as const;

export const interviewsSearchSchema = v.object({ tab: searchChoice(INTERVIEW_TABS, 'upcoming') });

export type InterviewsSearch = v.InferOutput<typeof interviewsSearchSchema>;
