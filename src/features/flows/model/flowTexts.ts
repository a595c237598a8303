// The Flows screens' words and option lists (spec §2 "Flows", §5, §8): the spec's texts, copied
// exactly. The spec's "Flow" is an interview plan (docs/interviews.md); screens keep its words.
import { PLAN_STATUSES } from '@/db/entities';
import { labelledOptions } from '@/ui/listFilters';

export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const FLOW_TABS = ['all', ...PLAN_STATUSES] as const;
export type FlowTab = (typeof FLOW_TABS)[number];

export const FLOW_TAB_LABEL: Record<FlowTab, string> = {
  all: 'All',
  active: 'Active',
  draft: 'Draft',
  completed: 'Completed',
  archived: 'Archived',
};

export const FLOW_CATEGORIES = ['all', 'engineering', 'design', 'product', 'sales', 'marketing'] as const;
export type FlowCategory = (typeof FLOW_CATEGORIES)[number];

export const FLOW_CATEGORY_LABEL: Record<FlowCategory, string> = {
  all: 'All categories',
  engineering: 'Engineering',
  design: 'Design',
  product: 'Product',
  sales: 'Sales',
  marketing: 'Marketing',
};

/** The New Flow form's job types (spec §3 "New-flow form"), default technical. */
export const FLOW_JOB_TYPES = labelledOptions({
  technical: 'Technical',
  design: 'Design',
  marketing: 'Marketing',
  product: 'Product',
  sales: 'Sales',
  'customer-support': 'Customer Support',
});

export const FLOW_STATUS_OPTIONS = labelledOptions({
  active: 'Active',
  draft: 'Draft',
  completed: 'Completed',
  archived: 'Archived',
});

export const FLOW_STATUS_COLOR: Record<PlanStatus, string> = {
  active: 'green',
  draft: 'gray',
  completed: 'blue',
  archived: 'orange',
};

export const STAGE_TYPE_OPTIONS = labelledOptions({
  interview: 'Interview',
  assessment: 'Assessment',
  decision: 'Decision',
});

export const favoriteToggledMessage = (nowFavorite: boolean) =>
  nowFavorite ? 'Flow added to favorites' : 'Flow removed from favorites';

export const FLOW_CREATED_TITLE = 'Flow created successfully';
export const flowCreatedDescription = (name: string) => `The flow "${name}" has been created.`;
export const FLOW_CREATE_FAILED = 'Failed to create flow';
export const FLOW_NAME_REQUIRED = 'Please provide a flow name';
export const NO_FLOWS_MATCH = 'No flows found matching your criteria.';
