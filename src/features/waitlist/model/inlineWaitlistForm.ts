// Spec §5 "Landing inline waitlist form": all five fields required ('Please fill in all fields'),
// and the email must contain an @ ('Please enter a valid email address'). One message for the form.
import type { WaitlistFormValues } from './waitlistForm';

export const INLINE_MESSAGES = {
  missing: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
} as const;

/** null when the inline form may be sent, else the single message the spec shows. */
export function inlineWaitlistError(values: WaitlistFormValues): string | null {
  const allFilled = Object.values(values).every((value) => value.trim().length > 0);
  if (!allFilled) return INLINE_MESSAGES.missing;
  if (!values.email.includes('@')) return INLINE_MESSAGES.invalidEmail;
  return null;
}
