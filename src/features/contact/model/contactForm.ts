// Spec §5 "Contact form": the rules live in the valibot schema of src/db/entities.ts.
import * as v from 'valibot';
import { ContactFormSchema, type ContactForm } from '../../../db/entities';
import { fieldErrors, type Validated } from '../../waitlist/model/waitlistForm';

export type ContactFormValues = { [K in keyof ContactForm]: string };

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '' };

export function validateContactForm(values: ContactFormValues): Validated<ContactForm, ContactFormValues> {
  const result = v.safeParse(ContactFormSchema, values, { abortPipeEarly: true });
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}
