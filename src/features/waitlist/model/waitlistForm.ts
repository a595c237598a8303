// Spec §5 "Waitlist dialog form": the rules live in the valibot schema of src/db/entities.ts (one
// source per form); validateForm turns its issues into one message under each field.
import { COMPANY_SIZES, WaitlistFormSchema, type WaitlistForm } from '@/db/entities';
import { validateForm, type Validated } from '@/features/public-forms/model/formErrors';

export { COMPANY_SIZES };

export type WaitlistFormValues = { [K in keyof WaitlistForm]: string };

export const EMPTY_WAITLIST_FORM: WaitlistFormValues = {
  name: '',
  email: '',
  companyName: '',
  companySize: '',
  excitementReason: '',
};

export function validateWaitlistForm(values: WaitlistFormValues): Validated<WaitlistForm, WaitlistFormValues> {
  return validateForm(WaitlistFormSchema, values);
}
