import { describe, expect, it } from 'vitest';
import type { CompanyInvitation, CompanyMember } from '@/db';
import { pendingInvitations, sortedMembers } from './teamLists';

const base = {
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  deleted_at: null,
  version: 1,
  change_xid: '1',
};
const member = (
  id: string,
  role: CompanyMember['role'],
  name: string,
  patch: Partial<CompanyMember> = {},
): CompanyMember => ({
  ...base,
  id,
  company_id: 'c',
  user_id: `u-${id}`,
  role,
  name,
  email: `${name.toLowerCase()}@x.io`,
  last_seen_at: null,
  ...patch,
});
const invitation = (id: string, patch: Partial<CompanyInvitation> = {}): CompanyInvitation => ({
  ...base,
  id,
  company_id: 'c',
  email: `${id}@x.io`,
  role: 'recruiter',
  expires_at: '2026-11-30T00:00:00Z',
  accepted_at: null,
  accepted_by: null,
  revoked_at: null,
  invited_by: null,
  ...patch,
});

describe('Settings → Team lists', () => {
  it('lists live members, owners first, then by name', () => {
    const list = sortedMembers([
      member('1', 'interviewer', 'Zoe'),
      member('2', 'owner', 'Yan'),
      member('3', 'recruiter', 'Ana'),
      member('4', 'recruiter', 'Bo', { deleted_at: '2026-11-02T00:00:00Z' }),
      member('5', 'admin', 'Cy'),
    ]);
    expect(list.map((m) => m.name)).toEqual(['Yan', 'Cy', 'Ana', 'Zoe']);
  });

  it('keeps only invitations still waiting: not accepted, revoked or expired', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    const list = pendingInvitations(
      [
        invitation('open'),
        invitation('accepted', { accepted_at: '2026-11-02T00:00:00Z' }),
        invitation('revoked', { revoked_at: '2026-11-02T00:00:00Z' }),
        invitation('expired', { expires_at: '2026-11-23T23:59:59Z' }),
        invitation('newer', { created_at: '2026-11-05T00:00:00Z' }),
      ],
      now,
    );
    expect(list.map((i) => i.id)).toEqual(['newer', 'open']);
  });
});
