// Spec §5 "Salary display": both bounds give a range, only min 'From', only max 'Up to',
// neither 'Competitive salary'. On the candidates landing the badge shows only with both bounds.
import { formatCount } from '@/ui/formatCount';

/** Whole-unit amount with thousands separators, e.g. 85000 → "$85,000". */
export function formatSalary(amount: number): string {
  return `$${formatCount(amount)}`;
}

export function salaryLabel(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = typeof min === 'number' && Number.isFinite(min);
  const hasMax = typeof max === 'number' && Number.isFinite(max);
  if (hasMin && hasMax) return `${formatSalary(min)} - ${formatSalary(max)}`;
  if (hasMin) return `From ${formatSalary(min)}`;
  if (hasMax) return `Up to ${formatSalary(max)}`;
  return 'Competitive salary';
}

/** The /candidates job card badge: a range only when both bounds exist, otherwise nothing. */
export function salaryRangeBadge(min: number | null | undefined, max: number | null | undefined): string | null {
  if (typeof min !== 'number' || typeof max !== 'number') return null;
  return salaryLabel(min, max);
}

/**
 * The salary of a job as a visitor should read it: the numeric bounds when the job has any,
 * else the free-text range the creator stored (`salary_range`), else 'Competitive salary'.
 */
export function jobSalaryLabel(job: {
  salary_min: number | null;
  salary_max: number | null;
  salary_range?: string | null;
}): string {
  if (job.salary_min == null && job.salary_max == null && job.salary_range?.trim()) return job.salary_range.trim();
  return salaryLabel(job.salary_min, job.salary_max);
}
