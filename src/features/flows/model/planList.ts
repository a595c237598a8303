// The Flows screen's list (spec §2 "Flows", §5): tabs by status, the category filter by the plan's
// job type, and the search on the plan's name or the title of a job using it.
import type { PlanJobType } from './planForm';
import type { FlowCategory, FlowTab, PlanStatus } from './flowTexts';
import { matchesQuery } from '@/ui/listFilters';

/** The category filter's job type: Engineering is the New Flow form's Technical. */
export const CATEGORY_JOB_TYPE: Record<Exclude<FlowCategory, 'all'>, PlanJobType> = {
  engineering: 'technical',
  design: 'design',
  product: 'product',
  sales: 'sales',
  marketing: 'marketing',
};

export interface PlanListStage {
  id: string;
  name: string;
  type: 'interview' | 'assessment' | 'decision';
}

/** One card of the Flows screen: a plan with what the card shows about it. */
export interface PlanListItem {
  id: string;
  name: string;
  description: string | null;
  status: PlanStatus;
  jobType: PlanJobType | null;
  createdAt: string;
  /** In plan order. */
  stages: PlanListStage[];
  /** The jobs using the plan (`jobs.interview_plan_id`), by title. */
  jobs: { id: string; title: string }[];
  /** Applications of the jobs using the plan. */
  applicants: number;
  /** The signed-in member's favourite flag. */
  favorite: boolean;
}

export interface PlanListFilters {
  q: string;
  tab: FlowTab;
  category: FlowCategory;
}

export function matchesPlanFilters(item: PlanListItem, { q, tab, category }: PlanListFilters): boolean {
  return (
    (tab === 'all' || item.status === tab) &&
    (category === 'all' || item.jobType === CATEGORY_JOB_TYPE[category]) &&
    matchesQuery(q, [item.name, ...item.jobs.map((job) => job.title)])
  );
}

/** The cards to show, by name (then oldest first, so two plans of one name keep their places). */
export function filterPlans(items: readonly PlanListItem[], filters: PlanListFilters): PlanListItem[] {
  return items
    .filter((item) => matchesPlanFilters(item, filters))
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
        a.createdAt.localeCompare(b.createdAt) ||
        a.id.localeCompare(b.id),
    );
}

/** The card's job line: the titles of the jobs using it, or that none does yet. */
export function jobTitlesLabel(jobs: readonly { title: string }[]): string {
  if (jobs.length === 0) return 'No jobs yet';
  if (jobs.length <= 2) return jobs.map((job) => job.title).join(', ');
  return `${jobs[0]!.title}, ${jobs[1]!.title} +${jobs.length - 2} more`;
}

export const applicantsLabel = (count: number) => `${count} ${count === 1 ? 'applicant' : 'applicants'}`;

/**
 * Applicants of a plan: the applications of the jobs that use it, from the per-job totals kept
 * in the store (a job without an entry has none).
 */
export function applicantsOfPlan(
  planId: string,
  jobs: readonly { id: string; interview_plan_id?: string | null }[],
  totalByJob: ReadonlyMap<string, number>,
): number {
  return jobs.reduce((sum, job) => (job.interview_plan_id === planId ? sum + (totalByJob.get(job.id) ?? 0) : sum), 0);
}
