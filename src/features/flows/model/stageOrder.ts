// The order of a plan's stages (docs/interviews.md): by `position`, ties by id. A stage put
// between two takes the midpoint of their positions, so a reorder or an insert writes one row and
// two devices reordering different stages never overwrite each other. Only when there is no room
// left between two neighbours (equal positions after concurrent inserts, or a double's precision
// used up) are the plan's positions renumbered.

export interface PositionedStage {
  id: string;
  position: number;
}

/** A stage's new position (one write in the usual case). */
export interface StagePositionWrite {
  id: string;
  position: number;
}

export function compareStages(a: PositionedStage, b: PositionedStage): number {
  if (a.position !== b.position) return a.position - b.position;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The stages in plan order (a new array). */
export function sortStages<T extends PositionedStage>(stages: readonly T[]): T[] {
  return [...stages].sort(compareStages);
}

/** Positions of a fresh plan's stages (a template's, a clone's): 1, 2, 3… */
export function initialPositions(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i + 1);
}

/**
 * A position strictly between two neighbours (null: no neighbour on that side), or null when
 * there is no room (equal neighbours, or the midpoint rounds onto one of them).
 */
export function positionBetween(before: number | null, after: number | null): number | null {
  if (before === null && after === null) return 1;
  if (before === null) return after! - 1;
  if (after === null) return before + 1;
  const middle = before + (after - before) / 2;
  return middle > before && middle < after ? middle : null;
}

/** Every stage at 1, 2, 3… in the given order: the fallback when no room is left. */
function renumber(ordered: readonly PositionedStage[]): StagePositionWrite[] {
  return ordered.flatMap((stage, i) => (stage.position === i + 1 ? [] : [{ id: stage.id, position: i + 1 }]));
}

/**
 * The writes that put a new stage (its id) at `index` of the plan's order (0 = first,
 * stages.length = last). One write unless the plan must be renumbered.
 */
export function insertStageAt(stages: readonly PositionedStage[], newId: string, index: number): StagePositionWrite[] {
  const ordered = sortStages(stages);
  const at = Math.max(0, Math.min(index, ordered.length));
  const position = positionBetween(ordered[at - 1]?.position ?? null, ordered[at]?.position ?? null);
  if (position !== null) return [{ id: newId, position }];
  const withNew = [...ordered.slice(0, at), { id: newId, position: Number.NaN }, ...ordered.slice(at)];
  return renumber(withNew);
}

/** The writes that append a new stage to the plan. */
export function appendStage(stages: readonly PositionedStage[], newId: string): StagePositionWrite[] {
  return insertStageAt(stages, newId, stages.length);
}

/**
 * The writes that move a stage one place up or down: usually the moved stage alone, at the
 * midpoint of its new neighbours. Empty when it is already first (up) or last (down).
 */
export function moveStage(
  stages: readonly PositionedStage[],
  stageId: string,
  direction: 'up' | 'down',
): StagePositionWrite[] {
  const ordered = sortStages(stages);
  const from = ordered.findIndex((stage) => stage.id === stageId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  const others = ordered.filter((stage) => stage.id !== stageId);
  // In the list without the moved stage, its new place is `to`: between others[to-1] and others[to].
  const position = positionBetween(others[to - 1]?.position ?? null, others[to]?.position ?? null);
  if (position !== null) return [{ id: stageId, position }];
  const moved = ordered[from]!;
  return renumber([...others.slice(0, to), { ...moved, position: Number.NaN }, ...others.slice(to)]);
}
