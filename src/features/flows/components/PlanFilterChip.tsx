import { Badge, CloseButton } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCompanyDb } from '@/db/react';

export interface PlanFilterChipProps {
  planId: string;
  onDismiss: () => void;
}

/** The jobs list filtered by an interview plan (`/app/jobs?flow={id}`): "Plan: {name}", dismissible. */
export function PlanFilterChip({ planId, onDismiss }: PlanFilterChipProps) {
  const db = useCompanyDb();
  // undefined while loading, null when the plan does not exist (an old link).
  const name = useLiveQuery(async () => (await db.interviewPlans.get(planId))?.name ?? null, [db, planId]);
  const label = `Plan: ${name === undefined ? '…' : (name ?? 'unknown flow')}`;
  return (
    <Badge
      size="lg"
      variant="light"
      radius="xl"
      tt="none"
      fw={500}
      pr={4}
      rightSection={<CloseButton size="sm" aria-label="Show all jobs" onClick={onDismiss} />}
      data-testid="plan-filter"
    >
      {label}
    </Badge>
  );
}
