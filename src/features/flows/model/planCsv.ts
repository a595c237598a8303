// Export (spec §2 "Flows"): the flows on screen as a CSV file, one row per flow.
import { toCsv } from './csv';
import type { PlanListItem } from './planList';
import { FLOW_JOB_TYPES } from './flowTexts';

export const PLANS_CSV_HEADER = ['Name', 'Description', 'Status', 'Job type', 'Jobs', 'Applicants', 'Stages'];

const jobTypeLabel = (jobType: string | null) => FLOW_JOB_TYPES.find((o) => o.value === jobType)?.label ?? '';

export function plansCsv(items: readonly PlanListItem[]): string {
  return toCsv([
    PLANS_CSV_HEADER,
    ...items.map((item) => [
      item.name,
      item.description,
      item.status,
      jobTypeLabel(item.jobType),
      item.jobs.map((job) => job.title).join('; '),
      item.applicants,
      item.stages.map((stage) => stage.name).join(' > '),
    ]),
  ]);
}

/** interview-flows-2026-05-01.csv (the local date). */
export function plansCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `interview-flows-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
