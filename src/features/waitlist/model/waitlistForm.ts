// Spec §5 "Waitlist dialog form": the rules live in the valibot schema of src/db/entities.ts
// (one source per form); this turns its issues into one message under each field.
import * as v from 'valibot';
import { COMPANY_SIZES, WaitlistFormSchema, type WaitlistForm } from '../../../db/entities';

export { COMPANY_SIZES };

export type WaitlistFormValues = { [K in keyof WaitlistForm]: string };
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export const EMPTY_WAITLIST_FORM: WaitlistFormValues = {
  name: '',
  email: '',
  companyName: '',
  companySize: '',
  excitementReason: '',
};

/** The first issue of each field, keyed by field; empty when the form is valid. */
export function fieldErrors<T>(issues: readonly v.BaseIssue<unknown>[]): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key as keyof T | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

export type Validated<T, E> = { ok: true; value: T } | { ok: false; errors: FieldErrors<E> };

export function validateWaitlistForm(values: WaitlistFormValues): Validated<WaitlistForm, WaitlistFormValues> {
  const result = v.safeParse(WaitlistFormSchema, values, { abortPipeEarly: true });
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}
