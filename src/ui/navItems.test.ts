import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItems } from './navItems';
import { SPEC_SIDE_BAR } from '@/test-support/specSideBar';

describe('navItems', () => {
  it('lists the spec side bar in order', () => {
    expect(navItems.map((item) => [item.label, item.to])).toEqual(SPEC_SIDE_BAR);
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
