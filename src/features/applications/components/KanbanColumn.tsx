import { Badge, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import type { Application, Profile } from '@/db';
import { KanbanCard } from './KanbanCard';
import { formatCount } from '@/ui/formatCount';

export interface KanbanColumnProps {
  /** The column's key: a pipeline status, or a stage id when grouped by stage (the drop target's id). */
  columnKey: string;
  /** "Screening", or a stage's name. */
  label: string;
  applicationIds: string[];
  applications: ReadonlyMap<string, Application>;
  profiles: ReadonlyMap<string, Profile>;
}

/**
 * Cards rendered per column: a stage of a busy job may hold thousands of applicants; the column
 * shows the newest and says how many more it holds (the badge counts them all), as a board that
 * must stay draggable does rather than mounting every card.
 */
export const KANBAN_COLUMN_LIMIT = 50;

/** One pipeline stage (or interview plan stage): 280 px wide (spec §9), a drop target for cards. */
export function KanbanColumn({ columnKey, label, applicationIds, applications, profiles }: KanbanColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnKey });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      w={280}
      miw={280}
      bg={isOver ? 'var(--mantine-color-violet-light)' : 'var(--mantine-color-gray-light)'}
      role="region"
      aria-label={`${label} stage`}
      data-stage={columnKey}
    >
      {/* A long stage name wraps beside its count rather than pushing the count to a line of its own. */}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Badge variant="white" color="dark" style={{ flexShrink: 0 }}>
          {applicationIds.length}
        </Badge>
      </Group>
      {/* The scroll area's content sizes to its widest card (it is a table box), so the cards get
          the column's inner width outright: 280 less the padding and borders; then a long email
          truncates inside its card instead of pushing the card past the column's edge. */}
      <ScrollArea.Autosize mah={600} scrollbars="y">
        <Stack gap="xs" mih={80} w={254}>
          {applicationIds.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              No candidates in this stage
            </Text>
          ) : (
            applicationIds.slice(0, KANBAN_COLUMN_LIMIT).map((id) => {
              const application = applications.get(id);
              if (!application) return null;
              return (
                <KanbanCard
                  key={id}
                  application={application}
                  profile={application.applicant_id ? profiles.get(application.applicant_id) : undefined}
                />
              );
            })
          )}
          {applicationIds.length > KANBAN_COLUMN_LIMIT && (
            <Text size="sm" c="dimmed" ta="center" py="xs">
              {formatCount(applicationIds.length - KANBAN_COLUMN_LIMIT)} more
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
