import { describe, expect, it } from 'vitest';
import { insertAt, leftoverVariables, renderTemplate, unknownVariables } from './renderTemplate';
import { SAMPLE_VALUES, TEMPLATE_VARIABLES } from './templateVariables';

describe('renderTemplate', () => {
  it('replaces every known variable with its value, spaces inside the braces allowed', () => {
    expect(renderTemplate('Hi {{candidate.first_name}}, {{ job.title }} at {{company.name}}', SAMPLE_VALUES)).toBe(
      'Hi Olivia, Product Designer at Acme',
    );
  });

  it('keeps a variable without a value, an unknown one and unbalanced braces as written', () => {
    const text = 'At {{interview.when}} {{candidat.first_name}} {{ job.title and }} {} }}';
    expect(renderTemplate(text, { 'interview.when': null })).toBe(text);
    expect(renderTemplate('{{job.title', SAMPLE_VALUES)).toBe('{{job.title');
    expect(renderTemplate('{{{job.title}}}', SAMPLE_VALUES)).toBe('{Product Designer}');
  });

  it('has a sample for every variable', () => {
    for (const variable of TEMPLATE_VARIABLES) expect(SAMPLE_VALUES[variable.name]).toBeTruthy();
  });
});

describe('unknownVariables', () => {
  it('catches a misspelt variable, once', () => {
    expect(unknownVariables('{{candidat.first_name}} and {{candidat.first_name}} {{job.title}}')).toEqual([
      '{{candidat.first_name}}',
    ]);
  });

  it('finds none in known variables and treats unbalanced braces as literal text', () => {
    expect(unknownVariables('{{candidate.first_name}} {{ sender.name }}')).toEqual([]);
    expect(unknownVariables('a {{ b } c }} {{d')).toEqual([]);
  });

  it('counts an empty variable as unknown', () => {
    expect(unknownVariables('Hello {{ }}')).toEqual(['{{}}']);
  });
});

describe('leftoverVariables', () => {
  it('lists known and unknown variables still in a text', () => {
    expect(leftoverVariables('{{interview.when}} {{x}} {{interview.when}}')).toEqual(['{{interview.when}}', '{{x}}']);
  });
});

describe('insertAt', () => {
  it('inserts at the caret and puts the caret after the insertion', () => {
    expect(insertAt('Hi ,', '{{job.title}}', 3, 3)).toEqual({ text: 'Hi {{job.title}},', caret: 16 });
  });

  it('replaces a selection, and appends when there is no caret', () => {
    expect(insertAt('Hi NAME!', 'X', 3, 7)).toEqual({ text: 'Hi X!', caret: 4 });
    expect(insertAt('Hi', '!', null, null)).toEqual({ text: 'Hi!', caret: 3 });
  });
});
