// How the interview screens name people. Pure.
//
// A candidate is named by the candidates' rule (applications/model/candidateIdentity.ts: a
// nameless or missing profile is the 'Anonymous Candidate', initials AC). It is repeated here
// because the kanban card (applications) shows this domain's tally and Schedule action, and a
// domain may not import one that imports it (scripts/check-domain-cycles.mjs); people.test.ts
// checks the two agree.
import type { CompanyMember } from '@/db';

export interface NamedPerson {
  first_name?: string | null;
  last_name?: string | null;
}

export function candidateLabel(person: NamedPerson | null | undefined): string {
  const name = [person?.first_name, person?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || 'Anonymous Candidate';
}

type MemberLike = Pick<CompanyMember, 'user_id' | 'name' | 'email'>;

/** A member as the team knows them: their name, else their email's local part. */
export function memberLabel(member: MemberLike | undefined): string {
  return member?.name?.trim() || member?.email?.split('@')[0] || 'Former member';
}

/** Up to two initials of a name ("Sam Rivera" → "SR", "demo" → "D"). */
export function initialsOf(name: string): string {
  return (
    name
      .split(/[\s._-]+/)
      .filter(Boolean)
      .map((part) => part[0]!)
      .join('')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

/** The panel's members by user id, in the interview's order; a user no longer in the team is a former member. */
export function panelMembers(
  interviewerIds: readonly string[],
  members: readonly MemberLike[],
): { userId: string; name: string; email: string | null; initials: string }[] {
  const byUser = new Map(members.map((m) => [m.user_id, m]));
  return interviewerIds.map((userId) => {
    const member = byUser.get(userId);
    const name = memberLabel(member);
    return { userId, name, email: member?.email ?? null, initials: initialsOf(name) };
  });
}
