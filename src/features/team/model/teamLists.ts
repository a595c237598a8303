// The lists of Settings → Team (issue 13). Pure.
import type { CompanyInvitation, CompanyMember, MemberRole } from '@/db';

const ROLE_ORDER: Record<MemberRole, number> = { owner: 0, admin: 1, recruiter: 2, interviewer: 3 };

/** Live members, owners first, then by name (or email). */
export function sortedMembers(members: readonly CompanyMember[]): CompanyMember[] {
  return members
    .filter((m) => !m.deleted_at)
    .sort(
      (a, b) =>
        ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
        (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? '') ||
        a.id.localeCompare(b.id),
    );
}

/** Invitations still waiting for an answer at `now`: not accepted, not revoked, not expired; newest first. */
export function pendingInvitations(invitations: readonly CompanyInvitation[], now: Date): CompanyInvitation[] {
  return invitations
    .filter((i) => !i.deleted_at && !i.accepted_at && !i.revoked_at && Date.parse(i.expires_at) > now.getTime())
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
}
