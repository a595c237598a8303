// /app/flows keeps its tab, category and search text in the URL (issue 11: screen state survives
// a reload).
import * as v from 'valibot';
import { searchChoice, searchText } from '@/ui/searchParams';
import { FLOW_CATEGORIES, FLOW_TABS } from './flowTexts';

export const flowsSearchSchema = v.object({
  tab: searchChoice(FLOW_TABS, 'all'),
  category: searchChoice(FLOW_CATEGORIES, 'all'),
  q: searchText,
});

export type FlowsSearch = v.InferOutput<typeof flowsSearchSchema>;
