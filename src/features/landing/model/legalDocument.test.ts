import { describe, expect, it } from 'vitest';
import { parseLegalDocument } from './legalDocument';
import privacyPolicy from '../content/privacy-policy.md?raw';
import termsOfService from '../content/terms-of-service.md?raw';

describe('parseLegalDocument', () => {
  it('reads title, introduction, sections, paragraphs and lists', () => {
    const markdown = [
      '# Terms',
      '',
      'These terms',
      'apply to you.',
      '',
      '## The service',
      '',
      'First paragraph.',
      '',
      'Second paragraph.',
      '',
      '## Acceptable use',
      '',
      '- Do not A.',
      '- Do not B.',
      '',
    ].join('\n');
    expect(parseLegalDocument(markdown)).toEqual({
      title: 'Terms',
      intro: 'These terms apply to you.',
      sections: [
        {
          heading: 'The service',
          blocks: [
            { kind: 'paragraph', text: 'First paragraph.' },
            { kind: 'paragraph', text: 'Second paragraph.' },
          ],
        },
        { heading: 'Acceptable use', blocks: [{ kind: 'list', items: ['Do not A.', 'Do not B.'] }] },
      ],
    });
  });

  it('refuses a second paragraph before the first section', () => {
    expect(() => parseLegalDocument('# T\n\nOne.\n\nTwo.\n')).toThrow();
  });

  it.each([
    ['privacy policy', privacyPolicy, 'Privacy Policy'],
    ['terms of service', termsOfService, 'Terms of Service'],
  ])('reads the %s: nine sections, each with text, under UK law', (_, markdown, title) => {
    const document = parseLegalDocument(markdown);
    expect(document.title).toBe(title);
    expect(document.intro).toMatch(/AI-powered applicant tracking system/);
    expect(document.sections).toHaveLength(9);
    for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
    expect(JSON.stringify(document.sections.at(-1))).toMatch(/United Kingdom/);
  });
});
