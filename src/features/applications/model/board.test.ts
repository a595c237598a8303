import { describe, expect, it } from 'vitest';
import { buildBoard, dropTargetStage, moveCard } from './board';

const applications = [
  { id: 'a', status: 'applied', created_at: '2026-01-01T00:00:00Z' },
  { id: 'b', status: null, created_at: '2026-01-03T00:00:00Z' },
  { id: 'c', status: 'interview', created_at: '2026-01-02T00:00:00Z' },
];

describe('kanban board model (ids per column)', () => {
  it('groups ids by stage, newest first, missing status as applied', () => {
    const board = buildBoard(applications);
    expect(board.applied).toEqual(['b', 'a']);
    expect(board.interview).toEqual(['c']);
    expect(board.offer).toEqual([]);
  });

  it('moves a card to the top of the target column', () => {
    const board = moveCard(buildBoard(applications), 'a', 'interview');
    expect(board.applied).toEqual(['b']);
    expect(board.interview).toEqual(['a', 'c']);
  });

  it('keeps the same board when the card stays in its column or is unknown', () => {
    const board = buildBoard(applications);
    expect(moveCard(board, 'a', 'applied')).toBe(board);
    expect(moveCard(board, 'zzz', 'offer')).toBe(board);
  });

  it('finds the drop stage from a column id or a card id', () => {
    const board = buildBoard(applications);
    expect(dropTargetStage(board, 'offer')).toBe('offer');
    expect(dropTargetStage(board, 'c')).toBe('interview');
    expect(dropTargetStage(board, 'nope')).toBeNull();
    expect(dropTargetStage(board, null)).toBeNull();
  });
});
