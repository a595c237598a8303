import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems } from './navItems';

describe('navItems', () => {
  it('lists the spec side bar in order', () => {
    expect(navItems.map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', '/app'],
      ['Jobs', '/app/jobs'],
      ['Candidates', '/app/candidates'],
      ['Flows', '/app/flows'],
      ['Interviews', '/app/interviews'],
      ['Chat', '/app/chat'],
      ['Settings', '/app/settings'],
    ]);
  });
});

describe('isNavItemActive', () => {
  it('marks the Dashboard only on /app itself', () => {
    expect(isNavItemActive({ to: '/app' }, '/app')).toBe(true);
    expect(isNavItemActive({ to: '/app' }, '/app/')).toBe(true);
    expect(isNavItemActive({ to: '/app' }, '/app/jobs')).toBe(false);
  });

  it('marks a section on its pages', () => {
    expect(isNavItemActive({ to: '/app/jobs' }, '/app/jobs/123/candidates')).toBe(true);
    expect(isNavItemActive({ to: '/app/jobs' }, '/app/jobsearch')).toBe(false);
    expect(isNavItemActive({ to: '/app/candidates' }, '/app/jobs')).toBe(false);
  });
});
