import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES } from './entities.ts';
import { assignableRoles, can, canManageMember, roleLabel, tablesHiddenFrom } from './permissions.ts';

describe('what each role may do (docs/teams.md "Roles")', () => {
  it('owners and admins do everything; recruiters all hiring work but not the team; interviewers only notes', () => {
    const table = Object.fromEntries(
      MEMBER_ROLES.map((role) => [
        role,
        (['manage_jobs', 'manage_candidates', 'write_notes', 'manage_team'] as const).filter((a) => can(role, a)),
      ]),
    );
    expect(table).toEqual({
      owner: ['manage_jobs', 'manage_candidates', 'write_notes', 'manage_team'],
      admin: ['manage_jobs', 'manage_candidates', 'write_notes', 'manage_team'],
      recruiter: ['manage_jobs', 'manage_candidates', 'write_notes'],
      interviewer: ['write_notes'],
    });
  });

  it('no role (not a member, or not known yet) may do nothing', () => {
    expect(can(null, 'write_notes')).toBe(false);
    expect(can(undefined, 'manage_jobs')).toBe(false);
  });

  it('only an owner gives, changes or removes the owner role', () => {
    expect(assignableRoles('owner')).toContain('owner');
    expect(assignableRoles('admin')).not.toContain('owner');
    expect(assignableRoles('recruiter')).toEqual([]);
    expect(assignableRoles('interviewer')).toEqual([]);
    expect(canManageMember('owner', 'owner')).toBe(true);
    expect(canManageMember('admin', 'owner')).toBe(false);
    expect(canManageMember('admin', 'recruiter')).toBe(true);
    expect(canManageMember('recruiter', 'interviewer')).toBe(false);
  });

  it('a narrower role drops the tables it may not read; owners and admins keep all', () => {
    expect(tablesHiddenFrom('interviewer')).toEqual(['job_drafts', 'job_draft_messages', 'company_invitations']);
    expect(tablesHiddenFrom('recruiter')).toEqual(['company_invitations']);
    expect(tablesHiddenFrom('admin')).toEqual([]);
    expect(tablesHiddenFrom('owner')).toEqual([]);
  });

  it('labels each role for people', () => {
    expect(MEMBER_ROLES.map(roleLabel)).toEqual(['Owner', 'Admin', 'Recruiter', 'Interviewer']);
  });
});
