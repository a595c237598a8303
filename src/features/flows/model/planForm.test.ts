import { describe, expect, it } from 'vitest';
import { checkNewPlanForm, cloneName, planNameError, stageNameError } from './planForm';

describe('plan form rules', () => {
  it('requires a flow name, with the spec toast', () => {
    expect(planNameError('')).toBe('Please provide a flow name');
    expect(planNameError('   ')).toBe('Please provide a flow name');
    expect(planNameError('Loop')).toBeNull();
  });

  it('takes 1 to 100 characters, counted trimmed', () => {
    expect(planNameError('x'.repeat(100))).toBeNull();
    expect(planNameError(`  ${'x'.repeat(100)}  `)).toBeNull();
    expect(planNameError('x'.repeat(101))).toMatch(/at most 100/);
    expect(stageNameError('')).toBe('Please provide a stage name');
    expect(stageNameError('x'.repeat(101))).toMatch(/at most 100/);
  });

  it('trims the name and keeps a blank description as none', () => {
    expect(checkNewPlanForm({ name: ' Loop ', description: '  ', jobType: 'design' })).toEqual({
      ok: true,
      value: { name: 'Loop', description: null, job_type: 'design' },
    });
    expect(checkNewPlanForm({ name: '', description: 'x', jobType: 'design' })).toEqual({
      ok: false,
      error: 'Please provide a flow name',
    });
  });

  it('names a clone "{name} (copy)", within 100 characters', () => {
    expect(cloneName('Sales Hiring Sprint')).toBe('Sales Hiring Sprint (copy)');
    const long = cloneName('y'.repeat(100));
    expect(long).toHaveLength(100);
    expect(long.endsWith(' (copy)')).toBe(true);
  });
});
