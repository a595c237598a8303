// A scorecard's overall recommendation (docs/interviews.md: strong_no, no, yes, strong_yes) and the
// tally of a candidate's scorecards by it, shown on the profile and the kanban card. Pure.
import { RECOMMENDATIONS } from '@/db/entities';
import type { Recommendation } from '@/db';

export const RECOMMENDATION_LABEL: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/**
 * Badge colours: the two yeses green, the two noes red, the strong ones filled (in shades dark
 * enough for white text at WCAG AA: red.9, and the screening's matched green).
 */
export const RECOMMENDATION_COLOR: Record<Recommendation, string> = {
  strong_no: 'red.9',
  no: 'red',
  yes: 'green',
  strong_yes: '#2b7a3b',
};

/** Filled for the strong ones, light for the others. */
export const recommendationVariant = (r: Recommendation): 'filled' | 'light' =>
  r === 'strong_no' || r === 'strong_yes' ? 'filled' : 'light';

/** The order a form offers them in (from no to yes) … */
export const RECOMMENDATION_SCALE: readonly Recommendation[] = RECOMMENDATIONS;
/** … and the order a tally reads in: the strongest yes first. */
const TALLY_ORDER: readonly Recommendation[] = ['strong_yes', 'yes', 'no', 'strong_no'];

export function isRecommendation(value: unknown): value is Recommendation {
  return typeof value === 'string' && (RECOMMENDATIONS as readonly string[]).includes(value);
}

export interface RecommendationTally {
  counts: Record<Recommendation, number>;
  total: number;
  /** The recommendations given at least once, strongest yes first, with their label: for badges. */
  entries: { recommendation: Recommendation; label: string; count: number }[];
}

/** How many scorecards recommend each way; a row with an unknown recommendation is not counted. */
export function recommendationTally(scorecards: readonly { recommendation: unknown }[]): RecommendationTally {
  const counts: Record<Recommendation, number> = { strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
  for (const card of scorecards) if (isRecommendation(card.recommendation)) counts[card.recommendation] += 1;
  const total = TALLY_ORDER.reduce((sum, r) => sum + counts[r], 0);
  const entries = TALLY_ORDER.filter((r) => counts[r] > 0).map((recommendation) => ({
    recommendation,
    label: RECOMMENDATION_LABEL[recommendation],
    count: counts[recommendation],
  }));
  return { counts, total, entries };
}

/** The tally in words, "1 Strong yes · 2 Yes · 1 No"; '' when there are no scorecards. */
export function tallyText(tally: RecommendationTally): string {
  return tally.entries.map((e) => `${e.count} ${e.label}`).join(' · ');
}
