// Spec §4 "AI match badge": the thresholds that label a rating (0–10) and colour it, on the job
// candidates list, its hover card and the kanban cards alike.
export type AiMatchLabel = 'Very Strong' | 'Strong' | 'Good' | 'Low';
export type AiMatchColor = 'green' | 'blue' | 'yellow' | 'red';

/** No badge when the rating is missing or zero (spec §4). */
function hasRating(rating: number | null | undefined): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating) && rating !== 0;
}

export function aiMatchLabel(rating: number | null | undefined): AiMatchLabel | null {
  if (!hasRating(rating)) return null;
  if (rating >= 8) return 'Very Strong';
  if (rating >= 6) return 'Strong';
  if (rating >= 4) return 'Good';
  return 'Low';
}

export function aiMatchColor(rating: number | null | undefined): AiMatchColor | null {
  const label = aiMatchLabel(rating);
  if (label === null) return null;
  return ({ 'Very Strong': 'green', Strong: 'blue', Good: 'yellow', Low: 'red' } as const)[label];
}
