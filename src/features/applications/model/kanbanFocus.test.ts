import { describe, expect, it } from 'vitest';
import { cardIndexAfterKey } from './kanbanFocus';

describe('cardIndexAfterKey', () => {
  it('moves one card with the arrows and stops at either end', () => {
    expect(cardIndexAfterKey('ArrowDown', 4, 10, 3)).toBe(5);
    expect(cardIndexAfterKey('ArrowUp', 4, 10, 3)).toBe(3);
    expect(cardIndexAfterKey('ArrowDown', 9, 10, 3)).toBe(9);
    expect(cardIndexAfterKey('ArrowUp', 0, 10, 3)).toBe(0);
  });

  it('moves a view at a time with the page keys, never past the column', () => {
    expect(cardIndexAfterKey('PageDown', 0, 10_000, 4)).toBe(4);
    expect(cardIndexAfterKey('PageDown', 9_998, 10_000, 4)).toBe(9_999);
    expect(cardIndexAfterKey('PageUp', 2, 10_000, 4)).toBe(0);
    expect(cardIndexAfterKey('PageDown', 0, 10, 0)).toBe(1);
  });

  it('jumps to the first and the last of 10 000 cards', () => {
    expect(cardIndexAfterKey('End', 0, 10_000, 4)).toBe(9_999);
    expect(cardIndexAfterKey('Home', 9_999, 10_000, 4)).toBe(0);
  });

  it('leaves other keys (Space lifts the card) and empty columns alone', () => {
    expect(cardIndexAfterKey(' ', 3, 10, 3)).toBeNull();
    expect(cardIndexAfterKey('ArrowRight', 3, 10, 3)).toBeNull();
    expect(cardIndexAfterKey('ArrowDown', 0, 0, 3)).toBeNull();
  });
});
