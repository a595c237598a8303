import { describe, expect, it } from 'vitest';
import { SAMPLE_FLOWS, favoriteToggledMessage, filterFlows, flowCreatedDescription } from './sampleFlows';

describe('flows (sample data)', () => {
  it('filters by status tab', () => {
    expect(filterFlows(SAMPLE_FLOWS, '', 'all')).toHaveLength(SAMPLE_FLOWS.length);
    expect(filterFlows(SAMPLE_FLOWS, '', 'draft').every((f) => f.status === 'draft')).toBe(true);
  });
  it('searches name or job title, case-insensitively', () => {
    expect(filterFlows(SAMPLE_FLOWS, 'DESIGN', 'all').map((f) => f.id)).toEqual(['flow-2']);
    expect(filterFlows(SAMPLE_FLOWS, 'account exec', 'all').map((f) => f.id)).toEqual(['flow-4']);
    expect(filterFlows(SAMPLE_FLOWS, 'zzz', 'all')).toEqual([]);
  });
  it('words the toasts', () => {
    expect(favoriteToggledMessage(true)).toBe('Flow added to favorites');
    expect(favoriteToggledMessage(false)).toBe('Flow removed from favorites');
    expect(flowCreatedDescription('X')).toBe('The flow "X" has been created.');
  });
});
