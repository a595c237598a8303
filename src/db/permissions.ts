// What each member role may do (issue 13, docs/teams.md "Roles"). The server's RLS is the guard;
// these rules decide what the app offers, so a control a role cannot use is never shown, and what
// a device keeps when its member's role narrows. Pure.
import type { MemberRole, PulledTable } from './schema.ts';

export type TeamAction =
  /** Jobs: create, edit, publish, archive, delete; the creator and its drafts. */
  | 'manage_jobs'
  /** Candidates and applications: add, edit, move between stages, demo data. */
  | 'manage_candidates'
  /** Notes on candidates (every role; an interviewer edits only their own). */
  | 'write_notes'
  /** Members, invitations and the company's name. */
  | 'manage_team'
  /** Interview plans and their stages, scheduling interviews, moving a candidate to a stage (issue 14). */
  | 'manage_interviews'
  /** Scorecards, on the interviews the member is on (every role; docs/interviews.md). */
  | 'submit_scorecards';

const ALLOWED: Record<MemberRole, readonly TeamAction[]> = {
  owner: ['manage_jobs', 'manage_candidates', 'write_notes', 'manage_team', 'manage_interviews', 'submit_scorecards'],
  admin: ['manage_jobs', 'manage_candidates', 'write_notes', 'manage_team', 'manage_interviews', 'submit_scorecards'],
  recruiter: ['manage_jobs', 'manage_candidates', 'write_notes', 'manage_interviews', 'submit_scorecards'],
  interviewer: ['write_notes', 'submit_scorecards'],
};

/** Whether `role` may do `action`. No role (not a member, or not known yet offline): nothing. */
export function can(role: MemberRole | null | undefined, action: TeamAction): boolean {
  return role ? ALLOWED[role].includes(action) : false;
}

/** Tables a role may not read at all: a device drops them when its member's role narrows. */
export function tablesHiddenFrom(role: MemberRole): readonly PulledTable[] {
  if (role === 'interviewer') return ['job_drafts', 'job_draft_messages', 'company_invitations'];
  if (role === 'recruiter') return ['company_invitations'];
  return [];
}

const LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};

export function roleLabel(role: MemberRole): string {
  return LABELS[role];
}

/**
 * The roles `actor` may give (invite as, or change a member to): owners any, admins any but
 * owner. Only an owner makes, demotes or removes an owner (the server enforces the same).
 */
export function assignableRoles(actor: MemberRole | null | undefined): MemberRole[] {
  if (actor === 'owner') return ['owner', 'admin', 'recruiter', 'interviewer'];
  if (actor === 'admin') return ['admin', 'recruiter', 'interviewer'];
  return [];
}

/** Whether `actor` may change the role of, or remove, a member whose role is `target`. */
export function canManageMember(actor: MemberRole | null | undefined, target: MemberRole): boolean {
  if (!can(actor, 'manage_team')) return false;
  return target !== 'owner' || actor === 'owner';
}
