import { describe, expect, it } from 'vitest';
import { NO_STAGE_COLUMN, buildBoard, buildStageBoard, dropTargetStage, moveCard } from './board';

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

describe('kanban board grouped by stage', () => {
  const staged = [
    { id: 'a', status: 'applied', created_at: '2026-01-01T00:00:00Z', stage_id: 's2' },
    { id: 'b', status: 'interview', created_at: '2026-01-03T00:00:00Z', stage_id: 's1' },
    { id: 'c', status: 'offer', created_at: '2026-01-02T00:00:00Z', stage_id: null },
    { id: 'd', status: 'offer', created_at: '2026-01-04T00:00:00Z', stage_id: 'other-plan' },
  ];

  it('has a column per plan stage, in plan order, then No stage', () => {
    const board = buildStageBoard(staged, ['s1', 's2']);
    expect(Object.keys(board)).toEqual(['s1', 's2', NO_STAGE_COLUMN]);
    expect(board.s1).toEqual(['b']);
    expect(board.s2).toEqual(['a']);
    expect(board[NO_STAGE_COLUMN]).toEqual(['d', 'c']);
  });

  it('moves a card between stage columns and finds drop targets', () => {
    const board = buildStageBoard(staged, ['s1', 's2']);
    expect(dropTargetStage(board, 's2')).toBe('s2');
    expect(dropTargetStage(board, 'c')).toBe(NO_STAGE_COLUMN);
    expect(dropTargetStage(board, 'toString')).toBeNull();
    const moved = moveCard(board, 'c', 's1');
    expect(moved.s1).toEqual(['c', 'b']);
    expect(moved[NO_STAGE_COLUMN]).toEqual(['d']);
  });
});
