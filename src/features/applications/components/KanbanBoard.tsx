import { useDeferredValue, useMemo, useState } from 'react';
import { Group, ScrollArea } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { columnKeyboardCoordinates } from './columnKeyboardCoordinates';
import type { Application, Profile } from '@/db';
import { buildBoard, dropTargetStage, moveCard, stageOfCard, type BoardColumns } from '../model/board';
import { candidateName } from '../model/candidateIdentity';
import { PIPELINE_STAGES, PIPELINE_STAGE_LABEL } from '../model/pipelineStage';
import { KanbanColumn } from './KanbanColumn';
import { KanbanCardPreview } from './KanbanCard';
import { useApplicationTallies } from '@/features/interviews/queries/useInterviews';

/** A column of the board: its key (a pipeline status or a stage id) and its heading. */
export interface KanbanColumnSpec {
  key: string;
  label: string;
}

const STATUS_COLUMNS: KanbanColumnSpec[] = PIPELINE_STAGES.map((stage) => ({
  key: stage,
  label: PIPELINE_STAGE_LABEL[stage],
}));

export interface KanbanBoardProps {
  applications: Application[];
  profiles: ReadonlyMap<string, Profile>;
  /**
   * The columns and where each application is, when grouped by the job's plan stages (see
   * buildStageBoard); absent: one column per pipeline status.
   */
  grouping?: { columns: KanbanColumnSpec[]; build: (applications: Application[]) => BoardColumns<string> };
  /**
   * `to` is the key of the column dropped on; `name` is the candidate's display name, for the
   * toast that confirms the move. Absent for a member who may not move candidates (an
   * interviewer, issue 13): the board is read-only.
   */
  onMove?: (applicationId: string, to: string, name: string) => void;
}

/**
 * The Flow view: one column per pipeline stage, or per stage of the job's interview plan. The
 * board model holds only ids per column; a drop moves the id at once (optimistic) and asks the
 * parent to change the application's status (or stage), which the live query then confirms.
 */
export function KanbanBoard({ applications: fromProps, profiles, grouping, onMove }: KanbanBoardProps) {
  // A store change (a busy job's 10 000 applications read again after each move) is drawn in a
  // background render that gives way to the next drag or key: only a drop is drawn at once.
  const applications = useDeferredValue(fromProps);
  const byId = useMemo(() => new Map(applications.map((a) => [a.id, a])), [applications]);
  // One read of every card's scorecards for the board, not two live queries per card.
  const applicationIds = useMemo(() => applications.map((a) => a.id), [applications]);
  const tallies = useApplicationTallies(applicationIds);
  const build = grouping?.build;
  const fromStore = useMemo<BoardColumns<string>>(
    () => (build ? build(applications) : buildBoard(applications)),
    [applications, build],
  );
  const columnSpecs = grouping?.columns ?? STATUS_COLUMNS;
  // An optimistic board until the store catches up (the next `applications` replaces it).
  const [optimistic, setOptimistic] = useState<{
    base: BoardColumns<string>;
    board: BoardColumns<string>;
  } | null>(null);
  const columns = optimistic && optimistic.base === fromStore ? optimistic.board : fromStore;
  const [dragging, setDragging] = useState<string | null>(null);

  // A small distance so a click on a card is not a drag.
  const pointer = useSensor(PointerSensor, { activationConstraint: { distance: 5 } });
  // Arrow keys jump to the neighbouring column.
  const keyboard = useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates });
  // No sensors, no drag: a read-only board.
  const sensors = useSensors(...(onMove ? [pointer, keyboard] : []));

  const profileOf = (id: string | number) => {
    const application = byId.get(String(id));
    return application?.applicant_id ? profiles.get(application.applicant_id) : undefined;
  };
  const nameOf = (id: string | number) => candidateName(profileOf(id));
  const stageName = (id: string | number | undefined | null) => {
    const key = id === undefined || id === null ? null : dropTargetStage(columns, String(id));
    return key === null ? null : (columnSpecs.find((column) => column.key === key)?.label ?? null);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)} in ${stageName(stageOfCard(columns, String(active.id)))}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over the ${stageName(over.id)} stage.`
        : `${nameOf(active.id)} is not over a stage.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was moved to ${stageName(over.id)}.`
        : `${nameOf(active.id)} was dropped and not moved.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const id = String(active.id);
    const to = dropTargetStage(columns, over ? String(over.id) : null);
    if (!onMove || !to || stageOfCard(columns, id) === to) return;
    setOptimistic({ base: fromStore, board: moveCard(columns, id, to) });
    onMove(id, to, nameOf(id));
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={({ active }: DragStartEvent) => setDragging(String(active.id))}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a candidate, press Space or Enter to pick it up, use the arrow keys to move it to another stage, then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
          {columnSpecs.map((column) => (
            <KanbanColumn
              key={column.key}
              columnKey={column.key}
              label={column.label}
              applicationIds={columns[column.key] ?? []}
              applications={byId}
              profiles={profiles}
              tallies={tallies}
            />
          ))}
        </Group>
      </ScrollArea>
      {/* No drop animation: the card is in its new column the frame it is dropped. */}
      <DragOverlay dropAnimation={null}>
        {dragging && byId.has(dragging) ? (
          <KanbanCardPreview application={byId.get(dragging)!} profile={profileOf(dragging)} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
