import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  appendStage,
  initialPositions,
  insertStageAt,
  moveStage,
  positionBetween,
  sortStages,
  type PositionedStage,
} from './stageOrder';

const ids = (stages: readonly PositionedStage[]) => sortStages(stages).map((s) => s.id);
const apply = (stages: PositionedStage[], writes: PositionedStage[]) => {
  const byId = new Map(stages.map((s) => [s.id, s]));
  for (const w of writes) byId.set(w.id, { ...byId.get(w.id), ...w });
  return [...byId.values()];
};
const plan = (...names: string[]) => names.map((id, i) => ({ id, position: initialPositions(names.length)[i]! }));

describe('stage order', () => {
  it('orders by position, ties by id', () => {
    expect(
      ids([
        { id: 'c', position: 2 },
        { id: 'b', position: 1 },
        { id: 'a', position: 2 },
      ]),
    ).toEqual(['b', 'a', 'c']);
  });

  it('puts a stage between two at the midpoint, and says when there is no room', () => {
    expect(positionBetween(null, null)).toBe(1);
    expect(positionBetween(3, null)).toBe(4);
    expect(positionBetween(null, 1)).toBe(0);
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(2, 2)).toBeNull();
    expect(positionBetween(1, 1 + Number.EPSILON)).toBeNull();
  });

  it('inserts with one write, at any index', () => {
    const stages = plan('a', 'b', 'c');
    expect(insertStageAt(stages, 'n', 1)).toEqual([{ id: 'n', position: 1.5 }]);
    expect(insertStageAt(stages, 'n', 0)).toEqual([{ id: 'n', position: 0 }]);
    expect(appendStage(stages, 'n')).toEqual([{ id: 'n', position: 4 }]);
    expect(appendStage([], 'n')).toEqual([{ id: 'n', position: 1 }]);
  });

  it('moves up or down with one write', () => {
    const stages = plan('a', 'b', 'c', 'd');
    const up = moveStage(stages, 'c', 'up');
    expect(up).toEqual([{ id: 'c', position: 1.5 }]);
    expect(ids(apply(stages, up))).toEqual(['a', 'c', 'b', 'd']);
    const down = moveStage(stages, 'a', 'down');
    expect(down).toHaveLength(1);
    expect(ids(apply(stages, down))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(apply(stages, moveStage(stages, 'd', 'up')))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(apply(stages, moveStage(stages, 'b', 'up')))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('does nothing past the ends', () => {
    const stages = plan('a', 'b');
    expect(moveStage(stages, 'a', 'up')).toEqual([]);
    expect(moveStage(stages, 'b', 'down')).toEqual([]);
    expect(moveStage(stages, 'zzz', 'down')).toEqual([]);
  });

  it('renumbers when tied neighbours leave no room', () => {
    // Two devices inserted at the same midpoint: b and c tie at 1.5.
    const stages = [
      { id: 'a', position: 1 },
      { id: 'b', position: 1.5 },
      { id: 'c', position: 1.5 },
      { id: 'd', position: 2 },
    ];
    const writes = moveStage(stages, 'd', 'up');
    expect(ids(apply(stages, writes))).toEqual(['a', 'b', 'd', 'c']);
    expect(writes.length).toBeGreaterThan(1);
  });

  it('keeps any sequence of moves and inserts a permutation in the intended order', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('move' as const), at: fc.nat(20), up: fc.boolean() }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(20) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        let stages: PositionedStage[] = plan('s0', 's1', 's2');
        let expected = ['s0', 's1', 's2'];
        ops.forEach((o, n) => {
          if (o.kind === 'insert') {
            const at = o.at % (expected.length + 1);
            const id = `n${n}`;
            stages = apply(stages, insertStageAt(stages, id, at));
            expected = [...expected.slice(0, at), id, ...expected.slice(at)];
          } else {
            const from = o.at % expected.length;
            const to = o.up ? from - 1 : from + 1;
            stages = apply(stages, moveStage(stages, expected[from]!, o.up ? 'up' : 'down'));
            if (to >= 0 && to < expected.length) {
              const next = [...expected];
              [next[from], next[to]] = [next[to]!, next[from]!];
              expected = next;
            }
          }
        });
        expect(ids(stages)).toEqual(expected);
      }),
    );
  });
});
