// The kanban board model: only application ids per column (the cards read their data from a map),
// so a drag moves one id and re-renders two columns, never copies of records. The columns are the
// pipeline statuses, or (grouped by stage, issue 14) the stages of the job's interview plan.
import { PIPELINE_STAGES, pipelineStage, type PipelineStage } from './pipelineStage';

export type BoardColumns<K extends string = PipelineStage> = Record<K, string[]>;

export interface BoardApplication {
  id: string;
  status: string | null;
  created_at: string;
  stage_id?: string | null;
}

/** Columns in the given order, newest application first inside a column. */
export function buildGroupedBoard<K extends string>(
  applications: readonly BoardApplication[],
  keys: readonly K[],
  columnOf: (application: BoardApplication) => K,
): BoardColumns<K> {
  const columns = Object.fromEntries(keys.map((key) => [key, [] as string[]])) as BoardColumns<K>;
  // ISO times order as plain strings; localeCompare's collation cost 10× more on a job of 10 000.
  const newestFirst = [...applications].sort((a, b) =>
    a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
  );
  for (const application of newestFirst) columns[columnOf(application)].push(application.id);
  return columns;
}

/** Columns in pipeline order, newest application first inside a column. */
export function buildBoard(applications: readonly BoardApplication[]): BoardColumns {
  return buildGroupedBoard(applications, PIPELINE_STAGES, (application) => pipelineStage(application.status));
}

/** The "No stage" column of the board grouped by stage (stage ids are UUIDs: no collision). */
export const NO_STAGE_COLUMN = 'no-stage';

/**
 * The board grouped by the stages of the job's plan (in plan order), then "No stage": an
 * application without a stage, or at a stage of another plan or one removed, is in "No stage".
 */
export function buildStageBoard(
  applications: readonly BoardApplication[],
  stageIds: readonly string[],
): BoardColumns<string> {
  const known = new Set(stageIds);
  return buildGroupedBoard(applications, [...stageIds, NO_STAGE_COLUMN], (application) =>
    application.stage_id && known.has(application.stage_id) ? application.stage_id : NO_STAGE_COLUMN,
  );
}

const keysOf = <K extends string>(columns: BoardColumns<K>) => Object.keys(columns) as K[];

export function stageOfCard<K extends string>(columns: BoardColumns<K>, applicationId: string): K | null {
  return keysOf(columns).find((key) => columns[key].includes(applicationId)) ?? null;
}

/**
 * Where a drop lands: over a column (its id is the column's key) or over a card (the card's
 * column). Answers null when the drop target is unknown.
 */
export function dropTargetStage<K extends string>(columns: BoardColumns<K>, overId: string | null): K | null {
  if (overId === null) return null;
  if (Object.hasOwn(columns, overId)) return overId as K;
  return stageOfCard(columns, overId);
}

/** Moves one card to the top of another column; the same board when nothing changes. */
export function moveCard<K extends string>(
  columns: BoardColumns<K>,
  applicationId: string,
  to: NoInfer<K>,
): BoardColumns<K> {
  const from = stageOfCard(columns, applicationId);
  if (from === null || from === to) return columns;
  return {
    ...columns,
    [from]: columns[from].filter((id) => id !== applicationId),
    [to]: [applicationId, ...columns[to]],
  };
}
