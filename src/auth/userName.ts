/**
 * A first name taken from the signed-in email (spec §2: dashboard greeting, side bar):
 * the part before '@', up to the first '.', '_', '-', '+' or digit, capitalised.
 * `demo@partii.local` → 'Demo', `jane.doe@x.io` → 'Jane'. Returns null when nothing is left.
 */
export function firstNameFromEmail(email: string | null | undefined): string | null {
  const local = (email ?? '').split('@')[0] ?? '';
  const word = local.split(/[._\-+\d]/).find((part) => part.length > 0);
  if (!word) return null;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * The name the app calls the signed-in recruiter by (side bar, settings, dashboard greeting):
 * their first name from the email, or the spec's fallback 'HR Manager'.
 */
export function recruiterName(email: string | null | undefined): string {
  return firstNameFromEmail(email) ?? 'HR Manager';
}

/** Two initials for the avatar: from 'jane.doe@…' → 'JD', from 'demo@…' → 'DE'. */
export function initialsFromEmail(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0] ?? '';
  const words = local.split(/[._\-+\d]/).filter((part) => part.length > 0);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return '?';
}
