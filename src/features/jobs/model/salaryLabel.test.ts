import { describe, expect, it } from 'vitest';
import { formatSalary, jobSalaryLabel, salaryLabel, salaryRangeBadge } from './salaryLabel';

describe('salaryLabel', () => {
  it('gives a range when both bounds exist', () => {
    expect(salaryLabel(50000, 100000)).toBe('$50,000 - $100,000');
  });
  it("gives 'From' with only a minimum", () => {
    expect(salaryLabel(60000, null)).toBe('From $60,000');
  });
  it("gives 'Up to' with only a maximum", () => {
    expect(salaryLabel(undefined, 120000)).toBe('Up to $120,000');
  });
  it("gives 'Competitive salary' with neither", () => {
    expect(salaryLabel(null, null)).toBe('Competitive salary');
  });
  it('treats 0 as a real bound', () => {
    expect(salaryLabel(0, 10)).toBe('$0 - $10');
  });
});

describe('salaryRangeBadge (candidates landing)', () => {
  it('shows only when both bounds exist', () => {
    expect(salaryRangeBadge(50000, 90000)).toBe('$50,000 - $90,000');
    expect(salaryRangeBadge(50000, null)).toBeNull();
    expect(salaryRangeBadge(null, 90000)).toBeNull();
    expect(salaryRangeBadge(null, null)).toBeNull();
  });
});

describe('jobSalaryLabel', () => {
  it('prefers the numeric bounds', () => {
    expect(jobSalaryLabel({ salary_min: 1000, salary_max: null, salary_range: '£40k' })).toBe('From $1,000');
  });
  it("falls back to the creator's free-text range", () => {
    expect(jobSalaryLabel({ salary_min: null, salary_max: null, salary_range: ' £40k - £50k ' })).toBe('£40k - £50k');
  });
  it("is 'Competitive salary' when nothing is known", () => {
    expect(jobSalaryLabel({ salary_min: null, salary_max: null, salary_range: '  ' })).toBe('Competitive salary');
  });
});

describe('formatSalary', () => {
  it('groups thousands as en-US does, on whole units', () => {
    for (const amount of [0, 7, 999, 1000, 85000, 123456, 1234567, 99999.6, -85000]) {
      expect(formatSalary(amount)).toBe(`$${Math.round(amount).toLocaleString('en-US')}`);
    }
    expect(formatSalary(1234567)).toBe('$1,234,567');
  });
});
