import { describe, expect, it } from 'vitest';
import { jobIdToRedirect } from './jobRedirect';

describe('jobIdToRedirect', () => {
  it('keeps a job id (the visitor goes to the public job page)', () => {
    expect(jobIdToRedirect('abc')).toBe('abc');
    expect(jobIdToRedirect(' abc ')).toBe('abc');
    expect(jobIdToRedirect(42)).toBe('42');
  });

  it('gives null without one (the visitor goes to the job list)', () => {
    expect(jobIdToRedirect(undefined)).toBeNull();
    expect(jobIdToRedirect('  ')).toBeNull();
    expect(jobIdToRedirect(null)).toBeNull();
  });
});
