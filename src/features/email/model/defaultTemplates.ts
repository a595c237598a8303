// The four templates every company starts with (docs/messaging.md). The server seeds the very same
// texts when a company is created (supabase/migrations/…_messaging.sql); here they are the
// "Reset to default" text and what the app offers before the company's templates have been pulled.
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
      'We will get back to you as soon as we can.\n\n' +
      SIGNATURE,
    auto_send: true,
  },
  interview_invitation: {
    kind: 'interview_invitation',
    name: 'Invitation to interview',
    subject: 'Interview for {{job.title}} at {{company.name}}',
    body:
      'Hi {{candidate.first_name}},\n\n' +
      'Thank you for your interest in {{job.title}}. We would like to invite you to an interview.\n\n' +
      'When: {{interview.when}}\n' +
      'Where: {{interview.location}}\n\n' +
      'If this time does not suit you, let us know and we will find another one.\n\n' +
      SIGNATURE,
    auto_send: false,
  },
  rejection: {
    kind: 'rejection',
    name: 'Rejection',
    subject: 'Your application for {{job.title}}',
    body:
      'Hi {{candidate.first_name}},\n\n' +
      'Thank you for your interest in {{job.title}} at {{company.name}} and for the time you gave to your application.\n\n' +
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
      'Great news: we would like to offer you the position of {{job.title}} at {{company.name}}!\n\n' +
      'We will be in touch shortly with the details. In the meantime, feel free to ask us anything.\n\n' +
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
