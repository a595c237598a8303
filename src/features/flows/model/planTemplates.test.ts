import { describe, expect, it } from 'vitest';
import { PLAN_JOB_TYPES } from '@/db/entities';
import { PLAN_TEMPLATES, templateForJobType } from './planTemplates';

describe('interview plan templates', () => {
  it('has exactly one template per job type', () => {
    for (const jobType of PLAN_JOB_TYPES) {
      expect(PLAN_TEMPLATES.filter((t) => t.jobType === jobType)).toHaveLength(1);
      expect(templateForJobType(jobType).jobType).toBe(jobType);
    }
    expect(PLAN_TEMPLATES).toHaveLength(PLAN_JOB_TYPES.length);
  });

  it('keeps the spec sample flows as the starting names', () => {
    expect(templateForJobType('technical').name).toBe('Engineering Interview Process');
    expect(templateForJobType('design').name).toBe('Design Portfolio Review');
    expect(templateForJobType('product').name).toBe('Product Manager Loop');
    expect(templateForJobType('sales').name).toBe('Sales Hiring Sprint');
  });

  it('has unique kebab-case keys and valid names', () => {
    const keys = PLAN_TEMPLATES.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of PLAN_TEMPLATES) {
      expect(t.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.name.length).toBeLessThanOrEqual(100);
      expect(t.stages.length).toBeGreaterThanOrEqual(3);
      expect(t.stages.at(-1)?.type).toBe('decision');
    }
  });

  it('gives every stage focus attributes with stable ids and guidance', () => {
    const names = new Map<string, string>();
    for (const t of PLAN_TEMPLATES) {
      for (const stage of t.stages) {
        expect(stage.name.length).toBeGreaterThan(0);
        expect(stage.name.length).toBeLessThanOrEqual(100);
        expect(stage.focusAttributes.length).toBeGreaterThan(0);
        const ids = stage.focusAttributes.map((a) => a.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const a of stage.focusAttributes) {
          expect(a.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
          expect(a.guidance).toMatch(/^4 \(strong yes\): .+\n1 \(strong no\): .+$/);
          // One id means one attribute everywhere.
          expect(names.get(a.id) ?? a.name).toBe(a.name);
          names.set(a.id, a.name);
        }
        if (stage.durationMinutes !== null) {
          expect(stage.durationMinutes).toBeGreaterThanOrEqual(1);
          expect(stage.durationMinutes).toBeLessThanOrEqual(600);
        }
      }
    }
  });

  it('asks 3 to 5 questions in every interview stage', () => {
    for (const t of PLAN_TEMPLATES) {
      for (const stage of t.stages.filter((s) => s.type === 'interview')) {
        expect(stage.questions.length).toBeGreaterThanOrEqual(3);
        expect(stage.questions.length).toBeLessThanOrEqual(5);
        expect(stage.durationMinutes).not.toBeNull();
      }
    }
  });
});
