// Spec §5 "Contact form": the rules live in the valibot schema of src/db/entities.ts.
import { ContactFormSchema, type ContactForm } from '@/db/entities';
import { validateForm, type Validated } from '@/features/public-forms/model/formErrors';

export type ContactFormValues = { [K in keyof ContactForm]: string };

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', message: '' };

export function validateContactForm(values: ContactFormValues): Validated<ContactForm, ContactFormValues> {
  return validateForm(ContactFormSchema, values);
}
