// Who wrote a note (issue 13: notes show their author's name). Pure.
import type { CompanyMember } from '@/db';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/**
 * The author's name: the member whose user id the server stamped in `created_by`; a former member
 * (no longer in the team's table) is "Former member". Notes from before teams carry an email.
 */
export function noteAuthor(
  createdBy: string | null,
  members: readonly Pick<CompanyMember, 'user_id' | 'name' | 'email'>[],
): string {
  if (!createdBy) return 'Unknown';
  if (!UUID.test(createdBy)) return createdBy.includes('@') ? createdBy.split('@')[0] : createdBy;
  const member = members.find((m) => m.user_id === createdBy);
  return member?.name || member?.email?.split('@')[0] || 'Former member';
}
