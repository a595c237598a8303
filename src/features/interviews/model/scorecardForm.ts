// The scorecard form (issue 14 §5): a 1–4 rating with a note per focus attribute (both optional),
// an overall recommendation (required) and key take-aways. The draft on the device is this form as
// typed. Pure.
import * as v from 'valibot';
import { RECOMMENDATIONS, type FocusAttributeSchema } from '@/db/entities';
import type { Recommendation, Scorecard, ScorecardDraft } from '@/db';

export type FocusAttribute = v.InferOutput<typeof FocusAttributeSchema>;

export const RECOMMENDATION_REQUIRED = 'Please choose an overall recommendation.';

export type Rating = 1 | 2 | 3 | 4;
export const RATINGS: readonly Rating[] = [1, 2, 3, 4];
/** What each point of the scale means (the templates' guidance speaks of a 4 and a 1). */
export const RATING_LABEL: Record<Rating, string> = {
  1: 'Strong no',
  2: 'No',
  3: 'Yes',
  4: 'Strong yes',
};

export interface ScorecardForm {
  ratings: Record<string, { rating: Rating | null; note: string }>;
  recommendation: Recommendation | null;
  keyTakeaways: string;
}

const RatingSchema = v.object({
  rating: v.nullable(v.picklist(RATINGS, 'A rating is from 1 to 4.')),
  note: v.string(),
});

export const ScorecardFormSchema = v.object({
  ratings: v.record(v.string(), RatingSchema),
  recommendation: v.picklist(RECOMMENDATIONS, RECOMMENDATION_REQUIRED),
  keyTakeaways: v.string(),
});

/** The first problem of the form, in the product's words; null when it may be submitted. */
export function scorecardFormError(form: ScorecardForm): string | null {
  const result = v.safeParse(ScorecardFormSchema, form);
  return result.success ? null : result.issues[0].message;
}

/** A blank form with a row for each of the stage's focus attributes. */
export function emptyScorecardForm(attributes: readonly Pick<FocusAttribute, 'id'>[]): ScorecardForm {
  return {
    ratings: Object.fromEntries(attributes.map((a) => [a.id, { rating: null, note: '' }])),
    recommendation: null,
    keyTakeaways: '',
  };
}

/**
 * The form to show: the draft being typed if any, else the submitted scorecard, else blank. Rows
 * for the stage's current attributes are always there; ratings of attributes since removed are
 * kept (they were given, and the server keeps them).
 */
export function scorecardFormFrom(
  attributes: readonly Pick<FocusAttribute, 'id'>[],
  source: ScorecardDraft | Pick<Scorecard, 'ratings' | 'recommendation' | 'key_takeaways'> | null | undefined,
): ScorecardForm {
  const blank = emptyScorecardForm(attributes);
  if (!source) return blank;
  const given = Object.fromEntries(
    Object.entries(source.ratings).map(([id, r]) => [id, { rating: asRating(r.rating), note: r.note ?? '' }]),
  );
  return {
    ratings: { ...blank.ratings, ...given },
    recommendation: source.recommendation ?? null,
    keyTakeaways: 'interviewId' in source ? source.keyTakeaways : source.key_takeaways,
  };
}

function asRating(value: unknown): Rating | null {
  return (RATINGS as readonly unknown[]).includes(value) ? (value as Rating) : null;
}

/** The draft row of `form` for the device's store. */
export const draftFromForm = (interviewId: string, form: ScorecardForm, now: number): ScorecardDraft => ({
  interviewId,
  ratings: form.ratings,
  recommendation: form.recommendation,
  keyTakeaways: form.keyTakeaways,
  updatedAt: now,
});
