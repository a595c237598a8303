import { Badge, Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { LazyMenu } from '@/ui/LazyMenu';
import { NO_STAGE_LABEL, type StageOption } from '../model/applicationStage';

export interface MoveToStageMenuProps {
  candidateName: string;
  /** The stage as shown ("Previous plan: …" for another plan's), or null. */
  currentLabel: string | null;
  currentStageId: string | null;
  /** The stages of the job's plan, in order. */
  options: readonly StageOption[];
  /** Absent for a member who may not move candidates: the stage is shown, not offered. */
  onMove?: (stage: StageOption | null) => void;
}

/** A candidate row's stage in its job's interview plan, and "Move to stage". */
export function MoveToStageMenu({
  candidateName,
  currentLabel,
  currentStageId,
  options,
  onMove,
}: MoveToStageMenuProps) {
  const label = currentLabel ?? NO_STAGE_LABEL;
  if (!onMove || options.length === 0) {
    return currentLabel ? (
      <Badge variant="outline" color="gray" tt="none" fw={500}>
        {label}
      </Badge>
    ) : null;
  }
  return (
    // Mounted on first use (LazyMenu): a job's candidate rows each have one.
    <LazyMenu
      target={
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Move to stage: ${candidateName}, now ${label}`}
          maw={220}
        >
          {label}
        </Button>
      }
    >
      <Menu.Label>Move to stage</Menu.Label>
      {options.map((stage) => (
        <Menu.Item
          key={stage.id}
          disabled={stage.id === currentStageId}
          rightSection={stage.id === currentStageId ? <IconCheck size={14} aria-hidden /> : undefined}
          onClick={() => onMove(stage)}
        >
          {stage.name}
        </Menu.Item>
      ))}
      {currentStageId && (
        <>
          <Menu.Divider />
          <Menu.Item onClick={() => onMove(null)}>{NO_STAGE_LABEL}</Menu.Item>
        </>
      )}
    </LazyMenu>
  );
}
