// Spec §2/§9: greeting by time of day (before 12 morning, before 18 afternoon, otherwise evening)
// plus a first name taken from the signed-in email, with the fallback 'HR Manager'.
import { recruiterName } from '@/auth/userName';
export function timeOfDayGreeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** 'Good morning, Jane': the recruiter is named as everywhere else in the app (`recruiterName`). */
export function greeting(email: string | null | undefined, now: Date = new Date()): string {
  return `${timeOfDayGreeting(now.getHours())}, ${recruiterName(email)}`;
}
