// Spec §9: the creator's progress bar has 11 labels; percent is step / 11, capped at 100.
export const CREATOR_PROGRESS_LABELS = [
  'Job Title',
  'Department',
  'Location',
  'Job Type',
  'Experience',
  'Salary',
  'Description',
  'Skills',
  'Requirements',
  'Questions',
  'Preview',
] as const;

export function creatorProgressPercent(step: number): number {
  return Math.min(100, (step / CREATOR_PROGRESS_LABELS.length) * 100);
}

/**
 * Which label is current. Steps 11 and 12 (question and ideal answer) are both 'Questions';
 * step 13 is 'Preview'.
 */
export function creatorProgressIndex(step: number): number {
  if (step >= 13) return 10;
  if (step >= 10) return 9;
  return Math.max(0, step - 1);
}
