// Spec §2/§9: greeting by time of day (before 12 morning, before 18 afternoon, otherwise evening)
// plus a first name taken from the signed-in email, with the fallback 'HR Manager'.
import { firstNameFromEmail as firstNameOf } from '../../../auth/userName';
export function timeOfDayGreeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** 'jane.doe@x.io' → 'Jane' (the shell's rule, src/auth); no usable email → 'HR Manager'. */
export function firstNameFromEmail(email: string | null | undefined): string {
  return firstNameOf(email) ?? 'HR Manager';
}

export function greeting(email: string | null | undefined, now: Date = new Date()): string {
  return `${timeOfDayGreeting(now.getHours())}, ${firstNameFromEmail(email)}`;
}
