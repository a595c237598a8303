import { describe, expect, it } from 'vitest';
import { cleanAttributes, kebabCase, newAttributeId, questionsFromText } from './focusAttributes';

describe('focus attributes', () => {
  it('makes kebab-case ids from names, unique within the stage', () => {
    expect(kebabCase('Problem Solving & Design!')).toBe('problem-solving-design');
    expect(kebabCase('Café crème')).toBe('cafe-creme');
    expect(newAttributeId('Communication', [])).toBe('communication');
    expect(newAttributeId('Communication', ['communication', 'communication-2'])).toBe('communication-3');
    expect(newAttributeId('!!!', [])).toBe('attribute');
  });

  it('keeps existing ids through a rename and drops nameless rows', () => {
    expect(
      cleanAttributes([
        { id: 'communication', name: ' Clear communication ', guidance: ' 4: … ' },
        { id: '', name: 'Communication', guidance: '' },
        { id: '', name: '   ', guidance: 'x' },
      ]),
    ).toEqual([
      { id: 'communication', name: 'Clear communication', guidance: '4: …' },
      { id: 'communication-2', name: 'Communication', guidance: '' },
    ]);
  });

  it('reads questions one per line', () => {
    expect(questionsFromText(' Why us? \n\n  What next?\n')).toEqual(['Why us?', 'What next?']);
  });
});
