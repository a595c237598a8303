// A flow's manage screen keeps its open tab in the URL (issue 11: screen state survives a reload).
import * as v from 'valibot';
import { searchChoice } from '@/ui/searchParams';

export const FLOW_MANAGE_TABS = ['settings', 'stages', 'jobs', 'calendar'] as const;

export const flowManageSearchSchema = v.object({ tab: searchChoice(FLOW_MANAGE_TABS, 'settings') });

export type FlowManageSearch = v.InferOutput<typeof flowManageSearchSchema>;
