// The kanban board model: only application ids per column (the cards read their data from a map),
// so a drag moves one id and re-renders two columns, never copies of records.
import { PIPELINE_STAGES, pipelineStage, type PipelineStage } from './pipelineStage';

export type BoardColumns = Record<PipelineStage, string[]>;

export interface BoardApplication {
  id: string;
  status: string | null;
  created_at: string;
}

/** Columns in pipeline order, newest application first inside a column. */
export function buildBoard(applications: readonly BoardApplication[]): BoardColumns {
  const columns = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, [] as string[]])) as BoardColumns;
  const newestFirst = [...applications].sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const application of newestFirst) columns[pipelineStage(application.status)].push(application.id);
  return columns;
}

export function stageOfCard(columns: BoardColumns, applicationId: string): PipelineStage | null {
  return PIPELINE_STAGES.find((stage) => columns[stage].includes(applicationId)) ?? null;
}

/**
 * Where a drop lands: over a column (its id is the stage) or over a card (the card's column).
 * Answers null when the drop target is unknown.
 */
export function dropTargetStage(columns: BoardColumns, overId: string | null): PipelineStage | null {
  if (overId === null) return null;
  if ((PIPELINE_STAGES as readonly string[]).includes(overId)) return overId as PipelineStage;
  return stageOfCard(columns, overId);
}

/** Moves one card to the top of another column; the same board when nothing changes. */
export function moveCard(columns: BoardColumns, applicationId: string, to: PipelineStage): BoardColumns {
  const from = stageOfCard(columns, applicationId);
  if (from === null || from === to) return columns;
  return {
    ...columns,
    [from]: columns[from].filter((id) => id !== applicationId),
    [to]: [applicationId, ...columns[to]],
  };
}
