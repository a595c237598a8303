import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_LABEL, recommendationTally, tallyText } from './recommendation';

describe('recommendationTally (issue 14 §6)', () => {
  it('counts the scorecards per recommendation, with the total', () => {
    const tally = recommendationTally([
      { recommendation: 'yes' },
      { recommendation: 'strong_yes' },
      { recommendation: 'yes' },
      { recommendation: 'no' },
    ]);
    expect(tally.counts).toEqual({ strong_no: 0, no: 1, yes: 2, strong_yes: 1 });
    expect(tally.total).toBe(4);
  });

  it('lists the recommendations given, strongest yes first, with their labels', () => {
    const tally = recommendationTally([
      { recommendation: 'no' },
      { recommendation: 'strong_no' },
      { recommendation: 'yes' },
    ]);
    expect(tally.entries).toEqual([
      { recommendation: 'yes', label: 'Yes', count: 1 },
      { recommendation: 'no', label: 'No', count: 1 },
      { recommendation: 'strong_no', label: 'Strong no', count: 1 },
    ]);
    expect(tallyText(tally)).toBe('1 Yes · 1 No · 1 Strong no');
  });

  it('reads in words as the product writes them', () => {
    expect(RECOMMENDATION_LABEL).toEqual({ strong_no: 'Strong no', no: 'No', yes: 'Yes', strong_yes: 'Strong yes' });
    expect(
      tallyText(recommendationTally([{ recommendation: 'yes' }, { recommendation: 'yes' }, { recommendation: 'no' }])),
    ).toBe('2 Yes · 1 No');
  });

  it('is empty without scorecards, and skips a recommendation it does not know', () => {
    const tally = recommendationTally([{ recommendation: 'maybe' }]);
    expect(tally.total).toBe(0);
    expect(tally.entries).toEqual([]);
    expect(tallyText(tally)).toBe('');
  });
});
