// The variables an email template may use: ONE list, shared by the template editor, the preview,
// the Email candidate dialog and the validation. The server has the same list
// (`partii_private.render_template` and the check constraint on `email_templates`,
// docs/messaging.md): a name added here must be added there too.

export const TEMPLATE_VARIABLES = [
  { name: 'candidate.first_name', label: 'Candidate first name', sample: 'Olivia' },
  { name: 'candidate.last_name', label: 'Candidate last name', sample: 'Martin' },
  { name: 'candidate.full_name', label: 'Candidate full name', sample: 'Olivia Martin' },
  { name: 'job.title', label: 'Job title', sample: 'Product Designer' },
  { name: 'company.name', label: 'Company name', sample: 'Acme' },
  { name: 'interview.when', label: 'Interview date and time', sample: 'Tuesday 2 December at 14:00 (UTC)' },
  { name: 'interview.location', label: 'Interview place or video link', sample: 'Acme office, 12 Market Street' },
  { name: 'sender.name', label: 'Your name', sample: 'Sam Rivera' },
] as const;

export type TemplateVariableName = (typeof TEMPLATE_VARIABLES)[number]['name'];

/** The values a template is rendered with; a variable without a value stays as written. */
export type TemplateValues = Partial<Record<TemplateVariableName, string | null>>;

const NAMES: readonly string[] = TEMPLATE_VARIABLES.map((variable) => variable.name);

export function isTemplateVariable(name: string): name is TemplateVariableName {
  return NAMES.includes(name);
}

/** `{{candidate.first_name}}`: how a variable is written in a template. */
export const variableToken = (name: string): string => `{{${name}}}`;

/** The preview's values (Settings → Email templates): a made-up candidate, job and interview. */
export const SAMPLE_VALUES: Record<TemplateVariableName, string> = Object.fromEntries(
  TEMPLATE_VARIABLES.map((variable) => [variable.name, variable.sample]),
) as Record<TemplateVariableName, string>;
