// The four templates every company starts with (docs/messaging.md). The server seeds the very same
// texts when a company is created (`partii_private.default_email_templates()` in
// supabase/migrations/20261128000100_messaging.sql; defaultTemplates.test.ts compares them); here
// they are the "Reset to default" text and what the app offers before the company's templates
// have been pulled.
import { v5 as uuidv5 } from 'uuid';
import type { EmailTemplate } from '@/db';

export type DefaultTemplateKind = Exclude<EmailTemplate['kind'], 'custom'>;

export const DEFAULT_TEMPLATE_KINDS: readonly DefaultTemplateKind[] = [
  'application_received',
  'interview_invitation',
  'rejection',
  'offer',
];

export interface DefaultTemplate {
  kind: DefaultTemplateKind;
  name: string;
  subject: string;
  body: string;
  auto_send: boolean;
}

const SIGNATURE = 'Best regards,\n{{sender.name}}\n{{company.name}}';

export const DEFAULT_TEMPLATES: Record<DefaultTemplateKind, DefaultTemplate> = {
  application_received: {
    kind: 'application_received',
    name: 'Application received',
    subject: 'We received your application for {{job.title}}',
    body:
      'Hi {{candidate.first_name}},\n\n' +
      'Thank you for applying for {{job.title}} at {{company.name}}. We have received your application and will review it carefully.\n\n' +
      'We will be in touch about next steps.\n\n' +
      SIGNATURE,
    auto_send: true,
  },
  interview_invitation: {
    kind: 'interview_invitation',
    name: 'Invitation to interview',
    subject: 'Interview invitation: {{job.title}} at {{company.name}}',
    body:
      'Hi {{candidate.first_name}},\n\n' +
      'Thank you for your interest in {{job.title}}. We would like to invite you to an interview on {{interview.when}} ({{interview.location}}).\n\n' +
      'Please reply to let us know if this time works for you.\n\n' +
      SIGNATURE,
    auto_send: false,
  },
  rejection: {
    kind: 'rejection',
    name: 'Rejection',
    subject: 'Your application for {{job.title}}',
    body:
      'Hi {{candidate.first_name}},\n\n' +
      'Thank you for your interest in {{job.title}} at {{company.name}} and for the time you gave us.\n\n' +
      'After careful consideration, we have decided not to move forward with your application. We wish you every success in your search.\n\n' +
      SIGNATURE,
    auto_send: false,
  },
  offer: {
    kind: 'offer',
    name: 'Offer',
    subject: 'An offer for {{job.title}} at {{company.name}}',
    body:
      'Hi {{candidate.first_name}},\n\n' +
      'We are delighted to offer you the role of {{job.title}} at {{company.name}}.\n\n' +
      'We will send the details of the offer shortly. In the meantime, we are happy to answer any questions.\n\n' +
      SIGNATURE,
    auto_send: false,
  },
};

export const isDefaultKind = (kind: string): kind is DefaultTemplateKind =>
  (DEFAULT_TEMPLATE_KINDS as readonly string[]).includes(kind);

/** The server's id of a company's default template: `uuid_v5(company_id, 'email-template:' || kind)`. */
export function defaultTemplateId(companyId: string, kind: DefaultTemplateKind): string {
  return uuidv5(`email-template:${kind}`, companyId);
}
