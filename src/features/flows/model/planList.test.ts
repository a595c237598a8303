import { describe, expect, it } from 'vitest';
import { applicantsOfPlan, filterPlans, jobTitlesLabel, type PlanListItem } from './planList';

const item = (over: Partial<PlanListItem>): PlanListItem => ({
  id: over.name ?? 'x',
  name: 'x',
  description: null,
  status: 'active',
  jobType: 'technical',
  createdAt: '2026-01-01T00:00:00Z',
  stages: [],
  jobs: [],
  applicants: 0,
  favorite: false,
  ...over,
});

const items = [
  item({ name: 'Engineering Loop', jobType: 'technical', jobs: [{ id: 'j1', title: 'Backend Engineer' }] }),
  item({ name: 'Design Review', jobType: 'design', status: 'draft' }),
  item({
    name: 'Sales Sprint',
    jobType: 'sales',
    status: 'archived',
    jobs: [{ id: 'j2', title: 'Account Executive' }],
  }),
  item({ name: 'Support', jobType: 'customer-support' }),
];
const names = (list: PlanListItem[]) => list.map((i) => i.name);
const all = { q: '', tab: 'all', category: 'all' } as const;

describe('the Flows list', () => {
  it('filters by status tab', () => {
    expect(names(filterPlans(items, { ...all, tab: 'draft' }))).toEqual(['Design Review']);
    expect(filterPlans(items, all)).toHaveLength(4);
  });

  it('maps the category to the job type (engineering is technical)', () => {
    expect(names(filterPlans(items, { ...all, category: 'engineering' }))).toEqual(['Engineering Loop']);
    expect(names(filterPlans(items, { ...all, category: 'sales' }))).toEqual(['Sales Sprint']);
    expect(filterPlans(items, { ...all, category: 'marketing' })).toEqual([]);
  });

  it('searches the name or a job title, case-insensitively', () => {
    expect(names(filterPlans(items, { ...all, q: 'DESIGN' }))).toEqual(['Design Review']);
    expect(names(filterPlans(items, { ...all, q: 'account exec' }))).toEqual(['Sales Sprint']);
    expect(filterPlans(items, { ...all, q: 'zzz' })).toEqual([]);
  });

  it('sorts by name', () => {
    expect(names(filterPlans(items, all))).toEqual(['Design Review', 'Engineering Loop', 'Sales Sprint', 'Support']);
  });

  it('counts the applicants of the jobs using the plan', () => {
    const jobs = [
      { id: 'a', interview_plan_id: 'p1' },
      { id: 'b', interview_plan_id: 'p1' },
      { id: 'c', interview_plan_id: 'p2' },
      { id: 'd', interview_plan_id: null },
      { id: 'e', interview_plan_id: 'p1' },
    ];
    const totals = new Map([
      ['a', 3],
      ['b', 4],
      ['c', 10],
      ['d', 1],
    ]);
    expect(applicantsOfPlan('p1', jobs, totals)).toBe(7);
    expect(applicantsOfPlan('p3', jobs, totals)).toBe(0);
  });

  it('words the job titles', () => {
    expect(jobTitlesLabel([])).toBe('No jobs yet');
    expect(jobTitlesLabel([{ title: 'A' }, { title: 'B' }])).toBe('A, B');
    expect(jobTitlesLabel([{ title: 'A' }, { title: 'B' }, { title: 'C' }])).toBe('A, B +1 more');
  });
});
