// Interview flows are sample data only (spec §1, §3 "Flow (sample only)").
import { labelledOptions, matchesQuery } from '@/ui/listFilters';

export type FlowStatus = 'active' | 'draft' | 'completed' | 'archived';

export interface FlowStage {
  name: string;
  type: 'interview' | 'assessment' | 'decision';
  completed: boolean;
}

export interface Flow {
  id: string;
  name: string;
  description: string;
  jobTitle: string;
  status: FlowStatus;
  applicants: number;
  stages: FlowStage[];
  jobs: { id: string; title: string }[];
}

export const SAMPLE_FLOWS: Flow[] = [
  {
    id: 'flow-1',
    name: 'Engineering Interview Process',
    description: 'Standard process for software engineering roles.',
    jobTitle: 'Senior Frontend Engineer',
    status: 'active',
    applicants: 24,
    stages: [
      { name: 'Application Review', type: 'assessment', completed: true },
      { name: 'Technical Screen', type: 'interview', completed: true },
      { name: 'Take-home Assignment', type: 'assessment', completed: false },
      { name: 'Final Interview', type: 'interview', completed: false },
      { name: 'Decision', type: 'decision', completed: false },
    ],
    jobs: [
      { id: 'job-1', title: 'Senior Frontend Engineer' },
      { id: 'job-2', title: 'Backend Engineer' },
    ],
  },
  {
    id: 'flow-2',
    name: 'Design Portfolio Review',
    description: 'Portfolio-led process for product designers.',
    jobTitle: 'Product Designer',
    status: 'active',
    applicants: 12,
    stages: [
      { name: 'Portfolio Review', type: 'assessment', completed: true },
      { name: 'Design Challenge', type: 'assessment', completed: false },
      { name: 'Team Interview', type: 'interview', completed: false },
      { name: 'Decision', type: 'decision', completed: false },
    ],
    jobs: [{ id: 'job-3', title: 'Product Designer' }],
  },
  {
    id: 'flow-3',
    name: 'Product Manager Loop',
    description: 'Case study and stakeholder interviews.',
    jobTitle: 'Product Manager',
    status: 'draft',
    applicants: 0,
    stages: [
      { name: 'Initial Screening', type: 'interview', completed: false },
      { name: 'Case Study', type: 'assessment', completed: false },
      { name: 'Final Interview', type: 'interview', completed: false },
    ],
    jobs: [],
  },
  {
    id: 'flow-4',
    name: 'Sales Hiring Sprint',
    description: 'Fast process for account executives.',
    jobTitle: 'Account Executive',
    status: 'completed',
    applicants: 31,
    stages: [
      { name: 'Phone Screen', type: 'interview', completed: true },
      { name: 'Mock Pitch', type: 'assessment', completed: true },
      { name: 'Offer Decision', type: 'decision', completed: true },
    ],
    jobs: [{ id: 'job-4', title: 'Account Executive' }],
  },
  {
    id: 'flow-5',
    name: 'Marketing Internship 2024',
    description: 'Last year’s internship intake.',
    jobTitle: 'Marketing Intern',
    status: 'archived',
    applicants: 56,
    stages: [
      { name: 'Application Review', type: 'assessment', completed: true },
      { name: 'Group Interview', type: 'interview', completed: true },
      { name: 'Decision', type: 'decision', completed: true },
    ],
    jobs: [],
  },
];

export const FLOW_TABS = ['all', 'active', 'draft', 'completed', 'archived'] as const;
export type FlowTab = (typeof FLOW_TABS)[number];

export const FLOW_CATEGORIES = ['all', 'engineering', 'design', 'product', 'sales', 'marketing'] as const;

/** Spec §5: flows match on name or job title (case-insensitive substring); tabs filter by status. */
export function filterFlows(flows: readonly Flow[], query: string, tab: FlowTab): Flow[] {
  return flows.filter(
    (flow) => (tab === 'all' || flow.status === tab) && matchesQuery(query, [flow.name, flow.jobTitle]),
  );
}

export const FLOW_JOB_TYPES = labelledOptions({
  technical: 'Technical',
  design: 'Design',
  marketing: 'Marketing',
  product: 'Product',
  sales: 'Sales',
  'customer-support': 'Customer Support',
});

export const favoriteToggledMessage = (nowFavorite: boolean) =>
  nowFavorite ? 'Flow added to favorites' : 'Flow removed from favorites';

export const flowCreatedDescription = (name: string) => `The flow "${name}" has been created.`;
