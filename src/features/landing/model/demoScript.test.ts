import { describe, expect, it } from 'vitest';
import { CANDIDATE_SCRIPT, DEMO_DURATION_MS, HIRING_MANAGER_SCRIPT, demoVisibleCounts } from './demoScript';

describe('demoVisibleCounts', () => {
  it('adds a hiring-manager message every 1500 ms until all 3 show', () => {
    expect(demoVisibleCounts(0)).toEqual({ manager: 0, candidate: 0 });
    expect(demoVisibleCounts(1499).manager).toBe(0);
    expect(demoVisibleCounts(1500).manager).toBe(1);
    expect(demoVisibleCounts(3000).manager).toBe(2);
    expect(demoVisibleCounts(4500)).toEqual({ manager: 3, candidate: 0 });
  });
  it('pauses 900 ms, then shows 1 candidate message and one more every 1500 ms', () => {
    expect(demoVisibleCounts(5399).candidate).toBe(0);
    expect(demoVisibleCounts(5400).candidate).toBe(1);
    expect(demoVisibleCounts(6900).candidate).toBe(2);
    expect(demoVisibleCounts(8400)).toEqual({ manager: 3, candidate: 3 });
    expect(demoVisibleCounts(60_000)).toEqual({ manager: 3, candidate: 3 });
    expect(DEMO_DURATION_MS).toBe(8400);
  });
  it('asks the manager about culture and hidden requirements, the candidate about collaboration and sharing ideas', () => {
    const manager = HIRING_MANAGER_SCRIPT.map((m) => m.text).join(' ');
    const candidate = CANDIDATE_SCRIPT.map((m) => m.text).join(' ');
    expect(manager).toMatch(/culture/);
    expect(manager).toMatch(/hidden requirements/);
    expect(candidate).toMatch(/collaborate/);
    expect(candidate).toMatch(/share it/);
  });
});
