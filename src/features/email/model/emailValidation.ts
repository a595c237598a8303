// What a template or a mail must be before it is saved or sent. The limits are the server's
// (docs/messaging.md: subject 1..300, body 1..20 000; an unknown variable is refused on save), so
// a write the server would refuse is caught while the writer is still looking at it.
import { leftoverVariables, unknownVariables } from './renderTemplate';
import { TEMPLATE_VARIABLES, variableToken } from './templateVariables';

export const SUBJECT_MAX = 300;
export const BODY_MAX = 20_000;
export const NAME_MAX = 100;

export const TEMPLATE_NAME_REQUIRED = 'Name is required.';
export const SUBJECT_REQUIRED = 'Subject is required.';
export const BODY_REQUIRED = 'Body is required.';

const KNOWN_LIST = TEMPLATE_VARIABLES.map((variable) => variableToken(variable.name)).join(', ');

/** "Unknown variable {{candidat.first_name}}: use one of {{candidate.first_name}}, …". */
export function unknownVariableMessage(token: string): string {
  return `Unknown variable ${token}: use one of ${KNOWN_LIST}.`;
}

export interface TemplateForm {
  name: string;
  subject: string;
  body: string;
}

export type TemplateErrors = Partial<Record<keyof TemplateForm, string>>;

function textError(text: string, label: 'Subject' | 'Body', required: string, max: number): string | undefined {
  if (text.trim() === '') return required;
  if (text.length > max) return `${label} is too long: ${max.toLocaleString('en-US')} characters at most.`;
  const unknown = unknownVariables(text);
  return unknown.length > 0 ? unknownVariableMessage(unknown[0]!) : undefined;
}

/** The template editor's errors; empty when it may be saved. */
export function templateErrors(form: TemplateForm): TemplateErrors {
  const errors: TemplateErrors = {};
  if (form.name.trim() === '') errors.name = TEMPLATE_NAME_REQUIRED;
  else if (form.name.length > NAME_MAX) errors.name = `Name is too long: ${NAME_MAX} characters at most.`;
  const subject = textError(form.subject, 'Subject', SUBJECT_REQUIRED, SUBJECT_MAX);
  if (subject) errors.subject = subject;
  const body = textError(form.body, 'Body', BODY_REQUIRED, BODY_MAX);
  if (body) errors.body = body;
  return errors;
}

export interface EmailForm {
  subject: string;
  body: string;
}

export type EmailErrors = Partial<Record<keyof EmailForm, string>>;

/**
 * "{{interview.when}} has no value: …". A mail goes out as written, so a variable left in it
 * (no interview scheduled yet) must be replaced by hand first.
 */
export function missingValueMessage(token: string): string {
  if (token === '{{interview.when}}')
    return `No interview is scheduled for this application: replace ${token} with the time, or schedule the interview first.`;
  if (token === '{{interview.location}}')
    return `The interview has no place or video link: replace ${token} with it, or add it to the interview first.`;
  return `${token} has no value here: replace it with the text you mean.`;
}

/** The Email candidate dialog's errors, on the rendered text; empty when it may be sent. */
export function emailErrors(form: EmailForm): EmailErrors {
  const errors: EmailErrors = {};
  const check = (text: string, label: 'Subject' | 'Body', required: string, max: number) => {
    const basic = textError(text, label, required, max);
    if (basic) return basic;
    const left = leftoverVariables(text);
    return left.length > 0 ? missingValueMessage(left[0]!) : undefined;
  };
  const subject = check(form.subject, 'Subject', SUBJECT_REQUIRED, SUBJECT_MAX);
  if (subject) errors.subject = subject;
  const body = check(form.body, 'Body', BODY_REQUIRED, BODY_MAX);
  if (body) errors.body = body;
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
