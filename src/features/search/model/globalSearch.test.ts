import { describe, expect, it } from 'vitest';
import { globalSearch } from './globalSearch';

const jobs = [
  { id: 'j1', title: 'Frontend Engineer', location: 'London', skills: ['React'], status: 'published' },
  { id: 'j2', title: 'Designer', location: 'Remote', skills: ['Figma'], status: 'draft' },
];
const profiles = [
  { id: 'p1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.io' },
  { id: 'p2', first_name: null, last_name: null, email: 'anon@x.io' },
];

describe('globalSearch', () => {
  it('finds nothing for a blank query', () => expect(globalSearch('  ', jobs, profiles)).toEqual([]));
  it('matches jobs on title, location and skills, candidates on name and email', () => {
    expect(globalSearch('react', jobs, profiles).map((r) => r.href)).toEqual(['/app/jobs/j1']);
    expect(globalSearch('REMOTE', jobs, profiles).map((r) => r.id)).toEqual(['j2']);
    expect(globalSearch('lovelace', jobs, profiles)).toEqual([
      { kind: 'candidate', id: 'p1', label: 'Ada Lovelace', detail: 'ada@x.io', href: '/app/candidates/p1' },
    ]);
    expect(globalSearch('x.io', jobs, profiles).map((r) => r.label)).toEqual(['Ada Lovelace', 'Anonymous Candidate']);
  });
  it('limits each kind', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ ...jobs[0]!, id: `j${i}` }));
    expect(globalSearch('front', many, profiles, 3)).toHaveLength(3);
  });
});
