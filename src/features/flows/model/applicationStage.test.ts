import { describe, expect, it } from 'vitest';
import { applicationStage, applicationStageLabel, stageLookup, stageNames } from './applicationStage';
import { interviewsOfPlan } from './planCalendar';

const stages = new Map([
  ['s1', { id: 's1', plan_id: 'p1', name: 'Technical Screen' }],
  ['s2', { id: 's2', plan_id: 'p2', name: 'Phone Screen' }],
]);

describe('the stage of an application', () => {
  it('is its stage in the job’s current plan', () => {
    const stage = applicationStage('s1', 'p1', stages);
    expect(stage.kind).toBe('current');
    expect(applicationStageLabel(stage)).toBe('Technical Screen');
  });
  it('names a stage of another plan as the previous plan’s', () => {
    expect(applicationStageLabel(applicationStage('s2', 'p1', stages))).toBe('Previous plan: Phone Screen');
    expect(applicationStageLabel(applicationStage('s2', null, stages))).toBe('Previous plan: Phone Screen');
  });
  it('is none without a stage or when the stage is gone', () => {
    expect(applicationStageLabel(applicationStage(null, 'p1', stages))).toBeNull();
    expect(applicationStage('gone', 'p1', stages)).toEqual({ kind: 'none' });
  });
});

describe('a plan’s calendar', () => {
  it('lists its interviews by stage or by application, newest first, once each', () => {
    const interviews = [
      { id: 'i1', application_id: 'a1', stage_id: 's1', starts_at: '2026-05-01T09:00:00Z' },
      { id: 'i2', application_id: 'a9', stage_id: null, starts_at: '2026-05-03T09:00:00+00:00' },
      { id: 'i3', application_id: 'a2', stage_id: null, starts_at: '2026-05-02T09:00:00Z' },
      { id: 'i4', application_id: 'a1', stage_id: 's1', starts_at: '2026-05-02T10:00:00+02:00' },
      { id: 'i1', application_id: 'a1', stage_id: 's1', starts_at: '2026-05-01T09:00:00Z' },
    ];
    const list = interviewsOfPlan(interviews, new Set(['s1']), new Set(['a2']));
    expect(list.map((i) => i.id)).toEqual(['i3', 'i4', 'i1']);
  });
});

describe('the stage lookup', () => {
  it('orders each plan’s stages and lists the names once', () => {
    const lookup = stageLookup([
      { id: 'b', plan_id: 'p1', name: 'Decision', position: 2 },
      { id: 'a', plan_id: 'p1', name: 'Screen', position: 1 },
      { id: 'c', plan_id: 'p2', name: 'Decision', position: 1 },
    ]);
    expect(lookup.byPlan.get('p1')).toEqual([
      { id: 'a', name: 'Screen' },
      { id: 'b', name: 'Decision' },
    ]);
    expect(lookup.byId.get('c')?.plan_id).toBe('p2');
    expect(stageNames([...lookup.byId.values()])).toEqual(['Decision', 'Screen']);
  });
});
