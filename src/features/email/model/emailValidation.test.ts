import { describe, expect, it } from 'vitest';
import { emailErrors, hasErrors, templateErrors, unknownVariableMessage } from './emailValidation';

describe('templateErrors', () => {
  it('requires a name, a subject and a body', () => {
    expect(templateErrors({ name: ' ', subject: '', body: '\n' })).toEqual({
      name: 'Name is required.',
      subject: 'Subject is required.',
      body: 'Body is required.',
    });
  });

  it('refuses an unknown variable, naming it and the known ones', () => {
    const errors = templateErrors({ name: 'Hi', subject: 'Hi {{candidat.first_name}}', body: 'ok' });
    expect(errors.subject).toBe(unknownVariableMessage('{{candidat.first_name}}'));
    expect(errors.subject).toMatch(
      /^Unknown variable \{\{candidat\.first_name\}\}: use one of \{\{candidate\.first_name\}\}, /,
    );
    expect(errors.body).toBeUndefined();
  });

  it('keeps the server limits', () => {
    expect(templateErrors({ name: 'a', subject: 'x'.repeat(301), body: 'x'.repeat(20_001) })).toEqual({
      subject: 'Subject is too long: 300 characters at most.',
      body: 'Body is too long: 20,000 characters at most.',
    });
  });

  it('accepts a template using known variables and literal braces', () => {
    expect(
      hasErrors(templateErrors({ name: 'a', subject: '{{job.title}}', body: 'a { b }} {{interview.when}}' })),
    ).toBe(false);
  });
});

describe('emailErrors', () => {
  it('refuses a mail with a variable left in it', () => {
    expect(emailErrors({ subject: 'Interview', body: 'When: {{interview.when}}' }).body).toBe(
      'No interview is scheduled for this application: replace {{interview.when}} with the time, or schedule the interview first.',
    );
    expect(emailErrors({ subject: 'For {{job.title}}', body: 'x' }).subject).toBe(
      '{{job.title}} has no value here: replace it with the text you mean.',
    );
  });

  it('accepts a written mail', () => {
    expect(emailErrors({ subject: 'Hello', body: 'Hi Olivia' })).toEqual({});
  });
});
