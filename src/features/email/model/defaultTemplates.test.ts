import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_KINDS, DEFAULT_TEMPLATES, defaultTemplateId } from './defaultTemplates';
import { hasErrors, templateErrors } from './emailValidation';

describe('default templates', () => {
  it('are valid and signed by the sender from the company', () => {
    for (const kind of DEFAULT_TEMPLATE_KINDS) {
      const template = DEFAULT_TEMPLATES[kind];
      expect(hasErrors(templateErrors(template))).toBe(false);
      expect(template.body.endsWith('{{sender.name}}\n{{company.name}}')).toBe(true);
    }
  });

  it('send the confirmation automatically, and nothing else', () => {
    expect(DEFAULT_TEMPLATE_KINDS.filter((kind) => DEFAULT_TEMPLATES[kind].auto_send)).toEqual([
      'application_received',
    ]);
  });

  it('have the server’s ids: uuid_v5(company, "email-template:" || kind)', () => {
    // uuid_generate_v5('44444444-4444-4444-8444-444444444444', 'email-template:rejection') in PostgreSQL.
    expect(defaultTemplateId('44444444-4444-4444-8444-444444444444', 'rejection')).toBe(
      'e89f12f9-5740-513e-b988-8885248ff4e6',
    );
    expect(defaultTemplateId('44444444-4444-4444-8444-444444444444', 'offer')).toBe(
      '956eadae-bdcd-59a6-b8c5-c8f4ed7b5ddc',
    );
  });
});
