import { describe, expect, it } from 'vitest';
import { candidateName } from '@/features/applications/model/candidateIdentity';
import { candidateLabel, initialsOf, memberLabel, panelMembers } from './people';

describe('people on the interview screens', () => {
  it("names a candidate exactly as the candidates' rule does", () => {
    const people = [
      { first_name: 'Olivia', last_name: 'Costa' },
      { first_name: ' Olivia ', last_name: null },
      { first_name: '', last_name: '' },
      null,
      undefined,
    ];
    for (const person of people) expect(candidateLabel(person)).toBe(candidateName(person));
  });

  it("names a member by their name, else their email's local part", () => {
    expect(memberLabel({ user_id: 'u', name: 'Sam Rivera', email: 'sam@x.io' })).toBe('Sam Rivera');
    expect(memberLabel({ user_id: 'u', name: null, email: 'hiring.manager@x.io' })).toBe('hiring.manager');
    expect(memberLabel(undefined)).toBe('Former member');
    expect(initialsOf('Sam Rivera')).toBe('SR');
    expect(initialsOf('hiring.manager')).toBe('HM');
  });

  it('lists the panel in its order, a user no longer in the team as a former member', () => {
    const members = [{ user_id: 'a', name: 'Ana Li', email: 'ana@x.io' }];
    expect(panelMembers(['gone', 'a'], members)).toEqual([
      { userId: 'gone', name: 'Former member', email: null, initials: 'FM' },
      { userId: 'a', name: 'Ana Li', email: 'ana@x.io', initials: 'AL' },
    ]);
  });
});
