import { describe, expect, it } from 'vitest';
import { aiMatchColor, aiMatchLabel } from './aiMatch';

describe('aiMatchLabel / aiMatchColor (spec §4 AI match badge)', () => {
  it.each([
    [10, 'Very Strong', 'green'],
    [8, 'Very Strong', 'green'],
    [7.9, 'Strong', 'blue'],
    [6, 'Strong', 'blue'],
    [5.9, 'Good', 'yellow'],
    [4, 'Good', 'yellow'],
    [3.9, 'Low', 'red'],
    [0.5, 'Low', 'red'],
  ])('rating %s is %s (%s)', (rating, label, color) => {
    expect(aiMatchLabel(rating)).toBe(label);
    expect(aiMatchColor(rating)).toBe(color);
  });

  it.each([null, undefined, 0, Number.NaN])('shows no badge for %s', (rating) => {
    expect(aiMatchLabel(rating)).toBeNull();
    expect(aiMatchColor(rating)).toBeNull();
  });
});
