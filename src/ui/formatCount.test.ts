import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(50_000)).toBe('50,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-4200)).toBe('-4,200');
  });

  it("reads as en-US's grouping for any whole number", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
  });
});
