import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_REQUIRED, emptyScorecardForm, scorecardFormError, scorecardFormFrom } from './scorecardForm';

const ATTRIBUTES = [
  { id: 'communication', name: 'Communication', guidance: '' },
  { id: 'ownership', name: 'Ownership', guidance: '' },
];

describe('the scorecard form (issue 14 §5)', () => {
  it('requires an overall recommendation, in the product words', () => {
    const form = emptyScorecardForm(ATTRIBUTES);
    expect(scorecardFormError(form)).toBe(RECOMMENDATION_REQUIRED);
    expect(RECOMMENDATION_REQUIRED).toBe('Please choose an overall recommendation.');
    expect(scorecardFormError({ ...form, recommendation: 'yes' })).toBeNull();
  });

  it('leaves each rating optional, but a rating given is 1 to 4', () => {
    const form = { ...emptyScorecardForm(ATTRIBUTES), recommendation: 'no' as const };
    expect(scorecardFormError({ ...form, ratings: { communication: { rating: 4, note: 'Clear' } } })).toBeNull();
    expect(scorecardFormError({ ...form, ratings: { communication: { rating: 5 as never, note: '' } } })).toBe(
      'A rating is from 1 to 4.',
    );
  });

  it('opens blank with a row per attribute, or with the draft, or with the submitted scorecard', () => {
    expect(emptyScorecardForm(ATTRIBUTES).ratings).toEqual({
      communication: { rating: null, note: '' },
      ownership: { rating: null, note: '' },
    });
    const fromDraft = scorecardFormFrom(ATTRIBUTES, {
      interviewId: 'i',
      ratings: { ownership: { rating: 3, note: 'Owned the migration' } },
      recommendation: null,
      keyTakeaways: 'Half typed',
      updatedAt: 1,
    });
    expect(fromDraft.ratings.ownership).toEqual({ rating: 3, note: 'Owned the migration' });
    expect(fromDraft.ratings.communication).toEqual({ rating: null, note: '' });
    expect(fromDraft.keyTakeaways).toBe('Half typed');
    const fromScorecard = scorecardFormFrom(ATTRIBUTES, {
      ratings: { removed: { rating: 2, note: 'kept' } },
      recommendation: 'strong_yes',
      key_takeaways: 'Hire',
    });
    expect(fromScorecard.recommendation).toBe('strong_yes');
    expect(fromScorecard.ratings.removed).toEqual({ rating: 2, note: 'kept' });
    expect(Object.keys(fromScorecard.ratings)).toEqual(['communication', 'ownership', 'removed']);
  });
});
