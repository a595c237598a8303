import { describe, expect, it } from 'vitest';
import { canSaveNote } from './noteRules';

describe('canSaveNote (spec §5)', () => {
  it.each([
    ['', false],
    ['   \n\t', false],
    [' ok ', true],
  ])('%j → %s', (text, expected) => expect(canSaveNote(text)).toBe(expected));
});
