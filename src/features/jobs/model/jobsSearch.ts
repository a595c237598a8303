// /app/jobs keeps its tab and search text in the URL (issue 11: screen state survives a reload).
import * as v from 'valibot';
import { searchChoice, searchText } from '@/ui/searchParams';
import { JOB_TABS } from './jobFilters';

export const jobsSearchSchema = v.object({
  tab: searchChoice(
    JOB_TABS.map((tab) => tab.value),
    'all',
  ),
  q: searchText,
  // Linked from the flows screen ("Jobs Using Flow"): only the jobs using that interview plan.
  flow: v.optional(searchText),
});

export type JobsSearch = v.InferOutput<typeof jobsSearchSchema>;
