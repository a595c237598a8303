import { readFileSync } from 'node:fs';
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

/** The rows of `partii_private.default_email_templates()`, read from the migration. */
function seededTemplates(): { kind: string; name: string; subject: string; body: string; auto_send: boolean }[] {
  const sql = readFileSync('supabase/migrations/20261128000100_messaging.sql', 'utf8');
  const start = sql.indexOf('function partii_private.default_email_templates()');
  const block = sql.slice(start, sql.indexOf('$$;', start));
  const row = /\('(\w+)', '((?:[^']|'')*)',\s*'((?:[^']|'')*)',\s*E'((?:[^'\\]|''|\\.)*)',\s*(true|false)\)/g;
  const text = (s: string) => s.replaceAll("''", "'");
  return [...block.matchAll(row)].map((m) => ({
    kind: m[1]!,
    name: text(m[2]!),
    subject: text(m[3]!),
    body: text(m[4]!).replaceAll('\\n', '\n'),
    auto_send: m[5] === 'true',
  }));
}

describe('the server seeds the same defaults', () => {
  it('has the same four texts as the migration', () => {
    expect(seededTemplates()).toEqual(DEFAULT_TEMPLATE_KINDS.map((kind) => DEFAULT_TEMPLATES[kind]));
  });
});
